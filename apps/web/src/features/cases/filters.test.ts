import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@portal/shared';
import { caseFiltersOf, caseShareQuery, parseCaseShareQuery, withFilters } from './filters';

const q = (s: string) => new URLSearchParams(s);

describe('case share filters <-> query', () => {
  it('reads the plain list with the defaults and writes it as an empty query', () => {
    const s = parseCaseShareQuery(q(''));
    expect(s).toEqual({ uniName: '', countryIds: [], eduUniTypeList: [], gpaList: [], pageNo: 1, pageSize: PAGE_SIZES.caseShare.default });
    expect(caseShareQuery(s).toString()).toBe('');
  });

  it('round-trips every filter and the page', () => {
    const s = parseCaseShareQuery(q('uniName=Oxford&countryIds=140,11&eduUniTypeList=985&gpaList=2,3&pageNo=2&pageSize=30'));
    expect(s).toEqual({
      uniName: 'Oxford',
      countryIds: ['140', '11'],
      eduUniTypeList: ['985'],
      gpaList: ['2', '3'],
      pageNo: 2,
      pageSize: 30,
    });
    expect(parseCaseShareQuery(caseShareQuery(s))).toEqual(s);
    expect(caseFiltersOf(s)).toEqual({ uniName: 'Oxford', countryIds: ['140', '11'], eduUniTypeList: ['985'], gpaList: ['2', '3'] });
  });

  it('drops what is not a page or a page size', () => {
    expect(parseCaseShareQuery(q('pageNo=0&pageSize=13'))).toMatchObject({ pageNo: 1, pageSize: PAGE_SIZES.caseShare.default });
  });

  it('starts new filters at page 1 and keeps the page size', () => {
    const s = parseCaseShareQuery(q('gpaList=2&pageNo=4&pageSize=60'));
    expect(withFilters(s, { uniName: ' 帝国理工 ', countryIds: ['140'] })).toEqual({
      uniName: '帝国理工',
      countryIds: ['140'],
      eduUniTypeList: [],
      gpaList: [],
      pageNo: 1,
      pageSize: 60,
    });
  });
});
