import { describe, expect, it } from 'vitest';
import { changedFields, pick, sameValues, submittedFile } from './values';

describe('sameValues', () => {
  it('treats undefined, null and empty text alike and ignores key order', () => {
    expect(sameValues({ a: '', b: null, c: { x: 1, y: undefined } }, { c: { x: 1 } })).toBe(true);
    expect(sameValues({ a: 'x' }, { a: '' })).toBe(false);
    expect(sameValues({ l: [{ a: 1 }] }, { l: [{ a: 2 }] })).toBe(false);
  });
  it('compares only the given fields', () => {
    expect(sameValues({ a: 1, b: 2 }, { a: 1, b: 3 }, ['a'])).toBe(true);
  });
  it('pick keeps the named fields that exist', () => {
    expect(pick({ a: 1, b: 2 }, ['a', 'c'])).toEqual({ a: 1 });
  });
});

describe('changedFields', () => {
  it('keeps only what differs from the draft', () => {
    expect(changedFields({ a: 'x', b: '', c: [1] }, { a: 'x', b: null, c: [2] })).toEqual({ c: [1] });
  });
});

describe('submittedFile', () => {
  it('locks the country from submission on', () => {
    expect(submittedFile({ referralStatus: 0 })).toBe(false);
    expect(submittedFile({ referralStatus: 1 })).toBe(true);
    expect(submittedFile({ referralStatus: 3 })).toBe(true);
  });
});
