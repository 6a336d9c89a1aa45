// Step 9, relatives applying (spec 001 sections 3, 4, 5): a yes/no answer and, for 'yes', one or
// more relatives with every field required. 70023 (a relative with the student's own mobile) is
// the server's; the same check runs on the field first.
import { DatePicker, Form, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { kinsfolkSchema, msgKey, translateMessage } from '@portal/shared';
import { dictOptions, useDict } from '../../../lib/dict';
import { useFormRules } from '../../../lib/form-rules';
import { getLang } from '../../../lib/lang';
import { EntryList } from '../lists/ListParts';
import { DictFrame } from '../components/DictFrame';
import type { StepPanelProps } from '../types';
import { useStepForm } from '../use-step-form';
import { withFieldEffects } from './field-effects';
import { KINSFOLK_DICTS, KINSFOLK_RELATION_DICT, NATIONALITY_DICT, emptyKinsfolk, kinsfolkListFor, ownPhoneIssue } from './kinsfolk-fields';
import './steps-8-11.css';

const DATE = 'YYYY-MM-DD';

export default function Step09Kinsfolk(props: StepPanelProps) {
  const { t } = useTranslation('wizard');
  const rules = useFormRules();
  const lang = getLang();
  const dict = useDict(KINSFOLK_DICTS);
  const { form, formProps } = useStepForm(props);
  const answer = Form.useWatch('isApplyKinsfolk', form) as string | undefined;
  const field = (name: keyof typeof kinsfolkSchema.shape) => [rules.field(kinsfolkSchema, name)];
  const options = (type: string) => dictOptions(dict.data?.[type], lang);
  const yesNo = [
    { value: '1', label: t('kinsfolk.yes') },
    { value: '0', label: t('kinsfolk.no') },
  ];
  // The step schema wraps its object in a preprocess (no .shape): the answer's rule is written here.
  const yesNoRule = {
    validator: (_: unknown, v: unknown) =>
      v === '0' || v === '1' ? Promise.resolve() : Promise.reject(new Error(translateMessage(msgKey('requiredSelect'), lang))),
  };
  const ownPhone = {
    validator: (_: unknown, v: unknown) => {
      const key = ownPhoneIssue(v, props.draft.phoneNumber);
      return key ? Promise.reject(new Error(translateMessage(key, lang))) : Promise.resolve();
    },
  };

  const effects = withFieldEffects(formProps, form, (changed, all) => {
    if (!('isApplyKinsfolk' in changed)) return {};
    const list = kinsfolkListFor(changed.isApplyKinsfolk, all.stuKinsfolkList);
    return list ? { stuKinsfolkList: list } : {};
  });

  return (
    <DictFrame dict={dict}>
      <Form {...effects} layout="vertical" className="wizard-form">
        <Form.Item
          name="isApplyKinsfolk"
          label={t('kinsfolk.isApplyKinsfolk')}
          rules={[yesNoRule]}
          required
          validateTrigger={['onChange', 'onBlur']}
          className="wizard-question"
        >
          <Radio.Group options={yesNo} />
        </Form.Item>
        {answer === '1' ? (
          <EntryList
            name="stuKinsfolkList"
            title={(n) => t('kinsfolk.entry', { n })}
            removeLabel={t('kinsfolk.delete')}
            addLabel={t('kinsfolk.add')}
            newEntry={emptyKinsfolk}
          >
            {(name) => (
              <>
                <Form.Item name={[name, 'kinsfolkName']} label={t('kinsfolk.kinsfolkName')} rules={field('kinsfolkName')} required>
                  <Input maxLength={50} placeholder={t('kinsfolk.enter')} autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name={[name, 'kinsfolkRelation']}
                  label={t('kinsfolk.kinsfolkRelation')}
                  rules={field('kinsfolkRelation')}
                  required
                  validateTrigger={['onChange', 'onBlur']}
                >
                  <Select options={options(KINSFOLK_RELATION_DICT)} placeholder={t('kinsfolk.select')} />
                </Form.Item>
                <Form.Item
                  name={[name, 'birthday']}
                  label={t('kinsfolk.birthday')}
                  rules={field('birthday')}
                  required
                  validateTrigger={['onChange', 'onBlur']}
                  getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v, DATE) : undefined })}
                  normalize={(d: Dayjs | null) => (d ? d.format(DATE) : '')}
                >
                  <DatePicker
                    format={DATE}
                    className="wizard-full"
                    placeholder={t('kinsfolk.select')}
                    disabledDate={(d) => d.isAfter(dayjs(), 'day')}
                  />
                </Form.Item>
                <Form.Item
                  name={[name, 'nationality']}
                  label={t('kinsfolk.nationality')}
                  rules={field('nationality')}
                  required
                  validateTrigger={['onChange', 'onBlur']}
                >
                  <Select
                    options={options(NATIONALITY_DICT)}
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder={t('kinsfolk.select')}
                  />
                </Form.Item>
                <Form.Item name={[name, 'workUnit']} label={t('kinsfolk.workUnit')} rules={field('workUnit')} required>
                  <Input maxLength={100} placeholder={t('kinsfolk.enter')} autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name={[name, 'phoneNumber']}
                  label={t('kinsfolk.phoneNumber')}
                  rules={[...field('phoneNumber'), ownPhone]}
                  required
                >
                  <Input maxLength={11} inputMode="numeric" placeholder={t('kinsfolk.enter')} autoComplete="off" />
                </Form.Item>
                <Form.Item name={[name, 'email']} label={t('kinsfolk.email')} rules={field('email')} required>
                  <Input maxLength={50} inputMode="email" placeholder={t('kinsfolk.enter')} autoComplete="off" />
                </Form.Item>
                <Form.Item name={[name, 'zipCode']} label={t('kinsfolk.zipCode')} rules={field('zipCode')} required>
                  <Input maxLength={50} placeholder={t('kinsfolk.enter')} autoComplete="off" />
                </Form.Item>
                <Form.Item name={[name, 'address']} label={t('kinsfolk.address')} rules={field('address')} required className="wizard-span">
                  <Input maxLength={200} placeholder={t('kinsfolk.enter')} autoComplete="off" />
                </Form.Item>
              </>
            )}
          </EntryList>
        ) : null}
      </Form>
    </DictFrame>
  );
}
