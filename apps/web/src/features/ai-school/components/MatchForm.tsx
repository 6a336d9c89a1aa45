// The /aiSchool form: GPA with its scale (the other scale's value shown live), the language test and
// score (its range, and the IELTS equivalent of other tests), the yearly budget in yuan, countries,
// major focus, degree level and the prior school's type. Every field is checked with the server's
// schema (matchBody) through match-form's fieldIssue; a 003 answer puts its messages under the fields.
import { Button, Form, Input, Radio, Select, type FormInstance, type FormRule } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TESTS, SCHOOL_TIERS, translateMessage, type DictEntry, type Lang } from '@portal/shared';
import { dictOptions, useDict } from '../../../lib/dict';
import { getLang } from '../../../lib/lang';
import { yuan } from '../format';
import { FIELD_DEPENDENCIES, convertedGpa, fieldIssue, ieltsEquivalent, scoreRange, type MatchFormValues } from '../match-form';

export const MATCH_DICTS = {
  country: 'web_clerk_countryName',
  majors: 'major_focus',
  degree: 'jxj_major_degree_type',
  schoolType: 'college_type',
} as const;
const DICT_TYPES = Object.values(MATCH_DICTS);

/** '请输入GPA' / 'Please enter GPA', 'Please select degree level'. */
const withLabel = (verb: string, label: string, lang: Lang) =>
  lang === 'cn' ? `${verb}${label}` : `${verb} ${/[a-z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label}`;

export function MatchForm({
  form,
  initial,
  prefilled,
  school,
  submitting,
  submitted,
  onSubmit,
}: {
  form: FormInstance<MatchFormValues>;
  initial: MatchFormValues;
  /** The values came from the consultation profile. */
  prefilled: boolean;
  /** The account's graduated school, named in the school type's hint. */
  school: string | null;
  submitting: boolean;
  submitted: boolean;
  onSubmit: (values: MatchFormValues) => void;
}) {
  const { t } = useTranslation('match');
  const lang = getLang();
  const dict = useDict(DICT_TYPES);
  const d = dict.data;
  const options = (entries: readonly DictEntry[] | undefined) => dictOptions(entries, lang);

  const labels: Partial<Record<keyof MatchFormValues, string>> = {
    gpa: t('form.gpa'),
    languageScore: t('form.languageScore'),
    courseType: t('form.degree'),
  };
  /** A rule checking one field with matchBody (and the fields it depends on). */
  const rule =
    (field: keyof MatchFormValues): FormRule =>
    ({ getFieldsValue }) => ({
      validator: () => {
        const key = fieldIssue(getFieldsValue(true) as MatchFormValues, field);
        if (!key) return Promise.resolve();
        const text = translateMessage(key, lang);
        // '请输入' / 'Please enter' name the field, as the consultation form's messages do.
        const label = (key === 'required' || key === 'requiredSelect') && labels[field];
        return Promise.reject(new Error(label ? withLabel(text, label, lang) : text));
      },
    });

  const gpa = Form.useWatch('gpa', form);
  const scale = Form.useWatch('gpaScale', form) ?? initial.gpaScale;
  const test = Form.useWatch('languageTest', form) ?? initial.languageTest;
  const score = Form.useWatch('languageScore', form);
  const budget = Form.useWatch('budget', form);

  const converted = convertedGpa(gpa, scale);
  const gpaExtra = converted
    ? t(converted.scale === 'percent' ? 'form.gpaAsPercent' : 'form.gpaAsFour', { value: converted.value })
    : scale === 'percent' && gpa && Number(gpa) > 0 && Number(gpa) < 60
      ? t('form.gpaFail')
      : null;
  const range = scoreRange(test);
  const ielts = ieltsEquivalent(test, score);
  const budgetNumber = Number((budget ?? '').trim());
  const budgetExtra =
    budget && budgetNumber > 0 && /^\d+(\.\d+)?$/.test(budget.trim()) ? t('form.budgetAbout', { value: yuan(budgetNumber, lang) }) : null;

  return (
    <Form<MatchFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      className="ai-form"
      onFinish={onSubmit}
      requiredMark
      scrollToFirstError
    >
      {prefilled ? <p className="ai-form__prefilled">{t('form.prefilled')}</p> : null}
      {/* The errors of the two inner items show under the pair; the other scale's value as its extra. */}
      <Form.Item
        label={t('form.gpa')}
        required
        className="ai-form__gpa"
        extra={gpaExtra ? <span data-testid="gpa-converted">{gpaExtra}</span> : undefined}
      >
        <div className="ai-form__row">
          <Form.Item name="gpa" noStyle dependencies={FIELD_DEPENDENCIES.gpa} rules={[rule('gpa')]}>
            <Input inputMode="decimal" maxLength={6} placeholder={t(`form.gpaPlaceholder.${scale}`)} aria-label={t('form.gpa')} />
          </Form.Item>
          <Form.Item name="gpaScale" noStyle>
            <Radio.Group
              optionType="button"
              aria-label={t('form.gpaScale')}
              options={[
                { value: 'four', label: t('form.scale.four') },
                { value: 'percent', label: t('form.scale.percent') },
              ]}
            />
          </Form.Item>
        </div>
      </Form.Item>

      <div className="ai-form__pair">
        <Form.Item name="languageTest" label={t('form.languageTest')} rules={[rule('languageTest')]}>
          <Select options={[...LANGUAGE_TESTS, 'none' as const].map((v) => ({ value: v, label: t(`form.tests.${v}`) }))} />
        </Form.Item>
        <Form.Item
          name="languageScore"
          label={t('form.languageScore')}
          dependencies={FIELD_DEPENDENCIES.languageScore}
          rules={[rule('languageScore')]}
          required={test !== 'none'}
          extra={ielts !== null ? <span data-testid="ielts-equivalent">{t('form.ieltsEquivalent', { value: ielts })}</span> : undefined}
        >
          <Input
            inputMode="decimal"
            maxLength={5}
            disabled={test === 'none'}
            placeholder={range ? t('form.scoreRange', range) : undefined}
          />
        </Form.Item>
      </div>
      {test === 'none' ? <p className="ai-form__hint ai-form__hint--block">{t('form.noTestHint')}</p> : null}

      <Form.Item name="budget" label={t('form.budget')} rules={[rule('budget')]} extra={budgetExtra}>
        <Input inputMode="numeric" maxLength={9} placeholder={t('form.budgetPlaceholder')} suffix={t('form.budgetSuffix')} />
      </Form.Item>
      <Form.Item name="countryIds" label={t('form.countries')} rules={[rule('countryIds')]}>
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('form.countriesPlaceholder')}
          options={options(d?.[MATCH_DICTS.country])}
          loading={dict.isPending}
        />
      </Form.Item>
      <Form.Item name="majorFocusList" label={t('form.majors')} rules={[rule('majorFocusList')]}>
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('form.majorsPlaceholder')}
          options={options(d?.[MATCH_DICTS.majors])}
          loading={dict.isPending}
        />
      </Form.Item>
      <div className="ai-form__pair ai-form__pair--stack">
        <Form.Item name="courseType" label={t('form.degree')} rules={[rule('courseType')]} required>
          <Select placeholder={t('form.select')} options={options(d?.[MATCH_DICTS.degree])} loading={dict.isPending} />
        </Form.Item>
        <Form.Item
          name="schoolType"
          label={t('form.schoolType')}
          rules={[rule('schoolType')]}
          extra={school ? t('form.schoolTypeHintNamed', { school }) : t('form.schoolTypeHint')}
        >
          <Select
            allowClear
            placeholder={t('form.select')}
            options={options(d?.[MATCH_DICTS.schoolType]?.filter((e) => (SCHOOL_TIERS as readonly string[]).includes(e.dictValue)))}
            loading={dict.isPending}
          />
        </Form.Item>
      </div>
      {dict.isError ? (
        <p className="inline-error">
          {t('form.dictFailed')}{' '}
          <Button type="link" size="small" onClick={() => dict.refetch()}>
            {t('results.retry')}
          </Button>
        </p>
      ) : null}
      <Button type="primary" htmlType="submit" size="large" block loading={submitting} icon={<ThunderboltOutlined />}>
        {submitted ? t('form.again') : t('form.submit')}
      </Button>
    </Form>
  );
}
