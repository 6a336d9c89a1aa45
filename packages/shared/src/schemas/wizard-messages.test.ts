// Every rule of the wizard's schemas answers with a key of our message catalogue: one bad value per
// rule (wrong type, too long, not an option, too many items, a broken list entry) is sent to every
// field of every step and of the application payloads, and any message that is not a catalogue key
// (zod's English defaults such as 'Too big: expected array to have <=1 items') fails the test.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isMessageKey } from '../messages';
import {
  STEP_NUMBERS,
  agentAddApplyBody,
  applyUniBody,
  checkUniTypeTipBody,
  countryIdQuery,
  courseNamesBody,
  downloadApplyFileBody,
  stepSchema,
  stuIdBody,
  stuInfoBody,
  stuListBody,
  studentSaveBody,
  switchCountryBody,
  type StepNo,
} from './application';

type Json = Record<string, unknown>;
const file = (extra: Json = {}) => ({
  fileName: 'a.pdf',
  fileNameAfter: 'x.pdf',
  fileRoute: '/api/file/x.pdf',
  name: 'a.pdf',
  url: '/api/file/x.pdf',
  ...extra,
});
const course = {
  courseId: 3,
  majorId: 4,
  courseName: 'MSc Data Science',
  courseType: '2',
  courseAge: '1',
  beginDate: '2027-09',
  coreBeginDate: '2027-06',
  professionalLink: 'https://x.ac.uk/ds',
  campus: 'Main',
  volSort: '1',
};
const entry = {
  applyId: 2,
  uniId: 1,
  uniName: '某大学',
  uniEnName: 'Some University',
  isSpecial: '1',
  netApplyFile: [file()],
  courseList: [course],
};

/** A valid value of every field of each step, optional ones and follow-ups included, so each is tried. */
const VALID: Record<StepNo, Json> = {
  1: {
    countryId: '140',
    stuName: '张三',
    stuSpell: 'Zhang San',
    sex: '0',
    birthday: '2004-02-29',
    nationality: 'CN',
    phoneNumber: '13800138000',
    stuEmail: 'zs@example.com',
    zipCode: '100000',
    homeAddress: '1 Main Street',
    remarks: 'note',
  },
  2: { countryId: '140', agentApplyList: [entry] },
  3: {
    stuEduList: [
      {
        beginDate: '2019-09-01',
        endDate: '2023-06-30',
        schoolName: 'PKU',
        collegeId: 7,
        dataType: '1',
        majorName: 'CS',
        stuDegree: '1',
        gpa: '3.6',
        degreeDate: '2023-07-01',
      },
    ],
  },
  4: {
    isWork: '1',
    stuWorkList: [{ beginDate: '2020-01-01', endDate: '2021-01-01', workUnit: 'ACME', workPosition: 'Dev', workDuty: 'Code' }],
  },
  5: {
    stuLanguageList: [
      {
        languageType: '1',
        totalPoints: '7',
        languageHear: '7',
        languageRead: '7',
        languageWrite: '7',
        languageSpeak: '7',
        examDate: '2026-01-10',
      },
    ],
    languageExamOther: 'none',
  },
  6: {
    stuReferrerList: [
      {
        referrerName: 'Li',
        sex: '1',
        workPosition: 'Prof',
        phoneNumber: '13900139000',
        email: 'l@x.com',
        zipCode: '1',
        postalAddress: 'A',
      },
    ],
  },
  7: {
    stuContactList: [
      { contactName: 'Dad', contactRelation: '1', phoneNumber: '13900139000', email: 'd@x.com', address: 'A', zipCode: '1' },
    ],
  },
  8: {
    cardType: '1',
    cardUsername: 'LI',
    cardNo: '4111 1111 1111 1111',
    cardValidity: '2029-08',
    cardSafetyCode: '123',
    eduWebsite: 'x.edu',
    eduUsername: 'li',
    eduPassword: 'pw',
  },
  9: {
    isApplyKinsfolk: '1',
    stuKinsfolkList: [
      {
        kinsfolkName: 'Bro',
        kinsfolkRelation: '1',
        birthday: '2000-01-01',
        nationality: 'CN',
        workUnit: 'ACME',
        phoneNumber: '13900139000',
        email: 'b@x.com',
        address: 'A',
        zipCode: '1',
      },
    ],
  },
  10: { annexTypeList: ['1'], applyFile: [file({ annexType: '1' })], netApplyFile: [file()] },
  11: {
    isNationalCitizens: '0',
    isPr: '1',
    visaStatus: '1',
    isEnglish: '0',
    firstLanguage: 'Chinese',
    isEnglishBg: '1',
    giveLessonsTime: '2 years',
    isRefusal: '1',
    refusalFile: [file()],
    isApplyCountry: '1',
    schoolName: 'Some School',
    majorName: 'Admitted',
    isApplyVisa: '1',
    visaType: 'Student',
    visaBeginDate: '2024',
    visaFile: [file()],
    isInCountry: '0',
    isTurn: '0',
  },
};

/** One bad value per rule a field can break: its type, its length, its options, its pattern, empty. */
const BAD_LEAVES: unknown[] = [
  123,
  -1,
  1.5,
  99999999999,
  true,
  {},
  [],
  null,
  '',
  '   ',
  'zz',
  'x'.repeat(5001),
  '张三',
  '2024-13-45',
  'abc@',
];
/** And for a list: not a list, wrong entries, far too many entries. */
const badLists = (v: unknown[]): unknown[] => ['x', 5, {}, [1], [null], ['x'], [[]], Array.from({ length: 30 }, () => v[0] ?? 'x')];

/** Every (path, bad value) of a valid sample; `undefined` drops the field. */
function* mutations(value: unknown, path: (string | number)[] = []): Generator<[(string | number)[], unknown]> {
  if (Array.isArray(value)) {
    for (const bad of badLists(value)) yield [path, bad];
    for (const [i, v] of value.entries()) yield* mutations(v, [...path, i]);
    return;
  }
  if (value && typeof value === 'object') {
    if (path.length) for (const bad of ['x', 5, [], null]) yield [path, bad];
    for (const [k, v] of Object.entries(value)) {
      yield [[...path, k], undefined];
      yield* mutations(v, [...path, k]);
    }
    return;
  }
  for (const bad of BAD_LEAVES) yield [path, bad];
}

function setAt(root: unknown, path: (string | number)[], v: unknown): unknown {
  if (!path.length) return v;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const p of path.slice(0, -1)) node = node[p] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (v === undefined) delete node[last];
  else node[last] = v;
  return copy;
}

/** Issues whose message is not a key of the catalogue, as 'path = value: message'. */
function leaks(schema: z.ZodType, sample: unknown): string[] {
  const out: string[] = [];
  const attempts: [(string | number)[], unknown][] = [...mutations(sample), [[], 'x'], [[], null], [[], []], [[], 5]];
  for (const [path, bad] of attempts) {
    const r = schema.safeParse(setAt(sample, path, bad));
    if (r.success) continue;
    for (const i of r.error.issues) {
      if (!isMessageKey(i.message.split('|')[0]))
        out.push(`${path.join('.') || '(root)'} = ${JSON.stringify(bad)?.slice(0, 40)}: ${i.message}`);
    }
  }
  return [...new Set(out)];
}

describe('the wizard never answers with a message outside the catalogue', () => {
  it.each(STEP_NUMBERS)('step %i: every rule has a message key', (step) => {
    for (const ctx of [
      { requiresProfessionalLink: true, hasSpecialSchool: true },
      { requiresProfessionalLink: false, hasSpecialSchool: false },
    ]) {
      const schema = stepSchema(step, ctx);
      expect(schema.safeParse(VALID[step]).success, `the sample of step ${step} is valid`).toBe(true);
      expect(leaks(schema, VALID[step])).toEqual([]);
    }
  });

  const save = {
    id: 1,
    stuId: 1,
    version: 3,
    isOldVersions: 1,
    isDuplicate: 0,
    agentDraftStatus: 0,
    copyFromId: 2,
    isClerkApply: '2',
    stuOther: { currentStep: 2 },
  };
  it.each([
    ['add/update', studentSaveBody, save],
    ['info', stuInfoBody, { id: 1, isStu: 1, carryUniId: 2, carryMajorId: 3, isClerkApply: '1' }],
    ['list', stuListBody, { pageNo: 1, pageSize: 10, referralStatus: 1 }],
    ['stuId', stuIdBody, { stuId: 1 }],
    ['apply/uni', applyUniBody, { uniId: 1, majorId: 2 }],
    ['switch/country', switchCountryBody, { stuId: 1, countryId: '140', version: 1 }],
    ['checkUniTypeTip', checkUniTypeTipBody, { countryId: '140', uniIdList: [1, 2], stuId: 1 }],
    ['getCourseTypByCountryId', countryIdQuery, { countryId: '140' }],
    ['course names', courseNamesBody, { uniId: 1, courseName: 'MSc', limit: 20 }],
    ['download/applyFile', downloadApplyFileBody, { uniId: 1, uniEnName: 'Some University' }],
    ['agentAddApply', agentAddApplyBody, { stuId: 1, version: 2, countryId: '140', agentApplyList: [entry] }],
  ] as const)('%s: every rule has a message key', (_name, schema, sample) => {
    expect((schema as z.ZodType).safeParse(sample).success).toBe(true);
    expect(leaks(schema as z.ZodType, sample)).toEqual([]);
  });
});
