// Fields that change other fields (a yes/no answer empties its list or clears its follow-ups).
// antd does not report values set by code, so the change report gets the patched values.
import type { FormInstance, FormProps } from 'antd';
import type { StepValues } from '../types';

export function withFieldEffects(
  formProps: FormProps<StepValues>,
  form: FormInstance<StepValues>,
  effect: (changed: StepValues, all: StepValues) => StepValues,
): FormProps<StepValues> {
  return {
    ...formProps,
    onValuesChange: (changed, all) => {
      const patch = effect(changed, all);
      // setFieldValue replaces a list (setFieldsValue would merge it item by item).
      for (const [k, v] of Object.entries(patch)) form.setFieldValue(k, v);
      formProps.onValuesChange?.(changed, { ...all, ...patch });
    },
  };
}
