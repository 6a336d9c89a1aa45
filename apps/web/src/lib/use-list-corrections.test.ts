import { describe, expect, it } from 'vitest';
import { lastPage, pastTheEnd, unknownIds } from './use-list-corrections';

describe('list corrections', () => {
  it('finds a page past the end of a non-empty list', () => {
    expect(pastTheEnd({ totalCount: 384, list: [] }, 99999, 12)).toBe(true);
    expect(pastTheEnd({ totalCount: 384, list: [{}] }, 32, 12)).toBe(false);
    expect(pastTheEnd({ totalCount: 0, list: [] }, 5, 12)).toBe(false);
    expect(pastTheEnd(undefined, 5, 12)).toBe(false);
    expect(lastPage(384, 12)).toBe(32);
    expect(lastPage(0, 12)).toBe(1);
  });
  it('names the countries a dictionary does not hold, once it is loaded', () => {
    const dict = [{ dictValue: '140' }, { dictValue: '11' }];
    expect(unknownIds(['140', 'abc', '99999'], dict)).toEqual(['abc', '99999']);
    expect(unknownIds(['140'], undefined)).toEqual([]);
  });
});
