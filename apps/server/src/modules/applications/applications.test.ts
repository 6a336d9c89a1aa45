import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  SECRET_MASK,
  STEP_FIELDS,
  VALIDATION_MESSAGES,
  applySituationAnswer,
  applyUniAnswer,
  cardReveal,
  codeMessage,
  countTipAnswer,
  courseNameItem,
  nothing,
  saveAnswer,
  studentDraft,
  studentPage,
  uniApplyFile,
  uniTypeTipAnswer,
  type Lang,
} from '@portal/shared';
import { ADMIN, createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import {
  PDF,
  basicStudent,
  fillStudentFile,
  giveFileConsents,
  makePng,
  multipartFile,
  saveStep,
  updateBody,
  studentCourse,
  studentOther,
  uploadFile,
} from '../../../test/fixtures';
import { rows } from '../../lib/sql';
import { purgeCvv } from '../../jobs/purge-cvv';
import { zip } from '../../lib/zip';

let t: TestApp;
const q = <T = any>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
const UK = '140';
const IE = '11';
const CA = '100';

interface Uni {
  id: number;
  name: string;
}
let ukUnis: Uni[];
let special: Uni;
let noStipend: Uni;
let caCollege: Uni;
let caUni: Uni;
let adminToken: string;

/** The answer each route declares (routes.ts): every success of these tests is held to it. */
const DECLARED: Record<string, z.ZodType> = {
  '/api/clerk/web/stu/info': studentDraft,
  '/api/clerk/web/stu/add': saveAnswer,
  '/api/clerk/web/stu/update': saveAnswer,
  '/api/clerk/web/stu/list': studentPage,
  '/api/clerk/web/stu/agentAddApply': saveAnswer,
  '/api/clerk/web/stu/switch/country': saveAnswer,
  '/api/clerk/web/stu/apply/uni': applyUniAnswer,
  '/api/clerk/web/stu/apply/situation': applySituationAnswer,
  '/api/clerk/web/stu/apply/count/tip': countTipAnswer,
  '/api/clerk/agent/stu/checkUniTypeTip': uniTypeTipAnswer,
  '/api/clerk/agent/stu/getCourseTypByCountryId': z.string(),
  '/api/clerk/course/getCourseNameListByUniId': z.array(courseNameItem),
  '/api/uni/school-university/getApplyFilesById': z.array(uniApplyFile),
  '/api/clerk/web/stu/card/reveal': cardReveal,
  '/api/clerk/web/stu/transfer': nothing,
};

/**
 * A success must match its schema and hold nothing beyond it: an answer of another shape would
 * otherwise pass as a refusal (the envelope's other branch) with every field it carries.
 */
function expectDeclared(url: string, body: any) {
  const schema = DECLARED[url.split('?')[0]];
  if (!schema || body?.code !== '000') return;
  const parsed = schema.safeParse(body.data);
  expect(parsed.success, `${url} answers its schema: ${parsed.error?.message}`).toBe(true);
  expect(z.encode(schema, body.data), `${url} answers nothing beyond its schema`).toEqual(body.data);
}

beforeAll(async () => {
  t = await createTestApp({}, { catalogue: true });
  const { post, get } = t;
  t.post = async (url, payload, opts) => {
    const body = await post(url, payload, opts);
    expectDeclared(url, body);
    return body;
  };
  t.get = async (url, opts) => {
    const body = await get(url, opts);
    expectDeclared(url, body);
    return body;
  };
  const pick = (where: ReturnType<typeof sql>, n = 1) =>
    q<Uni>(sql`SELECT id, uni_en_name AS name FROM universities u WHERE u.status = '0' AND ${where} ORDER BY id LIMIT ${n}`);
  ukUnis = await pick(sql`country_id = ${UK} AND stipend_show = '1' AND is_special = '0' AND uni_type_tip = 2`, 7);
  [special] = await pick(sql`country_id = ${UK} AND stipend_show = '1' AND is_special = '1'`);
  [noStipend] = await pick(sql`stipend_show = '0' AND country_id IN (SELECT id FROM countries WHERE application_open)`);
  [caCollege] = await pick(sql`country_id = ${CA} AND uni_type_tip = 1 AND stipend_show = '1' AND is_special = '0'`);
  [caUni] = await pick(sql`country_id = ${CA} AND uni_type_tip = 2 AND stipend_show = '1' AND is_special = '0'`);
  const r = await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password });
  adminToken = r.data.token;
}, 180_000);
afterAll(async () => t?.close());

const basic = (extra: object = {}) => ({ ...basicStudent, countryId: UK, ...extra });
const course = (extra: object = {}) => ({ ...studentCourse, ...extra });
const entry = (uniId: number, extra: object = {}) => ({ uniId, courseList: [course()], ...extra });

async function add(token: string, b: object = basic(), extra: object = {}) {
  return t.post('/api/clerk/web/stu/add', { isOldVersions: 1, stuOther: { currentStep: 1 }, ...b, ...extra }, { token });
}
async function info(token: string, id: number, extra: object = {}) {
  return t.post('/api/clerk/web/stu/info', { id, ...extra }, { token });
}
/** Save one step of a student, based on its current version. */
const save = (token: string, stuId: number, step: number, fields: object, stuOther: object = {}, extra: object = {}) =>
  saveStep(t, token, stuId, step, fields, stuOther, extra);
const upload = (token: string, name: string, bytes: Buffer, use = 'attachment') => uploadFile(t, token, name, bytes, use);
const PNG = makePng();

/** 30 saves of one step at once, all based on one version; the i-th sends fields(i). */
const thirtyAtOnce = (token: string, stuId: number, version: number, step: number, fields: (i: number) => object) =>
  Promise.all(
    Array.from({ length: 30 }, (_, i) => t.post('/api/clerk/web/stu/update', updateBody(stuId, version, step, fields(i)), { token })),
  );
const errorsOf = (r: any) => (r.data?.errors ?? []).map((e: any) => `${e.field}:${e.message}`);

/** Fill every step after the first with valid data, with both consents a submit needs. */
const fillAll = (token: string, stuId: number, uniId = ukUnis[0].id) => fillStudentFile(t, token, stuId, { uniId, transfer: true });
const OTHER = studentOther;

describe('dictionary values and dates the form never offers', () => {
  it('refuses a value outside the dictionary or a future birthday, names the field, and changes nothing', async () => {
    const { token } = await registerByPhone(t);
    const future = `${new Date().getUTCFullYear() + 1}-01-01`;
    const bad1 = await add(token, basic({ nationality: 'ZZZ' }));
    expect(bad1.code).toBe('003');
    expect(errorsOf(bad1)).toEqual(['nationality:选项不正确']);
    const bad2 = await add(token, basic({ birthday: future }));
    expect(errorsOf(bad2)).toEqual(['birthday:日期不能晚于今天']);
    const stuId = (await add(token)).data.stuId;
    const before = (await info(token, stuId)).data;
    const cases: [number, object, object?, string?][] = [
      [5, { stuLanguageList: [{ languageType: 'zzz', totalPoints: '7.0', examDate: '2026-01-10' }] }, {}, 'stuLanguageList.0.languageType'],
      [
        7,
        {
          stuContactList: [
            {
              contactName: '张父',
              contactRelation: 'zzz',
              phoneNumber: '13900139000',
              email: 'dad@example.com',
              address: '1 Main Street',
              zipCode: '100000',
            },
          ],
        },
        {},
        'stuContactList.0.contactRelation',
      ],
      [
        3,
        {
          stuEduList: [
            {
              beginDate: '2019-09-01',
              endDate: '2023-06-30',
              schoolName: 'Peking University',
              majorName: 'Computer Science',
              gpa: '3.6',
              stuDegree: '99',
            },
          ],
        },
        {},
        'stuEduList.0.stuDegree',
      ],
      [11, {}, { ...OTHER, isPr: '1', visaStatus: 'nope' }, 'visaStatus'],
    ];
    for (const [step, fields, other, field] of cases) {
      const r = await save(token, stuId, step, fields, other);
      expect(r.code, `step ${step}`).toBe('003');
      expect(errorsOf(r)).toEqual([`${field}:选项不正确`]);
    }
    const after = (await info(token, stuId)).data;
    expect(after.version).toBe(before.version);
    expect(after.stuLanguageList).toEqual([]);
    // The boundary that passes: entries of the dictionaries.
    expect(
      (await save(token, stuId, 5, { stuLanguageList: [{ languageType: '1', totalPoints: '7.0', examDate: '2026-01-10' }] })).code,
    ).toBe('000');
  });
});

describe('course types and durations', () => {
  it('takes only entries of the course-type dictionary of the country and of course_age, on the apply step and in agentAddApply', async () => {
    const { token } = await registerByPhone(t);
    const stuId = (await add(token, basic({ stuSpell: 'Course Dict' }))).data.stuId;
    const before = (await info(token, stuId)).data;
    const cases: [object, string][] = [
      [{ courseType: '99' }, 'agentApplyList.0.courseList.0.courseType:选项不正确'],
      [{ courseAge: '9' }, 'agentApplyList.0.courseList.0.courseAge:选项不正确'],
    ];
    for (const [patch, expected] of cases) {
      const r = await save(token, stuId, 2, { countryId: UK, agentApplyList: [entry(ukUnis[0].id, { courseList: [course(patch)] })] });
      expect(r.code, JSON.stringify(patch)).toBe('003');
      expect(errorsOf(r)).toEqual([expected]);
    }
    // The second course of the second school is named, in English with lang en.
    const cur = await info(token, stuId);
    const en = await t.post(
      '/api/clerk/web/stu/update',
      {
        id: stuId,
        stuId,
        version: cur.data.version,
        countryId: UK,
        stuOther: { currentStep: 2 },
        agentApplyList: [entry(ukUnis[0].id), entry(ukUnis[1].id, { courseList: [course(), course({ courseType: '0' })] })],
      },
      { token, lang: 'en' },
    );
    expect(errorsOf(en)).toEqual(['agentApplyList.1.courseList.1.courseType:Invalid option']);
    expect((await info(token, stuId)).data.version).toBe(before.version);
    // Adding schools later follows the same rule.
    expect((await save(token, stuId, 2, { countryId: UK, agentApplyList: [entry(ukUnis[0].id)] })).code).toBe('000');
    const later = await t.post(
      '/api/clerk/web/stu/agentAddApply',
      { stuId, agentApplyList: [entry(ukUnis[1].id, { courseList: [course({ courseAge: '9' })] })] },
      { token },
    );
    expect(later.code).toBe('003');
    expect(errorsOf(later)).toEqual(['agentApplyList.0.courseList.0.courseAge:选项不正确']);
    // Every entry of the dictionaries passes (the boundary): type 10 (summer school) for 5 years.
    const ok = await save(token, stuId, 2, {
      countryId: UK,
      agentApplyList: [entry(ukUnis[0].id, { courseList: [course({ courseType: '10', courseAge: '5' })] })],
    });
    expect(ok.code, ok.msg).toBe('000');
    expect((await info(token, stuId)).data.agentApplyList[0].courseList[0]).toMatchObject({ courseType: '10', courseAge: '5' });
  });
});

/** Whether a text is one of the catalogue's messages in the language (parameters filled in). */
function inCatalogue(text: string, lang: Lang): boolean {
  const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const texts = [...Object.values(VALIDATION_MESSAGES).map((m) => m[lang] as string), codeMessage('003', lang)];
  return texts.some((m) =>
    new RegExp(
      `^${m
        .split(/\{\w+\}/)
        .map(esc)
        .join('.+')}$`,
    ).test(text),
  );
}

describe("every message of a refused save is from the catalogue, in the caller's language", () => {
  // One bad value per kind of rule: a wrong type, too long, not an option, too many files, a list
  // that is not one, an entry that is not an object, a broken date, a missing list.
  const PDF_REC = {
    fileName: 'a.pdf',
    fileNameAfter: `${'a'.repeat(32)}.pdf`,
    fileRoute: `/api/file/${'a'.repeat(32)}.pdf`,
    name: 'a.pdf',
    url: '',
  };
  const BAD: [number, object, object?][] = [
    [1, basic({ stuName: 123 })],
    [1, basic({ stuSpell: 'x'.repeat(51) })],
    [1, basic({ sex: '5' })],
    [1, basic({ birthday: 20040506 })],
    [1, basic({ phoneNumber: ['13800138000'] })],
    [1, basic({ remarks: { text: 'x' } })],
    [2, { countryId: UK, agentApplyList: 'x' }],
    [2, { countryId: UK, agentApplyList: [5] }],
    [2, { countryId: UK, agentApplyList: [{ uniId: 'abc', courseList: [course()] }] }],
    [
      2,
      {
        countryId: UK,
        agentApplyList: [{ uniId: 1.5, uniName: 7, courseList: [course({ courseId: true, volSort: 'xyz', coreBeginDate: 5 })] }],
      },
    ],
    [2, { countryId: UK, agentApplyList: [{ uniId: 1, courseList: 'x', netApplyFile: [{ fileRoute: 5 }] }] }],
    [3, { stuEduList: [5] }],
    [
      3,
      {
        stuEduList: [
          {
            beginDate: '2019-09-01',
            endDate: '2023-06-30',
            schoolName: 'PKU',
            majorName: 'CS',
            gpa: '3.6',
            collegeId: {},
            dataType: 'xyz',
            stuDegree: 7,
          },
        ],
      },
    ],
    [4, { stuWorkList: 'none' }, { isWork: '1' }],
    [4, { stuWorkList: [] }, { isWork: 'yes' }],
    [5, { stuLanguageList: [{ languageType: 5, examDate: 20240101, totalPoints: 7 }] }],
    [6, { stuReferrerList: [{ sex: '3', email: 5 }] }],
    [7, { stuContactList: 'x' }],
    [7, { stuContactList: [null] }],
    [8, {}, { cardType: 1, cardValidity: 202908, cardNo: 4111 }],
    [9, { stuKinsfolkList: [{}] }, { isApplyKinsfolk: '1' }],
    [10, { applyFile: 'x' }, { annexTypeList: 'x' }],
    [10, { applyFile: [{ ...PDF_REC, annexType: 5 }] }, { annexTypeList: [1] }],
    [11, {}, { ...OTHER, isRefusal: '1', refusalFile: [PDF_REC, PDF_REC] }],
    [11, {}, { ...OTHER, isApplyVisa: '1', visaType: 'F1', visaBeginDate: 2024, visaFile: [PDF_REC, PDF_REC] }],
    [11, {}, { ...OTHER, isPr: '1', visaStatus: 7, isInCountry: 1 }],
  ];
  it.each(['cn', 'en'] as const)('in %s', async (lang) => {
    const { token } = await registerByPhone(t);
    const stuId = (await add(token, basic({ stuSpell: `Catalogue ${lang}` }))).data.stuId;
    const leaks: string[] = [];
    for (const [step, fields, other] of BAD) {
      const cur = await info(token, stuId);
      const r = await t.post('/api/clerk/web/stu/update', updateBody(stuId, cur.data.version, step, fields, other ?? {}), { token, lang });
      expect(r.code, `step ${step} ${JSON.stringify(fields)} ${JSON.stringify(other)}`).toBe('003');
      const errors: { field: string; message: string }[] = r.data?.errors ?? [];
      expect(errors.length).toBeGreaterThan(0);
      for (const e of errors) if (!inCatalogue(e.message, lang)) leaks.push(`step ${step} ${e.field}: ${e.message}`);
      expect(r.msg).toBe(`${errors[0].field}: ${errors[0].message}`);
    }
    expect(leaks).toEqual([]);
  });
});

describe('create and update', () => {
  it('creates at step 1 and answers the stuId; update saves the next steps and ticks them', async () => {
    const { token } = await registerByPhone(t);
    const r = await add(token);
    expect(r.code).toBe('000');
    expect(r.data).toMatchObject({ currentStep: 1, currentStepStr: '1', agentDraftStatus: '0', referralStatus: 0, agentApplyList: [] });
    // The UK needs the course link: the answer says so, before step 2 opens.
    expect(r.data.requiresProfessionalLink).toBe(true);
    const stuId = r.data.stuId;
    const u = await save(token, stuId, 2, { countryId: UK, agentApplyList: [entry(ukUnis[0].id)] });
    expect(u.code).toBe('000');
    expect(u.data).toMatchObject({ stuId, currentStep: 2, currentStepStr: '1,2', agentDraftStatus: '0' });
    expect(u.data.agentApplyList).toMatchObject([
      { applyId: expect.any(Number), uniId: ukUnis[0].id, courseList: [{ courseId: expect.any(Number) }] },
    ]);
    const d = (await info(token, stuId)).data;
    expect(d).toMatchObject({ stuName: '张三', stuSpell: 'Zhang San', countryId: UK, isEditable: '0', referralStatus: 0 });
    expect(d.agentApplyList).toHaveLength(1);
    expect(d.applyList).toEqual(d.agentApplyList);
    expect(d.agentApplyList[0]).toMatchObject({
      uniId: ukUnis[0].id,
      uniEnName: ukUnis[0].name,
      courseList: [{ courseName: 'MSc Computer Science', courseAge: '1', volSort: '1' }],
    });
  });

  it('refuses an add that does not start with basic info, and an update without the version', async () => {
    const { token } = await registerByPhone(t);
    const r = await t.post('/api/clerk/web/stu/add', { stuOther: { currentStep: 3 }, stuEduList: [] }, { token });
    expect(r.code).toBe('70020');
    const created = await add(token, basic({ stuSpell: 'No Version' }));
    const u = await t.post(
      '/api/clerk/web/stu/update',
      { id: created.data.stuId, stuId: created.data.stuId, ...basic(), stuOther: { currentStep: 1 } },
      { token },
    );
    expect(u.code).toBe('003');
    expect(u.msg).toContain('version');
  });

  it('tidies names and keeps the defaults of a course', async () => {
    const { token } = await registerByPhone(t);
    const r = await add(token, basic({ stuName: '  李  四', stuSpell: 'Li   Si' }));
    const stuId = r.data.stuId;
    const [m] = await q<{ id: number }>(sql`SELECT id FROM majors WHERE uni_id = ${ukUnis[1].id} LIMIT 1`);
    await save(token, stuId, 2, {
      countryId: UK,
      agentApplyList: [
        {
          uniId: ukUnis[1].id,
          courseList: [{ courseName: 'BSc Physics', courseType: '1', beginDate: '2027-09', professionalLink: 'none', majorId: m.id }],
        },
      ],
    });
    const d = (await info(token, stuId)).data;
    expect(d).toMatchObject({ stuName: '李 四', stuSpell: 'Li Si' });
    expect(d.agentApplyList[0].courseList[0]).toMatchObject({ courseAge: '3', volSort: '1', majorId: m.id });
  });
});

describe('step rules (server uses the wizard schema)', () => {
  let token: string;
  let stuId: number;
  beforeAll(async () => {
    ({ token } = await registerByPhone(t));
    stuId = (await add(token, basic({ stuSpell: 'Rule Tester' }))).data.stuId;
  });
  it.each([
    [1, basic({ stuSpell: '张San' }), {}, 'stuSpell:不允许输入中文'],
    [1, basic({ stuName: '   ' }), {}, 'stuName:不能只输入空格'],
    [1, basic({ phoneNumber: '12800138000' }), {}, 'phoneNumber:请输入正确的手机号'],
    [1, basic({ stuEmail: 'a.example.com' }), {}, 'stuEmail:请输入邮箱正确格式'],
    [1, basic({ homeAddress: '北京 Road' }), {}, 'homeAddress:不允许输入中文'],
    [1, basic({ birthday: '2004-02-30' }), {}, 'birthday:请选择正确的日期（yyyy-MM-dd）'],
    [1, basic({ remarks: 'x'.repeat(101) }), {}, 'remarks:长度不能超过100个字符'],
    [2, { countryId: UK, agentApplyList: [entry(0)] }, {}, 'agentApplyList.0.uniId:请选择'],
    [
      2,
      { countryId: UK, agentApplyList: [entry(1, { courseList: [course({ courseName: '  ' })] })] },
      {},
      'agentApplyList.0.courseList.0.courseName:不能只输入空格',
    ],
    [
      2,
      { countryId: UK, agentApplyList: [entry(1, { courseList: [course({ professionalLink: '' })] })] },
      {},
      'agentApplyList.0.courseList.0.professionalLink:请输入',
    ],
    [
      3,
      { stuEduList: [{ beginDate: '2019-09-01', endDate: '2023-06-30', schoolName: 'PKU', majorName: '计算机', gpa: '3.6' }] },
      {},
      "stuEduList.0.majorName:只能输入英文、数字、空格及 ' . , ( ) -",
    ],
    [
      3,
      { stuEduList: [{ beginDate: '2019-09-01', endDate: '2018-06-30', schoolName: 'PKU', majorName: 'CS', gpa: '3.6' }] },
      {},
      'stuEduList.0.endDate:结束时间不能早于开始时间',
    ],
    [4, { stuWorkList: [] }, { isWork: '1' }, 'stuWorkList:请输入'],
    [
      4,
      { stuWorkList: [{ beginDate: '2020-01-01', endDate: '2021-01-01', workUnit: 'x'.repeat(101), workPosition: 'Dev' }] },
      { isWork: '1' },
      'stuWorkList.0.workUnit:长度不能超过100个字符',
    ],
    [6, { stuReferrerList: [{ email: 'no-at-sign' }] }, {}, 'stuReferrerList.0.email:请输入邮箱正确格式'],
    [7, { stuContactList: [] }, {}, 'stuContactList:请输入'],
    [
      7,
      {
        stuContactList: [
          { contactName: 'Dad', contactRelation: '', phoneNumber: '13900139000', email: 'd@x.com', address: 'A', zipCode: '1' },
        ],
      },
      {},
      'stuContactList.0.contactRelation:请选择',
    ],
    [8, {}, { cardType: '3' }, 'cardType:选项不正确'],
    [8, {}, { cardValidity: '2029-13' }, 'cardValidity:请选择正确的月份（yyyy-MM）'],
    [9, { stuKinsfolkList: [{ kinsfolkName: 'Bro' }] }, { isApplyKinsfolk: '1' }, 'stuKinsfolkList.0.kinsfolkRelation:请选择'],
    [10, { applyFile: [] }, { annexTypeList: [] }, 'annexTypeList:请选择'],
    [11, {}, { ...OTHER, isPr: '1', visaStatus: '' }, 'visaStatus:请选择'],
    [11, {}, { ...OTHER, isApplyCountry: '1', schoolName: '  ', majorName: 'x' }, 'schoolName:不能只输入空格'],
    [11, {}, { ...OTHER, isRefusal: '1' }, 'refusalFile:请上传'],
  ])('step %i refuses %j', async (step, fields, other, expected) => {
    const before = (await info(token, stuId)).data;
    const r = await save(token, stuId, step, fields, other);
    expect(r.code).toBe('003');
    expect(errorsOf(r).map((e: string) => e.replace(/[“”]/g, ''))).toContain(expected);
    const after = (await info(token, stuId)).data;
    expect(after.version).toBe(before.version);
  });

  it('accepts the boundaries: 50-character names, 200-character address, 100 remarks, 11-digit phone', async () => {
    const r = await save(
      token,
      stuId,
      1,
      basic({
        stuName: '名'.repeat(50),
        stuSpell: 'A'.repeat(50),
        homeAddress: 'B'.repeat(200),
        remarks: 'r'.repeat(100),
        phoneNumber: '19912345678',
      }),
    );
    expect(r.code, r.msg).toBe('000');
  });

  it('requires a follow-up exactly when its question is answered yes, and clears it otherwise', async () => {
    const ok = await save(
      token,
      stuId,
      11,
      {},
      { ...OTHER, isPr: '0', visaStatus: '2', isEnglishBg: '0', giveLessonsTime: '3 years', isEnglish: '1', firstLanguage: 'French' },
    );
    expect(ok.code, ok.msg).toBe('000');
    const d = (await info(token, stuId)).data;
    expect(d.stuOther).toMatchObject({ isPr: '0', visaStatus: null, giveLessonsTime: null, firstLanguage: null });
    const yes = await save(token, stuId, 11, {}, { ...OTHER, isPr: '1', visaStatus: '2' });
    expect(yes.code).toBe('000');
    expect((await info(token, stuId)).data.stuOther.visaStatus).toBe('2');
  });

  it('answers the messages in English with lang en', async () => {
    const cur = await info(token, stuId);
    const r = await t.post(
      '/api/clerk/web/stu/update',
      { id: stuId, stuId, version: cur.data.version, ...basic({ stuSpell: '张' }), stuOther: { currentStep: 1 } },
      { token, lang: 'en' },
    );
    expect(errorsOf(r)).toContain('stuSpell:Chinese characters are not allowed');
  });
});

describe('schools', () => {
  let token: string;
  let stuId: number;
  beforeAll(async () => {
    ({ token } = await registerByPhone(t));
    stuId = (await add(token, basic({ stuSpell: 'School Tester' }))).data.stuId;
  });
  it('allows five schools and refuses a sixth with the spec message', async () => {
    const five = ukUnis.slice(0, 5).map((u) => entry(u.id));
    expect((await save(token, stuId, 2, { countryId: UK, agentApplyList: five })).code).toBe('000');
    const r = await save(token, stuId, 2, { countryId: UK, agentApplyList: [...five, entry(ukUnis[5].id)] });
    expect(r.code).toBe('003');
    expect(r.msg).toContain('您已经添加了5所院校，不能再添加了');
    expect((await info(token, stuId)).data.agentApplyList).toHaveLength(5);
  });
  it('keeps saved schools by applyId and removes the ones left out', async () => {
    const d = (await info(token, stuId)).data;
    const keep = d.agentApplyList.slice(0, 2).map((a: any) => ({ ...a, courseList: a.courseList }));
    const r = await save(token, stuId, 2, { countryId: UK, agentApplyList: keep });
    expect(r.code, r.msg).toBe('000');
    const after = (await info(token, stuId)).data.agentApplyList;
    expect(after.map((a: any) => a.applyId)).toEqual(keep.map((a: any) => a.applyId));
  });
  it('refuses a school of another country, twice the same school, and one without scholarship (70020)', async () => {
    const other = await save(token, stuId, 2, { countryId: UK, agentApplyList: [entry(caUni.id)] });
    expect(other).toMatchObject({ code: '70020', msg: '申请学校异常，请重新选择后再操作' });
    const twice = await save(token, stuId, 2, { countryId: UK, agentApplyList: [entry(ukUnis[0].id), entry(ukUnis[0].id)] });
    expect(twice.code).toBe('70020');
    if (noStipend) {
      const ns = await t.post('/api/clerk/web/stu/apply/uni', { uniId: noStipend.id }, { token });
      expect(ns.code).toBe('70024');
    }
  });
  it('needs the forms of a special school uploaded', async () => {
    const r = await save(token, stuId, 2, { countryId: UK, agentApplyList: [entry(special.id, { isSpecial: '0' })] });
    expect(r.code).toBe('003');
    expect(errorsOf(r)).toContain('agentApplyList.0.netApplyFile:请上传');
    const form = await upload(token, 'form.pdf', PDF);
    const ok = await save(token, stuId, 2, { countryId: UK, agentApplyList: [entry(special.id, { netApplyFile: [form] })] });
    expect(ok.code, ok.msg).toBe('000');
    const d = (await info(token, stuId)).data;
    expect(d.agentApplyList[0]).toMatchObject({ isSpecial: '1', netApplyFile: [{ fileName: 'form.pdf' }] });
    expect(d.agentApplyList[0].fileList.length).toBeGreaterThan(0);
  });
  it('does not mix community colleges with universities', async () => {
    const s = (await add(token, basic({ countryId: CA, stuSpell: 'Mix Tester' }))).data.stuId;
    const r = await save(token, s, 2, { countryId: CA, agentApplyList: [entry(caCollege.id), entry(caUni.id)] });
    expect(r.code).toBe('70020');
    expect(r.msg).toContain('社区学院与大学需分开申请');
    expect((await save(token, s, 2, { countryId: CA, agentApplyList: [entry(caUni.id)] })).code).toBe('000');
    const tip = await t.post('/api/clerk/agent/stu/checkUniTypeTip', { countryId: CA, uniIdList: [caCollege.id], stuId: s }, { token });
    expect(tip).toMatchObject({ code: '000', data: '1' });
    const same = await t.post('/api/clerk/agent/stu/checkUniTypeTip', { countryId: CA, uniIdList: [caUni.id], stuId: s }, { token });
    expect(same.data).toBe('0');
  });
  it('refuses a country change with saved schools until switch/country clears them', async () => {
    const s = (await add(token, basic({ stuSpell: 'Switch Tester' }))).data.stuId;
    await save(token, s, 2, { countryId: UK, agentApplyList: [entry(ukUnis[0].id)] });
    const r = await save(token, s, 1, basic({ stuSpell: 'Switch Tester', countryId: CA }));
    expect(r.code).toBe('70020');
    const cur = (await info(token, s)).data;
    const sw = await t.post('/api/clerk/web/stu/switch/country', { stuId: s, countryId: CA, version: cur.version }, { token });
    expect(sw.code).toBe('000');
    const d = (await info(token, s)).data;
    expect(d).toMatchObject({ countryId: CA, oldCountryId: UK, agentApplyList: [] });
    expect(d.stuOther.currentStepStr.split(',')).not.toContain('2');
    expect(sw.data.version).toBe(cur.version + 1);
    // Canada needs the course link too: the answer says so, for the step-2 form.
    expect(sw.data.requiresProfessionalLink).toBe(true);
  });
  it('adds schools to an existing student with agentAddApply, within the five-school limit', async () => {
    const s = (await add(token, basic({ stuSpell: 'AddApply Tester' }))).data.stuId;
    await save(token, s, 2, { countryId: UK, agentApplyList: ukUnis.slice(0, 4).map((u) => entry(u.id)) });
    const tip = await t.post('/api/clerk/web/stu/apply/count/tip', { stuId: s }, { token });
    expect(tip.data).toMatchObject({ applyCount: 4, remaining: 1, tipMsg: null });
    const two = await t.post(
      '/api/clerk/web/stu/agentAddApply',
      { stuId: s, agentApplyList: [entry(ukUnis[4].id), entry(ukUnis[5].id)] },
      { token },
    );
    expect(two.code).toBe('70020');
    expect(two.msg).toBe('您已经添加了5所院校，不能再添加了');
    const one = await t.post('/api/clerk/web/stu/agentAddApply', { stuId: s, agentApplyList: [entry(ukUnis[4].id)] }, { token });
    expect(one.code, one.msg).toBe('000');
    const full = await t.post('/api/clerk/web/stu/apply/count/tip', { stuId: s }, { token });
    expect(full.data).toMatchObject({ applyCount: 5, remaining: 0, tipMsg: '您已经添加了5所院校，不能再添加了' });
  });
});

describe('duplicates, transactions and versions', () => {
  it('warns about a duplicate student (70022) and accepts it after confirmation', async () => {
    const { token } = await registerByPhone(t);
    expect((await add(token, basic({ stuSpell: 'Wang Wu' }))).code).toBe('000');
    const dup = await add(token, basic({ stuSpell: 'wang wu' }));
    expect(dup.code).toBe('70022');
    expect(dup.msg).toContain('wang wu');
    const [{ n }] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM students s JOIN users u ON u.id = s.owner_id WHERE lower(s.stu_spell) = 'wang wu'`,
    );
    expect(n).toBe(1);
    const confirmed = await add(token, basic({ stuSpell: 'wang wu' }), { isDuplicate: 1 });
    expect(confirmed.code).toBe('000');
    // Another account may keep a student of the same name.
    const other = await registerByPhone(t);
    expect((await add(other.token, basic({ stuSpell: 'Wang Wu' }))).code).toBe('000');
  });

  it('refuses a stale save (70030) and keeps what the first save wrote', async () => {
    const { token } = await registerByPhone(t);
    const stuId = (await add(token, basic({ stuSpell: 'Two Tabs' }))).data.stuId;
    const v = (await info(token, stuId)).data.version;
    const first = await t.post(
      '/api/clerk/web/stu/update',
      { id: stuId, stuId, version: v, ...basic({ stuSpell: 'Two Tabs', remarks: 'tab one' }), stuOther: { currentStep: 1 } },
      { token },
    );
    expect(first.code).toBe('000');
    const second = await t.post(
      '/api/clerk/web/stu/update',
      { id: stuId, stuId, version: v, ...basic({ stuSpell: 'Two Tabs', remarks: 'tab two' }), stuOther: { currentStep: 1 } },
      { token },
    );
    expect(second.code).toBe('70030');
    expect(second.data.version).toBe(first.data.version);
    expect((await info(token, stuId)).data.remarks).toBe('tab one');
  });

  it('runs two saves of the same version at once: exactly one wins', async () => {
    const { token } = await registerByPhone(t);
    const stuId = (await add(token, basic({ stuSpell: 'Race Tester' }))).data.stuId;
    const v = (await info(token, stuId)).data.version;
    const one = (remarks: string) =>
      t.post(
        '/api/clerk/web/stu/update',
        { id: stuId, stuId, version: v, ...basic({ stuSpell: 'Race Tester', remarks }), stuOther: { currentStep: 1 } },
        { token },
      );
    const results = await Promise.all([one('a'), one('b'), one('c')]);
    expect(results.filter((r) => r.code === '000')).toHaveLength(1);
    expect(results.filter((r) => r.code === '70030')).toHaveLength(2);
  });

  it("saves a list step in one statement: 30 saves of one version at once leave exactly the winner's rows, in order", async () => {
    const { token } = await registerByPhone(t);
    const stuId = (await add(token, basic({ stuSpell: 'List Race' }))).data.stuId;
    const edu = (school: string) => ({
      beginDate: '2019-09-01',
      endDate: '2023-06-30',
      schoolName: school,
      majorName: 'CS',
      gpa: '3.6',
      stuDegree: '1',
    });
    expect((await save(token, stuId, 3, { stuEduList: [edu('Old A'), edu('Old B')] })).code).toBe('000');
    const v = (await info(token, stuId)).data.version;
    const results = await thirtyAtOnce(token, stuId, v, 3, (i) => ({ stuEduList: [edu(`S${i} first`), edu(`S${i} second`)] }));
    const won = results.flatMap((r, i) => (r.code === '000' ? [i] : []));
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.code === '70030')).toHaveLength(29);
    const after = await info(token, stuId);
    expect(after.data.version).toBe(v + 1);
    expect(after.data.stuEduList.map((e: any) => e.schoolName)).toEqual([`S${won[0]} first`, `S${won[0]} second`]);
    // An empty list clears the step's rows; a stale save of it changes nothing.
    const work = { beginDate: '2023-07-01', endDate: '2024-06-30', workUnit: 'Acme', workPosition: 'Engineer' };
    expect((await save(token, stuId, 4, { stuWorkList: [work] }, { isWork: '1' })).code).toBe('000');
    const withWork = (await info(token, stuId)).data;
    expect(withWork.stuWorkList).toHaveLength(1);
    expect((await save(token, stuId, 4, { stuWorkList: [] }, { isWork: '0' })).code).toBe('000');
    expect((await info(token, stuId)).data.stuWorkList).toEqual([]);
    const stale = await t.post(
      '/api/clerk/web/stu/update',
      updateBody(stuId, withWork.version, 4, { stuWorkList: [work] }, { isWork: '1' }),
      { token },
    );
    expect(stale.code).toBe('70030');
    expect((await info(token, stuId)).data.stuWorkList).toEqual([]);
  });

  it('changes nothing when a save fails half-way (one transaction), while other requests go on', async () => {
    const { token } = await registerByPhone(t);
    const stuId = (await add(token, basic({ stuSpell: 'Tx Tester' }))).data.stuId;
    await save(token, stuId, 2, { countryId: UK, agentApplyList: [entry(ukUnis[0].id), entry(ukUnis[1].id)] });
    const before = (await info(token, stuId)).data;
    // An applyId of another student passes the schema but fails inside the transaction, after the version was raised.
    const foreign = (await q<{ id: number }>(sql`SELECT id FROM student_applies WHERE stu_id <> ${stuId} LIMIT 1`))[0].id;
    const [bad] = await Promise.all([
      save(token, stuId, 2, { countryId: UK, agentApplyList: [entry(ukUnis[2].id), { ...entry(ukUnis[3].id), applyId: foreign }] }),
      t.post('/api/uni/school-university/listUniByKeyWords', { uniNameLike: 'oxford' }),
      t.post('/api/clerk/web/stu/list', {}, { token }),
    ]);
    expect(bad.code).toBe('003');
    const after = (await info(token, stuId)).data;
    expect(after.version).toBe(before.version);
    expect(after.agentApplyList.map((a: any) => a.uniId)).toEqual(before.agentApplyList.map((a: any) => a.uniId));
  });
});

describe('a re-save of a done step: one statement, without reading the file first', () => {
  /** The statements the database is sent while `fn` runs (both drivers send them through $client.query). */
  async function statementsDuring<T>(fn: () => Promise<T>): Promise<{ result: T; texts: string[] }> {
    const client = (t.database.db as unknown as { $client: { query: (...a: any[]) => any } }).$client;
    const query = client.query;
    const texts: string[] = [];
    client.query = function (this: unknown, ...a: any[]) {
      texts.push(String(typeof a[0] === 'string' ? a[0] : a[0]?.text));
      return query.apply(this, a);
    };
    try {
      return { result: await fn(), texts };
    } finally {
      client.query = query;
    }
  }
  const touchesStudents = (texts: string[]) => texts.filter((x) => /"students"/.test(x));
  const contact = (phoneNumber: string) => ({
    contactName: 'Mum',
    contactRelation: '1',
    phoneNumber,
    email: 'm@x.com',
    address: 'A',
    zipCode: '1',
  });

  it('writes a done step in one statement and answers as before; a first save of a step reads the file first', async () => {
    const { token } = await registerByPhone(t);
    const stuId = (await add(token, basic({ stuSpell: 'One Statement' }))).data.stuId;
    const v = (await info(token, stuId)).data.version;
    const body = (version: number, step: number, fields: object) => updateBody(stuId, version, step, fields);
    const again = await statementsDuring(() =>
      t.post('/api/clerk/web/stu/update', body(v, 1, basic({ stuSpell: 'One Statement', remarks: 'again' })), { token }),
    );
    expect(again.result).toMatchObject({
      code: '000',
      data: { stuId, version: v + 1, currentStep: 1, currentStepStr: '1', requiresProfessionalLink: true },
    });
    expect(touchesStudents(again.texts)).toHaveLength(1);
    expect(touchesStudents(again.texts)[0]).toMatch(/^with u as \(update "students"/i);
    // Step 3 is not done yet: the file is read first, then written.
    const edu = { beginDate: '2019-09-01', endDate: '2023-06-30', schoolName: 'PKU', majorName: 'CS', gpa: '3.6', stuDegree: '1' };
    const first = await statementsDuring(() => t.post('/api/clerk/web/stu/update', body(v + 1, 3, { stuEduList: [edu] }), { token }));
    expect(first.result).toMatchObject({ code: '000', data: { version: v + 2, currentStep: 3, currentStepStr: '1,3' } });
    expect(touchesStudents(first.texts).length).toBeGreaterThan(1);
    // Saved again, the list step is one statement too, and the file reads as written.
    const second = await statementsDuring(() =>
      t.post('/api/clerk/web/stu/update', body(v + 2, 3, { stuEduList: [edu, { ...edu, schoolName: 'THU' }] }), { token }),
    );
    expect(second.result).toMatchObject({ code: '000', data: { version: v + 3, currentStep: 3, currentStepStr: '1,3' } });
    expect(touchesStudents(second.texts)).toHaveLength(1);
    const after = (await info(token, stuId)).data;
    expect(after).toMatchObject({ version: v + 3, remarks: 'again', stuOther: { currentStep: 3, currentStepStr: '1,3' } });
    expect(after.stuEduList.map((e: any) => e.schoolName)).toEqual(['PKU', 'THU']);
  });

  it('saves every such step again as the file reads, each in one statement, and the file reads the same after', async () => {
    const { token } = await registerByPhone(t);
    const stuId = (await add(token, basic({ stuSpell: 'Every Step Again' }))).data.stuId;
    await fillAll(token, stuId);
    const work = { beginDate: '2023-07-01', endDate: '2024-06-30', workUnit: 'Acme', workPosition: 'Engineer' };
    const referrer = { referrerName: 'Prof Li', sex: '1', workPosition: 'Professor', phoneNumber: '13600136000', email: 'li@x.com' };
    const relative = {
      kinsfolkName: 'Zhang Er',
      kinsfolkRelation: '1',
      birthday: '2002-03-04',
      nationality: 'CN',
      workUnit: 'Acme',
      phoneNumber: '13500135000',
      email: 'er@x.com',
      address: '2 Main Street',
      zipCode: '100000',
    };
    expect((await save(token, stuId, 4, { stuWorkList: [work] }, { isWork: '1' })).code).toBe('000');
    expect((await save(token, stuId, 6, { stuReferrerList: [referrer] })).code).toBe('000');
    expect((await save(token, stuId, 9, { stuKinsfolkList: [relative] }, { isApplyKinsfolk: '1' })).code).toBe('000');
    const before = (await info(token, stuId)).data;
    let version = before.version;
    for (const step of [1, 3, 4, 5, 6, 7, 8, 9] as const) {
      // The step's fields as the wizard sends them back: its part of the file as read (secrets masked).
      const fields = (from: Record<string, unknown>) =>
        Object.fromEntries(STEP_FIELDS[step].filter((k) => k in from).map((k) => [k, from[k]]));
      const { stuOther, ...root } = before;
      const { texts, result } = await statementsDuring(() =>
        t.post(
          '/api/clerk/web/stu/update',
          updateBody(stuId, version, step, fields(root), { ...fields(stuOther), currentStepStr: stuOther.currentStepStr }),
          { token },
        ),
      );
      expect(result, `step ${step}`).toMatchObject({ code: '000', data: { version: version + 1, currentStep: step } });
      expect(touchesStudents(texts), `step ${step}`).toHaveLength(1);
      version++;
    }
    const after = (await info(token, stuId)).data;
    // Each save stamps the file's update time (it may cross a second); the rest reads as before.
    const kept = (d: any) => ({ ...d, version: 0, updateDate: '', stuOther: { ...d.stuOther, currentStep: 0 } });
    expect(kept(after)).toEqual(kept(before));
    expect(after.updateDate >= before.updateDate).toBe(true);
    expect(after.stuWorkList).toMatchObject([work]);
    expect(after.stuReferrerList).toMatchObject([referrer]);
    expect(after.stuKinsfolkList).toMatchObject([relative]);
    // The secrets were sent back masked and are kept as they were.
    const [row] = await q<any>(sql`SELECT card_no_enc, card_safety_code_enc, edu_password_enc FROM students WHERE id = ${stuId}`);
    expect(Object.values(row).every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
  });

  it('refuses what a save that reads the file refuses, with the current version, and changes nothing', async () => {
    const { token } = await registerByPhone(t);
    const stuId = (await add(token, basic({ stuSpell: 'Guarded Resave' }))).data.stuId;
    expect((await save(token, stuId, 7, { stuContactList: [contact('13900139000')] })).code).toBe('000');
    expect((await save(token, stuId, 2, { countryId: UK, agentApplyList: [entry(ukUnis[0].id)] })).code).toBe('000');
    const before = (await info(token, stuId)).data;
    const body = (step: number, fields: object) => updateBody(stuId, before.version, step, fields);
    const stranger = await registerByPhone(t);
    const missing = await info(stranger.token, 999999);
    // Another account, with the right version.
    const foreign = await t.post('/api/clerk/web/stu/update', body(1, basic({ stuSpell: 'Guarded Resave', remarks: 'mine now' })), {
      token: stranger.token,
    });
    expect(foreign).toMatchObject({ code: '005', msg: missing.msg });
    // The student's own number for the guardian (70023).
    const ownPhone = await t.post('/api/clerk/web/stu/update', body(7, { stuContactList: [contact(basicStudent.phoneNumber)] }), { token });
    expect(ownPhone.code).toBe('70023');
    // Another country while schools are saved.
    const country = await t.post('/api/clerk/web/stu/update', body(1, basic({ stuSpell: 'Guarded Resave', countryId: CA })), { token });
    expect(country).toMatchObject({ code: '70020', msg: '更换国家会清空已选院校，请先确认更换国家' });
    // Another identity that an other file of the account has (70022).
    expect((await add(token, basic({ stuSpell: 'Taken Name' }))).code).toBe('000');
    const dup = await t.post('/api/clerk/web/stu/update', body(1, basic({ stuSpell: 'Taken Name' })), { token });
    expect(dup.code).toBe('70022');
    const after = (await info(token, stuId)).data;
    expect(after.version).toBe(before.version);
    expect(after).toMatchObject({ stuSpell: 'Guarded Resave', countryId: UK, remarks: before.remarks });
    expect(after.stuContactList.map((c: any) => c.phoneNumber)).toEqual(['13900139000']);
    // Staff reach every file: the same re-save by an administrator is written.
    const staff = await t.post('/api/clerk/web/stu/update', body(7, { stuContactList: [contact('13700137000')] }), { token: adminToken });
    expect(staff).toMatchObject({ code: '000', data: { version: before.version + 1 } });
  });

  it('takes one of 30 re-saves of one version at once; the others are told the file changed', async () => {
    const { token } = await registerByPhone(t);
    const stuId = (await add(token, basic({ stuSpell: 'Resave Race' }))).data.stuId;
    const v = (await info(token, stuId)).data.version;
    const results = await thirtyAtOnce(token, stuId, v, 1, (i) => basic({ stuSpell: 'Resave Race', remarks: `tab ${i}` }));
    const won = results.flatMap((r, i) => (r.code === '000' ? [i] : []));
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.code === '70030' && r.data.version === v + 1)).toHaveLength(29);
    expect((await info(token, stuId)).data).toMatchObject({ version: v + 1, remarks: `tab ${won[0]}` });
  });
});

describe('sensitive fields', () => {
  it('stores card number, CVV and portal password encrypted, masks every read, keeps them when sent back masked', async () => {
    const { token } = await registerByPhone(t);
    const stuId = (await add(token, basic({ stuSpell: 'Card Tester' }))).data.stuId;
    await giveFileConsents(t, token, stuId, ['sensitive']);
    const r = await save(
      token,
      stuId,
      8,
      {},
      {
        cardType: '0',
        cardUsername: 'CARD TESTER',
        cardNo: '5500 0000 0000 0004',
        cardValidity: '2030-01',
        cardSafetyCode: '987',
        eduPassword: 'pa55word',
      },
    );
    expect(r.code, r.msg).toBe('000');
    const [row] = await q<any>(sql`SELECT card_no_enc, card_safety_code_enc, edu_password_enc FROM students WHERE id = ${stuId}`);
    for (const v of Object.values(row)) {
      expect(String(v)).toMatch(/^v2\./);
      expect(String(v)).not.toMatch(/5500|987|pa55word/);
    }
    const d = (await info(token, stuId)).data.stuOther;
    expect(d).toMatchObject({ cardNo: '**** **** **** 0004', cardSafetyCode: SECRET_MASK, eduPassword: SECRET_MASK });
    // Sent back masked: nothing changes. Cleared: removed.
    expect((await save(token, stuId, 8, {}, { ...d, cardUsername: 'NEW NAME' })).code).toBe('000');
    const [kept] = await q<any>(sql`SELECT card_no_enc, card_safety_code_enc FROM students WHERE id = ${stuId}`);
    expect(kept.card_no_enc).toBe(row.card_no_enc);
    expect(kept.card_safety_code_enc).toBe(row.card_safety_code_enc);
    expect((await save(token, stuId, 8, {}, { ...d, cardSafetyCode: '' })).code).toBe('000');
    expect((await info(token, stuId)).data.stuOther.cardSafetyCode).toBeNull();
    // The list never carries them either.
    expect(JSON.stringify(await t.post('/api/clerk/web/stu/list', {}, { token }))).not.toContain('0004');
  });

  it('lets staff see the full card through one audited call, and purges the CVV after 30 days or a transfer', async () => {
    const { token } = await registerByPhone(t);
    const stuId = (await add(token, basic({ stuSpell: 'Purge Tester' }))).data.stuId;
    await fillAll(token, stuId);
    const denied = await t.post('/api/clerk/web/stu/card/reveal', { stuId }, { token });
    expect(denied.code).toBe('004');
    const shown = await t.post('/api/clerk/web/stu/card/reveal', { stuId }, { token: adminToken });
    expect(shown.data).toMatchObject({ cardNo: '4111111111111234', cardSafetyCode: '321', eduPassword: 'secret9' });
    const [audit] = await q<any>(sql`SELECT action FROM audit_log WHERE target = ${String(stuId)} AND action = 'student.card.reveal'`);
    expect(audit).toBeTruthy();
    // Submit, then age the stored CVV past 30 days.
    expect((await save(token, stuId, 11, {}, OTHER, { agentDraftStatus: 1 })).code).toBe('000');
    expect(await purgeCvv(t.database.db)).toBe(0);
    await t.database.db.execute(sql`UPDATE students SET cvv_stored_at = now() - interval '31 days' WHERE id = ${stuId}`);
    expect(await purgeCvv(t.database.db)).toBe(1);
    expect((await t.post('/api/clerk/web/stu/card/reveal', { stuId }, { token: adminToken })).data).toMatchObject({
      cardNo: '4111111111111234',
      cardSafetyCode: null,
    });

    const other = (await add(token, basic({ stuSpell: 'Transfer Tester' }))).data.stuId;
    await fillAll(token, other);
    await save(token, other, 11, {}, OTHER, { agentDraftStatus: 1 });
    expect((await t.post('/api/clerk/web/stu/transfer', { stuId: other, stuStatus: 'Processing' }, { token: adminToken })).code).toBe(
      '000',
    );
    const [row] = await q<any>(sql`SELECT card_safety_code_enc, referral_status FROM students WHERE id = ${other}`);
    expect(row).toMatchObject({ card_safety_code_enc: null, referral_status: 2 });
    // A transferred case is no longer edited through the wizard.
    expect((await save(token, other, 1, basic({ stuSpell: 'Transfer Tester' }))).code).toBe('70020');
  });
});

describe('card retention and keys', () => {
  it('never copies the CVV; the card number and portal password are sealed anew for the copy', async () => {
    const { token } = await registerByPhone(t);
    const src = (await add(token, basic({ stuSpell: 'Cvv Source' }))).data.stuId;
    await fillAll(token, src);
    const copy = (await add(token, basic({ stuSpell: 'Cvv Source', countryId: IE }), { copyFromId: src, isClerkApply: '2' })).data.stuId;
    const [a, b] = await q<any>(
      sql`SELECT id, card_no_enc, card_safety_code_enc, edu_password_enc FROM students WHERE id IN (${src}, ${copy}) ORDER BY id`,
    );
    expect(b.card_safety_code_enc).toBeNull();
    expect(b.card_no_enc).not.toBe(a.card_no_enc);
    expect((await info(token, copy)).data.stuOther).toMatchObject({
      cardNo: '**** **** **** 1234',
      cardSafetyCode: null,
      eduPassword: SECRET_MASK,
    });
    const shown = await t.post('/api/clerk/web/stu/card/reveal', { stuId: copy }, { token: adminToken });
    expect(shown.data).toMatchObject({ cardNo: '4111111111111234', cardSafetyCode: null, eduPassword: 'secret9' });
    // The source's sensitive consent goes with the copied values: recorded for the copy, and
    // withdrawing it there erases the copy's values and leaves the source's.
    const [carried] = await q<any>(
      sql`SELECT id, version, detail FROM consents WHERE stu_id = ${copy} AND kind = 'sensitive' AND withdrawn_at IS NULL`,
    );
    expect(carried.detail).toMatchObject({ copiedFrom: src });
    expect((await t.post('/api/privacy/file-consents/withdraw', { id: Number(carried.id) }, { token })).code).toBe('000');
    const [a2, b2] = await q<any>(sql`SELECT card_no_enc, edu_password_enc FROM students WHERE id IN (${src}, ${copy}) ORDER BY id`);
    expect(b2).toMatchObject({ card_no_enc: null, edu_password_enc: null });
    expect(a2.card_no_enc).toBe(a.card_no_enc);
  });

  it('purges the CVV of a draft that was never submitted 30 days after it was stored', async () => {
    const { token } = await registerByPhone(t);
    const stuId = (await add(token, basic({ stuSpell: 'Draft Cvv' }))).data.stuId;
    await giveFileConsents(t, token, stuId, ['sensitive']);
    await save(
      token,
      stuId,
      8,
      {},
      { cardType: '0', cardUsername: 'DRAFT CVV', cardNo: '5500 0000 0000 0004', cardValidity: '2030-01', cardSafetyCode: '987' },
    );
    expect(await purgeCvv(t.database.db)).toBe(0);
    await t.database.db.execute(sql`UPDATE students SET cvv_stored_at = now() - interval '31 days' WHERE id = ${stuId}`);
    expect(await purgeCvv(t.database.db)).toBe(1);
    const [row] = await q<any>(sql`SELECT card_safety_code_enc, card_no_enc, referral_status FROM students WHERE id = ${stuId}`);
    expect(row).toMatchObject({ card_safety_code_enc: null, referral_status: 0 });
    expect(row.card_no_enc).toBeTruthy();
  });

  it('binds each ciphertext to its row: a card number moved into another file does not open there', async () => {
    const { token } = await registerByPhone(t);
    const a = (await add(token, basic({ stuSpell: 'Bound One' }))).data.stuId;
    const b = (await add(token, basic({ stuSpell: 'Bound Two' }))).data.stuId;
    await giveFileConsents(t, token, a, ['sensitive']);
    await save(token, a, 8, {}, { cardType: '0', cardUsername: 'BOUND ONE', cardNo: '5500 0000 0000 0004', cardValidity: '2030-01' });
    await t.database.db.execute(sql`UPDATE students SET card_no_enc = (SELECT card_no_enc FROM students WHERE id = ${a}) WHERE id = ${b}`);
    const r = await t.post('/api/clerk/web/stu/card/reveal', { stuId: b }, { token: adminToken });
    expect(r.code).not.toBe('000');
    expect(JSON.stringify(r)).not.toContain('5500000000000004');
  });

  it('re-encrypts every value with a new key (rotate-key) and refuses to start without a key that opens the data', async () => {
    const { randomBytes } = await import('node:crypto');
    const { secretBox } = await import('../../lib/secrets');
    const { rotateKeys } = await import('../../tools/rotate-key');
    const { buildApp } = await import('../../app');
    const { token } = await registerByPhone(t);
    const stuId = (await add(token, basic({ stuSpell: 'Rotate Me' }))).data.stuId;
    await giveFileConsents(t, token, stuId, ['sensitive']);
    await save(
      token,
      stuId,
      8,
      {},
      {
        cardType: '1',
        cardUsername: 'ROTATE ME',
        cardNo: '4111 1111 1111 1111',
        cardValidity: '2030-01',
        cardSafetyCode: '123',
        eduPassword: 'portal7',
      },
    );
    const oldBox = t.app.secrets;
    const newKey = randomBytes(32);
    const rotated = secretBox(newKey, [Buffer.from(t.app.config.DATA_KEY!, 'hex')]);
    // A server with only the new key is refused at start, naming the variable.
    const onlyNew = await buildApp({ config: t.app.config, database: t.database, logger: false, secrets: secretBox(newKey) });
    await expect(onlyNew.ready()).rejects.toThrow(/DATA_KEY/);
    await onlyNew.close().catch(() => undefined);
    const r = await rotateKeys(t.database.db, rotated);
    expect(r.values).toBeGreaterThanOrEqual(3);
    const [row] = await q<any>(sql`SELECT card_no_enc, card_safety_code_enc, edu_password_enc FROM students WHERE id = ${stuId}`);
    for (const v of Object.values(row)) expect(String(v)).toMatch(new RegExp(`^v2\\.${rotated.currentKeyId}\\.`));
    expect(oldBox.currentKeyId).not.toBe(rotated.currentKeyId);
    // Run again: nothing left to do.
    expect((await rotateKeys(t.database.db, rotated)).values).toBe(0);
    const { openStudentSecret } = await import('./secret-fields');
    expect(openStudentSecret(secretBox(newKey), 'cardNoEnc', stuId, row.card_no_enc)).toBe('4111111111111111');
    // Put the values back under the test app's key for the tests that follow.
    await rotateKeys(t.database.db, secretBox(Buffer.from(t.app.config.DATA_KEY!, 'hex'), [newKey]));
  });
});

describe('submit', () => {
  it('refuses a submit while a step is incomplete, then submits: referralStatus 1, name and birthday locked', async () => {
    const { token } = await registerByPhone(t);
    const stuId = (await add(token, basic({ stuSpell: 'Submit Tester' }))).data.stuId;
    const early = await save(token, stuId, 11, {}, OTHER, { agentDraftStatus: 1 });
    expect(early.code).toBe('70020');
    expect(early.msg).toBe('请先完善“申请信息”后再提交');
    await fillAll(token, stuId);
    const draft = await save(token, stuId, 11, {}, OTHER, { agentDraftStatus: 0 });
    expect(draft.data).toMatchObject({ agentDraftStatus: '0', referralStatus: 0 });
    const sub = await save(token, stuId, 11, {}, OTHER, { agentDraftStatus: 1 });
    expect(sub.code, sub.msg).toBe('000');
    expect(sub.data).toMatchObject({
      agentDraftStatus: '1',
      referralStatus: 1,
      currentStep: 12,
      currentStepStr: '1,2,3,4,5,6,7,8,9,10,11',
    });
    const d = (await info(token, stuId)).data;
    expect(d.isEditable).toBe('1');
    const locked = await save(token, stuId, 1, basic({ stuSpell: 'Renamed' }));
    expect(locked.code).toBe('70020');
    expect((await save(token, stuId, 1, basic({ stuSpell: 'Submit Tester', remarks: 'still editable' }))).code).toBe('000');
    const list = await t.post('/api/clerk/web/stu/list', { pageNo: 1, pageSize: 10 }, { token });
    expect(list.data.list[0]).toMatchObject({
      stuId,
      stuSpell: 'Submit Tester',
      referralStatus: 1,
      uniName: expect.any(String),
      uniCount: 1,
      leaveMsgCount: 0,
    });
    expect(list.data.stageCounts).toEqual({ 0: 0, 1: 1, 2: 0, 3: 0 });
    expect(list.data.list[0].createDate).toBe(d.createDate);
    expect(d.createDate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await t.post('/api/clerk/web/stu/list', { referralStatus: 0 }, { token })).data).toMatchObject({ totalCount: 0, list: [] });
    expect((await t.post('/api/clerk/web/stu/list', { referralStatus: 1 }, { token })).data.list.map((x: any) => x.stuId)).toEqual([stuId]);
  });

  it("refuses a guardian with the student's own mobile number (70023)", async () => {
    const { token } = await registerByPhone(t);
    const stuId = (await add(token, basic({ stuSpell: 'Guardian Tester' }))).data.stuId;
    const r = await save(token, stuId, 7, {
      stuContactList: [
        { contactName: 'Me', contactRelation: '1', phoneNumber: '13800138000', email: 'm@x.com', address: 'A', zipCode: '1' },
      ],
    });
    expect(r.code).toBe('70023');
  });

  it('checks attachments: count per type, file ownership and the refusal letter type', async () => {
    const { token } = await registerByPhone(t);
    const stuId = (await add(token, basic({ stuSpell: 'Files Tester' }))).data.stuId;
    const f = await upload(token, 'a.pdf', PDF);
    const fewer = await save(token, stuId, 10, { applyFile: [f] }, { annexTypeList: ['1', '2', '3'] });
    expect(errorsOf(fewer)).toContain('applyFile:您少上传了2个附件，请继续上传');
    const stranger = await registerByPhone(t);
    const theirs = await upload(stranger.token, 'b.pdf', PDF);
    const foreign = await save(token, stuId, 10, { applyFile: [theirs] }, { annexTypeList: ['1'] });
    expect(foreign).toMatchObject({ code: '003', msg: '文件上传失败，请检查附件信息模块' });
    const doc = await upload(token, 'letter.doc', Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]));
    const wrong = await save(token, stuId, 11, {}, { ...OTHER, isRefusal: '1', refusalFile: [doc] });
    expect(wrong.msg).toBe('请上传格式为jpg、jpeg、png、webp、pdf的文件');
    const png = await upload(token, 'letter.png', PNG, 'visa');
    expect((await save(token, stuId, 11, {}, { ...OTHER, isRefusal: '1', refusalFile: [png] })).code).toBe('000');
    expect((await info(token, stuId)).data.stuOther.refusalFile).toMatchObject([{ fileName: 'letter.png' }]);
  });

  it('takes every attachment format the hint lists (UPLOAD_LIMITS), Word templates and macro documents included', async () => {
    const { token } = await registerByPhone(t);
    const stuId = (await add(token, basic({ stuSpell: 'Formats Tester' }))).data.stuId;
    await giveFileConsents(t, token, stuId, ['sensitive']);
    // Minimal Office packages: the main part's content type names the format, as Word writes it.
    const office = (main: string) =>
      zip([
        {
          name: '[Content_Types].xml',
          data: Buffer.from(
            `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${main}.main+xml"/></Types>`,
          ),
        },
        {
          name: 'word/document.xml',
          data: Buffer.from('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>'),
        },
      ]);
    const files = [
      await upload(token, 'form.dotx', office('application/vnd.openxmlformats-officedocument.wordprocessingml.template')),
      await upload(token, 'cv.docm', office('application/vnd.ms-word.document.macroEnabled')),
      await upload(token, 'letter.dotm', office('application/vnd.ms-word.template.macroEnabledTemplate')),
    ];
    const r = await save(token, stuId, 10, { applyFile: files.map((f) => ({ ...f, annexType: '1' })) }, { annexTypeList: ['1'] });
    expect(r.code, r.msg).toBe('000');
    expect((await info(token, stuId)).data.applyFile.map((f: any) => f.fileName)).toEqual(['form.dotx', 'cv.docm', 'letter.dotm']);
    // The bytes still decide: a PDF named .dotx is refused.
    const { body, headers } = multipartFile('fake.dotx', PDF);
    const fake = await t.call({ method: 'POST', url: '/api/file/upload/uploadFiles?use=attachment', payload: body, token, headers });
    expect(fake.body.code).toBe('020');
  });
});

describe('ownership', () => {
  it('keeps another account out of every call and tells it nothing', async () => {
    const owner = await registerByPhone(t);
    const stuId = (await add(owner.token, basic({ stuSpell: 'Private Student' }))).data.stuId;
    const other = await registerByPhone(t);
    const missing = await info(other.token, 999999);
    const calls = [
      info(other.token, stuId),
      save(owner.token, stuId, 1, basic({ stuSpell: 'Private Student' })).then(() =>
        t.post(
          '/api/clerk/web/stu/update',
          { id: stuId, stuId, version: 1, ...basic(), stuOther: { currentStep: 1 } },
          { token: other.token },
        ),
      ),
      t.post('/api/clerk/web/stu/switch/country', { stuId, countryId: CA }, { token: other.token }),
      t.post('/api/clerk/web/stu/agentAddApply', { stuId, agentApplyList: [entry(ukUnis[0].id)] }, { token: other.token }),
      t.post('/api/clerk/web/stu/apply/count/tip', { stuId }, { token: other.token }),
      t.post('/api/clerk/agent/stu/checkUniTypeTip', { uniIdList: [ukUnis[0].id], stuId }, { token: other.token }),
      add(other.token, basic({ stuSpell: 'Copy Thief' }), { copyFromId: stuId }),
    ];
    for (const r of await Promise.all(calls)) {
      expect(r.code).toBe('005');
      expect(r.msg).toBe(missing.msg);
      expect(JSON.stringify(r)).not.toContain('Private Student');
    }
    expect((await t.post('/api/clerk/web/stu/list', {}, { token: other.token })).data.totalCount).toBe(0);
    // Staff reach every file.
    expect((await info(adminToken, stuId)).data.stuSpell).toBe('Private Student');
    // Without a session: 002.
    expect((await t.post('/api/clerk/web/stu/info', { id: stuId })).code).toBe('002');
  });
});

describe('apply now', () => {
  const applyUni = (token: string, uniId: number) => t.post('/api/clerk/web/stu/apply/uni', { uniId }, { token });
  it('walks through the result types', async () => {
    const { token } = await registerByPhone(t);
    // 1: no student yet.
    expect((await applyUni(token, ukUnis[0].id)).data).toMatchObject({ type: 1, stuId: null, carryUniId: ukUnis[0].id, countryId: UK });
    expect((await t.post('/api/clerk/web/stu/apply/situation', {}, { token })).data).toMatchObject({ type: 0 });
    const stuId = (await add(token, basic({ stuSpell: 'Apply Tester' }))).data.stuId;
    // 4: the newest student of the country, unsubmitted.
    expect((await applyUni(token, ukUnis[0].id)).data).toMatchObject({ type: 4, stuId });
    expect((await t.post('/api/clerk/web/stu/apply/situation', {}, { token })).data).toMatchObject({ type: 1, stuId });
    await save(token, stuId, 2, { countryId: UK, agentApplyList: [entry(ukUnis[0].id)] });
    // 2: already among its schools.
    expect((await applyUni(token, ukUnis[0].id)).data).toMatchObject({ type: 2, stuId });
    // 6: a university of another country: copy for that country.
    expect((await applyUni(token, caUni.id)).data).toMatchObject({ type: 6, stuId, isClerkApply: '2', countryId: CA });
    // 3: after submission, add the school with a tip.
    await fillAll(token, stuId);
    // 8: the submit leaves the service agreement to sign (the save answers signContract true).
    expect((await save(token, stuId, 11, {}, OTHER, { agentDraftStatus: 1 })).data).toMatchObject({ signContract: true });
    expect((await applyUni(token, ukUnis[1].id)).data).toMatchObject({ type: 8, stuId });
    expect((await t.post('/api/clerk/web/stu/apply/situation', {}, { token })).data).toMatchObject({ type: 3, stuId });
    // Once signed, the other types again.
    await t.database.db.execute(sql`UPDATE students SET contract_status = 'signed', is_sign_contract = '1' WHERE id = ${stuId}`);
    const three = (await applyUni(token, ukUnis[1].id)).data;
    expect(three).toMatchObject({ type: 3, stuId, tipMsg: '该学生已提交申请，是否为其添加该院校？' });
    expect((await t.post('/api/clerk/web/stu/apply/situation', {}, { token })).data).toMatchObject({ type: 2, stuId });
    // 5: five schools already: a copy with the English name plus 1.
    await t.post('/api/clerk/web/stu/agentAddApply', { stuId, agentApplyList: ukUnis.slice(1, 5).map((u) => entry(u.id)) }, { token });
    expect((await applyUni(token, ukUnis[5].id)).data).toMatchObject({
      type: 5,
      stuId,
      isClerkApply: '3',
      tipMsg: expect.stringContaining('英文名加1'),
    });
    // 8: an agreement waits for the signature.
    await t.database.db.execute(sql`UPDATE students SET contract_status = 'pending' WHERE id = ${stuId}`);
    expect((await applyUni(token, ukUnis[5].id)).data).toMatchObject({ type: 8, stuId });
    expect((await t.post('/api/clerk/web/stu/apply/situation', {}, { token })).data).toMatchObject({ type: 3, stuId });
    // 70024: a country the operator has closed for applications.
    await t.database.db.execute(sql`UPDATE countries SET application_open = false WHERE id = ${CA}`);
    const closed = await applyUni(token, caUni.id);
    const [us] = await q<{ id: number }>(
      sql`SELECT u.id FROM universities u JOIN countries c ON c.id = u.country_id WHERE c.code = 'USA' LIMIT 1`,
    );
    expect((await applyUni(token, us.id)).code).toBe('70024');
    await t.database.db.execute(sql`UPDATE countries SET application_open = true WHERE id = ${CA}`);
    expect(closed).toMatchObject({ code: '70024', msg: '该国家暂未开放申请' });
  });

  it('answers 7 and marks clerk applications for staff', async () => {
    const r = await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password });
    const staffToken = r.data.token;
    expect((await applyUni(staffToken, caUni.id)).data).toMatchObject({ type: 1, isClerkApply: '1' });
    const stuId = (await add(staffToken, basic({ countryId: CA, stuSpell: 'Clerk Student' }))).data.stuId;
    expect((await applyUni(staffToken, caUni.id)).data).toMatchObject({ type: 7, stuId, isClerkApply: '1' });
    expect((await info(staffToken, stuId)).data.isClerkApply).toBe('1');
  });

  it('copies a student for another application: every section but the schools', async () => {
    const { token } = await registerByPhone(t);
    const src = (await add(token, basic({ stuSpell: 'Copy Source' }))).data.stuId;
    await fillAll(token, src);
    const copy = await add(token, basic({ stuSpell: 'Copy Source1' }), { copyFromId: src, isClerkApply: '3' });
    expect(copy.code, copy.msg).toBe('000');
    // The create's answer names the copy's schools (none), so the client does not keep the source's.
    expect(copy.data.agentApplyList).toEqual([]);
    const d = (await info(token, copy.data.stuId)).data;
    expect(d).toMatchObject({ stuSpell: 'Copy Source1', isClerkApply: '3', agentApplyList: [] });
    expect(d.stuEduList).toHaveLength(1);
    expect(d.stuContactList).toHaveLength(1);
    expect(d.applyFile).toHaveLength(1);
    expect(d.stuOther.cardNo).toBe('**** **** **** 1234');
    expect(d.stuOther.currentStepStr.split(',')).not.toContain('2');
    // Another country with the same English name: a copy is no duplicate of its source or of the
    // source's other copies; a new file with that name and birthday still is.
    const again = await add(token, basic({ stuSpell: 'Copy Source', countryId: IE }), { copyFromId: src, isClerkApply: '2' });
    expect(again.code, again.msg).toBe('000');
    expect((await add(token, basic({ stuSpell: 'Copy Source' }))).code).toBe('70022');
  });

  it('carries the university and major into an empty form', async () => {
    const { token } = await registerByPhone(t);
    const [m] = await q<{ id: number }>(sql`SELECT id FROM majors WHERE uni_id = ${ukUnis[0].id} LIMIT 1`);
    const r = await info(token, 0, { carryUniId: ukUnis[0].id, carryMajorId: m.id });
    expect(r.data).toMatchObject({
      id: 0,
      version: 0,
      countryId: UK,
      carryUni: { uniId: ukUnis[0].id, countryId: UK, major: { majorId: m.id } },
    });
  });
});

describe('schools, courses and forms', () => {
  it('suggests course names of a university and gives the course-type dictionary of a country', async () => {
    const { token } = await registerByPhone(t);
    const r = await t.post('/api/clerk/course/getCourseNameListByUniId', { uniId: ukUnis[0].id, courseName: '', limit: 20 }, { token });
    expect(r.code).toBe('000');
    expect(r.data.length).toBeGreaterThan(0);
    expect(r.data.length).toBeLessThanOrEqual(20);
    const word = r.data[0].courseName.split(' ').pop().toLowerCase();
    const f = await t.post('/api/clerk/course/getCourseNameListByUniId', { uniId: ukUnis[0].id, courseName: word, limit: 5 }, { token });
    expect(f.data.length).toBeGreaterThan(0);
    for (const c of f.data) expect(c.courseName.toLowerCase()).toContain(word);
    const dictType = await t.get(`/api/clerk/agent/stu/getCourseTypByCountryId?countryId=${UK}`, { token });
    expect(dictType).toMatchObject({ code: '000', data: 'web_stu_courseType' });
  });

  it('lists only open universities of the country for the school picker (aiShow 1)', async () => {
    const r = await t.post('/api/uni/school-university/listUniByKeyWords', {
      countryId: UK,
      uniNameLike: '',
      pageNo: 1,
      pageSize: 20,
      aiShow: 1,
    });
    expect(r.data.list.length).toBe(20);
    for (const u of r.data.list) expect(u.countryId).toBe(UK);
  });

  it('serves the forms of a special school as a zip named after it', async () => {
    const files = await t.get(`/api/uni/school-university/getApplyFilesById?uniId=${special.id}`);
    expect(files.data.map((f: any) => f.fileName)).toEqual(['Application Form.pdf', 'Supplementary Information Form.pdf']);
    const one = await t.call({ method: 'GET', url: files.data[0].fileRoute });
    expect(one.status).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uni/school-university/download/applyFile',
      payload: { uniId: special.id, uniEnName: 'ignored' },
    });
    expect(res.headers['content-type']).toBe('application/zip');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(`${special.name}网申资料.zip`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-'));
    fs.writeFileSync(path.join(dir, 'f.zip'), res.rawPayload);
    const listing = execFileSync('unzip', ['-l', path.join(dir, 'f.zip')]).toString();
    expect(listing).toContain('Application Form.pdf');
    execFileSync('unzip', ['-o', '-q', path.join(dir, 'f.zip'), '-d', dir]);
    expect(fs.readFileSync(path.join(dir, 'Application Form.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    fs.rmSync(dir, { recursive: true, force: true });
    const none = await t.post('/api/uni/school-university/download/applyFile', { uniId: ukUnis[0].id });
    expect(none.code).toBe('005');
  });
});

describe('after submit', () => {
  const lastActivity = async (stuId: number) =>
    new Date((await q<any>(sql`SELECT last_activity_at FROM students WHERE id = ${stuId}`))[0].last_activity_at).getTime();

  it('edits a submitted file in place: saving any step keeps currentStep 12 and the file submitted; the submit starts the history', async () => {
    const { token } = await registerByPhone(t);
    const stuId = (await add(token, basic({ stuSpell: 'In Place' }))).data.stuId;
    await fillAll(token, stuId);
    const sub = await save(token, stuId, 11, {}, OTHER, { agentDraftStatus: 1 });
    expect(sub.data).toMatchObject({ referralStatus: 1, currentStep: 12, agentDraftStatus: '1' });
    const history = () => q<any>(sql`SELECT action, from_referral, to_referral FROM status_changes WHERE stu_id = ${stuId} ORDER BY id`);
    expect(await history()).toEqual([{ action: 'submit', from_referral: 0, to_referral: 1 }]);
    const before = await lastActivity(stuId);
    // Every step of the wizard, and 保存草稿 on the last one (agentDraftStatus 0).
    const saved = [
      await save(token, stuId, 1, basic({ stuSpell: 'In Place', remarks: 'edited after submit' })),
      ...(await fillAll(token, stuId)),
      await save(token, stuId, 11, {}, OTHER, { agentDraftStatus: 0 }),
    ];
    expect(saved.map((r) => r.data.currentStep)).toHaveLength(11);
    for (const r of saved) expect(r.data).toMatchObject({ currentStep: 12, agentDraftStatus: '1', referralStatus: 1 });
    const d = (await info(token, stuId)).data;
    expect(d).toMatchObject({ referralStatus: 1, agentDraftStatus: '1', remarks: 'edited after submit', statusLabel: '已提交' });
    expect(d.stuOther.currentStep).toBe(12);
    expect(d.nextStep).toEqual({ owner: 'counsellor', waitDays: 3 });
    expect(await lastActivity(stuId)).toBeGreaterThan(before);
    expect(await history()).toHaveLength(1);
  });

  it('resubmits a returned file: back to submitted, the reason cleared, a resubmit row, the assigned counsellor told', async () => {
    const { token } = await registerByPhone(t);
    const stuId = (await add(token, basic({ stuSpell: 'Back Again' }))).data.stuId;
    await fillAll(token, stuId);
    expect((await save(token, stuId, 11, {}, OTHER, { agentDraftStatus: 1 })).data.signContract).toBe(true);
    // The agreement is signed before the return: the resubmit keeps the contract.
    const signature = await upload(token, 'sign.png', makePng(30, 10), 'image');
    const signed = await t.post('/api/clerk/web/stu/sign/contract', { stuId, signRoute: signature.fileRoute }, { token });
    expect(signed.code, signed.msg).toBe('000');
    const [{ id: adminId }] = await q<{ id: number }>(sql`SELECT id FROM users WHERE email = ${ADMIN.account}`);
    expect((await t.post('/api/console/applications/assign', { stuId, userId: adminId }, { token: adminToken })).code).toBe('000');
    const open = (await info(token, stuId)).data;
    const returned = await t.post(
      '/api/console/applications/status',
      { stuId, action: 'return', note: '请上传护照首页' },
      { token: adminToken },
    );
    expect(returned.code, returned.msg).toBe('000');
    // A wizard opened before the return is told to reload.
    const stale = await t.post('/api/clerk/web/stu/update', updateBody(stuId, open.version, 1, basic({ stuSpell: 'Back Again' })), {
      token,
    });
    expect(stale.code).toBe('70030');
    const d = (await info(token, stuId)).data;
    expect(d).toMatchObject({
      referralStatus: 3,
      returnReason: '请上传护照首页',
      isEditable: '1',
      statusLabel: '已退回',
      nextStep: { owner: 'student', waitDays: null },
    });
    // The returned file is edited in place, and stays returned until it is submitted again.
    const edit = await save(token, stuId, 1, basic({ stuSpell: 'Back Again', remarks: 'passport added' }));
    expect(edit.data).toMatchObject({ referralStatus: 3, currentStep: 12, agentDraftStatus: '1' });
    const again = await save(token, stuId, 11, {}, OTHER, { agentDraftStatus: 1 });
    expect(again.data).toMatchObject({ referralStatus: 1, currentStep: 12, agentDraftStatus: '1', signContract: false });
    const [kept] = await q<any>(
      sql`SELECT s.contract_status, s.is_sign_contract, c.contract_no FROM students s
          JOIN contracts c ON c.stu_id = s.id AND c.status <> 'void' WHERE s.id = ${stuId}`,
    );
    expect(kept).toMatchObject({ contract_status: 'signed', is_sign_contract: '1', contract_no: signed.data.contractNum });
    const history = await q<any>(sql`SELECT action, from_referral, to_referral FROM status_changes WHERE stu_id = ${stuId} ORDER BY id`);
    expect(history.map((h) => `${h.action}:${h.from_referral}>${h.to_referral}`)).toEqual([
      'submit:0>1',
      'assign:1>1',
      'return:1>3',
      'resubmit:3>1',
    ]);
    const [row] = await q<any>(sql`SELECT return_reason FROM students WHERE id = ${stuId}`);
    expect(row.return_reason).toBeNull();
    const notices = await q<any>(sql`SELECT user_id, kind FROM notifications WHERE stu_id = ${stuId} ORDER BY id`);
    expect(notices.map((n) => n.kind)).toEqual(['returned', 'resubmitted']);
    expect(notices[1].user_id).toBe(adminId);
    const item = (await t.post('/api/clerk/web/stu/list', { referralStatus: 1 }, { token, lang: 'en' })).data.list[0];
    expect(item).toMatchObject({ stuId, statusLabel: 'Submitted', returnReason: null, nextStep: { owner: 'counsellor', waitDays: 3 } });
  });
});
