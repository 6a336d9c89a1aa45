// The catalogue screens' logic without drawing: list addresses to requests, form values from a
// detail and the unsaved-changes check, and the editor's input checks.
import { describe, expect, it } from 'vitest';
import { consoleMajorBody, consoleUniBody, type ConsoleMajorDetail, type ConsoleUniDetail } from '@portal/shared';
import { readListState } from '../list/url-state';
import { imageProblem } from '../components/ImageUpload';
import { isLinkHref, normaliseHtml } from '../components/RichTextEditor';
import { MAJOR_LIST_SPEC, NEW_UNI, UNI_LIST_SPEC, formChanged, majorFormValues, majorListBody, uniFormValues, uniListBody } from './model';

const uni: ConsoleUniDetail = {
  uniId: 7,
  uniName: '牛津大学',
  uniEnName: 'University of Oxford',
  aliases: ['oxon'],
  countryId: '140',
  city: 'Oxford',
  cityCn: null,
  uniType: 'public',
  website: 'https://www.ox.ac.uk',
  websiteDomain: 'ox.ac.uk',
  founded: 1096,
  qsRank: 4,
  rankSource: null,
  rankYear: null,
  uniLogo: null,
  uniMain: '/api/media/campus/7.svg',
  uniInfo: '<p>Oxford</p>',
  uniInfoEn: null,
  stipendShow: '1',
  isReduce: '0',
  isSpecial: '0',
  aiShow: true,
  status: '0',
  applyFiles: [],
  faculties: [],
  source: null,
  sourceUrl: null,
  checkedAt: null,
  updatedAt: '2026-11-27T10:00:00.123456Z',
};

const major: ConsoleMajorDetail = {
  majorId: 3,
  uniId: 7,
  uniName: '牛津大学',
  uniEnName: 'University of Oxford',
  countryId: '140',
  majorName: '计算机科学',
  majorEnName: 'Computer Science',
  facultyId: null,
  degreeType: '2',
  majorFocus: '1,2',
  majorSystem: '1',
  majorTuition: 39000,
  currency: 'GBP',
  languageRequirement: null,
  languageRequirementEn: null,
  ieltsScore: '7.0',
  toeflScore: null,
  pte: null,
  gmat: null,
  gre: null,
  minGpa: 3.5,
  applyDate: null,
  beginDate: '2027-09',
  majorLink: 'https://www.ox.ac.uk/cs',
  backgroundRequirement: null,
  backgroundRequirementEn: null,
  majorIntroduction: 'intro',
  majorIntroductionEn: null,
  stipend: 0,
  majorStatus: '0',
  hot: 2,
  faculties: [],
  source: 'staff',
  sourceUrl: null,
  checkedAt: '2026-11-27',
  updatedAt: '2026-11-27T10:00:00.000001Z',
};

describe('list addresses', () => {
  it('turns a university list address into its request, ignoring bad values', () => {
    const s = readListState(
      UNI_LIST_SPEC,
      new URLSearchParams('keyword=ucl&aiShow=1&status=9&uniType=castle&sort=name&order=asc&pageNo=3'),
    );
    expect(uniListBody(s)).toEqual({
      countryId: undefined,
      keyword: 'ucl',
      uniType: undefined,
      aiShow: '1',
      hasCn: undefined,
      status: undefined,
      sort: 'name',
      order: 'asc',
      pageNo: 3,
      pageSize: 20,
    });
  });

  it('turns a programme list address into numbers where the server wants them', () => {
    const s = readListState(MAJOR_LIST_SPEC, new URLSearchParams('uniId=12&tuitionMin=1000&tuitionMax=x&degreeType=3&sort=tuition'));
    const body = majorListBody(s);
    expect(body).toMatchObject({ uniId: 12, tuitionMin: 1000, tuitionMax: undefined, degreeType: '3', sort: 'tuition', order: 'desc' });
  });
});

describe('forms', () => {
  it('builds values the shared schema accepts from a loaded university and programme', () => {
    const u = consoleUniBody.safeParse({ ...uniFormValues(uni), uniId: uni.uniId, updatedAt: uni.updatedAt });
    expect(u.success).toBe(true);
    const m = consoleMajorBody.safeParse({ ...majorFormValues(major), majorId: major.majorId, updatedAt: major.updatedAt });
    expect(m.success).toBe(true);
    if (m.success) expect(m.data).toMatchObject({ majorTuition: 39000, applyDate: null, minGpa: 3.5 });
  });

  it('a new university needs its names and country', () => {
    const r = consoleUniBody.safeParse(NEW_UNI);
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(['uniName', 'uniEnName', 'countryId']));
  });

  it('counts a change only when a value really changed', () => {
    const v = uniFormValues(uni);
    expect(formChanged(v, { ...v })).toBe(false);
    // Cleared inputs (undefined, null, '') and spaces are the same "none".
    expect(formChanged(v, { ...v, cityCn: undefined, rankSource: '  ' })).toBe(false);
    expect(formChanged(v, { ...v, keepSource: true })).toBe(false);
    expect(formChanged(v, { ...v, qsRank: 5 })).toBe(true);
    expect(formChanged(v, { ...v, aliases: ['oxon', 'ox'] })).toBe(true);
    expect(formChanged(v, { ...v, uniInfo: '<p>Oxford!</p>' })).toBe(true);
    const m = majorFormValues(major);
    expect(formChanged(m, { ...m, majorTuition: 39001 })).toBe(true);
    expect(formChanged(m, { ...m, applyDate: '' })).toBe(false);
  });
});

describe('editor inputs', () => {
  it('stores an empty document as empty text', () => {
    expect(normaliseHtml('<p></p>')).toBe('');
    expect(normaliseHtml('<p> </p><p></p>')).toBe('');
    expect(normaliseHtml('<p>x</p>')).toBe('<p>x</p>');
  });
  it('accepts only http(s) and mailto links', () => {
    expect(isLinkHref('https://www.ox.ac.uk')).toBe(true);
    expect(isLinkHref('mailto:a@b.org')).toBe(true);
    expect(isLinkHref('javascript:alert(1)')).toBe(false);
    expect(isLinkHref('www.ox.ac.uk')).toBe(false);
  });
  it('checks a picture before sending it', () => {
    expect(imageProblem({ name: 'a.PNG', size: 100 })).toBeNull();
    expect(imageProblem({ name: 'a.gif', size: 100 })).toBe('wrongType');
    expect(imageProblem({ name: 'a.jpg', size: 6 * 1024 * 1024 })).toBe('tooLarge');
  });
});
