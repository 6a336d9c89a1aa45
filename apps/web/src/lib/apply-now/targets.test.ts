import { describe, expect, it } from 'vitest';
import type { ApplyUniAnswer } from '@portal/shared';
import { applyNowTarget, pathWith, situationTarget } from './targets';

const answer = (over: Partial<ApplyUniAnswer>): ApplyUniAnswer => ({
  type: 1,
  stuId: 42,
  carryUniId: 7,
  carryMajorId: null,
  countryId: '140',
  tipMsg: null,
  isClerkApply: null,
  ...over,
});

describe('applyNowTarget', () => {
  it('1: a new form carrying the university (and the major when there is one)', () => {
    expect(applyNowTarget(answer({ type: 1, stuId: null }))).toEqual({ to: '/studentInfo?id=0&carryUniId=7' });
    expect(applyNowTarget(answer({ type: 1, carryMajorId: 9 }))).toEqual({ to: '/studentInfo?id=0&carryUniId=7&carryMajorId=9' });
  });
  it('2: the existing student at the apply step', () => {
    expect(applyNowTarget(answer({ type: 2 }))).toEqual({ to: '/studentInfo?id=42&resType=1' });
  });
  it('3: asks with tipMsg, then adds the school to the student', () => {
    expect(applyNowTarget(answer({ type: 3, tipMsg: '已有申请', carryMajorId: 9 }))).toEqual({
      confirm: '已有申请',
      to: '/addApply?id=42&countryId=140&carryUniId=7&carryMajorId=9',
    });
  });
  it('4: the student with the carried university, at the apply step', () => {
    expect(applyNowTarget(answer({ type: 4 }))).toEqual({ to: '/studentInfo?id=42&carryUniId=7&resType=1' });
    expect(applyNowTarget(answer({ type: 4, carryMajorId: 9 }))).toEqual({
      to: '/studentInfo?id=42&carryUniId=7&carryMajorId=9&resType=1',
    });
  });
  it('5: asks with tipMsg, then a copy as a new application (name plus 1, isClerkApply 3)', () => {
    expect(applyNowTarget(answer({ type: 5, tipMsg: '需新建申请' }))).toEqual({
      confirm: '需新建申请',
      to: '/studentInfo?id=42&type=copy&namePlus=1&isClerkApply=3&carryUniId=7',
    });
  });
  it("6: a copy with the answer's isClerkApply, 2 when it has none", () => {
    expect(applyNowTarget(answer({ type: 6, isClerkApply: '1' }))).toEqual({
      to: '/studentInfo?id=42&type=copy&isClerkApply=1&carryUniId=7',
    });
    expect(applyNowTarget(answer({ type: 6 }))).toEqual({ to: '/studentInfo?id=42&type=copy&isClerkApply=2&carryUniId=7' });
  });
  it("7: the student with the answer's isClerkApply at the apply step", () => {
    expect(applyNowTarget(answer({ type: 7, isClerkApply: '1' }))).toEqual({
      to: '/studentInfo?id=42&isClerkApply=1&carryUniId=7&resType=1',
    });
  });
  it('8: the contract', () => {
    expect(applyNowTarget(answer({ type: 8 }))).toEqual({ to: '/signContract' });
  });
  it('an unknown type leads nowhere', () => {
    expect(applyNowTarget(answer({ type: 99 as never }))).toBeNull();
  });
});

describe('situationTarget', () => {
  it('0: a new form', () => expect(situationTarget({ type: 0, stuId: null })).toBe('/studentInfo?id=0'));
  it('1: the student at step 1', () => expect(situationTarget({ type: 1, stuId: 5 })).toBe('/studentInfo?id=5&activeStep=1'));
  it('2: a copy for another country', () =>
    expect(situationTarget({ type: 2, stuId: 5 })).toBe('/studentInfo?id=5&type=copy&isClerkApply=2'));
  it('3: the contract', () => expect(situationTarget({ type: 3, stuId: 5 })).toBe('/signContract'));
  it('unknown: nowhere', () => expect(situationTarget({ type: 9 as never, stuId: 5 })).toBeNull());
});

describe('pathWith', () => {
  it('leaves out empty values', () => expect(pathWith('/x', { a: 1, b: null, c: '', d: undefined })).toBe('/x?a=1'));
  it('no query, no question mark', () => expect(pathWith('/x', {})).toBe('/x'));
});
