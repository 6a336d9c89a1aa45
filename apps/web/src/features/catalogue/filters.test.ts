import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@portal/shared';
import {
  EMPTY_INSTITUTION_FILTERS,
  EMPTY_MAJORS_FILTERS,
  hasSearch,
  institutionQuery,
  institutionRequest,
  majorsQuery,
  majorsRequest,
  parseInstitutionQuery,
  parseMajorsQuery,
  tuitionRangeValid,
} from './filters';

const q = (s: string) => new URLSearchParams(s);

describe('institution filters <-> query', () => {
  it('reads the plain list with the defaults', () => {
    expect(EMPTY_INSTITUTION_FILTERS).toMatchObject({
      tab: 'college',
      countryIds: [],
      pageNo: 1,
      pageSize: PAGE_SIZES.institutions.default,
      sort: 'rank',
    });
    expect(institutionQuery(EMPTY_INSTITUTION_FILTERS).toString()).toBe('');
    expect(hasSearch(EMPTY_INSTITUTION_FILTERS)).toBe(false);
  });

  it('reads the query of the home country tiles', () => {
    const f = parseInstitutionQuery(q('countryIds=140&countryName=%E8%8B%B1%E5%9B%BD'));
    expect(f.countryIds).toEqual(['140']);
    expect(f.countryName).toBe('英国');
    expect(hasSearch(f)).toBe(true);
  });

  it('round-trips every field', () => {
    const s =
      'tab=major&uniName=oxford&countryIds=140&countryName=UK&majorFocusList=1%2C6&stipendShow=1&gpa=3.5&majorTuitionMin=1000&majorTuitionMax=30000' +
      '&majorNameList=MSc+Finance%2C+Risk&majorNameList=BSc+CS&uniType=public&sort=views&pageNo=3&pageSize=30';
    const f = parseInstitutionQuery(q(s));
    expect(f).toEqual({
      tab: 'major',
      uniName: 'oxford',
      countryIds: ['140'],
      countryName: 'UK',
      majorFocusList: ['1', '6'],
      stipendShow: true,
      gpa: '3.5',
      majorTuitionMin: '1000',
      majorTuitionMax: '30000',
      majorNameList: ['MSc Finance, Risk', 'BSc CS'],
      uniType: 'public',
      sort: 'views',
      pageNo: 3,
      pageSize: 30,
    });
    expect(parseInstitutionQuery(institutionQuery(f))).toEqual(f);
  });

  it('drops values that break the shared rules or the allowed sets', () => {
    const f = parseInstitutionQuery(
      q('gpa=abc&majorTuitionMin=-5&majorTuitionMax=12345678901&pageSize=13&pageNo=0&uniType=x&sort=y&tab=z'),
    );
    expect(f).toMatchObject({
      gpa: '',
      majorTuitionMin: '',
      majorTuitionMax: '',
      pageSize: 12,
      pageNo: 1,
      uniType: '',
      sort: 'rank',
      tab: 'college',
    });
  });

  it('keeps tuition only with exactly one country, in the query and in the request', () => {
    const two = parseInstitutionQuery(q('countryIds=140,35&majorTuitionMin=1&majorTuitionMax=9'));
    expect(institutionQuery(two).has('majorTuitionMin')).toBe(false);
    expect(institutionRequest(two)).toMatchObject({ majorTuitionMin: undefined, majorTuitionMax: undefined, countryIds: ['140', '35'] });
    const one = parseInstitutionQuery(q('countryIds=140&majorTuitionMin=1&majorTuitionMax=9'));
    expect(institutionRequest(one)).toMatchObject({ majorTuitionMin: '1', majorTuitionMax: '9' });
  });

  it('drops the country label without countries and sends no empty fields', () => {
    expect(institutionQuery({ ...EMPTY_INSTITUTION_FILTERS, countryName: 'UK' }).toString()).toBe('');
    const body = institutionRequest(EMPTY_INSTITUTION_FILTERS);
    expect(Object.entries(body).filter(([, v]) => v !== undefined)).toEqual([
      ['pageNo', 1],
      ['pageSize', 12],
    ]);
  });

  it('sorts only the college tab', () => {
    const f = parseInstitutionQuery(q('sort=collects&tab=major'));
    expect(institutionRequest(f).sort).toBeUndefined();
    expect(institutionRequest({ ...f, tab: 'college' }).sort).toBe('collects');
  });
});

describe('majors filters <-> query', () => {
  it('reads the spec query (index is the page)', () => {
    const f = parseMajorsQuery(q('index=2&majorFocusList=1,2&countryId=140&gpa=3.2&currency=GBP&majorTuitionMin=0&majorTuitionMax=20000'));
    expect(f).toEqual({
      countryId: '140',
      majorFocusList: ['1', '2'],
      gpa: '3.2',
      currency: 'GBP',
      majorTuitionMin: '0',
      majorTuitionMax: '20000',
      pageNo: 2,
      pageSize: 18,
    });
    expect(parseMajorsQuery(majorsQuery(f))).toEqual(f);
    expect(majorsRequest(f)).toEqual({
      countryId: '140',
      majorFocusList: ['1', '2'],
      gpa: '3.2',
      majorTuitionMin: '0',
      majorTuitionMax: '20000',
      pageNo: 2,
      pageSize: 18,
    });
  });

  it('ignores tuition and currency without a country; keeps the majors page sizes', () => {
    const f = parseMajorsQuery(q('currency=GBP&majorTuitionMax=5&pageSize=30'));
    expect(majorsQuery(f).toString()).toBe('pageSize=30');
    expect(majorsRequest(f).majorTuitionMax).toBeUndefined();
    expect(parseMajorsQuery(q('pageSize=12')).pageSize).toBe(18);
    expect(majorsQuery(EMPTY_MAJORS_FILTERS).toString()).toBe('');
  });
});

describe('tuition range', () => {
  it('refuses a minimum above the maximum only', () => {
    expect(tuitionRangeValid('10', '5')).toBe(false);
    expect(tuitionRangeValid('5', '10')).toBe(true);
    expect(tuitionRangeValid('', '10')).toBe(true);
    expect(tuitionRangeValid('9', undefined)).toBe(true);
  });
});
