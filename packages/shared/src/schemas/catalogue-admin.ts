// The console's catalogue editing (/api/console/universities, /faculties, /majors, /images): the
// bodies the console's forms and the server check alike, the list filters, and the codes of this
// part (71020-71039).
import { z } from 'zod';
import { addCodeMessages } from '../code-messages';
import { msgKey } from '../messages';
import { CONTROL_CHAR_RE } from '../rules';
import { INT4_MAX, commonFields, idSchema, intIn } from './common';
import { currencySchema, isChatUrl } from './country-settings';
import { CONSOLE_SHARED_CODES } from './console-codes';

/** The catalogue editing's own codes (71020-71039). */
export const CATALOGUE_ADMIN_CODES = {
  /** The row was changed by someone else since the form loaded it (optimistic concurrency). */
  STALE: CONSOLE_SHARED_CODES.STALE,
  /** The university, faculty or programme does not exist (any more). */
  NOT_FOUND: '71021',
  /** A faculty that still has programmes cannot be deleted. */
  FACULTY_NOT_EMPTY: '71022',
  /** The uploaded picture is not a catalogue picture of staff (or is not a picture). */
  IMAGE_UNKNOWN: CONSOLE_SHARED_CODES.PICTURE_INVALID,
  /** Another university already has this website domain. */
  DOMAIN_TAKEN: '71024',
  /** The country is not a study country. */
  COUNTRY_UNKNOWN: CONSOLE_SHARED_CODES.COUNTRY_UNKNOWN,
  /** The faculty does not belong to the programme's university. */
  FACULTY_MISMATCH: '71026',
  /** Another university already has this English name. */
  NAME_TAKEN: '71027',
} as const;

addCodeMessages({
  '71021': { cn: '记录不存在或已被删除，请刷新后重试', en: 'This record does not exist any more; please refresh' },
  '71022': { cn: '该学院下还有专业，不能删除', en: 'This faculty still has programmes and cannot be deleted' },
  '71024': { cn: '已有其他院校使用该官网域名', en: 'Another university already has this website' },
  '71026': { cn: '该学院不属于此院校', en: 'This faculty does not belong to the university' },
  '71027': { cn: '已有其他院校使用该英文名称', en: 'Another university already has this English name' },
});

/** What a console picture is for: its size on the public pages. */
export const CONSOLE_IMAGE_KINDS = ['logo', 'campus', 'content'] as const;
export type ConsoleImageKind = (typeof CONSOLE_IMAGE_KINDS)[number];
/** The box each kind is resized into (never enlarged), in pixels. */
export const CONSOLE_IMAGE_SIZES: Record<ConsoleImageKind, { width: number; height: number; fit: 'inside' | 'cover' }> = {
  logo: { width: 240, height: 240, fit: 'inside' },
  campus: { width: 1600, height: 1000, fit: 'inside' },
  content: { width: 1200, height: 1600, fit: 'inside' },
};

export const consoleImageBody = z
  .object(
    {
      ...commonFields,
      imgPath: z.string({ error: msgKey('required') }).regex(/^\/api\/file\/[a-f0-9]{32}\.[a-z0-9]{2,5}$/, msgKey('invalid')),
      kind: z.enum(CONSOLE_IMAGE_KINDS, { error: msgKey('invalid') }),
    },
    { error: msgKey('invalid') },
  )
  .meta({ id: 'ConsoleImageBody' });
export type ConsoleImageBody = z.infer<typeof consoleImageBody>;

export const consoleImagePublished = z
  .object({ url: z.string(), width: z.number(), height: z.number() })
  .meta({ id: 'ConsoleImagePublished' });
export type ConsoleImagePublished = z.infer<typeof consoleImagePublished>;

// --- Field rules shared by the forms and the server ------------------------------------------------

const invalid = msgKey('invalid');
const text = (max: number) =>
  z
    .string({ error: msgKey('invalid') })
    .trim()
    .max(max, msgKey('max', { max }))
    .refine((v) => !CONTROL_CHAR_RE.test(v.replace(/[\n\r\t]/g, '')), msgKey('controlChars'));
const requiredText = (max: number) => text(max).refine((v) => v.length > 0, msgKey('required'));
/** '' or null: none. */
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
/** A whole number in bounds, or null for none ('' from a cleared input counts as none). */
const optionalInt = (min: number, max: number) =>
  z
    .union([z.literal(''), z.null(), intIn(min, max)], { error: invalid })
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));
const flag01 = z.enum(['0', '1'], { error: msgKey('oneOf') });
/** An absolute http(s) link, or '' / null for none. */
const optionalLink = z
  .string({ error: invalid })
  .trim()
  .max(300, msgKey('max', { max: 300 }))
  .refine((v) => v === '' || isChatUrl(v), msgKey('chatUrl'))
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));
/** A picture of the portal itself (/api/file/..., /api/media/...), or '' / null for none. */
export const PICTURE_PATH_RE = /^\/api\/(file|media)\/[A-Za-z0-9/_.-]{1,200}(\?[A-Za-z0-9=&_.-]{0,60})?$/;
const picturePath = z
  .string({ error: invalid })
  .trim()
  .max(300, msgKey('max', { max: 300 }))
  .refine((v) => v === '' || PICTURE_PATH_RE.test(v), invalid)
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));
export const RICH_TEXT_MAX = 100_000;
const richText = z
  .string({ error: invalid })
  .max(RICH_TEXT_MAX, msgKey('max', { max: RICH_TEXT_MAX }))
  .nullable()
  .optional()
  .transform((v) => (v && v.trim() ? v : null));
/** The updated_at the form loaded (ISO with microseconds), sent back to detect a change made since. */
const updatedAtToken = z.string({ error: msgKey('required') }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/, invalid);
const countryIdField = z
  .union([z.string().trim().min(1, msgKey('requiredSelect')).max(30, msgKey('oneOf')), z.number()], { error: msgKey('requiredSelect') })
  .transform((v) => String(v));

export const UNI_TYPES = ['public', 'private'] as const;
export const DEGREE_TYPES = ['1', '2', '3'] as const;
export const ALIAS_MAX = 20;
export const CATALOGUE_PAGE_SIZE_MAX = 100;
export const BULK_MAX = 500;
const SORT_ORDER = z.enum(['asc', 'desc'], { error: msgKey('oneOf') }).default('asc');

// --- Universities ------------------------------------------------------------------------------------

export const UNI_SORTS = ['rank', 'name', 'updated'] as const;
export const consoleUniListBody = z
  .object(
    {
      ...commonFields,
      countryId: z.string().trim().max(30, msgKey('oneOf')).optional().nullable(),
      keyword: z
        .string()
        .trim()
        .max(100, msgKey('max', { max: 100 }))
        .optional()
        .nullable(),
      uniType: z
        .enum(UNI_TYPES, { error: msgKey('oneOf') })
        .optional()
        .nullable(),
      aiShow: flag01.optional().nullable(),
      hasCn: flag01.optional().nullable(),
      status: flag01.optional().nullable(),
      sort: z.enum(UNI_SORTS, { error: msgKey('oneOf') }).default('rank'),
      order: SORT_ORDER,
      pageNo: intIn(1, 100000).default(1),
      pageSize: intIn(1, CATALOGUE_PAGE_SIZE_MAX).default(20),
    },
    { error: invalid },
  )
  .meta({ id: 'ConsoleUniListBody' });
export type ConsoleUniListBody = z.infer<typeof consoleUniListBody>;
export type ConsoleUniListInput = z.input<typeof consoleUniListBody>;

export const consoleUniItem = z
  .object({
    uniId: z.number(),
    uniName: z.string(),
    uniEnName: z.string(),
    countryId: z.string(),
    countryName: z.string(),
    countryEnName: z.string(),
    city: z.string().nullable(),
    cityCn: z.string().nullable(),
    uniType: z.string(),
    qsRank: z.number().nullable(),
    aiShow: z.boolean(),
    status: z.string().meta({ description: "'0' shown, '1' hidden" }),
    uniLogo: z.string().nullable(),
    majorCount: z.number(),
    source: z.string().nullable(),
    checkedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ConsoleUniItem' });
export type ConsoleUniItem = z.infer<typeof consoleUniItem>;

export const UNI_BULK_ACTIONS = ['open', 'close', 'show', 'hide'] as const;
export type UniBulkAction = (typeof UNI_BULK_ACTIONS)[number];
export const consoleUniBulkBody = z
  .object(
    {
      ...commonFields,
      uniIds: z.array(idSchema, { error: invalid }).min(1, msgKey('requiredSelect')).max(BULK_MAX, invalid),
      action: z.enum(UNI_BULK_ACTIONS, { error: msgKey('oneOf') }),
    },
    { error: invalid },
  )
  .meta({ id: 'ConsoleUniBulkBody' });
export type ConsoleUniBulkBody = z.infer<typeof consoleUniBulkBody>;

export const applyFileField = z.object(
  {
    fileRoute: z.string({ error: invalid }).regex(/^\/api\/file\/[a-f0-9]{32}\.[a-z0-9]{2,5}$/, invalid),
    fileName: requiredText(255),
  },
  { error: invalid },
);
export type ApplyFileField = z.infer<typeof applyFileField>;

/** The university form: create (no uniId) or edit (uniId with the updatedAt it loaded). */
export const consoleUniFields = {
  uniName: requiredText(200),
  uniEnName: requiredText(200),
  aliases: z
    .array(text(50), { error: invalid })
    .max(ALIAS_MAX, invalid)
    .default([])
    .transform((list) => [...new Set(list.map((a) => a.toLowerCase()).filter(Boolean))]),
  countryId: countryIdField,
  city: optionalText(100),
  cityCn: optionalText(100),
  uniType: z.enum(UNI_TYPES, { error: msgKey('oneOf') }),
  website: optionalLink,
  founded: optionalInt(800, 2100),
  qsRank: optionalInt(1, 10000),
  rankSource: optionalText(100),
  rankYear: optionalInt(1900, 2100),
  uniLogo: picturePath,
  uniMain: picturePath,
  uniInfo: richText,
  uniInfoEn: richText,
  stipendShow: flag01.default('1'),
  isReduce: flag01.default('0'),
  isSpecial: flag01.default('0'),
  aiShow: z.boolean({ error: invalid }),
  status: flag01,
  applyFiles: z.array(applyFileField, { error: invalid }).max(20, invalid).default([]),
  /** Keep the row's source and checked date (a typo fix); by default a save makes the source 'staff', checked today. */
  keepSource: z.boolean({ error: invalid }).default(false),
};
export const consoleUniBody = z
  .object({ ...commonFields, uniId: idSchema.optional(), updatedAt: updatedAtToken.optional(), ...consoleUniFields }, { error: invalid })
  .refine((b) => !b.uniId || !!b.updatedAt, { message: msgKey('required'), path: ['updatedAt'] })
  .meta({ id: 'ConsoleUniBody' });
export type ConsoleUniBody = z.infer<typeof consoleUniBody>;
export type ConsoleUniInput = z.input<typeof consoleUniBody>;

export const consoleFaculty = z
  .object({ facultyId: z.number(), facultyName: z.string(), facultyEnName: z.string(), sort: z.number(), majorCount: z.number() })
  .meta({ id: 'ConsoleFaculty' });
export type ConsoleFaculty = z.infer<typeof consoleFaculty>;

export const consoleUniDetail = z
  .object({
    uniId: z.number(),
    uniName: z.string(),
    uniEnName: z.string(),
    aliases: z.array(z.string()),
    countryId: z.string(),
    city: z.string().nullable(),
    cityCn: z.string().nullable(),
    uniType: z.enum(UNI_TYPES),
    website: z.string().nullable(),
    websiteDomain: z.string().nullable(),
    founded: z.number().nullable(),
    qsRank: z.number().nullable(),
    rankSource: z.string().nullable(),
    rankYear: z.number().nullable(),
    uniLogo: z.string().nullable(),
    uniMain: z.string().nullable(),
    uniInfo: z.string().nullable(),
    uniInfoEn: z.string().nullable(),
    stipendShow: flag01,
    isReduce: flag01,
    isSpecial: flag01,
    aiShow: z.boolean(),
    status: flag01,
    applyFiles: z.array(z.object({ fileRoute: z.string(), fileName: z.string() })),
    faculties: z.array(consoleFaculty),
    source: z.string().nullable(),
    sourceUrl: z.string().nullable(),
    checkedAt: z.string().nullable(),
    updatedAt: z.string().meta({ description: 'send it back with the save (optimistic concurrency)' }),
  })
  .meta({ id: 'ConsoleUniDetail' });
export type ConsoleUniDetail = z.infer<typeof consoleUniDetail>;

export const consoleUniIdQuery = z.object({ ...commonFields, uniId: idSchema });

// --- Faculties ---------------------------------------------------------------------------------------

export const consoleFacultyBody = z
  .object(
    {
      ...commonFields,
      uniId: idSchema,
      facultyId: idSchema.optional(),
      facultyName: requiredText(200),
      facultyEnName: requiredText(200),
    },
    { error: invalid },
  )
  .meta({ id: 'ConsoleFacultyBody' });
export type ConsoleFacultyBody = z.infer<typeof consoleFacultyBody>;
export type ConsoleFacultyInput = z.input<typeof consoleFacultyBody>;

export const consoleFacultyOrderBody = z
  .object(
    { ...commonFields, uniId: idSchema, facultyIds: z.array(idSchema, { error: invalid }).min(1, invalid).max(500, invalid) },
    { error: invalid },
  )
  .meta({ id: 'ConsoleFacultyOrderBody' });
export type ConsoleFacultyOrderBody = z.infer<typeof consoleFacultyOrderBody>;

export const consoleFacultyDeleteBody = z
  .object({ ...commonFields, uniId: idSchema, facultyId: idSchema }, { error: invalid })
  .meta({ id: 'ConsoleFacultyDeleteBody' });

// --- Majors ------------------------------------------------------------------------------------------

export const MAJOR_SORTS = ['name', 'tuition', 'updated', 'hot'] as const;
export const TUITION_MAX = 100_000_000;
const tuitionBound = z
  .union(
    [
      z.literal(''),
      z.null(),
      z.coerce
        .number({ error: msgKey('matchNumber') })
        .min(0, invalid)
        .max(TUITION_MAX, invalid),
    ],
    { error: invalid },
  )
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v));
export const consoleMajorListBody = z
  .object(
    {
      ...commonFields,
      countryId: z.string().trim().max(30, msgKey('oneOf')).optional().nullable(),
      uniId: idSchema.optional().nullable(),
      facultyId: idSchema.optional().nullable(),
      degreeType: z
        .enum(DEGREE_TYPES, { error: msgKey('oneOf') })
        .optional()
        .nullable(),
      status: flag01.optional().nullable(),
      tuitionMin: tuitionBound,
      tuitionMax: tuitionBound,
      keyword: z
        .string()
        .trim()
        .max(100, msgKey('max', { max: 100 }))
        .optional()
        .nullable(),
      sort: z.enum(MAJOR_SORTS, { error: msgKey('oneOf') }).default('updated'),
      order: SORT_ORDER,
      pageNo: intIn(1, 100000).default(1),
      pageSize: intIn(1, CATALOGUE_PAGE_SIZE_MAX).default(20),
    },
    { error: invalid },
  )
  .refine((b) => b.tuitionMin == null || b.tuitionMax == null || b.tuitionMin <= b.tuitionMax, {
    message: msgKey('dateOrder'),
    path: ['tuitionMax'],
  })
  .meta({ id: 'ConsoleMajorListBody' });
export type ConsoleMajorListBody = z.infer<typeof consoleMajorListBody>;
export type ConsoleMajorListInput = z.input<typeof consoleMajorListBody>;

export const consoleMajorItem = z
  .object({
    majorId: z.number(),
    majorName: z.string(),
    majorEnName: z.string(),
    uniId: z.number(),
    uniName: z.string(),
    uniEnName: z.string(),
    countryId: z.string(),
    facultyId: z.number().nullable(),
    facultyName: z.string().nullable(),
    facultyEnName: z.string().nullable(),
    degreeType: z.string(),
    majorTuition: z.number().nullable(),
    currency: z.string(),
    applyDate: z.string().nullable(),
    beginDate: z.string().nullable(),
    majorStatus: z.string(),
    hot: z.number(),
    stipend: z.number(),
    source: z.string().nullable(),
    checkedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ConsoleMajorItem' });
export type ConsoleMajorItem = z.infer<typeof consoleMajorItem>;

const tuitionValue = z
  .union(
    [
      z.literal(''),
      z.null(),
      z.coerce
        .number({ error: msgKey('matchNumber') })
        .int(invalid)
        .min(0, invalid)
        .max(TUITION_MAX, invalid),
    ],
    {
      error: invalid,
    },
  )
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v));
const gpaValue = z
  .union(
    [
      z.literal(''),
      z.null(),
      z.coerce
        .number({ error: msgKey('matchNumber') })
        .min(0, invalid)
        .max(99.99, invalid),
    ],
    { error: invalid },
  )
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v));
const longText = optionalText(20_000);

export const consoleMajorFields = {
  majorName: requiredText(200),
  majorEnName: requiredText(200),
  facultyId: z
    .union([idSchema, z.null(), z.literal('')], { error: invalid })
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
  degreeType: z.enum(DEGREE_TYPES, { error: msgKey('oneOf') }),
  majorFocus: text(100).default(''),
  majorSystem: optionalText(20),
  majorTuition: tuitionValue,
  currency: currencySchema,
  languageRequirement: optionalText(300),
  languageRequirementEn: optionalText(300),
  ieltsScore: optionalText(20),
  toeflScore: optionalText(20),
  pte: optionalText(20),
  gmat: optionalText(20),
  gre: optionalText(20),
  minGpa: gpaValue,
  applyDate: optionalText(100),
  beginDate: optionalText(100),
  majorLink: optionalLink,
  backgroundRequirement: longText,
  backgroundRequirementEn: longText,
  majorIntroduction: longText,
  majorIntroductionEn: longText,
  stipend: intIn(0, INT4_MAX).default(0),
  majorStatus: flag01,
  hot: intIn(0, 1_000_000).default(0),
  keepSource: z.boolean({ error: invalid }).default(false),
};
export const consoleMajorBody = z
  .object({ ...commonFields, majorId: idSchema, updatedAt: updatedAtToken, ...consoleMajorFields }, { error: invalid })
  .meta({ id: 'ConsoleMajorBody' });
export type ConsoleMajorBody = z.infer<typeof consoleMajorBody>;
export type ConsoleMajorInput = z.input<typeof consoleMajorBody>;

/** A programme made by hand for a university (POST /api/console/majors/create); the same fields as the edit form. */
export const consoleMajorCreateBody = z
  .object({ ...commonFields, uniId: idSchema, ...consoleMajorFields }, { error: invalid })
  .meta({ id: 'ConsoleMajorCreateBody' });
export type ConsoleMajorCreateBody = z.infer<typeof consoleMajorCreateBody>;
export type ConsoleMajorCreateInput = z.input<typeof consoleMajorCreateBody>;

export const consoleMajorDetail = z
  .object({
    majorId: z.number(),
    uniId: z.number(),
    uniName: z.string(),
    uniEnName: z.string(),
    countryId: z.string(),
    majorName: z.string(),
    majorEnName: z.string(),
    facultyId: z.number().nullable(),
    degreeType: z.enum(DEGREE_TYPES),
    majorFocus: z.string(),
    majorSystem: z.string().nullable(),
    majorTuition: z.number().nullable(),
    currency: z.string(),
    languageRequirement: z.string().nullable(),
    languageRequirementEn: z.string().nullable(),
    ieltsScore: z.string().nullable(),
    toeflScore: z.string().nullable(),
    pte: z.string().nullable(),
    gmat: z.string().nullable(),
    gre: z.string().nullable(),
    minGpa: z.number().nullable(),
    applyDate: z.string().nullable(),
    beginDate: z.string().nullable(),
    majorLink: z.string().nullable(),
    backgroundRequirement: z.string().nullable(),
    backgroundRequirementEn: z.string().nullable(),
    majorIntroduction: z.string().nullable(),
    majorIntroductionEn: z.string().nullable(),
    stipend: z.number(),
    majorStatus: flag01,
    hot: z.number(),
    faculties: z.array(consoleFaculty),
    source: z.string().nullable(),
    sourceUrl: z.string().nullable(),
    checkedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ConsoleMajorDetail' });
export type ConsoleMajorDetail = z.infer<typeof consoleMajorDetail>;

export const consoleMajorIdQuery = z.object({ ...commonFields, majorId: idSchema });

/** One field set to one value across the chosen programmes. */
export const MAJOR_BULK_FIELDS = [
  'currency',
  'applyDate',
  'beginDate',
  'majorStatus',
  'degreeType',
  'majorTuition',
  'stipend',
  'hot',
] as const;
export type MajorBulkField = (typeof MAJOR_BULK_FIELDS)[number];
const bulkIds = z.array(idSchema, { error: invalid }).min(1, msgKey('requiredSelect')).max(BULK_MAX, invalid);
const bulkOf = <F extends MajorBulkField, V extends z.ZodType>(field: F, value: V) =>
  z.object({ ...commonFields, majorIds: bulkIds, field: z.literal(field), value }, { error: invalid });
export const consoleMajorBulkBody = z
  .discriminatedUnion(
    'field',
    [
      bulkOf('currency', currencySchema),
      bulkOf('applyDate', optionalText(100)),
      bulkOf('beginDate', optionalText(100)),
      bulkOf('majorStatus', flag01),
      bulkOf('degreeType', z.enum(DEGREE_TYPES, { error: msgKey('oneOf') })),
      bulkOf('majorTuition', tuitionValue),
      bulkOf('stipend', intIn(0, INT4_MAX)),
      bulkOf('hot', intIn(0, 1_000_000)),
    ],
    { error: msgKey('oneOf') },
  )
  .meta({ id: 'ConsoleMajorBulkBody' });
export type ConsoleMajorBulkBody = z.infer<typeof consoleMajorBulkBody>;
export type ConsoleMajorBulkInput = z.input<typeof consoleMajorBulkBody>;

export const consoleBulkResult = z.object({ changed: z.number() }).meta({ id: 'ConsoleBulkResult' });
