// The account-consent rules of issue 15: which texts are pending for the current versions, the
// optional registration fields (an older client sends none), the accept body and the cn/en codes.
import { describe, expect, it } from 'vitest';
import { codeMessage } from '../code-messages';
import { registerBody } from './auth';
import { POLICY_VERSIONS, PRIVACY_CODES, acceptConsentsBody, pendingAccountKinds, policyQuery } from './privacy';

const REG = { phoneNumber: '13800138000', passWord: 'Lark8tide', rePassWord: 'Lark8tide', verifyCode: '123456', stuUniName: '北京大学' };

describe('pendingAccountKinds', () => {
  it('names every kind never agreed to or agreed in another version', () => {
    expect(pendingAccountKinds({})).toEqual(['privacy', 'terms']);
    expect(pendingAccountKinds({ privacy: POLICY_VERSIONS.privacy, terms: POLICY_VERSIONS.terms })).toEqual([]);
    expect(pendingAccountKinds({ privacy: '2025-01-01', terms: POLICY_VERSIONS.terms })).toEqual(['privacy']);
    expect(pendingAccountKinds({ privacy: '2026-11-28', terms: '2026-11-28' }, { privacy: '2027-03-01', terms: '2026-11-28' })).toEqual([
      'privacy',
    ]);
    expect(pendingAccountKinds({ privacy: null, terms: undefined })).toEqual(['privacy', 'terms']);
  });
});

describe('registration consent fields', () => {
  it('are optional: a client of spec 000 without them still passes', () => {
    const r = registerBody.safeParse(REG);
    expect(r.success).toBe(true);
    expect(r.data?.agreePolicy).toBeUndefined();
  });
  it('read true/false from booleans and the strings clients send', () => {
    for (const [v, want] of [
      [true, true],
      ['true', true],
      ['1', true],
      [false, false],
      ['0', false],
    ] as const) {
      expect(registerBody.parse({ ...REG, agreePolicy: v }).agreePolicy).toBe(want);
    }
    expect(registerBody.safeParse({ ...REG, agreePolicy: 'yes' }).success).toBe(false);
  });
  it('versions must look like dates', () => {
    expect(
      registerBody.safeParse({ ...REG, agreePolicy: true, policyVersions: { privacy: '2026-11-28', terms: '2026-11-28' } }).success,
    ).toBe(true);
    expect(registerBody.safeParse({ ...REG, agreePolicy: true, policyVersions: { privacy: 'latest', terms: '2026-11-28' } }).success).toBe(
      false,
    );
  });
});

describe('accept body and policy query', () => {
  it('takes privacy/terms only, at least one', () => {
    expect(acceptConsentsBody.safeParse({ kinds: ['privacy', 'terms'] }).success).toBe(true);
    expect(acceptConsentsBody.safeParse({ kinds: [] }).success).toBe(false);
    expect(acceptConsentsBody.safeParse({ kinds: ['transfer'] }).success).toBe(false);
    expect(policyQuery.safeParse({ kind: 'terms', version: '2026-11-28' }).success).toBe(true);
    expect(policyQuery.safeParse({ kind: 'guardian' }).success).toBe(false);
  });
  it('every code has a cn and an en text', () => {
    for (const code of Object.values(PRIVACY_CODES)) {
      expect(codeMessage(code, 'cn')).toMatch(/[\u4e00-\u9fff]/);
      expect(codeMessage(code, 'en')).toMatch(/^[A-Z]/);
    }
  });
});
