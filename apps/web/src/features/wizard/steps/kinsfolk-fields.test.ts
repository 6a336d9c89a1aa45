import { describe, expect, it } from 'vitest';
import { emptyKinsfolk, kinsfolkListFor, ownPhoneIssue } from './kinsfolk-fields';

describe('relatives list follows the answer', () => {
  it("'no' empties the list", () => {
    expect(kinsfolkListFor('0', [{ kinsfolkName: 'A' }])).toEqual([]);
    expect(kinsfolkListFor('0', [])).toBeNull();
  });
  it("'yes' starts with one empty entry and keeps an existing list", () => {
    expect(kinsfolkListFor('1', [])).toEqual([emptyKinsfolk()]);
    expect(kinsfolkListFor('1', undefined)).toEqual([emptyKinsfolk()]);
    expect(kinsfolkListFor('1', [{ kinsfolkName: 'A' }])).toBeNull();
  });
  it("refuses the student's own mobile number (as 70023 would)", () => {
    expect(ownPhoneIssue('13800138000', '13800138000')).toBe('kinsfolkPhone');
    expect(ownPhoneIssue('13900139000', '13800138000')).toBeNull();
    expect(ownPhoneIssue('', '')).toBeNull();
  });
});
