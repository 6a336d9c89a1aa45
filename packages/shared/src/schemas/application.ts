// The application calls of spec 001 section 7 (student drafts, apply-now, schools and courses):
// their payloads, the step each save belongs to, and the codes their answers carry (the answers'
// schemas are in application-answers.ts). The rules of each step live in student.ts; this module
// says which step checks which fields.
import { z } from 'zod';
import { addCodeMessages } from '../code-messages';
import { msgKey } from '../messages';
import { INT4_MAX, commonFields, idLike, idSchema, intIn } from './common';
import {
  applyEntrySchema,
  applyInfoSchema,
  attachmentsStepSchema,
  basicInfoSchema,
  cardStepSchema,
  educationStepSchema,
  guardianStepSchema,
  kinsfolkStepSchema,
  languageStepSchema,
  otherInfoStepSchema,
  referrerStepSchema,
  workStepSchema,
} from './student';

/**
 * Wizard steps (spec 001 section 2). A save carries stuOther.currentStep = the step being saved;
 * SUBMIT_STEP is what the final submit moves to.
 */
export const STEP = {
  basic: 1,
  apply: 2,
  education: 3,
  work: 4,
  language: 5,
  referrer: 6,
  guardian: 7,
  card: 8,
  kinsfolk: 9,
  attachments: 10,
  other: 11,
} as const;
export type StepNo = (typeof STEP)[keyof typeof STEP];
export const STEP_COUNT = 11;
/** Step names (spec 001 section 2), for messages that name a step. */
export const STEP_NAMES: Record<StepNo, { cn: string; en: string }> = {
  1: { cn: '基本信息', en: 'Basic info' },
  2: { cn: '申请信息', en: 'Apply info' },
  3: { cn: '教育经历', en: 'Education' },
  4: { cn: '工作经历', en: 'Work experience' },
  5: { cn: '语言成绩', en: 'Language scores' },
  6: { cn: '推荐人信息', en: 'Referrers' },
  7: { cn: '监护人信息', en: 'Guardians' },
  8: { cn: '信用卡信息', en: 'Credit card' },
  9: { cn: '亲属申请', en: "Relatives' applications" },
  10: { cn: '附件信息', en: 'Attachments' },
  11: { cn: '其他信息', en: 'Other info' },
};
/**
 * The dictionaries of the wizard's selects (WIZARD_DICT), and the fields whose value is one of their
 * entries: the form offers only the entries, and the server refuses any other value ('oneOf'). A path names a field ('visaStatus'), a field of every entry of a list
 * ('stuEduList.*.stuDegree') or every value of an array ('annexTypeList.*').
 */
export const WIZARD_DICT = {
  nationality: 'nationality',
  degree: 'stu_degree',
  languageType: 'agent_send_language_type',
  contactRelation: 'contact_relation',
  kinsfolkRelation: 'kinsfolk_relation',
  attachmentType: 'agent_stu_attachment_type',
  visaStatus: 'stu_visa_status',
  courseAge: 'course_age',
} as const;

/**
 * The course types come from a dictionary that depends on the application country
 * (getCourseTypByCountryId answers its name): STEP_DICT_FIELDS names it with this marker, and the
 * server resolves it for the country being saved.
 */
export const COURSE_TYPE_OF_COUNTRY = '@courseTypeOfCountry';

export const STEP_DICT_FIELDS: Partial<Record<StepNo, readonly { path: string; dictType: string }[]>> = {
  1: [{ path: 'nationality', dictType: WIZARD_DICT.nationality }],
  2: [
    { path: 'agentApplyList.*.courseList.*.courseType', dictType: COURSE_TYPE_OF_COUNTRY },
    { path: 'agentApplyList.*.courseList.*.courseAge', dictType: WIZARD_DICT.courseAge },
  ],
  3: [{ path: 'stuEduList.*.stuDegree', dictType: WIZARD_DICT.degree }],
  5: [{ path: 'stuLanguageList.*.languageType', dictType: WIZARD_DICT.languageType }],
  7: [{ path: 'stuContactList.*.contactRelation', dictType: WIZARD_DICT.contactRelation }],
  9: [
    { path: 'stuKinsfolkList.*.kinsfolkRelation', dictType: WIZARD_DICT.kinsfolkRelation },
    { path: 'stuKinsfolkList.*.nationality', dictType: WIZARD_DICT.nationality },
  ],
  10: [{ path: 'annexTypeList.*', dictType: WIZARD_DICT.attachmentType }],
  11: [{ path: 'visaStatus', dictType: WIZARD_DICT.visaStatus }],
};

/** The non-empty values at a STEP_DICT_FIELDS path of a step's values, with the path of each. */
export function valuesAtPath(data: unknown, path: string): { path: (string | number)[]; value: string }[] {
  const walk = (node: unknown, parts: string[], at: (string | number)[]): { path: (string | number)[]; value: string }[] => {
    if (parts.length === 0) {
      return node === null || node === undefined || node === '' ? [] : [{ path: at, value: String(node) }];
    }
    const [head, ...rest] = parts;
    if (head === '*') return Array.isArray(node) ? node.flatMap((item, i) => walk(item, rest, [...at, i])) : [];
    if (!node || typeof node !== 'object') return [];
    return walk((node as Record<string, unknown>)[head], rest, [...at, head]);
  };
  return walk(data, path.split('.'), []);
}

export const SUBMIT_STEP = 12;
export const STEP_NUMBERS = Object.values(STEP) as StepNo[];

export const isStepNo = (n: number): n is StepNo => Number.isInteger(n) && n >= 1 && n <= STEP_COUNT;

/** The done steps of stuOther.currentStepStr (a comma list), each once, in order; anything else left out. */
export function doneStepsOf(currentStepStr: string | null | undefined): StepNo[] {
  const steps = new Set((currentStepStr ?? '').split(',').map((s) => Number(s.trim())));
  return STEP_NUMBERS.filter((n) => steps.has(n));
}

/** currentStepStr with steps marked done or not done any more: '1,3,2' + [4] − [2] → '1,3,4'. */
export function doneStepsText(
  currentStepStr: string | null | undefined,
  change: { add?: readonly number[]; remove?: readonly number[] },
): string {
  const steps = new Set<number>(doneStepsOf(currentStepStr));
  for (const n of change.add ?? []) if (isStepNo(n)) steps.add(n);
  for (const n of change.remove ?? []) steps.delete(n);
  return STEP_NUMBERS.filter((n) => steps.has(n)).join(',');
}

/** Fields each step writes, as the flat view of the form ({ ...root, ...stuOther }). */
export const STEP_FIELDS: Record<StepNo, readonly string[]> = {
  1: ['countryId', 'stuName', 'stuSpell', 'sex', 'birthday', 'nationality', 'phoneNumber', 'stuEmail', 'zipCode', 'homeAddress', 'remarks'],
  2: ['countryId', 'agentApplyList'],
  3: ['stuEduList'],
  4: ['isWork', 'stuWorkList'],
  5: ['stuLanguageList', 'languageExamOther'],
  6: ['stuReferrerList'],
  7: ['stuContactList'],
  8: ['cardType', 'cardUsername', 'cardNo', 'cardValidity', 'cardSafetyCode', 'eduWebsite', 'eduUsername', 'eduPassword'],
  9: ['isApplyKinsfolk', 'stuKinsfolkList'],
  10: ['annexTypeList', 'applyFile', 'netApplyFile'],
  11: [
    'isNationalCitizens',
    'isPr',
    'visaStatus',
    'isEnglish',
    'firstLanguage',
    'isEnglishBg',
    'giveLessonsTime',
    'isRefusal',
    'refusalFile',
    'isApplyCountry',
    'schoolName',
    'majorName',
    'isApplyVisa',
    'visaType',
    'visaBeginDate',
    'visaFile',
    'isInCountry',
    'isTurn',
  ],
};

/** Fields kept in stuOther rather than at the root of the form (spec 001 section 3). */
export const STU_OTHER_FIELDS: readonly string[] = [
  'currentStep',
  'currentStepStr',
  'isWork',
  'isApplyKinsfolk',
  'languageExamOther',
  'annexTypeList',
  ...STEP_FIELDS[8],
  ...STEP_FIELDS[11],
];

export interface StepContext {
  /** The application country asks for the course link (a per-country setting). */
  requiresProfessionalLink: boolean;
  /** Some chosen school needs its own application forms. */
  hasSpecialSchool: boolean;
}

/** Step schemas are built once for each context they are asked with (building one costs far more than using it). */
const builtSteps = new Map<string, z.ZodType<Record<string, unknown>>>();

/** The schema that checks one step; the server and the step's form use the same one. */
export function stepSchema(step: StepNo, ctx: StepContext): z.ZodType<Record<string, unknown>> {
  const key = `${step}|${step === 2 ? ctx.requiresProfessionalLink : ''}|${step === 10 ? ctx.hasSpecialSchool : ''}`;
  let built = builtSteps.get(key);
  if (!built) {
    const make: Record<StepNo, () => z.ZodType> = {
      1: () => basicInfoSchema,
      2: () => applyInfoSchema({ requiresProfessionalLink: ctx.requiresProfessionalLink }),
      3: () => educationStepSchema,
      4: () => workStepSchema,
      5: () => languageStepSchema,
      6: () => referrerStepSchema,
      7: () => guardianStepSchema,
      8: () => cardStepSchema,
      9: () => kinsfolkStepSchema,
      10: () => attachmentsStepSchema({ hasSpecialSchool: ctx.hasSpecialSchool }),
      11: () => otherInfoStepSchema,
    };
    built = make[step]() as z.ZodType<Record<string, unknown>>;
    builtSteps.set(key, built);
  }
  return built;
}

/** The flat view a step schema reads: root fields with stuOther's fields beside them. */
export function flattenForm(form: Record<string, unknown>): Record<string, unknown> {
  const other = (form.stuOther && typeof form.stuOther === 'object' ? form.stuOther : {}) as Record<string, unknown>;
  return { ...form, ...other };
}

/** Masked reads of the encrypted fields: a value sent back unchanged keeps what is stored. */
export const SECRET_MASK = '******';
export const isMaskedCardNo = (v: unknown) => typeof v === 'string' && v.includes('*');
export const isMaskedSecret = (v: unknown) => v === SECRET_MASK;
/** Card numbers read back as their last four digits only. */
export const maskCardNo = (plain: string | null | undefined) => {
  const digits = (plain ?? '').replace(/\D/g, '');
  return digits ? `**** **** **** ${digits.slice(-4)}` : null;
};
/** The stuOther secrets as every read shows them, from what was just saved (plain or masked). */
export function maskedSecrets(o: Record<string, unknown>) {
  const plain = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  const cardNo = plain(o.cardNo);
  return {
    cardNo: cardNo && isMaskedCardNo(cardNo) ? cardNo : maskCardNo(cardNo),
    cardSafetyCode: plain(o.cardSafetyCode) ? SECRET_MASK : null,
    eduPassword: plain(o.eduPassword) ? SECRET_MASK : null,
  };
}

// The application calls' own codes (spec 001 section 8; 70030 is ours). The server always sends
// its message with them; these are the texts when it has none of its own.
addCodeMessages({
  '70017': { cn: '该学生已存在，是否继续提交？', en: 'This student already exists. Submit anyway?' },
  '70020': { cn: '当前操作不被允许', en: 'This operation is not allowed' },
  '70022': { cn: '该学生已存在，是否继续提交？', en: 'This student already exists. Submit anyway?' },
  '70023': { cn: '当前操作不被允许', en: 'This operation is not allowed' },
  '70024': { cn: '暂时无法申请该院校', en: 'This university cannot be applied to at the moment' },
  '70030': { cn: '该学生资料已被他人修改，请重新加载后再保存', en: 'Someone else has changed this student file. Reload it before saving' },
});

// --- Payloads ---------------------------------------------------------------------------------
const numId = idSchema;
/** Every rule answers with a catalogue key (the route's error handler would say only 'invalid'). */
const invalid = msgKey('invalid');
/** A flag or small code the clients send as a string or a number. */
const codeLike = z.union([z.string().max(10, msgKey('oneOf')), z.number()], { error: msgKey('oneOf') });
/** A country id as the dictionary holds it. */
const countryIdField = () =>
  z
    .union([z.string(), z.number()], { error: msgKey('selectCountry') })
    .transform(String)
    .pipe(z.string().min(1, msgKey('selectCountry')).max(30, msgKey('oneOf')));

/**
 * add and update: the whole form as the wizard holds it. Only the step named by
 * stuOther.currentStep is checked and written (the final submit checks every step).
 */
export const studentSaveBody = z
  .looseObject(
    {
      ...commonFields,
      id: idLike,
      stuId: idLike,
      version: intIn(0, INT4_MAX)
        .optional()
        .nullable()
        .meta({ description: 'the version the form was loaded with; a stale one is refused with 70030' }),
      isOldVersions: codeLike.optional(),
      isDuplicate: codeLike.optional().nullable().meta({ description: '1 after the user confirmed a 70022 duplicate warning' }),
      agentDraftStatus: codeLike.optional().nullable().meta({ description: '0 draft; 1 with step 11 submits the application' }),
      copyFromId: idLike.meta({ description: 'type=copy: the student whose file is copied into the new one' }),
      isClerkApply: codeLike.optional().nullable(),
      stuOther: z.looseObject({ currentStep: intIn(1, STEP_COUNT) }, { error: invalid }),
    },
    { error: invalid },
  )
  .meta({ id: 'StudentSaveBody' });
export type StudentSaveBody = z.infer<typeof studentSaveBody>;

export const stuInfoBody = z
  .object(
    {
      ...commonFields,
      id: intIn(0, INT4_MAX),
      isStu: codeLike.optional(),
      carryUniId: intIn(0, INT4_MAX).optional().nullable(),
      carryMajorId: intIn(0, INT4_MAX).optional().nullable(),
      isClerkApply: codeLike.optional().nullable(),
      isMsg: codeLike.optional().nullable().meta({ description: '1: answer the message threads too (leaveMsgList)' }),
    },
    { error: invalid },
  )
  .meta({ id: 'StuInfoBody' });

export const stuListBody = z
  .object(
    {
      ...commonFields,
      pageNo: intIn(1, 100000).default(1),
      pageSize: intIn(1, 50).default(10),
      referralStatus: intIn(0, 3).optional().nullable().meta({ description: 'only files at this stage' }),
    },
    { error: invalid },
  )
  .meta({ id: 'StuListBody' });

export const stuIdBody = z.object({ ...commonFields, stuId: numId }, { error: invalid }).meta({ id: 'StuIdBody' });

export const applyUniBody = z
  .object({ ...commonFields, uniId: numId, majorId: intIn(0, INT4_MAX).optional().nullable() }, { error: invalid })
  .meta({ id: 'ApplyUniBody' });

export const switchCountryBody = z
  .object(
    { ...commonFields, stuId: numId, countryId: countryIdField(), version: intIn(0, INT4_MAX).optional().nullable() },
    { error: invalid },
  )
  .meta({ id: 'SwitchCountryBody' });

export const checkUniTypeTipBody = z
  .object(
    {
      ...commonFields,
      countryId: countryIdField().optional().nullable(),
      uniIdList: z
        .array(idSchema, { error: (iss) => msgKey(iss.input === undefined ? 'requiredSelect' : 'invalid') })
        .min(1, msgKey('requiredSelect'))
        .max(10, msgKey('fiveSchools')),
      stuId: intIn(0, INT4_MAX).optional().nullable(),
    },
    { error: invalid },
  )
  .meta({ id: 'CheckUniTypeTipBody' });

export const countryIdQuery = z.object({ ...commonFields, countryId: countryIdField() }, { error: invalid });

export const courseNamesBody = z
  .object(
    {
      ...commonFields,
      uniId: numId,
      courseName: z
        .string({ error: invalid })
        .max(200, msgKey('max', { max: 200 }))
        .default(''),
      limit: intIn(1, 20).default(20),
    },
    { error: invalid },
  )
  .meta({ id: 'CourseNamesBody' });

export const downloadApplyFileBody = z.object(
  {
    ...commonFields,
    uniId: numId,
    uniEnName: z
      .string({ error: invalid })
      .max(200, msgKey('max', { max: 200 }))
      .optional(),
  },
  { error: invalid },
);

export const agentAddApplyBody = z
  .object(
    {
      ...commonFields,
      stuId: numId,
      version: intIn(0, INT4_MAX).optional().nullable(),
      countryId: countryIdField().optional().nullable(),
      agentApplyList: z
        .array(applyEntrySchema, { error: (iss) => msgKey(iss.input === undefined ? 'requiredSelect' : 'invalid') })
        .min(1, msgKey('requiredSelect')),
    },
    { error: invalid },
  )
  .meta({ id: 'AgentAddApplyBody' });

// --- Codes of the answers (their schemas: application-answers.ts) --------------------------------
/** Apply-now result types (spec 000 section 4, main reading); the decision table is in the server. */
export const APPLY_NOW = {
  newForm: 1,
  openApplyStep: 2,
  tipAddApply: 3,
  openWithUni: 4,
  tipCopyNamePlus: 5,
  copyClerk: 6,
  openClerk: 7,
  signContract: 8,
} as const;
/** The floating apply button (apply/situation): 0 new form, 1 open at step 1, 2 copy, 3 sign contract. */
export const APPLY_SITUATION = { newForm: 0, openStudent: 1, copy: 2, signContract: 3 } as const;

/** isClerkApply: 1 started by a clerk; 2 copy for another country; 3 copy as a new application (name plus 1). */
export const CLERK_APPLY = { clerk: '1', copy: '2', copyNamePlus: '3' } as const;
export const copyClerkApply = (namePlus: boolean) => (namePlus ? CLERK_APPLY.copyNamePlus : CLERK_APPLY.copy);

/** referralStatus (spec 001 section 4). */
export const REFERRAL = { notSubmitted: 0, submitted: 1, transferred: 2, returned: 3 } as const;
/** My-applications card actions by referralStatus. */
export const CARD_ACTIONS = {
  edit: [0, 1, 3],
  addSchool: [2],
  otherCountry: [1, 2],
} as const;
