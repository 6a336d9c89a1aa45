// Puts the fields a 003 answer names under their inputs, for forms whose field names are the
// payload's (register, reset, change password). Fields the form does not have are left to the toast.
// Such forms call quietly and report through reportFormError, so a message shown under its field is
// not shown again as a toast.
import type { FormInstance } from 'antd';
import { fieldErrorsOf, reportApiError } from './api-client';

export function showFieldErrors(form: FormInstance, e: unknown): boolean {
  const known = fieldErrorsOf(e).filter(
    (f) => form.getFieldInstance(f.field.split('.')) !== undefined || form.getFieldValue(f.field.split('.')) !== undefined,
  );
  if (!known.length) return false;
  form.setFields(known.map((f) => ({ name: f.field.split('.'), errors: [f.message] })));
  return true;
}

/** A quiet form call failed: its fields' messages under them, anything else as the API client shows it. */
export function reportFormError(form: FormInstance, e: unknown): void {
  if (!showFieldErrors(form, e)) reportApiError(e);
}
