// The usual way to implement a step panel with an antd Form: initial values from the draft (plus
// restored unsaved values), change and dirty reports, collect() with the shared step schema, and
// server 003 errors on the fields. A panel with its own state can implement StepPanelHandle itself.
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import { Form, type FormProps } from 'antd';
import { STEP_FIELDS, flattenForm, stepSchema, type StepContext, type StudentDraft } from '@portal/shared';
import { getLang } from '../../lib/lang';
import { toast } from '../../lib/feedback';
import { issuesToFields, splitServerErrors, type FieldErrorItem } from './field-errors';
import type { StepPanelProps, StepValues } from './types';
import { changedFields, pick } from './values';

interface Parser {
  safeParse(v: unknown): { success: true; data: unknown } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export interface StepFormOptions {
  /** Draft → form values (default: the step's STEP_FIELDS of the flat draft). */
  toForm?: (draft: StudentDraft) => StepValues;
  /** Form values → the values checked and saved (default: as they are). */
  fromForm?: (values: StepValues) => StepValues;
  /** Default: stepSchema(step, ctx) with the context taken from the draft. */
  schema?: Parser;
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

  const setErrors = useCallback(
    (items: FieldErrorItem[]) => {
      if (items.length === 0) return;
      form.setFields(items.map((i) => ({ name: i.name, errors: i.errors })));
      form.scrollToField(items[0].name, { block: 'center' });
    },
    [form],
  );

  useImperativeHandle(
    ref,
    () => ({
      async collect() {
        const lang = getLang();
        try {
          await form.validateFields();
        } catch {
          const first = form.getFieldsError().find((f) => f.errors.length > 0);
          if (first) form.scrollToField(first.name, { block: 'center' });
          return null;
        }
        const raw = form.getFieldsValue(true);
        const values = optsRef.current.fromForm ? optsRef.current.fromForm(raw) : raw;
        const schema = optsRef.current.schema ?? stepSchema(step, { ...defaultContext(draft), ...optsRef.current.context });
        const parsed = schema.safeParse(values);
        if (!parsed.success) {
          const { fields: items, other } = issuesToFields(parsed.error.issues, lang);
          setErrors(items);
          other.forEach((m) => toast.error(m));
          return null;
        }
        return { ...values, ...(parsed.data as StepValues) };
      },
      showServerErrors(errors) {
        const { fields: items, other } = splitServerErrors(step, errors, getLang());
        setErrors(items);
        // An error on a field the form does not show (e.g. a school's applyId) is not dropped:
        // it goes back to the shell, which toasts it.
        const missed = items.filter((i) => form.getFieldError(i.name).length === 0).flatMap((i) => i.errors);
        return [...other, ...missed];
      },
      memoryOnly() {
        return optsRef.current.memoryOnly ? optsRef.current.memoryOnly(form.getFieldsValue(true)) : {};
      },
    }),
    [form, step, draft, setErrors],
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
