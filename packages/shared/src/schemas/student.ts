// The student application draft of the 11-step wizard (spec 001 sections 3 and 5): one schema per
// step with the spec's messages, used by the wizard's forms and enforced by the server on save.
// Yes/no flags are the strings '1' and '0'. Every rule carries a key of the message catalogue (types,
// lengths, options and list sizes included): zod's English defaults never reach a user.
import { z } from 'zod';
import { msgKey, type MessageKey } from '../messages';
import { CHINESE_RE, DATE_RE, EDU_TEXT_RE, MONTH_RE, PHONE_RE, YEAR_RE } from '../patterns';
import { INT4_MAX, idLike, idSchema } from './common';

/** Countries whose applications need the course link (spec 001 section 5); seeds the per-country setting. */
export const PROFESSIONAL_LINK_COUNTRY_IDS = [
  '140',
  '11',
  '51',
  '101',
  '100',
  '35',
  '877157913121263616',
  '41',
  '840181842530537472',
] as const;
export const MAX_SCHOOLS = 5;
export const DEFAULT_COURSE_AGE = '3';
export const DEFAULT_VOL_SORT = '1';

const yesNo = z.enum(['0', '1'], { error: msgKey('requiredSelect') });
const max = (n: number) => msgKey('max', { max: n });

/** A value of the wrong kind (a number for a name, an object for a list): the catalogue's 'invalid'. */
const invalidKey = msgKey('invalid');
/** An optional plain string with its length limit. */
const str = (n: number) => z.string({ error: invalidKey }).max(n, max(n));
/** A list: missing is the given 'required' message, anything but a list is 'invalid'. */
const list = <T extends z.ZodType>(item: T, missing: MessageKey = 'required') =>
  z.array(item, { error: (iss) => msgKey(iss.input === undefined ? missing : 'invalid') });
/** An entry of a list (or a whole step) that is not an object is 'invalid'. */
const obj = <S extends z.ZodRawShape>(shape: S) => z.object(shape, { error: invalidKey });

/** Collapse double spaces and drop leading spaces, as the name fields do while typing. */
export const tidyName = (v: string) => v.replace(/\s{2,}/g, ' ').replace(/^\s+/, '');

interface TextOpts {
  max: number;
  required?: boolean;
  requiredKey?: MessageKey;
  noChinese?: boolean;
  pattern?: { re: RegExp; key: MessageKey };
  tidy?: boolean;
}
/** A text field: optional or required, never only spaces when required, with a length limit. */
function text(o: TextOpts) {
  const tidy = (v: string) => (o.tidy ? tidyName(v) : v);
  return z
    .string({ error: msgKey(o.requiredKey ?? 'required') })
    .superRefine((raw, ctx) => {
      const v = tidy(raw);
      // Spaces alone are refused as such, before tidying would turn them into nothing.
      if (o.required && raw === '') ctx.addIssue({ code: 'custom', message: msgKey(o.requiredKey ?? 'required') });
      else if (o.required && raw.trim() === '') ctx.addIssue({ code: 'custom', message: msgKey('notBlank') });
      if (v.length > o.max) ctx.addIssue({ code: 'custom', message: max(o.max) });
      if (o.noChinese && CHINESE_RE.test(v)) ctx.addIssue({ code: 'custom', message: msgKey('noChinese') });
      if (o.pattern && v !== '' && !o.pattern.re.test(v)) ctx.addIssue({ code: 'custom', message: msgKey(o.pattern.key) });
    })
    .transform(tidy);
}
const optText = (o: Omit<TextOpts, 'required'>) => text(o).optional().nullable();

const select = (key: MessageKey = 'requiredSelect') =>
  z
    .union([z.string(), z.number()], { error: msgKey(key) })
    .transform(String)
    .pipe(z.string().min(1, msgKey(key)));

function isRealDate(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}
const dateField = z
  .string({ error: msgKey('requiredSelect') })
  .min(1, msgKey('requiredSelect'))
  .refine((v) => DATE_RE.test(v) && isRealDate(v), msgKey('date'));

/** The latest date that is today somewhere (UTC+14): a past date checked here and in any browser agrees. */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}
/** A birthday: a valid date, not in the future (the date pickers offer no later day). */
const pastDateField = dateField.refine((v) => v <= latestToday(), msgKey('notFuture'));
const optDate = z
  .union([z.literal(''), dateField], { error: msgKey('date') })
  .optional()
  .nullable();
const monthField = z.string({ error: msgKey('month') }).regex(MONTH_RE, msgKey('month'));

const phone = z
  .string({ error: msgKey('required') })
  .min(1, msgKey('required'))
  .max(11, msgKey('phone'))
  .regex(PHONE_RE, msgKey('phone'));
const emailAt = (n = 50) =>
  z
    .string({ error: msgKey('required') })
    .min(1, msgKey('required'))
    .max(n, max(n))
    .refine((v) => v.includes('@'), msgKey('emailAt'));

export const fileRecordSchema = obj({
  fileName: str(255).optional().nullable(),
  fileNameAfter: str(255).optional().nullable(),
  fileRoute: z
    .string({ error: msgKey('requiredUpload') })
    .min(1, msgKey('requiredUpload'))
    .max(500, max(500)),
  name: str(255).optional().nullable(),
  url: str(500).optional().nullable(),
  /** attachment type (agent_stu_attachment_type) of an applyFile entry */
  annexType: z
    .string({ error: msgKey('oneOf') })
    .max(20, msgKey('oneOf'))
    .optional()
    .nullable(),
}).meta({ id: 'FileRecord' });
/** The refusal and visa letters: one file each (spec 001 section 5). */
const oneFile = list(fileRecordSchema).max(1, msgKey('oneFile')).optional().nullable();
const fileList = (required: boolean) =>
  list(fileRecordSchema, 'requiredUpload').superRefine((v, ctx) => {
    if (required && v.length === 0) ctx.addIssue({ code: 'custom', message: msgKey('requiredUpload') });
  });

// --- Step 1: basic info ---------------------------------------------------------------------
export const basicInfoSchema = obj({
  countryId: select(),
  stuName: text({ max: 50, required: true, tidy: true }),
  stuSpell: text({ max: 50, required: true, tidy: true, noChinese: true }),
  sex: yesNo,
  birthday: pastDateField,
  nationality: select(),
  phoneNumber: phone,
  stuEmail: emailAt(50),
  zipCode: optText({ max: 50 }),
  homeAddress: text({ max: 200, required: true, noChinese: true }),
  remarks: optText({ max: 100 }),
});

// --- Step 2: apply info -------------------------------------------------------------------
export const courseSchema = obj({
  courseId: idLike,
  /** The catalogue programme the course name was picked from, when it was. */
  majorId: idSchema.optional().nullable(),
  /** An entry of the course-type dictionary of the country (getCourseTypByCountryId); the server checks it. */
  courseName: text({ max: 200, required: true }),
  courseType: select(),
  /** An entry of dictionary course_age; the server checks it. */
  courseAge: select().default(DEFAULT_COURSE_AGE),
  beginDate: z
    .string({ error: msgKey('requiredSelect') })
    .min(1, msgKey('requiredSelect'))
    .refine((v) => MONTH_RE.test(v) || (DATE_RE.test(v) && isRealDate(v)), msgKey('date')),
  coreBeginDate: z
    .union([z.literal(''), monthField, dateField], { error: msgKey('date') })
    .optional()
    .nullable(),
  professionalLink: optText({ max: 200 }),
  campus: optText({ max: 200 }),
  volSort: z
    .string({ error: msgKey('oneOf') })
    .max(2, msgKey('oneOf'))
    .default(DEFAULT_VOL_SORT),
});
export type Course = z.infer<typeof courseSchema>;

export const applyEntrySchema = obj({
  applyId: idLike,
  uniId: z.coerce
    .number({ error: msgKey('requiredSelect') })
    .int(msgKey('requiredSelect'))
    .positive(msgKey('requiredSelect'))
    .max(INT4_MAX, msgKey('idRange')),
  uniName: str(200).optional().nullable(),
  uniEnName: str(200).optional().nullable(),
  isSpecial: yesNo.optional().nullable(),
  netApplyFile: list(fileRecordSchema).optional().nullable(),
  courseList: list(courseSchema).min(1, msgKey('required')),
});
export type ApplyEntry = z.infer<typeof applyEntrySchema>;

/** Apply info; the course link is required when the country's setting says so. */
export function applyInfoSchema(opts: { requiresProfessionalLink: boolean }) {
  return z
    .object(
      { countryId: select('selectCountry'), agentApplyList: list(applyEntrySchema, 'requiredSelect').min(1, msgKey('requiredSelect')) },
      { error: invalidKey },
    )
    .superRefine((v, ctx) => {
      if (v.agentApplyList.length > MAX_SCHOOLS) ctx.addIssue({ code: 'custom', path: ['agentApplyList'], message: msgKey('fiveSchools') });
      v.agentApplyList.forEach((a, i) => {
        if (a.isSpecial === '1' && !a.netApplyFile?.length)
          ctx.addIssue({ code: 'custom', path: ['agentApplyList', i, 'netApplyFile'], message: msgKey('requiredUpload') });
        if (opts.requiresProfessionalLink)
          a.courseList.forEach((c, j) => {
            if (!c.professionalLink?.trim())
              ctx.addIssue({
                code: 'custom',
                path: ['agentApplyList', i, 'courseList', j, 'professionalLink'],
                message: msgKey('required'),
              });
          });
      });
    });
}

// --- Step 3: education --------------------------------------------------------------------
const dateOrder = <T extends { beginDate?: string | null; endDate?: string | null }>(v: T, ctx: z.RefinementCtx) => {
  if (v.beginDate && v.endDate && v.endDate < v.beginDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: msgKey('dateOrder') });
};
export const educationSchema = z
  .object(
    {
      beginDate: dateField,
      endDate: dateField,
      schoolName: text({ max: 200, required: true }),
      collegeId: idLike,
      dataType: z
        .string({ error: msgKey('oneOf') })
        .max(2, msgKey('oneOf'))
        .optional()
        .nullable(),
      majorName: text({ max: 100, required: true, pattern: { re: EDU_TEXT_RE, key: 'eduText' } }),
      stuDegree: z
        .string({ error: msgKey('oneOf') })
        .max(20, msgKey('oneOf'))
        .optional()
        .nullable(),
      gpa: text({ max: 200, required: true, pattern: { re: EDU_TEXT_RE, key: 'eduText' } }),
      degreeDate: optDate,
    },
    { error: invalidKey },
  )
  .superRefine(dateOrder);
export const educationStepSchema = obj({ stuEduList: list(educationSchema).min(1, msgKey('required')) });

// --- Step 4: work -------------------------------------------------------------------------
export const workSchema = z
  .object(
    {
      beginDate: dateField,
      endDate: dateField,
      workUnit: text({ max: 100, required: true }),
      workPosition: text({ max: 50, required: true }),
      workDuty: optText({ max: 100 }),
    },
    { error: invalidKey },
  )
  .superRefine(dateOrder);
/** When the answer is 'no', the list is dropped before it is checked (the screen resets it). */
const dropListWhenNo = (flag: string, list: string) => (v: unknown) =>
  v && typeof v === 'object' && (v as Record<string, unknown>)[flag] === '0' ? { ...(v as object), [list]: [] } : v;

export const workStepSchema = z.preprocess(
  dropListWhenNo('isWork', 'stuWorkList'),
  obj({ isWork: yesNo, stuWorkList: list(workSchema).default([]) }).superRefine((v, ctx) => {
    if (v.isWork === '1' && v.stuWorkList.length === 0)
      ctx.addIssue({ code: 'custom', path: ['stuWorkList'], message: msgKey('required') });
  }),
);

// --- Step 5: language scores --------------------------------------------------------------
export const languageSchema = obj({
  languageType: z
    .string({ error: msgKey('oneOf') })
    .max(20, msgKey('oneOf'))
    .optional()
    .nullable(),
  totalPoints: optText({ max: 50 }),
  languageHear: optText({ max: 50 }),
  languageRead: optText({ max: 50 }),
  languageWrite: optText({ max: 50 }),
  languageSpeak: optText({ max: 50 }),
  examDate: optDate,
});
export const languageStepSchema = obj({ stuLanguageList: list(languageSchema).default([]), languageExamOther: optText({ max: 500 }) });

// --- Step 6: referrers (all optional) -----------------------------------------------------
export const referrerSchema = obj({
  referrerName: optText({ max: 50 }),
  sex: yesNo.optional().nullable(),
  workPosition: optText({ max: 50 }),
  phoneNumber: optText({ max: 50, pattern: { re: PHONE_RE, key: 'phone' } }),
  email: optText({ max: 50, pattern: { re: /@/, key: 'emailAt' } }),
  zipCode: optText({ max: 50 }),
  postalAddress: optText({ max: 200 }),
});
export const referrerStepSchema = obj({ stuReferrerList: list(referrerSchema).default([]) });

// --- Step 7: guardians --------------------------------------------------------------------
export const guardianSchema = obj({
  contactName: text({ max: 50, required: true }),
  contactRelation: select(),
  phoneNumber: phone,
  email: emailAt(50),
  address: text({ max: 200, required: true }),
  zipCode: text({ max: 50, required: true }),
});
export const guardianStepSchema = obj({ stuContactList: list(guardianSchema).min(1, msgKey('required')) });

// --- Step 8: credit card and education portal ---------------------------------------------
export const cardStepSchema = obj({
  cardType: z
    .union([z.literal(''), yesNo], { error: msgKey('oneOf') })
    .optional()
    .nullable(),
  cardUsername: optText({ max: 100 }),
  cardNo: optText({ max: 50, pattern: { re: /^[\d\s*]*$/, key: 'digitsSpaces' } }),
  cardValidity: z
    .union([z.literal(''), monthField], { error: msgKey('month') })
    .optional()
    .nullable(),
  cardSafetyCode: optText({ max: 50 }),
  eduWebsite: optText({ max: 100 }),
  eduUsername: optText({ max: 50 }),
  eduPassword: optText({ max: 30 }),
});

// --- Step 9: relatives applying -------------------------------------------------------------
export const kinsfolkSchema = obj({
  kinsfolkName: text({ max: 50, required: true }),
  kinsfolkRelation: select(),
  birthday: pastDateField,
  nationality: select(),
  workUnit: text({ max: 100, required: true }),
  phoneNumber: phone,
  email: emailAt(50),
  address: text({ max: 200, required: true }),
  zipCode: text({ max: 50, required: true }),
});
export const kinsfolkStepSchema = z.preprocess(
  dropListWhenNo('isApplyKinsfolk', 'stuKinsfolkList'),
  obj({ isApplyKinsfolk: yesNo, stuKinsfolkList: list(kinsfolkSchema).default([]) }).superRefine((v, ctx) => {
    if (v.isApplyKinsfolk === '1' && v.stuKinsfolkList.length === 0)
      ctx.addIssue({ code: 'custom', path: ['stuKinsfolkList'], message: msgKey('required') });
  }),
);

// --- Step 10: attachments -------------------------------------------------------------------
/** At least one file per selected type; the special-school forms are needed when a school asks for them. */
export function attachmentsStepSchema(opts: { hasSpecialSchool: boolean }) {
  return z
    .object(
      {
        annexTypeList: list(z.string({ error: msgKey('oneOf') }).max(20, msgKey('oneOf')), 'requiredSelect').min(
          1,
          msgKey('requiredSelect'),
        ),
        applyFile: fileList(true),
        netApplyFile: list(fileRecordSchema).default([]),
      },
      { error: invalidKey },
    )
    .superRefine((v, ctx) => {
      const missing = v.annexTypeList.length - v.applyFile.length;
      if (v.applyFile.length > 0 && missing > 0)
        ctx.addIssue({ code: 'custom', path: ['applyFile'], message: msgKey('fewerAttachments', { n: missing }) });
      if (opts.hasSpecialSchool && v.netApplyFile.length === 0)
        ctx.addIssue({ code: 'custom', path: ['netApplyFile'], message: msgKey('requiredUpload') });
    });
}

// --- Step 11: other info ------------------------------------------------------------------
export const otherInfoBase = obj({
  isNationalCitizens: yesNo,
  isPr: yesNo,
  visaStatus: z
    .string({ error: msgKey('oneOf') })
    .max(20, msgKey('oneOf'))
    .optional()
    .nullable(),
  isEnglish: yesNo,
  firstLanguage: optText({ max: 50 }),
  isEnglishBg: yesNo,
  giveLessonsTime: optText({ max: 50 }),
  isRefusal: yesNo,
  refusalFile: oneFile,
  isApplyCountry: yesNo,
  schoolName: optText({ max: 200 }),
  majorName: optText({ max: 100 }),
  isApplyVisa: yesNo,
  visaType: optText({ max: 50 }),
  visaBeginDate: z
    .union([z.literal(''), z.string().regex(YEAR_RE, msgKey('year'))], { error: msgKey('year') })
    .optional()
    .nullable(),
  visaFile: oneFile,
  isInCountry: yesNo,
  isTurn: yesNo.optional().nullable(),
});
export type OtherInfo = z.infer<typeof otherInfoBase>;

/** The yes/no questions of step 11, in the order the form asks them. */
export const OTHER_QUESTIONS = [
  'isNationalCitizens',
  'isPr',
  'isEnglish',
  'isEnglishBg',
  'isRefusal',
  'isApplyCountry',
  'isApplyVisa',
  'isInCountry',
] as const;
export type OtherQuestion = (typeof OTHER_QUESTIONS)[number];

/**
 * The follow-ups of step 11: the question that asks for them, the answer that shows them and their
 * fields in the order the form shows them. The only such list: this schema, the wizard's form and
 * the read-only file all read it.
 */
export const FOLLOW_UPS: readonly {
  question: OtherQuestion;
  when: (o: Partial<OtherInfo>) => boolean;
  fields: readonly (keyof OtherInfo)[];
}[] = [
  { question: 'isPr', when: (o) => o.isPr === '1', fields: ['visaStatus'] },
  { question: 'isEnglish', when: (o) => o.isEnglish !== '1', fields: ['firstLanguage'] },
  { question: 'isEnglishBg', when: (o) => o.isEnglishBg === '1', fields: ['giveLessonsTime'] },
  { question: 'isRefusal', when: (o) => o.isRefusal === '1', fields: ['refusalFile'] },
  { question: 'isApplyCountry', when: (o) => o.isApplyCountry === '1', fields: ['schoolName', 'majorName'] },
  { question: 'isApplyVisa', when: (o) => o.isApplyVisa === '1', fields: ['visaType', 'visaBeginDate', 'visaFile'] },
];

/** The follow-up fields of a question (none for the questions without follow-ups). */
export const followUpsOf = (question: string): readonly (keyof OtherInfo)[] =>
  FOLLOW_UPS.find((f) => f.question === question)?.fields ?? [];

/** Whether a follow-up is asked for these answers; a field that follows no question always is. */
export function followUpShown(o: Partial<OtherInfo>, field: keyof OtherInfo): boolean {
  const rule = FOLLOW_UPS.find((f) => f.fields.includes(field));
  return rule ? rule.when(o) : true;
}

/** Follow-ups of questions not answered 'yes' are cleared, so hidden answers are never kept. */
export function clearHiddenFollowUps<T extends OtherInfo>(o: T): T {
  const out = { ...o };
  for (const f of FOLLOW_UPS) if (!f.when(o)) for (const k of f.fields) (out as Record<string, unknown>)[k] = null;
  return out;
}

export const otherInfoStepSchema = otherInfoBase
  .superRefine((o, ctx) => {
    for (const f of FOLLOW_UPS) {
      if (!f.when(o)) continue;
      for (const k of f.fields) {
        const v = o[k];
        const empty = v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
        if (!empty) continue;
        const key: MessageKey =
          Array.isArray(v) || k === 'refusalFile' || k === 'visaFile'
            ? 'requiredUpload'
            : k === 'visaStatus' || k === 'visaBeginDate'
              ? 'requiredSelect'
              : typeof v === 'string' && v !== ''
                ? 'notBlank'
                : 'required';
        ctx.addIssue({ code: 'custom', path: [k], message: msgKey(key) });
      }
    }
  })
  .transform(clearHiddenFollowUps);

export const WIZARD_STEPS = [
  'basic',
  'apply',
  'education',
  'work',
  'language',
  'referrer',
  'guardian',
  'card',
  'kinsfolk',
  'attachments',
  'other',
] as const;
