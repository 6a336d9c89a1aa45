import { describe, expect, it } from 'vitest';
import { applyInfoSchema, type ApplyItem, type CarriedUni, type StudentDraft } from '@portal/shared';
import {
  addApplyPayload,
  addApplyStart,
  blankEntry,
  canAddSchool,
  countryChange,
  courseDeleteAction,
  copyForCollegePath,
  entryFromCarry,
  entryToSave,
  carriedStart,
  initialEntries,
  isSavedEntry,
  linkRequired,
  pickPlan,
  safeHref,
  schoolDeleteAction,
  storedUniIds,
  typeCheckIds,
  withDisplayFields,
  withUni,
  type UniOption,
} from './entries';

const carry = (over: Partial<CarriedUni> = {}): CarriedUni => ({
  uniId: 7,
  uniName: '牛津大学',
  uniEnName: 'University of Oxford',
  uniLogo: '/api/media/uni/7.svg',
  countryId: '140',
  isReduce: '0',
  isSpecial: '0',
  stipendShow: '1',
  uniTypeTip: 0,
  major: { majorId: 55, majorName: '计算机科学', majorEnName: 'Computer Science', courseType: '2' },
  ...over,
});

const item = (uniId: number, over: Partial<ApplyItem> = {}): ApplyItem => ({
  applyId: uniId * 10,
  uniId,
  uniName: `U${uniId}`,
  uniEnName: `Uni ${uniId}`,
  uniLogo: null,
  isReduce: '0',
  isSpecial: '0',
  stipendShow: '1',
  uniTypeTip: 0,
  netApplyFile: [],
  courseList: [
    {
      courseId: uniId * 100,
      courseName: 'MSc',
      courseType: '2',
      courseAge: '1',
      beginDate: '2026-09',
      coreBeginDate: null,
      professionalLink: null,
      campus: null,
      volSort: '1',
    },
  ],
  fileList: [],
  ...over,
});

const uni = (uniId: number, over: Partial<UniOption> = {}): UniOption => ({
  uniId,
  uniName: `U${uniId}`,
  uniEnName: `Uni ${uniId}`,
  uniLogo: null,
  countryId: '140',
  stipendShow: '1',
  isSpecial: '0',
  uniTypeTip: 0,
  isReduce: '0',
  ...over,
});

describe('entries from the carried university', () => {
  it('pre-fills a course from the major: English name and course type', () => {
    const e = entryFromCarry(carry());
    expect(e.applyId).toBeNull();
    expect(e.uniId).toBe(7);
    expect(e.courseList).toHaveLength(1);
    expect(e.courseList[0]).toMatchObject({ courseName: 'Computer Science', courseType: '2', majorId: 55, courseAge: '3', volSort: '1' });
  });

  it('without a major the course is blank', () => {
    const e = entryFromCarry(carry({ major: null }));
    expect(e.courseList[0]).toMatchObject({ courseName: '', courseType: null, courseAge: '3' });
  });

  it('is added after the stored schools, and only when not among them', () => {
    const withIt = initialEntries({ agentApplyList: [item(1)], carryUni: carry() });
    expect(withIt.carried).toBe(true);
    expect(withIt.entries.map((e) => e.uniId)).toEqual([1, 7]);
    const already = initialEntries({ agentApplyList: [item(7)], carryUni: carry() });
    expect(already.carried).toBe(false);
    expect(already.entries.map((e) => e.uniId)).toEqual([7]);
  });

  it('an empty file starts with one blank card; five stored schools take no carried one', () => {
    expect(initialEntries({ agentApplyList: [], carryUni: null }).entries).toEqual([blankEntry()]);
    const five = [1, 2, 3, 4, 5].map((n) => item(n));
    expect(initialEntries({ agentApplyList: five, carryUni: carry() }).carried).toBe(false);
  });

  it('step 2 starts with the carried school, and with its country when the file has no school yet', () => {
    expect(carriedStart({ agentApplyList: [], carryUni: null, countryId: '100' })).toBeNull();
    const reused = carriedStart({ agentApplyList: [], carryUni: carry(), countryId: '100' });
    expect(reused?.agentApplyList.map((e) => e.uniId)).toEqual([7]);
    expect(reused?.countryId).toBe(carry().countryId);
    const same = carriedStart({ agentApplyList: [item(1)], carryUni: carry(), countryId: carry().countryId });
    expect(same).toEqual({ agentApplyList: expect.any(Array) });
    expect(same?.agentApplyList.map((e) => e.uniId)).toEqual([1, 7]);
  });

  it('add-apply starts with the carried school unless stored, else a blank card', () => {
    expect(addApplyStart({ agentApplyList: [item(1)], carryUni: carry() })[0].uniId).toBe(7);
    expect(addApplyStart({ agentApplyList: [item(7)], carryUni: carry() })).toEqual([blankEntry()]);
  });
});

describe('delete rules', () => {
  it('the last school cannot be deleted; a saved one asks; an unsaved one goes', () => {
    expect(schoolDeleteAction(1, true)).toBe('refuse');
    expect(schoolDeleteAction(1, false)).toBe('refuse');
    expect(schoolDeleteAction(2, true)).toBe('confirm');
    expect(schoolDeleteAction(2, false)).toBe('remove');
  });

  it('courses: last refused, saved (courseId of a saved school) asks', () => {
    expect(courseDeleteAction(1, { courseId: 5 }, true)).toBe('refuse');
    expect(courseDeleteAction(2, { courseId: 5 }, true)).toBe('confirm');
    expect(courseDeleteAction(2, { courseId: null }, true)).toBe('remove');
    expect(courseDeleteAction(2, { courseId: 5 }, false)).toBe('remove');
  });

  it('a school is saved by its applyId or by being stored for the student', () => {
    const draft = { stuId: 3, agentApplyList: [item(1)] } as Pick<StudentDraft, 'stuId' | 'agentApplyList'>;
    const stored = storedUniIds(draft);
    expect(isSavedEntry({ applyId: null, uniId: 1 }, stored)).toBe(true);
    expect(isSavedEntry({ applyId: 9, uniId: 2 }, stored)).toBe(true);
    expect(isSavedEntry({ applyId: null, uniId: 2 }, stored)).toBe(false);
    expect(storedUniIds({ stuId: 0, agentApplyList: [item(1)] }).size).toBe(0);
  });

  it('five schools at most, counting the stored ones beside the list', () => {
    expect(canAddSchool(4)).toBe(true);
    expect(canAddSchool(5)).toBe(false);
    expect(canAddSchool(1, 4)).toBe(false);
    expect(canAddSchool(1, 3)).toBe(true);
  });
});

describe('picking a school', () => {
  const listed = [
    uni(1),
    uni(2, { stipendShow: '0' }),
    uni(3, { uniTypeTip: 1 }),
    uni(4, { isSpecial: '1' }),
    uni(5, { uniTypeTip: 2, isSpecial: '1' }),
  ];

  it('not in the fetched list: invalid', () => {
    expect(pickPlan(99, listed, [])).toEqual({ kind: 'invalid' });
  });
  it('no stipend: the notice (before any other rule)', () => {
    expect(pickPlan(2, listed, [2])).toEqual({ kind: 'noStipend' });
  });
  it('chosen on another card: twice', () => {
    expect(pickPlan(1, listed, [null, 1])).toEqual({ kind: 'twice' });
  });
  it('plain, college check, special dialog, or both', () => {
    expect(pickPlan(1, listed, [])).toEqual({ kind: 'accept', checkType: false, special: false });
    expect(pickPlan(3, listed, [])).toEqual({ kind: 'accept', checkType: true, special: false });
    expect(pickPlan(4, listed, [])).toEqual({ kind: 'accept', checkType: false, special: true });
    expect(pickPlan(5, listed, [])).toEqual({ kind: 'accept', checkType: true, special: true });
  });
  it('the type check gets every other chosen school plus the new one', () => {
    const entries = [{ uniId: 1 }, { uniId: null }, { uniId: 8 }];
    expect(typeCheckIds(entries, 3, 2)).toEqual([1, 3]);
    expect(typeCheckIds(entries, 1, 1)).toEqual([1, 8]);
  });
  it("'1' leads to a copy with the English name plus 1, carrying the school", () => {
    expect(copyForCollegePath(12, 3)).toBe('/studentInfo?id=12&type=copy&namePlus=1&isClerkApply=3&carryUniId=3');
  });
  it('a new school drops the forms of the previous one and keeps the courses', () => {
    const e = {
      ...blankEntry(),
      uniId: 4,
      isSpecial: '1',
      netApplyFile: [{ fileName: 'a', fileNameAfter: 'b', fileRoute: '/api/file/b', name: 'a', url: '/api/file/b' }],
    };
    const next = withUni(e, uni(1));
    expect(next).toMatchObject({ uniId: 1, isSpecial: '0', netApplyFile: [] });
    expect(next.courseList).toBe(e.courseList);
  });
});

describe('country', () => {
  const draft = { stuId: 3, countryId: '140', requiresProfessionalLink: true, agentApplyList: [item(1)] };
  it('the course link follows the stored flag, another country the shared list', () => {
    expect(linkRequired('140', draft)).toBe(true);
    expect(linkRequired('140', { ...draft, requiresProfessionalLink: false })).toBe(false);
    expect(linkRequired('11', { ...draft, countryId: '999' })).toBe(true);
    expect(linkRequired('999999', draft)).toBe(false);
    expect(linkRequired(null, draft)).toBe(false);
  });
  it('stored schools need the server switch; form-only schools are cleared; none is plain', () => {
    expect(countryChange(draft, [{ uniId: 1 }], '11')).toBe('switch');
    expect(countryChange({ ...draft, agentApplyList: [] }, [{ uniId: 2 }], '11')).toBe('clear');
    expect(countryChange({ ...draft, agentApplyList: [] }, [{ uniId: null }], '11')).toBe('plain');
    expect(countryChange({ ...draft, stuId: 0, agentApplyList: [] }, [{ uniId: 5 }], '11')).toBe('clear');
  });
});

describe('payloads', () => {
  const draft = { stuId: 3, version: 4, countryId: '140' };
  const entry = { ...entryFromCarry(carry()), applyId: 70 };
  entry.courseList[0] = { ...entry.courseList[0], beginDate: '2026-09', professionalLink: 'https://ox.ac.uk/cs', campus: '' };

  it('add-apply sends the new schools only, without applyIds, at the loaded version', () => {
    const body = addApplyPayload(draft, [entry]);
    expect(body).toMatchObject({ stuId: 3, version: 4, countryId: '140' });
    expect(body.agentApplyList).toHaveLength(1);
    expect(body.agentApplyList[0]).not.toHaveProperty('applyId');
    expect(body.agentApplyList[0]).toMatchObject({ uniId: 7, isSpecial: '0', netApplyFile: [] });
    expect(body.agentApplyList[0].courseList[0]).toEqual({
      majorId: 55,
      courseName: 'Computer Science',
      courseType: '2',
      courseAge: '3',
      beginDate: '2026-09',
      coreBeginDate: null,
      professionalLink: 'https://ox.ac.uk/cs',
      campus: null,
      volSort: '1',
    });
    // The shared rules accept it as the server will check it.
    expect(
      applyInfoSchema({ requiresProfessionalLink: true }).safeParse({ countryId: '140', agentApplyList: body.agentApplyList }).success,
    ).toBe(true);
  });

  it('the step save keeps applyId and courseId of stored entries', () => {
    const saved = entryToSave({ ...entry, courseList: [{ ...entry.courseList[0], courseId: 900 }] });
    expect(saved.applyId).toBe(70);
    expect(saved.courseList[0].courseId).toBe(900);
  });

  it('the shared schema refuses a missing course link when the country needs it', () => {
    const body = addApplyPayload(draft, [{ ...entry, courseList: [{ ...entry.courseList[0], professionalLink: '' }] }]);
    const r = applyInfoSchema({ requiresProfessionalLink: true }).safeParse({ countryId: '140', agentApplyList: body.agentApplyList });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues[0].path).toEqual(['agentApplyList', 0, 'courseList', 0, 'professionalLink']);
  });

  it('checked values get the card fields back', () => {
    const out = withDisplayFields(
      [{ uniId: 7, courseList: [{ courseName: 'X' }] }],
      [{ uniId: 7, uniLogo: '/l.svg', courseList: [{ courseName: 'x', majorId: 5 }] }],
    );
    expect(out[0]).toEqual({ uniId: 7, uniLogo: '/l.svg', courseList: [{ courseName: 'X', majorId: 5 }] });
  });
});

describe('links', () => {
  it('only same-site paths and http(s) become links', () => {
    expect(safeHref('/api/file/x')).toBe('/api/file/x');
    expect(safeHref('https://a.b/c')).toBe('https://a.b/c');
    expect(safeHref('//evil.example/x')).toBeUndefined();
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
  });
});
