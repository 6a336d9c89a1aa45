// Step 11, other info (spec 001 sections 3, 4, 5): yes/no questions, all required, each with the
// follow-ups its answer calls for (other-fields.ts says which and what a change clears). The
// shell shows 'save as draft' and 'submit' here.
import { DatePicker, Form, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OTHER_QUESTIONS, followUpShown, followUpsOf, msgKey, translateMessage, type OtherInfo, type OtherQuestion } from '@portal/shared';
import { dictOptions, useDict } from '../../../lib/dict';
import { getLang } from '../../../lib/lang';
import { DictFrame } from '../components/DictFrame';
import type { StepPanelProps, StepValues } from '../types';
import { FileUploadField } from '../upload/FileUploadField';
import { fileRecordsOf } from '../upload/upload-rules';
import { useStepForm } from '../use-step-form';
import { withFieldEffects } from './field-effects';
import { US_COUNTRY_ID, VISA_STATUS_DICT, clearsOnChange, requiredTextIssue } from './other-fields';
import './steps-8-11.css';

const YEAR = 'YYYY';
const DICTS = [VISA_STATUS_DICT] as const;
/** Text follow-ups and their length limits (stuOther, spec 001 section 3). */
const TEXT_MAX: Partial<Record<keyof OtherInfo, number>> = {
  firstLanguage: 50,
  giveLessonsTime: 50,
  schoolName: 200,
  majorName: 100,
  visaType: 50,
};
/** Every field the form watches to decide what to show. */
const WATCHED = [...OTHER_QUESTIONS, 'isTurn'] as const;

export default function Step11Other(props: StepPanelProps) {
  const { t } = useTranslation('wizard');
  const lang = getLang();
  const dict = useDict(DICTS);
  const { form, formProps } = useStepForm(props);
  // Only the answers: antd re-renders when the selected values change, not on every keystroke.
  const answers = Form.useWatch((v: StepValues) => Object.fromEntries(WATCHED.map((k) => [k, v[k]])), form) ?? {};
  const yesNo = [
    { value: '1', label: t('other.yes') },
    { value: '0', label: t('other.no') },
  ];
  const reject = (key: string) => Promise.reject(new Error(translateMessage(key, lang)));
  const answerRule = {
    validator: (_: unknown, v: unknown) => (v === '0' || v === '1' ? Promise.resolve() : reject(msgKey('requiredSelect'))),
  };
  const selectRule = {
    validator: (_: unknown, v: unknown) => (typeof v === 'string' && v !== '' ? Promise.resolve() : reject(msgKey('requiredSelect'))),
  };
  const fileRule = {
    validator: (_: unknown, v: unknown) => (fileRecordsOf(v).length > 0 ? Promise.resolve() : reject(msgKey('requiredUpload'))),
  };
  const textRule = (max: number) => ({
    validator: (_: unknown, v: unknown) => {
      const key = requiredTextIssue(v, max);
      return key ? reject(key) : Promise.resolve();
    },
  });
  const visaStatuses = dictOptions(dict.data?.[VISA_STATUS_DICT], lang);
  const effects = withFieldEffects(formProps, form, (changed) => clearsOnChange(changed));

  const followUp = (k: keyof OtherInfo): ReactNode => {
    const max = TEXT_MAX[k];
    if (max !== undefined)
      return (
        <Form.Item key={k} name={k} label={t(`other.${k}`)} rules={[textRule(max)]} required className="wizard-follow">
          <Input maxLength={max} placeholder={t('other.enter')} autoComplete="off" />
        </Form.Item>
      );
    if (k === 'visaStatus')
      return (
        <Form.Item
          key={k}
          name={k}
          label={t('other.visaStatus')}
          rules={[selectRule]}
          required
          validateTrigger={['onChange', 'onBlur']}
          className="wizard-follow"
        >
          <Select options={visaStatuses} placeholder={t('other.select')} />
        </Form.Item>
      );
    if (k === 'visaBeginDate')
      return (
        <Form.Item
          key={k}
          name={k}
          label={t('other.visaBeginDate')}
          rules={[selectRule]}
          required
          validateTrigger={['onChange', 'onBlur']}
          getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v, YEAR) : undefined })}
          normalize={(d: Dayjs | null) => (d ? d.format(YEAR) : null)}
          className="wizard-follow"
        >
          <DatePicker
            picker="year"
            format={YEAR}
            className="wizard-full"
            placeholder={t('other.select')}
            disabledDate={(d) => d.isAfter(dayjs(), 'year')}
          />
        </Form.Item>
      );
    // refusalFile, visaFile: one letter each, jpg/jpeg/png/webp/pdf.
    return (
      <Form.Item
        key={k}
        name={k}
        label={t(`other.${k}`)}
        rules={[fileRule]}
        required
        validateTrigger={['onChange']}
        className="wizard-follow"
      >
        <FileUploadField use="visa" maxCount={1} />
      </Form.Item>
    );
  };

  const question = (q: OtherQuestion | 'isTurn', extra?: ReactNode) => (
    <Fragment key={q}>
      <Form.Item
        name={q}
        label={t(`other.${q}`)}
        rules={[answerRule]}
        required
        validateTrigger={['onChange', 'onBlur']}
        className="wizard-question"
      >
        <Radio.Group options={yesNo} />
      </Form.Item>
      {extra}
    </Fragment>
  );

  return (
    <DictFrame dict={dict}>
      <Form {...effects} layout="vertical" className="wizard-form wizard-other">
        {OTHER_QUESTIONS.map((q) => {
          const shown = followUpsOf(q).filter((k) => followUpShown(answers, k));
          return question(q, shown.length ? <div className="wizard-follow-group">{shown.map(followUp)}</div> : null);
        })}
        {/* Converting to an I-20 is asked for US applications only (applications to the US are closed for now). */}
        {props.draft.countryId === US_COUNTRY_ID ? question('isTurn') : null}
      </Form>
    </DictFrame>
  );
}
