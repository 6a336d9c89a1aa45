// Step 3, education (spec 001 sections 2-5): stuEduList, at least one entry. Rules are
// educationSchema's, inline per field and again (with the date order) on Next.
import { Form, Input, Select } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { educationSchema, WIZARD_DICT } from '@portal/shared';
import { SchoolAutocomplete, type CollegeSuggestion } from '../../../components/SchoolAutocomplete';
import { dictOptions, useDict } from '../../../lib/dict';
import { useFormRules } from '../../../lib/form-rules';
import { getLang } from '../../../lib/lang';
import { DateInput, EntryList, dateItemProps, endAfterBeginRule } from '../lists/ListParts';
import { emptyEntry, entriesOf, schoolFields, startEntries } from '../lists/entries';
import { DictFrame } from '../components/DictFrame';
import type { StepPanelProps } from '../types';
import { useStepForm } from '../use-step-form';

const LIST = 'stuEduList';
const DEGREE_DICT = WIZARD_DICT.degree;

interface SchoolInputProps {
  value?: string;
  onChange?: (v: string) => void;
  /** Sets collegeId and dataType of the entry; called before onChange so the change report has all three. */
  onMeta: (meta: { collegeId: string | null; dataType: string | null }) => void;
  placeholder: string;
  id?: string;
}

/**
 * The shared school autocomplete, storing what the education step needs: the English name on a
 * pick (the component itself would store the Chinese one), and no collegeId/dataType once typed.
 */
function EduSchoolInput({ value, onChange, onMeta, placeholder, id }: SchoolInputProps) {
  // SchoolAutocomplete calls onChange(text) and then onPick(school | null) in the same event.
  const typed = useRef('');
  return (
    <SchoolAutocomplete
      id={id}
      value={value}
      placeholder={placeholder}
      onChange={(text) => {
        typed.current = text;
      }}
      onPick={(s: CollegeSuggestion | null) => {
        const f = schoolFields(s, typed.current);
        onMeta({ collegeId: f.collegeId, dataType: f.dataType });
        onChange?.(f.schoolName);
      }}
    />
  );
}

export default function Step03Education(props: StepPanelProps) {
  const { t } = useTranslation('wizard');
  const rules = useFormRules();
  const lang = getLang();
  const dict = useDict([DEGREE_DICT]);
  const { form, formProps } = useStepForm(props, {
    toForm: (d) => ({ [LIST]: startEntries(entriesOf(d, LIST), LIST, true) }),
  });
  const field = (name: keyof typeof educationSchema.shape) => [rules.field(educationSchema, name)];
  const degrees = dictOptions(dict.data?.[DEGREE_DICT], lang);

  return (
    <DictFrame dict={dict}>
      <Form {...formProps} layout="vertical" className="wizard-form" requiredMark>
        <EntryList
          name={LIST}
          title={(n) => t('education.entryTitle', { n })}
          removeLabel={t('education.remove')}
          addLabel={t('education.add')}
          newEntry={() => emptyEntry(LIST)}
        >
          {(name) => (
            <>
              <Form.Item
                name={[name, 'beginDate']}
                label={t('education.beginDate')}
                rules={field('beginDate')}
                required
                validateTrigger={['onChange', 'onBlur']}
                {...dateItemProps}
              >
                <DateInput placeholder={t('education.datePlaceholder')} />
              </Form.Item>
              <Form.Item noStyle dependencies={[[LIST, name, 'beginDate']]}>
                {() => (
                  <Form.Item
                    name={[name, 'endDate']}
                    label={t('education.endDate')}
                    rules={[...field('endDate'), endAfterBeginRule([LIST, name])]}
                    required
                    validateTrigger={['onChange', 'onBlur']}
                    {...dateItemProps}
                  >
                    <DateInput
                      placeholder={t('education.datePlaceholder')}
                      notBefore={form.getFieldValue([LIST, name, 'beginDate']) as string | null}
                    />
                  </Form.Item>
                )}
              </Form.Item>
              <Form.Item
                name={[name, 'schoolName']}
                label={t('education.schoolName')}
                rules={field('schoolName')}
                required
                className="wizard-span"
                // The autocomplete keeps focus when an option is picked (and has no onBlur): check on change.
                validateTrigger="onChange"
              >
                <EduSchoolInput
                  placeholder={t('education.schoolPlaceholder')}
                  onMeta={(meta) => {
                    form.setFieldValue([LIST, name, 'collegeId'], meta.collegeId);
                    form.setFieldValue([LIST, name, 'dataType'], meta.dataType);
                  }}
                />
              </Form.Item>
              <Form.Item name={[name, 'majorName']} label={t('education.majorName')} rules={field('majorName')} required>
                <Input maxLength={100} placeholder={t('education.majorPlaceholder')} autoComplete="off" />
              </Form.Item>
              <Form.Item name={[name, 'stuDegree']} label={t('education.stuDegree')} rules={field('stuDegree')}>
                <Select options={degrees} allowClear placeholder={t('education.selectPlaceholder')} />
              </Form.Item>
              <Form.Item name={[name, 'gpa']} label={t('education.gpa')} rules={field('gpa')} required>
                <Input maxLength={200} placeholder={t('education.gpaPlaceholder')} autoComplete="off" />
              </Form.Item>
              <Form.Item
                name={[name, 'degreeDate']}
                label={t('education.degreeDate')}
                rules={field('degreeDate')}
                validateTrigger={['onChange', 'onBlur']}
                {...dateItemProps}
              >
                <DateInput placeholder={t('education.datePlaceholder')} />
              </Form.Item>
            </>
          )}
        </EntryList>
      </Form>
    </DictFrame>
  );
}
