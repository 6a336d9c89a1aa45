// Consultation form (spec 000 screen 13), shown beside case details and articles and reusable by
// any page: name, sex, graduated school (read only, from the profile), GPA, current country,
// intended study country, grade, intended majors. Name, sex, school, country and grade are required
// (country and grade with the shared text 请填写所在国家与年级).
// It loads the consultation profile (GET /consult/profile) and both buttons save it first
// (POST /consult/profile): online consultation then opens the country dialog with the intended
// country chosen; plan recommendation (spec 000 section 4) refreshes the user info and goes to
// /majors with the profile as its filters (intended country, major focus, GPA), or, on a page that
// hosts the form and shows the plan itself (onPlan), hands it the saved values instead.
import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Radio, Select, Skeleton } from 'antd';
import { CustomerServiceOutlined, BulbOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { gpaSchema, userNameSchema, type ConsultProfileData, type ConsultProfileInput, type DictEntry, type Lang } from '@portal/shared';
import { paths, userCenterPath } from '../config/paths';
import { api } from '../lib/api-client';
import { useCurrentUser, userInfoKey } from '../lib/auth';
import { openConsultDialog } from '../lib/consult';
import { reportFormError } from '../lib/form-server-errors';
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
export const consultProfileKey = ['consult', 'profile'] as const;

/** /majors with the profile as filters (spec 000 section 2 query shape). */
export function planPath(v: Pick<ConsultFields, 'countryId' | 'majorFocusList' | 'gpa'>): string {
  const q = new URLSearchParams();
  if (v.majorFocusList?.length) q.set('majorFocusList', v.majorFocusList.join(','));
  if (v.countryId) q.set('countryId', v.countryId);
  if (v.gpa) q.set('gpa', v.gpa);
  const s = q.toString();
  return s ? `${paths.majors}?${s}` : paths.majors;
}

const options = (entries: readonly DictEntry[] | undefined, lang: Lang) => dictOptions(entries, lang);

/** '请输入姓名' / 'Please enter name': the shared verb with the field's label. */
const withLabel = (verb: string, label: string, lang: Lang) => (lang === 'cn' ? `${verb}${label}` : `${verb} ${label.toLowerCase()}`);

export function ConsultForm({
  className,
  onPlan,
}: {
  className?: string;
  /** Given: plan recommendation hands the saved profile to the hosting page instead of going to /majors. */
  onPlan?: (values: ConsultFields) => void;
}) {
  const { t } = useTranslation(['detail', 'common']);
  const lang = getLang();
  const rules = useFormRules();
  const { user, loggedIn, loading } = useCurrentUser();
  const dict = useDict(DICT_TYPES, { enabled: loggedIn });
  const [form] = Form.useForm<ConsultFields>();
  const profile = useQuery({
    queryKey: consultProfileKey,
    queryFn: () => api.get<ConsultProfileData>('/consult/profile', {}, { quiet: true }),
    enabled: loggedIn,
    staleTime: 60_000,
  });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<null | 'online' | 'plan'>(null);

  const box = (body: ReactNode) => (
    <section className={`consult-box${className ? ` ${className}` : ''}`} aria-labelledby="consult-title">
      <h2 id="consult-title" className="consult-box__title">
        {t('consult.title')}
      </h2>
      <p className="consult-box__lead">{t('consult.lead')}</p>
      {body}
    </section>
  );

  if (loading || (loggedIn && profile.isPending)) return box(<Skeleton active paragraph={{ rows: 6 }} />);
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
  const d = dict.data;
  /** Checks and saves the form; the saved values, or null. */
  const save = async (): Promise<ConsultFields | null> => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return null;
    const body: ConsultProfileInput = {
      userName: v.userName,
      sex: v.sex as '0' | '1',
      gpa: v.gpa ?? '',
      nationality: v.nationality,
      countryId: v.countryId ?? '',
      courseType: v.courseType,
      majorFocusList: v.majorFocusList ?? [],
    };
    try {
      const saved = await api.post<ConsultProfileData>('/consult/profile', body, { quiet: true });
      queryClient.setQueryData(consultProfileKey, saved);
      return v;
    } catch (e) {
      reportFormError(form, e);
      return null;
    }
  };
  const run = async (kind: 'online' | 'plan') => {
    if (busy) return;
    setBusy(kind);
    try {
      const v = await save();
      if (!v) return;
      if (kind === 'online') openConsultDialog({ countryId: v.countryId ?? null });
      else {
        await queryClient.invalidateQueries({ queryKey: userInfoKey });
        if (onPlan) onPlan(v);
        else navigate(planPath(v));
      }
    } finally {
      setBusy(null);
    }
  };
  const p = profile.data?.user;

  return box(
    <Form<ConsultFields>
      form={form}
      layout="vertical"
      requiredMark
      initialValues={{
        userName: p?.userName || user.userName || user.name || '',
        sex: p?.sex ?? user.sex ?? undefined,
        stuUniName: p?.stuUniName ?? user.stuUniName ?? '',
        gpa: p?.gpa ?? undefined,
        nationality: p?.nationality ?? undefined,
        countryId: p?.countryId ?? undefined,
        courseType: p?.courseType ?? undefined,
        majorFocusList: p?.majorFocusList ?? [],
      }}
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
        <Button type="primary" icon={<CustomerServiceOutlined />} loading={busy === 'online'} onClick={() => void run('online')}>
          {t('consult.online')}
        </Button>
        <Button icon={<BulbOutlined />} loading={busy === 'plan'} onClick={() => void run('plan')}>
          {t('consult.plan')}
        </Button>
      </div>
    </Form>,
  );
}
