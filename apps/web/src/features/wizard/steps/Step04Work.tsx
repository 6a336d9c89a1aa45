// Step 4, work experience (spec 001 sections 2-5): the isWork question, then stuWorkList when the
// answer is yes. 'No' resets the list, 'yes' starts with one empty entry (workListFor). Rules are
// workSchema's, inline per field and again on Next (workStepSchema drops the list for 'no').
import { Form, Input, Radio, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { workSchema } from '@portal/shared';
import { useFormRules } from '../../../lib/form-rules';
import { DateInput, EntryList, ListEmpty, dateItemProps, endAfterBeginRule } from '../lists/ListParts';
import { emptyEntry, entriesOf, workListFor } from '../lists/entries';
import type { StepPanelProps, StepValues } from '../types';
import { useStepForm } from '../use-step-form';

const LIST = 'stuWorkList';

export default function Step04Work(props: StepPanelProps) {
  const { t } = useTranslation('wizard');
  const rules = useFormRules();
  const { form, formProps } = useStepForm(props, {
    // A stored 'yes' with no entries (or a list without the flag) opens as the screen would leave it.
    toForm: (d) => {
      const stored = entriesOf(d, LIST);
      const raw = d.stuOther?.isWork;
      const isWork = raw === '1' || raw === '0' ? raw : stored.length > 0 ? '1' : null;
      return { isWork, [LIST]: isWork === '1' ? workListFor('1', stored) : [] };
    },
  });
  const field = (name: keyof typeof workSchema.shape) => [rules.field(workSchema, name)];

  const onValuesChange: FormProps<StepValues>['onValuesChange'] = (changed, all) => {
    if ('isWork' in changed) {
      form.setFieldValue(LIST, workListFor(changed.isWork, form.getFieldValue(LIST)));
      // setFieldValue is silent: report the list change with the answer.
      formProps.onValuesChange?.(changed, form.getFieldsValue(true) as StepValues);
      return;
    }
    formProps.onValuesChange?.(changed, all);
  };

  return (
    <Form {...formProps} onValuesChange={onValuesChange} layout="vertical" className="wizard-form" requiredMark>
      <Form.Item
        name="isWork"
        label={t('work.isWork')}
        rules={[{ required: true, message: rules.text('requiredSelect') }]}
        validateTrigger={['onChange', 'onBlur']}
        className="wizard-question"
      >
        <Radio.Group
          options={[
            { value: '1', label: t('work.yes') },
            { value: '0', label: t('work.no') },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['isWork']}>
        {({ getFieldValue }) =>
          getFieldValue('isWork') === '1' ? (
            <EntryList
              name={LIST}
              title={(n) => t('work.entryTitle', { n })}
              removeLabel={t('work.remove')}
              addLabel={t('work.add')}
              newEntry={() => emptyEntry(LIST)}
            >
              {(name) => (
                <>
                  <Form.Item
                    name={[name, 'beginDate']}
                    label={t('work.beginDate')}
                    rules={field('beginDate')}
                    required
                    validateTrigger={['onChange', 'onBlur']}
                    {...dateItemProps}
                  >
                    <DateInput placeholder={t('work.datePlaceholder')} />
                  </Form.Item>
                  <Form.Item noStyle dependencies={[[LIST, name, 'beginDate']]}>
                    {() => (
                      <Form.Item
                        name={[name, 'endDate']}
                        label={t('work.endDate')}
                        rules={[...field('endDate'), endAfterBeginRule([LIST, name])]}
                        required
                        validateTrigger={['onChange', 'onBlur']}
                        {...dateItemProps}
                      >
                        <DateInput
                          placeholder={t('work.datePlaceholder')}
                          notBefore={form.getFieldValue([LIST, name, 'beginDate']) as string | null}
                        />
                      </Form.Item>
                    )}
                  </Form.Item>
                  <Form.Item name={[name, 'workUnit']} label={t('work.workUnit')} rules={field('workUnit')} required>
                    <Input maxLength={100} placeholder={t('work.workUnitPlaceholder')} autoComplete="off" />
                  </Form.Item>
                  <Form.Item name={[name, 'workPosition']} label={t('work.workPosition')} rules={field('workPosition')} required>
                    <Input maxLength={50} placeholder={t('work.workPositionPlaceholder')} autoComplete="off" />
                  </Form.Item>
                  <Form.Item name={[name, 'workDuty']} label={t('work.workDuty')} rules={field('workDuty')} className="wizard-span">
                    <Input.TextArea
                      maxLength={100}
                      showCount
                      autoSize={{ minRows: 2, maxRows: 4 }}
                      placeholder={t('work.workDutyPlaceholder')}
                    />
                  </Form.Item>
                </>
              )}
            </EntryList>
          ) : getFieldValue('isWork') === '0' ? (
            <ListEmpty text={t('work.none')} />
          ) : null
        }
      </Form.Item>
    </Form>
  );
}
