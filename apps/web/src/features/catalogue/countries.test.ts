import { describe, expect, it } from 'vitest';
import { flagUrl, splitCountries } from './countries';

const e = (dictValue: string, remark: string | null) => ({
  dictType: 'web_clerk_countryName',
  dictValue,
  dictLabel: dictValue,
  dictEnLabel: dictValue,
  remark,
});

describe('countries', () => {
  it('splits the 14 application countries (tip order) from the others', () => {
    const list = [e('usa', 'USA'), e('au', 'AU'), e('uk', 'UK'), e('no', 'NO'), e('x', null)];
    const { application, other } = splitCountries(list);
    expect(application.map((c) => c.dictValue)).toEqual(['uk', 'au', 'no']);
    expect(other.map((c) => c.dictValue)).toEqual(['usa', 'x']);
  });
  it('builds flag urls from the code only when it looks like one', () => {
    expect(flagUrl(e('140', 'UK'))).toBe('/api/media/flag/uk.svg');
    expect(flagUrl(e('213', 'hun'))).toBe('/api/media/flag/hun.svg');
    expect(flagUrl(e('1', null))).toBeNull();
    expect(flagUrl(e('1', '../x'))).toBeNull();
  });
});
