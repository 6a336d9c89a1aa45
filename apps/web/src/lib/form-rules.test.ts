import { describe, expect, it } from 'vitest';
import type { RuleObject } from 'antd/es/form';
import { loginBody, passwordSchema, phoneSchema, registerBody, updateStudentUserBody } from '@portal/shared';
import { fieldRule, firstIssue, sameAsRule, zodRule } from './form-rules';

type Validator = (rule: RuleObject, value: unknown) => Promise<void>;
const validatorOf = (rule: unknown): Validator => (rule as { validator: Validator }).validator;
const check = (rule: unknown, value: unknown) => validatorOf(rule)({} as RuleObject, value);

describe('firstIssue', () => {
  it('passes a valid value', () => {
    expect(firstIssue(phoneSchema, '13800138000')).toBeUndefined();
  });
  it('reports the message key of the failed rule', () => {
    expect(firstIssue(phoneSchema, '12345')).toBe('phone');
    expect(firstIssue(passwordSchema, 'abcdef')).toBe('password');
  });
  it('treats an untouched field as empty text', () => {
    expect(firstIssue(phoneSchema, undefined)).toBe('phoneRequired');
    expect(firstIssue(passwordSchema, undefined)).toBe('passwordRequired');
    // Optional text: empty passes, too long fails with its own key.
    expect(firstIssue(updateStudentUserBody.shape.userName, undefined)).toBeUndefined();
    expect(firstIssue(updateStudentUserBody.shape.userName, 'x'.repeat(21))).toBe('userNameMax');
  });
});

describe('zodRule', () => {
  it('resolves for valid input, spaces of the 3-4-4 display included', async () => {
    await expect(check(zodRule(phoneSchema, 'cn'), '138 0013 8000')).resolves.toBeUndefined();
  });
  it('rejects with the text in the language', async () => {
    await expect(check(zodRule(passwordSchema, 'cn'), 'abc')).rejects.toThrow('请输入6-12带有数字+字母的密码');
    await expect(check(zodRule(phoneSchema, 'en'), '123')).rejects.toThrow('Please enter a correct mobile number');
  });
});

describe('fieldRule', () => {
  it('uses the field of a shared object schema', async () => {
    await expect(check(fieldRule(loginBody, 'content', 'cn'), '')).rejects.toThrow('请输入手机号或邮箱');
    await expect(check(fieldRule(registerBody, 'stuUniName', 'en'), '  ')).rejects.toThrow('Please select your school');
    await expect(check(fieldRule(registerBody, 'stuUniName', 'en'), 'Peking University')).resolves.toBeUndefined();
  });
  it('refuses a field the schema does not have', () => {
    expect(() => fieldRule(loginBody, 'nope' as 'content', 'cn')).toThrow();
  });
});

describe('sameAsRule', () => {
  const form = (password: string) => ({ getFieldValue: (name: string) => (name === 'passWord' ? password : undefined) });
  const rule = (password: string, lang: 'cn' | 'en') => (sameAsRule('passWord', lang) as (f: unknown) => unknown)(form(password));
  it('requires the confirmation', async () => {
    await expect(check(rule('abc123', 'cn'), '')).rejects.toThrow('请再次输入密码');
  });
  it('requires equal passwords', async () => {
    await expect(check(rule('abc123', 'en'), 'abc124')).rejects.toThrow('The two passwords do not match');
    await expect(check(rule('abc123', 'en'), 'abc123')).resolves.toBeUndefined();
  });
});
