// Collecting an antd form that a shared zod schema checks (the wizard's steps through
// use-step-form.ts, and /addApply): the fields' own rules first, then the schema over the values to
// be sent. Issues land on their fields (the first scrolled into view); the rest are toasted.
import type { FormInstance } from 'antd';
import { toast } from '../../lib/feedback';
import { getLang } from '../../lib/lang';
import { issuesToFields, type FieldErrorItem } from './field-errors';

/** What collecting needs of a zod schema (structural: the web app does not depend on zod). */
export interface SchemaParser {
  safeParse(
    v: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** Errors onto their fields, the first one scrolled into view. */
export function showFieldErrors(form: FormInstance, items: readonly FieldErrorItem[]): void {
  if (items.length === 0) return;
  form.setFields(items.map((i) => ({ name: i.name, errors: i.errors })));
  form.scrollToField(items[0].name, { block: 'center' });
}

/**
 * Validates the form's fields, then checks `toValues(every form value)` with the schema. Resolves
 * with those values and the schema's output, or null when something is wrong (already shown).
 */
export async function collectWithSchema<V>(
  form: FormInstance,
  schema: SchemaParser,
  toValues: (raw: Record<string, unknown>) => V,
): Promise<{ values: V; parsed: unknown } | null> {
  try {
    await form.validateFields();
  } catch {
    const first = form.getFieldsError().find((f) => f.errors.length > 0);
    if (first) form.scrollToField(first.name, { block: 'center' });
    return null;
  }
  const values = toValues(form.getFieldsValue(true) as Record<string, unknown>);
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const { fields, other } = issuesToFields(parsed.error.issues, getLang());
    showFieldErrors(form, fields);
    other.forEach((m) => toast.error(m));
    return null;
  }
  return { values, parsed: parsed.data };
}
