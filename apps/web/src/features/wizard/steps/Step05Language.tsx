// Step 5, language scores (spec 001 sections 2-5): stuLanguageList (may be empty) and
// languageExamOther. Nothing is required; lengths are languageSchema's. A file that never saved
// this step opens with one empty entry; entries left completely empty are not saved.
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { languageSchema, languageStepSchema, WIZARD_DICT } from '@portal/shared';
import { dictOptions, useDict } from '../../../lib/dict';
import { useFormRules } from '../../../lib/form-rules';
import { getLang } from '../../../lib/lang';
import { DateInput, EntryList, dateItemProps } from '../lists/ListParts';
import { dropBlankEntries, emptyEntry, entriesOf, startEntries } from '../lists/entries';
import { doneSteps } from '../nav';
import { DictFrame } from '../components/DictFrame';
import type { StepPanelProps } from '../types';
import { useStepForm } from '../use-step-form';

const LIST = 'stuLanguageList';
const TYPE_DICT = WIZARD_DICT.languageType;
const SCORES = ['totalPoints', 'languageHear', 'languageRead', 'languageWrite', 'languageSpeak'] as const;

export default function Step05Language(props: StepPanelProps) {
  const { t } = useTranslation('wizard');
  const rules = useFormRules();
  const lang = getLang();
  const dict = useDict([TYPE_DICT]);
  const { formProps } = useStepForm(props, {
    toForm: (d) => ({
      [LIST]: startEntries(entriesOf(d, LIST), LIST, !doneSteps(d.stuOther?.currentStepStr).has(props.step)),
      languageExamOther: d.stuOther?.languageExamOther ?? '',
    }),
    fromForm: (v) => ({ ...v, [LIST]: dropBlankEntries(LIST, v[LIST]) }),
  });
  const field = (name: keyof typeof languageSchema.shape) => [rules.field(languageSchema, name)];
  const types = dictOptions(dict.data?.[TYPE_DICT], lang);

  return (
    <DictFrame dict={dict}>
      <Form {...formProps} layout="vertical" className="wizard-form">
        <EntryList
          name={LIST}
          title={(n) => t('language.entryTitle', { n })}
          removeLabel={t('language.remove')}
          addLabel={t('language.add')}
          newEntry={() => emptyEntry(LIST)}
          keep={0}
          emptyText={t('language.empty')}
        >
          {(name) => (
            <>
              <Form.Item name={[name, 'languageType']} label={t('language.languageType')} rules={field('languageType')}>
                <Select
                  options={types}
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('language.selectPlaceholder')}
                />
              </Form.Item>
              {SCORES.map((s) => (
                <Form.Item key={s} name={[name, s]} label={t(`language.${s}`)} rules={field(s)}>
                  <Input maxLength={50} placeholder={t('language.scorePlaceholder')} autoComplete="off" />
                </Form.Item>
              ))}
              <Form.Item
                name={[name, 'examDate']}
                label={t('language.examDate')}
                rules={field('examDate')}
                validateTrigger={['onChange', 'onBlur']}
                {...dateItemProps}
              >
                <DateInput placeholder={t('language.datePlaceholder')} />
              </Form.Item>
            </>
          )}
        </EntryList>
        <Form.Item
          name="languageExamOther"
          label={t('language.languageExamOther')}
          rules={[rules.field(languageStepSchema, 'languageExamOther')]}
        >
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} placeholder={t('language.otherPlaceholder')} />
        </Form.Item>
      </Form>
    </DictFrame>
  );
}
