// The usual way to implement a step panel with an antd Form: initial values from the draft (plus
// restored unsaved values), change and dirty reports, collect() with the shared step schema, and
// server 003 errors on the fields. A panel with its own state can implement StepPanelHandle itself.
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import { Form, type FormProps } from 'antd';
import { STEP_FIELDS, flattenForm, stepSchema, type StepContext, type StudentDraft } from '@portal/shared';
import { getLang } from '../../lib/lang';
import { collectWithSchema, showFieldErrors, type SchemaParser } from './collect';
import { splitServerErrors } from './field-errors';
import type { StepPanelProps, StepValues } from './types';
import { changedFields, pick } from './values';

export interface StepFormOptions {
  /** Draft → form values (default: the step's STEP_FIELDS of the flat draft). */
  toForm?: (draft: StudentDraft) => StepValues;
  /** Form values → the values checked and saved (default: as they are). */
  fromForm?: (values: StepValues) => StepValues;
  /** Default: stepSchema(step, ctx) with the context taken from the draft. */
  schema?: SchemaParser;
  context?: Partial<StepContext>;
  /** Form values → what StepPanelHandle.memoryOnly answers (values the panel does not report). */
  memoryOnly?: (values: StepValues) => StepValues;
}

const defaultContext = (draft: StudentDraft): StepContext => ({
  requiresProfessionalLink: !!draft.requiresProfessionalLink,
  hasSpecialSchool: (draft.agentApplyList ?? []).some((a) => a.isSpecial === '1'),
});

export function useStepForm(props: StepPanelProps, opts: StepFormOptions = {}) {
  const { step, draft, restored, onChange, ref } = props;
  const [form] = Form.useForm<StepValues>();
  const fields = STEP_FIELDS[step];
  const toForm = opts.toForm ?? ((d: StudentDraft) => pick(flattenForm(d as unknown as Record<string, unknown>), fields));
  // Changes are measured against the draft: after commitDraft (or a save) the baseline follows it.
  const baseline = useMemo(() => toForm(draft), [draft]); // eslint-disable-line react-hooks/exhaustive-deps
  // Initial values are read once, when the panel mounts (the shell remounts it to start over).
  const initial = useRef<StepValues>({ ...baseline, ...(restored ?? {}) });
  const optsRef = useRef(opts);
  optsRef.current = opts;

  // Only the fields that differ from the draft are reported: they are what a reload must not lose
  // and what must not overwrite someone else's newer values (70030).
  const report = useCallback(
    (values: StepValues) => {
      const changed = changedFields(values, baseline);
      onChange(changed, Object.keys(changed).length > 0);
    },
    [onChange, baseline],
  );

  // Restored values are a change from the start; re-check whenever the baseline moves.
  useEffect(() => {
    report({ ...initial.current, ...form.getFieldsValue(true) });
  }, [report, form]);

  useImperativeHandle(
    ref,
    () => ({
      async collect() {
        const { fromForm, schema, context } = optsRef.current;
        const got = await collectWithSchema(form, schema ?? stepSchema(step, { ...defaultContext(draft), ...context }), (raw) =>
          fromForm ? fromForm(raw) : raw,
        );
        return got ? { ...got.values, ...(got.parsed as StepValues) } : null;
      },
      showServerErrors(errors) {
        const { fields: items, other } = splitServerErrors(step, errors, getLang());
        showFieldErrors(form, items);
        // An error on a field the form does not show (e.g. a school's applyId) is not dropped:
        // it goes back to the shell, which toasts it.
        const missed = items.filter((i) => form.getFieldError(i.name).length === 0).flatMap((i) => i.errors);
        return [...other, ...missed];
      },
      memoryOnly() {
        return optsRef.current.memoryOnly ? optsRef.current.memoryOnly(form.getFieldsValue(true)) : {};
      },
    }),
    [form, step, draft],
  );

  const formProps: FormProps<StepValues> = {
    form,
    initialValues: initial.current,
    onValuesChange: (_changed, all) => report({ ...form.getFieldsValue(true), ...all }),
    disabled: props.busy,
    scrollToFirstError: true,
    validateTrigger: 'onBlur',
  };
  return { form, formProps };
}
