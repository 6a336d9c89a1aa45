// Step 7, guardians (spec 001 sections 2-5): stuContactList, at least one entry, every field
// required (guardianSchema's rules inline and again on Next). A guardian with the student's own
// phone number is refused by the server with 70023, which the shell shows as the red tip.
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { guardianSchema, WIZARD_DICT } from '@portal/shared';
import { dictOptions, useDict } from '../../../lib/dict';
import { useFormRules } from '../../../lib/form-rules';
import { getLang } from '../../../lib/lang';
import { EntryList } from '../lists/ListParts';
import { emptyEntry, entriesOf, startEntries } from '../lists/entries';
import { DictFrame } from '../components/DictFrame';
import type { StepPanelProps } from '../types';
import { useStepForm } from '../use-step-form';

const LIST = 'stuContactList';
const RELATION_DICT = WIZARD_DICT.contactRelation;

export default function Step07Guardian(props: StepPanelProps) {
  const { t } = useTranslation('wizard');
  const rules = useFormRules();
  const lang = getLang();
  const dict = useDict([RELATION_DICT]);
  const { formProps } = useStepForm(props, {
    toForm: (d) => ({ [LIST]: startEntries(entriesOf(d, LIST), LIST, true) }),
  });
  const field = (name: keyof typeof guardianSchema.shape) => [rules.field(guardianSchema, name)];
  const relations = dictOptions(dict.data?.[RELATION_DICT], lang);

  return (
    <DictFrame dict={dict}>
      <Form {...formProps} layout="vertical" className="wizard-form" requiredMark>
        <EntryList
          name={LIST}
          title={(n) => t('guardian.entryTitle', { n })}
          removeLabel={t('guardian.remove')}
          addLabel={t('guardian.add')}
          newEntry={() => emptyEntry(LIST)}
        >
          {(name) => (
            <>
              <Form.Item name={[name, 'contactName']} label={t('guardian.contactName')} rules={field('contactName')} required>
                <Input maxLength={50} placeholder={t('guardian.namePlaceholder')} autoComplete="off" />
              </Form.Item>
              <Form.Item
                name={[name, 'contactRelation']}
                label={t('guardian.contactRelation')}
                rules={field('contactRelation')}
                required
                validateTrigger={['onChange', 'onBlur']}
              >
                <Select options={relations} placeholder={t('guardian.selectPlaceholder')} />
              </Form.Item>
              <Form.Item name={[name, 'phoneNumber']} label={t('guardian.phoneNumber')} rules={field('phoneNumber')} required>
                <Input maxLength={11} inputMode="numeric" placeholder={t('guardian.phonePlaceholder')} autoComplete="off" />
              </Form.Item>
              <Form.Item name={[name, 'email']} label={t('guardian.email')} rules={field('email')} required>
                <Input maxLength={50} inputMode="email" placeholder={t('guardian.emailPlaceholder')} autoComplete="off" />
              </Form.Item>
              <Form.Item name={[name, 'address']} label={t('guardian.address')} rules={field('address')} required>
                <Input maxLength={200} placeholder={t('guardian.addressPlaceholder')} autoComplete="off" />
              </Form.Item>
              <Form.Item name={[name, 'zipCode']} label={t('guardian.zipCode')} rules={field('zipCode')} required>
                <Input maxLength={50} placeholder={t('guardian.zipPlaceholder')} autoComplete="off" />
              </Form.Item>
            </>
          )}
        </EntryList>
      </Form>
    </DictFrame>
  );
}
