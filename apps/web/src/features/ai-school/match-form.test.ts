// The /aiSchool form's pure parts: the start from the consultation profile, the request body, each
// field checked with the server's schema (matchBody) on its own, and the live conversions.
import { describe, expect, it } from 'vitest';
import { matchBody } from '@portal/shared';
import { convertedGpa, fieldIssue, ieltsEquivalent, initialValues, matchRequest, scoreRange, type MatchFormValues } from './match-form';

const profile = {
  userName: '张三',
  sex: '0',
  stuUniName: '北京大学',
  gpa: '3.6',
  nationality: '86',
  countryId: '140',
  courseType: '2',
  majorFocusList: ['1', '6'],
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const base: MatchFormValues = {
  gpa: '3.5',
  gpaScale: 'four',
  languageTest: 'IELTS',
  languageScore: '6.5',
  countryIds: [],
  majorFocusList: [],
  courseType: '2',
};

describe('initial values', () => {
  it('start from the consultation profile', () => {
    expect(initialValues(profile)).toEqual({
      gpa: '3.6',
      gpaScale: 'four',
      languageTest: 'IELTS',
      languageScore: undefined,
      budget: undefined,
      countryIds: ['140'],
      majorFocusList: ['1', '6'],
      courseType: '2',
      schoolType: undefined,
    });
  });
  it('read a GPA above 4 as a percentage, drop grades the matching does not know, take a known school type', () => {
    const v = initialValues({ ...profile, gpa: '86', courseType: '4', countryId: null }, '211');
    expect(v).toMatchObject({ gpa: '86', gpaScale: 'percent', courseType: undefined, countryIds: [], schoolType: '211' });
    expect(initialValues({ ...profile }, 'something').schoolType).toBeUndefined();
  });
  it('are empty without a profile', () => {
    expect(initialValues(null)).toMatchObject({ gpa: undefined, gpaScale: 'four', countryIds: [], majorFocusList: [] });
  });
});

describe('the request', () => {
  it('sends no score without a test and empty optional fields as null; the server schema takes it', () => {
    const body = matchRequest({ ...base, languageTest: 'none', languageScore: '7', budget: ' ', schoolType: undefined });
    expect(body).toMatchObject({ languageTest: 'none', languageScore: null, budget: null, schoolType: null });
    expect(matchBody.safeParse(body).success).toBe(true);
  });
  it('keeps the figures as typed', () => {
    expect(matchRequest({ ...base, budget: '300000', countryIds: ['140'] })).toMatchObject({
      gpa: '3.5',
      budget: '300000',
      countryIds: ['140'],
    });
  });
});

describe('each field is checked with matchBody', () => {
  it('GPA: required, a number, at most 4.0 or 100 by its scale', () => {
    expect(fieldIssue({ ...base, gpa: '' }, 'gpa')).toBe('required');
    expect(fieldIssue({ ...base, gpa: '3.x' }, 'gpa')).toBe('matchNumber');
    expect(fieldIssue({ ...base, gpa: '4.2' }, 'gpa')).toBe('matchGpaFour');
    expect(fieldIssue({ ...base, gpa: '4.2', gpaScale: 'percent' }, 'gpa')).toBeUndefined();
    expect(fieldIssue({ ...base, gpa: '101', gpaScale: 'percent' }, 'gpa')).toBe('matchGpaPercent');
  });
  it("the score: required with a test, within the test's range, not needed without one", () => {
    expect(fieldIssue({ ...base, languageScore: '' }, 'languageScore')).toBe('required');
    expect(fieldIssue({ ...base, languageScore: '9.5' }, 'languageScore')).toBe('matchScoreRange|{"min":0,"max":9}');
    expect(fieldIssue({ ...base, languageTest: 'TOEFL', languageScore: '100' }, 'languageScore')).toBeUndefined();
    expect(fieldIssue({ ...base, languageTest: 'none', languageScore: '' }, 'languageScore')).toBeUndefined();
  });
  it('a field shows its own message whatever the others hold', () => {
    expect(fieldIssue({ ...base, gpa: '9', languageScore: '' }, 'languageScore')).toBe('required');
    expect(fieldIssue({ ...base, gpa: '9', languageScore: '' }, 'budget')).toBeUndefined();
  });
  it('degree level is required; the budget is a number', () => {
    expect(fieldIssue({ ...base, courseType: undefined }, 'courseType')).toBe('requiredSelect');
    expect(fieldIssue({ ...base, budget: '30万' }, 'budget')).toBe('matchNumber');
    expect(fieldIssue({ ...base, budget: '' }, 'budget')).toBeUndefined();
  });
});

describe('live conversions', () => {
  it('GPA both ways', () => {
    expect(convertedGpa('4', 'four')).toEqual({ scale: 'percent', value: '100.0' });
    expect(convertedGpa('3.52', 'four')).toEqual({ scale: 'percent', value: '84.0' });
    expect(convertedGpa('85', 'percent')).toEqual({ scale: 'four', value: '3.58' });
    expect(convertedGpa('4.5', 'four')).toBeNull();
    expect(convertedGpa('', 'four')).toBeNull();
    expect(convertedGpa('abc', 'percent')).toBeNull();
    expect(convertedGpa('50', 'percent')).toBeNull();
  });
  it('the IELTS equivalent of other tests, and the score ranges', () => {
    expect(ieltsEquivalent('TOEFL', '100')).toBe(7);
    expect(ieltsEquivalent('IELTS', '7')).toBeNull();
    expect(ieltsEquivalent('PTE', '5')).toBeNull();
    expect(ieltsEquivalent('none', '')).toBeNull();
    expect(scoreRange('Duolingo')).toMatchObject({ min: 10, max: 160 });
    expect(scoreRange('none')).toBeNull();
  });
});
