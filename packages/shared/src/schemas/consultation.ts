// Online consultation (spec 000 section 2 screens 13 and 15, sections 4, 5 and 7; issue 13):
// POST /dynamics/clue/add asks for the chat link of a country (type 0), a university of it (1) or
// a major of that university (2) and leaves a lead for staff; the consultation profile of screen 13
// (its load and save calls are ours: GET and POST /consult/profile); the staff's list of leads.
// The same schemas check the form in the browser and the call on the server.
import { z } from 'zod';
import { addCodeMessages } from '../code-messages';
import { msgKey } from '../messages';
import { gpaSchema, userNameSchema } from '../rules';
import { commonFields, idLike, intIn } from './common';

/** The consultation's own codes (70070-70079). */
export const CONSULT_CODES = {
  /** countryId is not a study country of the dictionary web_clerk_countryName. */
  COUNTRY_UNKNOWN: '70070',
  /** No open university with that uniId or English name (in that country). */
  UNI_UNKNOWN: '70071',
  /** The account has no graduated school yet: the profile is completed in basic info first. */
  NO_SCHOOL: '70072',
} as const;

addCodeMessages({
  '70070': { cn: '请选择咨询国家', en: 'Please choose a consultation country' },
  '70071': { cn: '未找到该院校，请重新选择', en: 'The university was not found, please choose again' },
  '70072': {
    cn: '请先在个人中心填写毕业院校',
    en: 'Please fill in your graduated school in the personal centre first',
  },
});

/** 0 a country, 1 a university of it, 2 a major of that university. */
export const CLUE_TYPES = [0, 1, 2] as const;
export type ClueType = (typeof CLUE_TYPES)[number];

/** Per account: at most this many consultation requests a minute and a day (more answer 006). */
export const CLUE_LIMITS = { minute: 10, day: 100 } as const;

const countryIdField = z
  .union([z.string().trim().min(1, msgKey('requiredSelect')).max(30, msgKey('oneOf')), z.number()], { error: msgKey('requiredSelect') })
  .transform((v) => String(v));

const nameField = (max: number) =>
  z
    .string({ error: msgKey('invalid') })
    .trim()
    .max(max, msgKey('max', { max }));

export const clueAddBody = z
  .object(
    {
      ...commonFields,
      type: intIn(0, 2).meta({ description: '0 a country, 1 a university (uniEnName), 2 a major (uniEnName and majorName)' }),
      countryId: countryIdField.meta({ description: 'a study country (dictionary web_clerk_countryName)' }),
      uniId: idLike.meta({ description: 'types 1 and 2: the university, when the page has it (else found by uniEnName)' }),
      uniEnName: nameField(200).optional().nullable(),
      majorName: nameField(200).optional().nullable(),
    },
    { error: msgKey('invalid') },
  )
  .superRefine((v, ctx) => {
    if (v.type >= 1 && !v.uniEnName && !(v.uniId && Number(v.uniId) > 0))
      ctx.addIssue({ code: 'custom', path: ['uniEnName'], message: msgKey('required') });
    if (v.type === 2 && !v.majorName) ctx.addIssue({ code: 'custom', path: ['majorName'], message: msgKey('required') });
  })
  .meta({ id: 'ClueAddBody' });
export type ClueAddBody = z.infer<typeof clueAddBody>;
export type ClueAddInput = z.input<typeof clueAddBody>;

const requiredText = (max: number) =>
  z
    .string({ error: msgKey('required') })
    .trim()
    .min(1, msgKey('required'))
    .max(max, msgKey('max', { max }));

/** Current country and grade: required with the spec's one text (section 5). */
const countryGrade = z
  .string({ error: msgKey('consultCountryGrade') })
  .trim()
  .min(1, msgKey('consultCountryGrade'))
  .max(30, msgKey('oneOf'));

/**
 * The consultation profile as the form saves it (spec 000 section 3; screen 13): name, sex, GPA,
 * current country (nationality), intended study country (countryId), grade (courseType) and the
 * intended majors. Name, sex, country and grade are required; the graduated school is required too
 * but read from the account (read only, not sent).
 */
export const consultProfileBody = z
  .object(
    {
      ...commonFields,
      userName: requiredText(20).pipe(userNameSchema),
      sex: z.enum(['0', '1'], { error: msgKey('requiredSelect') }),
      gpa: gpaSchema.optional().nullable(),
      nationality: countryGrade,
      countryId: z
        .union([z.string().trim().max(30, msgKey('oneOf')), z.number()], { error: msgKey('oneOf') })
        .transform((v) => (v === '' ? null : String(v)))
        .optional()
        .nullable(),
      courseType: countryGrade,
      majorFocusList: z
        .array(z.string({ error: msgKey('oneOf') }).max(30, msgKey('oneOf')), { error: msgKey('oneOf') })
        .max(20, msgKey('max', { max: 20 }))
        .default([]),
    },
    { error: msgKey('invalid') },
  )
  .meta({ id: 'ConsultProfileBody' });
export type ConsultProfileBody = z.infer<typeof consultProfileBody>;
export type ConsultProfileInput = z.input<typeof consultProfileBody>;

/** The profile as loaded (data.user of the spec's 'consult profile load'): empty fields null. */
export const consultProfile = z
  .object({
    userName: z.string().nullable(),
    sex: z.string().nullable(),
    stuUniName: z.string().nullable().meta({ description: "the account's graduated school (read only here)" }),
    gpa: z.string().nullable(),
    nationality: z.string().nullable(),
    countryId: z.string().nullable(),
    courseType: z.string().nullable(),
    majorFocusList: z.array(z.string()),
    updatedAt: z.string().nullable().meta({ description: 'when it was last saved; null: never saved' }),
  })
  .meta({ id: 'ConsultProfile' });
export type ConsultProfile = z.infer<typeof consultProfile>;

export const consultProfileData = z.object({ user: consultProfile }).meta({ id: 'ConsultProfileData' });
export type ConsultProfileData = z.infer<typeof consultProfileData>;

/** The staff's list of leads: type, country, Beijing days (both inclusive), page. */
export const leadsQuery = z
  .object(
    {
      ...commonFields,
      type: intIn(0, 2).optional(),
      countryId: z.string().trim().max(30, msgKey('oneOf')).optional(),
      from: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, msgKey('date'))
        .optional(),
      to: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, msgKey('date'))
        .optional(),
      pageNo: intIn(1, 100000).default(1),
      pageSize: intIn(1, 100).default(20),
    },
    { error: msgKey('invalid') },
  )
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: msgKey('dateOrder'), path: ['to'] });
export type LeadsQuery = z.infer<typeof leadsQuery>;

export const leadItem = z
  .object({
    id: z.number(),
    type: z.number(),
    userId: z.number().nullable(),
    account: z.string().nullable().meta({ description: "the asker's masked phone or email" }),
    countryId: z.string(),
    countryName: z.string().nullable().meta({ description: 'in the request language' }),
    uniId: z.number().nullable(),
    uniEnName: z.string().nullable(),
    majorName: z.string().nullable(),
    profile: consultProfile.omit({ updatedAt: true }).nullable(),
    chatUrl: z.string(),
    status: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'ConsultLead' });
export type LeadItem = z.infer<typeof leadItem>;
