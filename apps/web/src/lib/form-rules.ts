// Turns the shared zod rules into antd Form rules. The schemas carry message keys
// ('passwordRequired', 'max|{"max":20}'); they are translated with translateMessage for the language.
import { useMemo } from 'react';
import type { FormRule } from 'antd';
import { msgKey, translateMessage, type Lang, type MessageKey } from '@portal/shared';
import { getLang } from './lang';

interface ParseIssue {
  code?: string;
  message: string;
}
/** What the helpers need of a zod schema (kept structural: the web app does not depend on zod). */
export interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly ParseIssue[] } };
}
export interface ObjectSchema {
  shape: Record<string, unknown>;
}

/**
 * The first message key the schema reports for a value, or undefined when it passes. An empty
 * field reaches antd as undefined: when the schema only objects to the type, it is checked again as
 * '' so that optional text fields pass and required ones report their own "please enter" key.
 */
export function firstIssue(schema: SafeParser, value: unknown): string | undefined {
  const r = schema.safeParse(value);
  if (r.success) return undefined;
  const issue = r.error.issues[0];
  if ((value === undefined || value === null) && issue?.code === 'invalid_type') {
    const again = schema.safeParse('');
    return again.success ? undefined : again.error.issues[0]?.message;
  }
  return issue?.message;
}

const reject = (key: string, lang: Lang) => Promise.reject(new Error(translateMessage(key, lang)));

/** An antd rule checking the value with a zod schema. */
export function zodRule(schema: SafeParser, lang: Lang): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const key = firstIssue(schema, value);
      return key ? reject(key, lang) : Promise.resolve();
    },
  };
}

/** An antd rule for one field of a shared object schema (e.g. registerBody, 'passWord'). */
export function fieldRule<S extends ObjectSchema>(schema: S, field: keyof S['shape'] & string, lang: Lang): FormRule {
  const fieldSchema = schema.shape[field] as SafeParser | undefined;
  if (!fieldSchema || typeof fieldSchema.safeParse !== 'function') throw new Error(`No field ${field} in schema`);
  return zodRule(fieldSchema, lang);
}

/**
 * Confirmation field: required and equal to another field. The shared object schemas make the same
 * check in a refinement, which zod only runs once every field is valid, so forms check it here.
 */
export function sameAsRule(otherField: string, lang: Lang): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return reject(msgKey('passwordConfirm'), lang);
      if (value !== getFieldValue(otherField)) return reject(msgKey('passwordMismatch'), lang);
      return Promise.resolve();
    },
  });
}

/** The helpers bound to the interface language. */
export function useFormRules() {
  const lang = getLang();
  return useMemo(
    () => ({
      zod: (schema: SafeParser) => zodRule(schema, lang),
      field: <S extends ObjectSchema>(schema: S, field: keyof S['shape'] & string) => fieldRule(schema, field, lang),
      sameAs: (otherField: string) => sameAsRule(otherField, lang),
      /** A shared validation text used as placeholder or hint ('请输入6-12带有数字+字母的密码'). */
      text: (key: MessageKey) => translateMessage(key, lang),
    }),
    [lang],
  );
}
