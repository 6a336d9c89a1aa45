import { describe, expect, it } from 'vitest';
import { caseListBody } from './cases';

describe('caseListBody', () => {
  it('sends only the filters that are set', () => {
    expect(caseListBody({}, 1, 15)).toEqual({ pageNo: 1, pageSize: 15 });
    expect(caseListBody({ uniName: '  ', countryIds: [], gpaList: ['1'] }, 2, 30)).toEqual({ pageNo: 2, pageSize: 30, gpaList: ['1'] });
    expect(caseListBody({ uniName: ' 帝国理工 ', eduUniTypeList: ['985', '211'] }, 1, 15)).toEqual({
      pageNo: 1,
      pageSize: 15,
      uniName: '帝国理工',
      eduUniTypeList: ['985', '211'],
    });
  });
});
