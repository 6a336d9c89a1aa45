import { describe, expect, it } from 'vitest';
import {
  applyInfoSchema,
  attachmentsStepSchema,
  basicInfoSchema,
  cardStepSchema,
  clearHiddenFollowUps,
  educationStepSchema,
  guardianStepSchema,
  kinsfolkStepSchema,
  latestToday,
  otherInfoStepSchema,
  referrerStepSchema,
  tidyName,
  workStepSchema,
} from './student';
import { valuesAtPath } from './application';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}:${i.message.split('|')[0]}`);

const basic = {
  countryId: '140',
  stuName: '张三',
  stuSpell: 'Zhang San',
  sex: '0',
  birthday: '2004-02-29',
  nationality: 'CN',
  phoneNumber: '13800138000',
  stuEmail: 'zs@example.com',
  zipCode: '',
  homeAddress: '1 Main Street, Beijing',
  remarks: '',
};

describe('basic info', () => {
  it('accepts a valid step and tidies names', () => {
    const r = basicInfoSchema.safeParse({ ...basic, stuName: '  张  三', stuSpell: 'Zhang  San' });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ stuName: '张 三', stuSpell: 'Zhang San' });
    expect(tidyName('   Li   Lei ')).toBe('Li Lei ');
  });
  it.each([
    ['stuName', { stuName: '' }, 'required'],
    ['stuName', { stuName: '   ' }, 'notBlank'],
    ['stuName', { stuName: 'x'.repeat(51) }, 'max'],
    ['stuSpell', { stuSpell: '张San' }, 'noChinese'],
    ['sex', { sex: '2' }, 'requiredSelect'],
    ['birthday', { birthday: '2003-02-29' }, 'date'],
    ['birthday', { birthday: '2004/01/01' }, 'date'],
    ['phoneNumber', { phoneNumber: '12800138000' }, 'phone'],
    ['stuEmail', { stuEmail: 'zs.example.com' }, 'emailAt'],
    ['homeAddress', { homeAddress: '北京 Street' }, 'noChinese'],
    ['homeAddress', { homeAddress: '  ' }, 'notBlank'],
    ['remarks', { remarks: 'x'.repeat(101) }, 'max'],
    ['countryId', { countryId: '' }, 'requiredSelect'],
  ])('refuses a bad %s', (field, patch, key) => {
    expect(messages(basicInfoSchema.safeParse({ ...basic, ...patch }))).toContain(`${field}:${key}`);
  });
  it('accepts the length boundaries', () => {
    expect(
      basicInfoSchema.safeParse({ ...basic, stuName: 'x'.repeat(50), remarks: 'y'.repeat(100), homeAddress: 'z'.repeat(200) }).success,
    ).toBe(true);
  });
});

const course = {
  courseName: 'MSc Data Science',
  courseType: '2',
  courseAge: '1',
  beginDate: '2027-09',
  professionalLink: 'https://x.ac.uk/ds',
  campus: '',
};
const entry = (uniId: number, extra: object = {}) => ({ uniId, courseList: [course], ...extra });

describe('apply info', () => {
  const uk = applyInfoSchema({ requiresProfessionalLink: true });
  const my = applyInfoSchema({ requiresProfessionalLink: false });
  it('allows five schools, not six', () => {
    expect(uk.safeParse({ countryId: '140', agentApplyList: [1, 2, 3, 4, 5].map((i) => entry(i)) }).success).toBe(true);
    expect(messages(uk.safeParse({ countryId: '140', agentApplyList: [1, 2, 3, 4, 5, 6].map((i) => entry(i)) }))).toContain(
      'agentApplyList:fiveSchools',
    );
  });
  it('needs a country, a school and a course, and the link where the country asks for it', () => {
    expect(messages(uk.safeParse({ countryId: '', agentApplyList: [entry(1)] }))).toContain('countryId:selectCountry');
    expect(messages(uk.safeParse({ countryId: '140', agentApplyList: [] }))).toContain('agentApplyList:requiredSelect');
    expect(messages(uk.safeParse({ countryId: '140', agentApplyList: [entry(1, { courseList: [] })] }))).toContain(
      'agentApplyList.0.courseList:required',
    );
    const noLink = { countryId: '211', agentApplyList: [entry(1, { courseList: [{ ...course, professionalLink: '' }] })] };
    expect(messages(uk.safeParse(noLink))).toContain('agentApplyList.0.courseList.0.professionalLink:required');
    expect(my.safeParse(noLink).success).toBe(true);
    expect(
      messages(uk.safeParse({ countryId: '140', agentApplyList: [entry(1, { courseList: [{ ...course, courseName: ' ' }] })] })),
    ).toContain('agentApplyList.0.courseList.0.courseName:notBlank');
  });
  it('defaults duration and choice order, and requires the forms of a special school', () => {
    const r = my.safeParse({
      countryId: '211',
      agentApplyList: [entry(1, { courseList: [{ courseName: 'BSc', courseType: '1', beginDate: '2027-09-01' }] })],
    });
    expect(r.success).toBe(true);
    expect(r.data!.agentApplyList[0].courseList[0]).toMatchObject({ courseAge: '3', volSort: '1' });
    expect(messages(my.safeParse({ countryId: '211', agentApplyList: [entry(1, { isSpecial: '1' })] }))).toContain(
      'agentApplyList.0.netApplyFile:requiredUpload',
    );
    expect(
      my.safeParse({ countryId: '211', agentApplyList: [entry(1, { isSpecial: '1', netApplyFile: [{ fileRoute: '/api/file/a.pdf' }] })] })
        .success,
    ).toBe(true);
  });
});

describe('education and work', () => {
  const edu = {
    beginDate: '2020-09-01',
    endDate: '2024-06-30',
    schoolName: 'Peking University',
    majorName: "Economics (Int'l)",
    gpa: '3.5/4.0'.replace('/', '.'),
    stuDegree: '3',
  };
  it('checks the character sets, required fields and date order', () => {
    expect(educationStepSchema.safeParse({ stuEduList: [edu] }).success).toBe(true);
    expect(messages(educationStepSchema.safeParse({ stuEduList: [{ ...edu, majorName: '经济学' }] }))).toContain(
      'stuEduList.0.majorName:eduText',
    );
    expect(messages(educationStepSchema.safeParse({ stuEduList: [{ ...edu, gpa: '85%' }] }))).toContain('stuEduList.0.gpa:eduText');
    expect(messages(educationStepSchema.safeParse({ stuEduList: [{ ...edu, endDate: '2019-01-01' }] }))).toContain(
      'stuEduList.0.endDate:dateOrder',
    );
    expect(messages(educationStepSchema.safeParse({ stuEduList: [{ ...edu, schoolName: '  ' }] }))).toContain(
      'stuEduList.0.schoolName:notBlank',
    );
  });
  it("resets the work list on 'no work experience' and needs an entry on 'yes'", () => {
    const job = { beginDate: '2024-07-01', endDate: '2025-06-30', workUnit: 'ACME', workPosition: 'Analyst' };
    expect(workStepSchema.parse({ isWork: '0', stuWorkList: [job] }).stuWorkList).toEqual([]);
    expect(messages(workStepSchema.safeParse({ isWork: '1', stuWorkList: [] }))).toContain('stuWorkList:required');
    expect(messages(workStepSchema.safeParse({ isWork: '1', stuWorkList: [{ ...job, workPosition: 'x'.repeat(51) }] }))).toContain(
      'stuWorkList.0.workPosition:max',
    );
  });
});

describe('referrers, guardians, card, relatives', () => {
  it('leaves referrers optional but checks what is given', () => {
    expect(referrerStepSchema.safeParse({ stuReferrerList: [{}] }).success).toBe(true);
    expect(messages(referrerStepSchema.safeParse({ stuReferrerList: [{ email: 'no-at' }] }))).toContain('stuReferrerList.0.email:emailAt');
    expect(messages(referrerStepSchema.safeParse({ stuReferrerList: [{ phoneNumber: '123' }] }))).toContain(
      'stuReferrerList.0.phoneNumber:phone',
    );
  });
  it('requires every guardian field', () => {
    const g = {
      contactName: 'Li Si',
      contactRelation: '1',
      phoneNumber: '13900139000',
      email: 'ls@x.cn',
      address: 'Somewhere 1',
      zipCode: '100000',
    };
    expect(guardianStepSchema.safeParse({ stuContactList: [g] }).success).toBe(true);
    expect(messages(guardianStepSchema.safeParse({ stuContactList: [{ ...g, zipCode: '' }] }))).toContain(
      'stuContactList.0.zipCode:required',
    );
  });
  it('limits the card fields', () => {
    expect(
      cardStepSchema.safeParse({ cardType: '1', cardNo: '4111 1111 1111 1111', cardValidity: '2028-09', cardSafetyCode: '123' }).success,
    ).toBe(true);
    expect(messages(cardStepSchema.safeParse({ cardType: '2' })).length).toBe(1);
    expect(messages(cardStepSchema.safeParse({ cardValidity: '2028-13' }))).toContain('cardValidity:month');
    expect(messages(cardStepSchema.safeParse({ eduPassword: 'x'.repeat(31) }))).toContain('eduPassword:max');
  });
  it('requires relatives only when applying with them', () => {
    expect(kinsfolkStepSchema.parse({ isApplyKinsfolk: '0', stuKinsfolkList: [{}] }).stuKinsfolkList).toEqual([]);
    expect(messages(kinsfolkStepSchema.safeParse({ isApplyKinsfolk: '1', stuKinsfolkList: [] }))).toContain('stuKinsfolkList:required');
  });
});

describe('attachments', () => {
  const f = (n: number) => Array.from({ length: n }, (_, i) => ({ fileRoute: `/api/file/${i}.pdf` }));
  it('needs a type, a file, and at least one file per type', () => {
    const s = attachmentsStepSchema({ hasSpecialSchool: false });
    expect(messages(s.safeParse({ annexTypeList: [], applyFile: [] }))).toEqual(
      expect.arrayContaining(['annexTypeList:requiredSelect', 'applyFile:requiredUpload']),
    );
    const fewer = s.safeParse({ annexTypeList: ['1', '2', '3'], applyFile: f(1) });
    expect(messages(fewer)).toContain('applyFile:fewerAttachments');
    expect(fewer.success ? '' : fewer.error.issues[0].message).toBe('fewerAttachments|{"n":2}');
    expect(s.safeParse({ annexTypeList: ['1', '2'], applyFile: f(2) }).success).toBe(true);
    expect(messages(attachmentsStepSchema({ hasSpecialSchool: true }).safeParse({ annexTypeList: ['1'], applyFile: f(1) }))).toContain(
      'netApplyFile:requiredUpload',
    );
  });
});

describe('other info', () => {
  const no = {
    isNationalCitizens: '0',
    isPr: '0',
    isEnglish: '1',
    isEnglishBg: '0',
    isRefusal: '0',
    isApplyCountry: '0',
    isApplyVisa: '0',
    isInCountry: '0',
  };
  it('requires every question', () => {
    expect(messages(otherInfoStepSchema.safeParse({ ...no, isPr: undefined }))).toContain('isPr:requiredSelect');
  });
  it('requires a follow-up exactly when its question is answered yes', () => {
    const m = messages(
      otherInfoStepSchema.safeParse({
        ...no,
        isPr: '1',
        isEnglish: '0',
        isEnglishBg: '1',
        isRefusal: '1',
        isApplyCountry: '1',
        isApplyVisa: '1',
      }),
    );
    expect(m).toEqual(
      expect.arrayContaining([
        'visaStatus:requiredSelect',
        'firstLanguage:required',
        'giveLessonsTime:required',
        'refusalFile:requiredUpload',
        'schoolName:required',
        'majorName:required',
        'visaType:required',
        'visaBeginDate:requiredSelect',
        'visaFile:requiredUpload',
      ]),
    );
    expect(messages(otherInfoStepSchema.safeParse({ ...no, isEnglishBg: '1', giveLessonsTime: '   ' }))).toContain(
      'giveLessonsTime:notBlank',
    );
    expect(otherInfoStepSchema.safeParse(no).success).toBe(true);
  });
  it('clears follow-ups whose question is not yes', () => {
    const r = otherInfoStepSchema.parse({
      ...no,
      visaStatus: '2',
      firstLanguage: 'Chinese',
      schoolName: 'X',
      visaFile: [{ fileRoute: '/api/file/v.pdf' }],
    });
    expect(r).toMatchObject({ visaStatus: null, firstLanguage: null, schoolName: null, visaFile: null });
    expect(clearHiddenFollowUps({ ...no, isEnglish: '0', firstLanguage: 'Chinese' } as never)).toMatchObject({ firstLanguage: 'Chinese' });
  });
});

describe('dates not in the future and dictionary paths', () => {
  it('takes today anywhere as the latest day', () => {
    expect(latestToday(new Date('2026-11-23T12:00:00Z'))).toBe('2026-11-24');
    expect(latestToday(new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-23');
    const r = basicInfoSchema.safeParse({ ...basic, birthday: '2999-01-01' });
    expect(r.success).toBe(false);
  });
  it('finds the values at a dictionary path, with their paths', () => {
    const data = { stuEduList: [{ stuDegree: '1' }, { stuDegree: '' }, { stuDegree: '3' }], annexTypeList: ['1', '2'], visaStatus: null };
    expect(valuesAtPath(data, 'stuEduList.*.stuDegree')).toEqual([
      { path: ['stuEduList', 0, 'stuDegree'], value: '1' },
      { path: ['stuEduList', 2, 'stuDegree'], value: '3' },
    ]);
    expect(valuesAtPath(data, 'annexTypeList.*').map((v) => v.value)).toEqual(['1', '2']);
    expect(valuesAtPath(data, 'visaStatus')).toEqual([]);
    expect(valuesAtPath({}, 'stuEduList.*.stuDegree')).toEqual([]);
  });
});
