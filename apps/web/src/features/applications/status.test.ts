import { describe, expect, it } from 'vitest';
import { cardActionPath, cardActions, canEdit, nextStepOf, progressOf, statusColor, statusLabel } from './status';

const dict = (v: string) => ({ '2': '已录取' })[v];

describe('statusLabel', () => {
  it('fixed names for not submitted, submitted and returned', () => {
    expect(statusLabel({ referralStatus: 0, stuStatus: null }, dict)).toEqual({ key: 'status.notSubmitted' });
    expect(statusLabel({ referralStatus: 1, stuStatus: '2' }, dict)).toEqual({ key: 'status.submitted' });
    expect(statusLabel({ referralStatus: 3, stuStatus: null }, dict)).toEqual({ key: 'status.returned' });
  });
  it('transferred: the stuStatus_agent label, or the plain name when unknown', () => {
    expect(statusLabel({ referralStatus: 2, stuStatus: '2' }, dict)).toEqual({ text: '已录取' });
    expect(statusLabel({ referralStatus: 2, stuStatus: '77' }, dict)).toEqual({ key: 'status.transferred' });
    expect(statusLabel({ referralStatus: 2, stuStatus: null }, dict)).toEqual({ key: 'status.transferred' });
  });
  it("the server's label first (the dictionary's, in the request language)", () => {
    expect(statusLabel({ referralStatus: 2, stuStatus: '2', statusLabel: 'Admitted' }, dict)).toEqual({ text: 'Admitted' });
    expect(statusLabel({ referralStatus: 3, stuStatus: null, statusLabel: '已退回' }, dict)).toEqual({ text: '已退回' });
    expect(statusLabel({ referralStatus: 1, stuStatus: null, statusLabel: ' ' }, dict)).toEqual({ key: 'status.submitted' });
  });
  it('colours', () => {
    expect([0, 1, 2, 3].map(statusColor)).toEqual(['default', 'processing', 'success', 'error']);
  });
});

describe('cardActions', () => {
  it('by referralStatus (CARD_ACTIONS)', () => {
    expect(cardActions(0)).toEqual(['view', 'edit']);
    expect(cardActions(1)).toEqual(['view', 'edit', 'otherCountry']);
    expect(cardActions(2)).toEqual(['view', 'addSchool', 'otherCountry']);
    expect(cardActions(3)).toEqual(['view', 'edit']);
    expect([0, 1, 2, 3].map(canEdit)).toEqual([true, true, false, true]);
  });
  it('paths', () => {
    const item = { stuId: 12, countryId: '140' };
    expect(cardActionPath('view', item)).toBe('/applyDetail?id=12');
    expect(cardActionPath('edit', item)).toBe('/studentInfo?id=12');
    expect(cardActionPath('addSchool', item)).toBe('/addApply?id=12&countryId=140');
    expect(cardActionPath('otherCountry', item)).toBe('/studentInfo?id=12&type=copy&isClerkApply=2');
  });
});

describe('progress line', () => {
  it('moves with referralStatus and stuStatus', () => {
    expect(progressOf(0, null)).toEqual({ current: 0, status: 'process' });
    expect(progressOf(1, null)).toEqual({ current: 1, status: 'process' });
    expect(progressOf(3, null)).toEqual({ current: 1, status: 'error' });
    expect(progressOf(2, '0')).toEqual({ current: 2, status: 'process' });
    expect(progressOf(2, '1')).toEqual({ current: 2, status: 'process' });
    expect(progressOf(2, '4')).toEqual({ current: 2, status: 'process' });
    expect(progressOf(2, '5')).toEqual({ current: 2, status: 'error' });
    expect(progressOf(2, '2')).toEqual({ current: 3, status: 'finish' });
    expect(progressOf(2, '6')).toEqual({ current: 3, status: 'finish' });
    expect(progressOf(2, '7')).toEqual({ current: 3, status: 'error' });
    expect(progressOf(2, '8')).toEqual({ current: 3, status: 'error' });
    expect(progressOf(2, '3')).toEqual({ current: 3, status: 'error' });
    expect(progressOf(2, null)).toEqual({ current: 2, status: 'process' });
  });
  it('next step: nothing when nobody holds it, no wait when none is given', () => {
    expect(nextStepOf({ owner: 'counsellor', waitDays: 3 })).toEqual({ owner: 'counsellor', waitDays: 3 });
    expect(nextStepOf({ owner: 'student', waitDays: null })).toEqual({ owner: 'student', waitDays: null });
    expect(nextStepOf({ owner: 'university', waitDays: 0 })).toEqual({ owner: 'university', waitDays: null });
    expect(nextStepOf({ owner: 'none', waitDays: null })).toBeNull();
    expect(nextStepOf(undefined)).toBeNull();
  });
});
