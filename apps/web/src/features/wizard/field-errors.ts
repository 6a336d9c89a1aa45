// Field errors on the step forms: zod issues of the shared step schema (checked before saving) and
// the server's 003 answer (data.errors [{ field: 'stuEduList.0.gpa', message }]) become antd field
// errors; what matches no field of the step is returned for a toast.
import { STEP_FIELDS, translateMessage, type Lang, type StepNo } from '@portal/shared';

export type FieldPath = (string | number)[];
export interface FieldErrorItem {
  name: FieldPath;
  errors: string[];
}
export interface ServerFieldError {
  field: string;
  message: string;
}

/** 'stuOther.cardNo' → ['cardNo'] (the form is flat); 'stuEduList.0.gpa' → ['stuEduList', 0, 'gpa']. */
export function serverFieldPath(field: string): FieldPath {
  const parts = field.split('.').filter((p) => p !== '');
  if (parts[0] === 'stuOther') parts.shift();
  return parts.map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/** The 003 errors of an answer's data, tolerant of shapes the server may send. */
export function serverErrorsOf(data: unknown): ServerFieldError[] {
  const list = data && typeof data === 'object' ? (data as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((e: unknown) => {
    if (!e || typeof e !== 'object') return [];
    const { field, message } = e as { field?: unknown; message?: unknown };
    return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : [];
  });
}

/** Groups messages by field path, translated; one entry per field (antd shows them stacked). */
function group(items: { name: FieldPath; message: string }[], lang: Lang): FieldErrorItem[] {
  const byKey = new Map<string, FieldErrorItem>();
  for (const it of items) {
    const key = JSON.stringify(it.name);
    const text = translateMessage(it.message, lang);
    const found = byKey.get(key);
    if (found) {
      if (!found.errors.includes(text)) found.errors.push(text);
    } else byKey.set(key, { name: it.name, errors: [text] });
  }
  return [...byKey.values()];
}

/**
 * Splits server errors into those shown on the step's fields (the top-level name is one of the
 * step's fields, STEP_FIELDS) and the rest (shown as a toast).
 */
export function splitServerErrors(
  step: StepNo,
  errors: readonly ServerFieldError[],
  lang: Lang,
  fields: readonly string[] = STEP_FIELDS[step],
) {
  const onForm: { name: FieldPath; message: string }[] = [];
  const other: string[] = [];
  for (const e of errors) {
    const name = serverFieldPath(e.field);
    if (name.length > 0 && fields.includes(String(name[0]))) onForm.push({ name, message: e.message });
    else other.push(translateMessage(e.message, lang));
  }
  return { fields: group(onForm, lang), other };
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}
/** zod issues → antd field errors (issues without a path name the whole step: returned apart). */
export function issuesToFields(issues: readonly Issue[], lang: Lang) {
  const onForm: { name: FieldPath; message: string }[] = [];
  const other: string[] = [];
  for (const i of issues) {
    const name = i.path.filter((p): p is string | number => typeof p === 'string' || typeof p === 'number');
    if (name.length > 0) onForm.push({ name, message: i.message });
    else other.push(translateMessage(i.message, lang));
  }
  return { fields: group(onForm, lang), other };
}
