import { describe, expect, it } from 'vitest';
import { applicationCountries, needsCountrySwitch, normalizeName, stripChinese } from './basic-fields';

describe('step 1 helpers', () => {
  it('keeps the 14 application countries in the tip order', () => {
    const list = [{ remark: 'US' }, { remark: 'au' }, { remark: 'UK' }, { remark: null }];
    expect(applicationCountries(list).map((c) => c.remark)).toEqual(['UK', 'au']);
  });
  it('tidies names and strips Chinese from the address as typed', () => {
    expect(normalizeName('  Zhang   San ')).toBe('Zhang San ');
    expect(stripChinese('No.1 北京路，Road')).toBe('No.1 Road');
    expect(normalizeName(undefined)).toBeUndefined();
  });
  it('asks before switching the country only when saved schools exist', () => {
    const d = { stuId: 3, countryId: '11', agentApplyList: [{}] };
    expect(needsCountrySwitch(d, '12')).toBe(true);
    expect(needsCountrySwitch(d, '11')).toBe(false);
    expect(needsCountrySwitch({ ...d, agentApplyList: [] }, '12')).toBe(false);
    expect(needsCountrySwitch({ ...d, stuId: 0 }, '12')).toBe(false);
  });
});
