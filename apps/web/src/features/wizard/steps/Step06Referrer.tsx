// Step 6, referrers (spec 001 sections 2-5): stuReferrerList, every field optional; lengths, the
// mainland phone pattern (checked on blur) and the '@' of the email are referrerSchema's. The list
// always shows one block at least (delete only when there are more); blocks left completely empty
// are not saved.
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { referrerSchema } from '@portal/shared';
import { dictOptions, useDict } from '../../../lib/dict';
import { useFormRules } from '../../../lib/form-rules';
import { getLang } from '../../../lib/lang';
import { EntryList } from '../lists/ListParts';
import { dropBlankEntries, emptyEntry, entriesOf, startEntries } from '../lists/entries';
import { DictFrame } from '../components/DictFrame';
import type { StepPanelProps } from '../types';
import { useStepForm } from '../use-step-form';

const LIST = 'stuReferrerList';
const SEX_DICT = 'web_stu_sex';

export default function Step06Referrer(props: StepPanelProps) {
  const { t } = useTranslation('wizard');
  const rules = useFormRules();
  const lang = getLang();
  const dict = useDict([SEX_DICT]);
  const { formProps } = useStepForm(props, {
    toForm: (d) => ({ [LIST]: startEntries(entriesOf(d, LIST), LIST, true) }),
    fromForm: (v) => ({ ...v, [LIST]: dropBlankEntries(LIST, v[LIST]) }),
  });
  const field = (name: keyof typeof referrerSchema.shape) => [rules.field(referrerSchema, name)];
  const sexes = dictOptions(dict.data?.[SEX_DICT], lang);

  return (
    <DictFrame dict={dict}>
      <Form {...formProps} layout="vertical" className="wizard-form">
        <EntryList
          name={LIST}
          title={(n) => t('referrer.entryTitle', { n })}
          removeLabel={t('referrer.remove')}
          addLabel={t('referrer.add')}
          newEntry={() => emptyEntry(LIST)}
        >
          {(name) => (
            <>
              <Form.Item name={[name, 'referrerName']} label={t('referrer.referrerName')} rules={field('referrerName')}>
                <Input maxLength={50} placeholder={t('referrer.namePlaceholder')} autoComplete="off" />
              </Form.Item>
              <Form.Item name={[name, 'sex']} label={t('referrer.sex')} rules={field('sex')} validateTrigger={['onChange', 'onBlur']}>
                <Select options={sexes} allowClear placeholder={t('referrer.selectPlaceholder')} />
              </Form.Item>
              <Form.Item name={[name, 'workPosition']} label={t('referrer.workPosition')} rules={field('workPosition')}>
                <Input maxLength={50} placeholder={t('referrer.positionPlaceholder')} autoComplete="off" />
              </Form.Item>
              <Form.Item name={[name, 'phoneNumber']} label={t('referrer.phoneNumber')} rules={field('phoneNumber')}>
                <Input maxLength={11} inputMode="numeric" placeholder={t('referrer.phonePlaceholder')} autoComplete="off" />
              </Form.Item>
              <Form.Item name={[name, 'email']} label={t('referrer.email')} rules={field('email')}>
                <Input maxLength={50} inputMode="email" placeholder={t('referrer.emailPlaceholder')} autoComplete="off" />
              </Form.Item>
              <Form.Item name={[name, 'zipCode']} label={t('referrer.zipCode')} rules={field('zipCode')}>
                <Input maxLength={50} placeholder={t('referrer.zipPlaceholder')} autoComplete="off" />
              </Form.Item>
              <Form.Item
                name={[name, 'postalAddress']}
                label={t('referrer.postalAddress')}
                rules={field('postalAddress')}
                className="wizard-span"
              >
                <Input maxLength={200} placeholder={t('referrer.addressPlaceholder')} autoComplete="off" />
              </Form.Item>
            </>
          )}
        </EntryList>
      </Form>
    </DictFrame>
  );
}
