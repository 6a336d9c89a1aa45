// Consultation form (spec 000 screen 13), shown beside case details and articles and reusable by
// any page: name, sex, graduated school (read only, from the profile), GPA, current country,
// intended study country, grade, intended majors. Name, sex, school, country and grade are required
// (country and grade with the shared text 请填写所在国家与年级).
// Pages draw it only once online consultation exists (FEATURES.consultation); its two buttons
// check the form, and the consultation screens then take what it holds.
import type { ReactNode } from 'react';
import { Button, Form, Input, Radio, Select, Skeleton } from 'antd';
import { CustomerServiceOutlined, BulbOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gpaSchema, userNameSchema, type DictEntry, type Lang } from '@portal/shared';
import { userCenterPath } from '../config/paths';
import { useCurrentUser } from '../lib/auth';
import { dictOptions, useDict } from '../lib/dict';
import { useFormRules } from '../lib/form-rules';
import { getLang } from '../lib/lang';
import { openLoginDialog } from '../lib/login-dialog';
import './detail-ui.css';

/** The consultation profile of spec 000 section 3. */
export interface ConsultFields {
  userName: string;
  sex: string;
  stuUniName: string;
  gpa?: string;
  nationality: string;
  countryId?: string;
  courseType: string;
  majorFocusList?: string[];
}

export const CONSULT_DICTS = {
  sex: 'web_stu_sex',
  nationality: 'nationality',
  country: 'web_clerk_countryName',
  grade: 'web_stu_courseType',
  majors: 'major_focus',
} as const;
const DICT_TYPES = Object.values(CONSULT_DICTS);

const options = (entries: readonly DictEntry[] | undefined, lang: Lang) => dictOptions(entries, lang);

/** '请输入姓名' / 'Please enter name': the shared verb with the field's label. */
const withLabel = (verb: string, label: string, lang: Lang) => (lang === 'cn' ? `${verb}${label}` : `${verb} ${label.toLowerCase()}`);

export function ConsultForm({ className }: { className?: string }) {
  const { t } = useTranslation(['detail', 'common']);
  const lang = getLang();
  const rules = useFormRules();
  const { user, loggedIn, loading } = useCurrentUser();
  const dict = useDict(DICT_TYPES, { enabled: loggedIn });
  const [form] = Form.useForm<ConsultFields>();

  const box = (body: ReactNode) => (
    <section className={`consult-box${className ? ` ${className}` : ''}`} aria-labelledby="consult-title">
      <h2 id="consult-title" className="consult-box__title">
        {t('consult.title')}
      </h2>
      <p className="consult-box__lead">{t('consult.lead')}</p>
      {body}
    </section>
  );

  if (loading) return box(<Skeleton active paragraph={{ rows: 6 }} />);
  if (!loggedIn || !user)
    return box(
      <div className="consult-box__login">
        <p>{t('consult.loginFirst')}</p>
        <Button type="primary" block onClick={() => openLoginDialog('login')}>
          {t('consult.login')}
        </Button>
      </div>,
    );

  const countryGrade = { required: true, message: rules.text('consultCountryGrade') };
  const check = () => form.validateFields().catch(() => undefined);
  const d = dict.data;

  return box(
    <Form<ConsultFields>
      form={form}
      layout="vertical"
      requiredMark
      initialValues={{ userName: user.userName || user.name || '', sex: user.sex ?? undefined, stuUniName: user.stuUniName ?? '' }}
      className="consult-form"
    >
      <Form.Item
        name="userName"
        label={t('consult.userName')}
        rules={[
          { required: true, whitespace: true, message: withLabel(rules.text('required'), t('consult.userName'), lang) },
          rules.zod(userNameSchema),
        ]}
      >
        <Input maxLength={20} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="sex"
        label={t('consult.sex')}
        rules={[{ required: true, message: withLabel(rules.text('requiredSelect'), t('consult.sex'), lang) }]}
      >
        <Radio.Group options={options(d?.[CONSULT_DICTS.sex], lang)} />
      </Form.Item>
      <Form.Item
        name="stuUniName"
        label={t('consult.school')}
        rules={[{ required: true, whitespace: true, message: rules.text('school') }]}
        extra={
          user.stuUniName ? undefined : (
            <span>
              {t('consult.schoolMissing')} <Link to={userCenterPath('1')}>{t('consult.toProfile')}</Link>
            </span>
          )
        }
      >
        <Input readOnly variant="filled" />
      </Form.Item>
      <Form.Item name="gpa" label={t('consult.gpa')} rules={[rules.zod(gpaSchema)]}>
        <Input maxLength={5} inputMode="decimal" placeholder={t('consult.gpaPlaceholder')} />
      </Form.Item>
      <Form.Item name="nationality" label={t('consult.nationality')} rules={[countryGrade]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('consult.select')}
          options={options(d?.[CONSULT_DICTS.nationality], lang)}
          loading={dict.isPending}
        />
      </Form.Item>
      <Form.Item name="countryId" label={t('consult.country')}>
        <Select allowClear placeholder={t('consult.select')} options={options(d?.[CONSULT_DICTS.country], lang)} loading={dict.isPending} />
      </Form.Item>
      <Form.Item name="courseType" label={t('consult.grade')} rules={[countryGrade]}>
        <Select placeholder={t('consult.select')} options={options(d?.[CONSULT_DICTS.grade], lang)} loading={dict.isPending} />
      </Form.Item>
      <Form.Item name="majorFocusList" label={t('consult.majors')}>
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('consult.select')}
          options={options(d?.[CONSULT_DICTS.majors], lang)}
          loading={dict.isPending}
        />
      </Form.Item>
      {dict.isError ? (
        <p className="inline-error">
          {t('consult.dictFailed')}{' '}
          <Button type="link" size="small" onClick={() => dict.refetch()}>
            {t('common:retry')}
          </Button>
        </p>
      ) : null}
      <div className="consult-form__buttons">
        <Button type="primary" icon={<CustomerServiceOutlined />} onClick={check}>
          {t('consult.online')}
        </Button>
        <Button icon={<BulbOutlined />} onClick={check}>
          {t('consult.plan')}
        </Button>
      </div>
    </Form>,
  );
}
