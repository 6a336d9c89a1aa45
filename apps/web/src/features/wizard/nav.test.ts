import { describe, expect, it } from 'vitest';
import { canOpenStep, clerkApplyOf, doneSteps, initialStep, parseWizardQuery, queryAfterCreate, stepAfterSave, stepBefore } from './nav';

const q = (s: string) => parseWizardQuery(new URLSearchParams(s));
const all = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
const onlyBasic = new Set([1]);

describe('parseWizardQuery', () => {
  it('reads the spec query and drops invalid values', () => {
    expect(q('id=12&type=copy&namePlus=1&carryUniId=5&carryMajorId=x&resType=1&activeStep=4&isClerkApply=2')).toEqual({
      id: 12,
      copy: true,
      namePlus: true,
      carryUniId: 5,
      carryMajorId: null,
      isClerkApply: '2',
      resType: '1',
      activeStep: 4,
    });
    expect(q('id=0&activeStep=12')).toMatchObject({ id: 0, activeStep: null, copy: false, namePlus: false });
    expect(q('id=-3&activeStep=0')).toMatchObject({ id: 0, activeStep: null });
  });
});

describe('clerkApplyOf', () => {
  it('copy with namePlus sends 3, copy without sends 2, otherwise the query value', () => {
    expect(clerkApplyOf(q('type=copy&namePlus=1&id=3'))).toBe('3');
    expect(clerkApplyOf(q('type=copy&id=3'))).toBe('2');
    expect(clerkApplyOf(q('type=copy&id=3&isClerkApply=1'))).toBe('2');
    expect(clerkApplyOf(q('id=3&isClerkApply=1'))).toBe('1');
    expect(clerkApplyOf(q('id=3'))).toBeNull();
  });
});

describe('steps', () => {
  const saved = { hasStudent: true, registered: all };
  const fresh = { hasStudent: false, registered: all };
  it('a new student opens only step 1', () => {
    expect(canOpenStep(1, fresh)).toBe(true);
    expect(canOpenStep(2, fresh)).toBe(false);
    expect(initialStep(q('activeStep=5'), fresh)).toBe(1);
  });
  it('activeStep wins, then resType opens step 2, else step 1', () => {
    expect(initialStep(q('id=1&activeStep=5&resType=1'), saved)).toBe(5);
    expect(initialStep(q('id=1&resType=1'), saved)).toBe(2);
    expect(initialStep(q('id=1'), saved)).toBe(1);
  });
  it('steps not built are never opened', () => {
    const partial = { hasStudent: true, registered: onlyBasic };
    expect(initialStep(q('id=1&activeStep=3'), partial)).toBe(1);
    expect(stepAfterSave(1, partial)).toBeNull();
    expect(stepBefore(2, partial)).toBe(1);
  });
  it('Next goes to N+1 and Back to N-1; step 11 has no next, step 1 no back', () => {
    expect(stepAfterSave(4, saved)).toBe(5);
    expect(stepAfterSave(11, saved)).toBeNull();
    expect(stepBefore(3, saved)).toBe(2);
    expect(stepBefore(1, saved)).toBeNull();
  });
  it('ticks come from currentStepStr', () => {
    expect([...doneSteps('1, 2,3,,x,12')]).toEqual([1, 2, 3]);
    expect(doneSteps(null).size).toBe(0);
  });
});

describe('queryAfterCreate', () => {
  it('points at the new student, ends copy mode and keeps its isClerkApply', () => {
    const next = queryAfterCreate(new URLSearchParams('type=copy&id=7&namePlus=1&activeStep=1'), 42, 2);
    expect(Object.fromEntries(next)).toEqual({ id: '42', namePlus: '1', isClerkApply: '3', activeStep: '2' });
    const plain = queryAfterCreate(new URLSearchParams('carryUniId=9'), 5, 1);
    expect(Object.fromEntries(plain)).toEqual({ carryUniId: '9', id: '5', activeStep: '1' });
  });
});
