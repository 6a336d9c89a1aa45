import { describe, expect, it } from 'vitest';
import { cardActionPath, cardActions, canEdit, statusColor, statusLabel } from './status';

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
