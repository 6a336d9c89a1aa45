// The console's content screens (/api/console/cases, /articles, /banners, /dicts): admitted-student
// cases with the verified flag (an offer letter staff checked), articles, the home carousel's banners
// and the dictionaries. Clerks and admins read and write them; the same schemas check the console's
// forms and the server. An article, banner or dictionary value carries `updatedAt` (ISO, UTC, with
// microseconds): its form sends it back with the save, and a save over a row changed since answers
// 71020 instead of overwriting it.
import { z } from 'zod';
import { addCodeMessages } from '../code-messages';
import { msgKey } from '../messages';
import { CONTROL_CHAR_RE } from '../rules';
import { commonFields } from './common';
import { CONSOLE_SHARED_CODES } from './console-codes';

/** The content screens' own codes (71040-71059). */
export const CONTENT_ADMIN_CODES = {
  CASE_UNKNOWN: '71040',
  /** Only a case with an offer letter on file can be marked verified. */
  VERIFY_NEEDS_OFFER: '71041',
  /** The offer file is not an offer letter uploaded for this purpose. */
  OFFER_FILE_UNKNOWN: '71042',
  UNIVERSITY_UNKNOWN: '71043',
  ARTICLE_UNKNOWN: '71044',
  BANNER_UNKNOWN: '71045',
  /** A dictionary value shipped with the portal or used by a row cannot be deleted (disable it instead). */
  DICT_IN_USE: '71046',
  DICT_DUPLICATE: '71047',
  DICT_UNKNOWN: '71048',
  ARTICLE_TYPE_UNKNOWN: '71049',
  /** A cover or picture that is not a file uploaded to the portal (or a generated cover). */
  PICTURE_UNKNOWN: CONSOLE_SHARED_CODES.PICTURE_INVALID,
  /** The first banner cannot move up, the last cannot move down. */
  BANNER_EDGE: '71051',
  /** The article, banner or dictionary value was changed by someone else since the form loaded it. */
  STALE: CONSOLE_SHARED_CODES.STALE,
} as const;

addCodeMessages({
  '71040': { cn: '该案例不存在，请刷新后重试', en: 'This case does not exist; please refresh and try again' },
  '71041': { cn: '请先上传录取通知书，才能标记为已核实', en: 'Upload the offer letter before marking the case as verified' },
  '71042': { cn: '录取通知书文件无效，请重新上传', en: 'The offer letter file is not valid; please upload it again' },
  '71043': { cn: '该院校不存在，请重新选择', en: 'This university does not exist; please choose another one' },
  '71044': { cn: '该文章不存在，请刷新后重试', en: 'This article does not exist; please refresh and try again' },
  '71045': { cn: '该轮播图不存在，请刷新后重试', en: 'This banner does not exist; please refresh and try again' },
  '71046': {
    cn: '该字典值为系统内置或正在使用，不能删除，只能停用',
    en: 'This value ships with the portal or is in use: it cannot be deleted, only disabled',
  },
  '71047': { cn: '该字典类型下已有相同的值', en: 'This dictionary already has this value' },
  '71048': { cn: '该字典或字典值不存在，请刷新后重试', en: 'This dictionary or value does not exist; please refresh and try again' },
  '71049': { cn: '请选择有效的留学阶段', en: 'Please choose a valid study stage' },
  '71051': { cn: '已经在最前或最后，不能再移动', en: 'Already first or last; it cannot move further' },
});

// ---------------------------------------------------------------------------------------
// Field helpers
// ---------------------------------------------------------------------------------------

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (v: string) => {
  if (!DAY_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** Required text: trimmed, not empty, at most `max`, no control characters. */
const reqText = (max: number) =>
  z
    .string({ error: msgKey('required') })
    .trim()
    .min(1, msgKey('required'))
    .max(max, msgKey('max', { max }))
    .refine((v) => !CONTROL_CHAR_RE.test(v), msgKey('controlChars'));

/** Optional text: '' and null become null. */
const optText = (max: number) =>
  z
    .string({ error: msgKey('invalid') })
    .trim()
    .max(max, msgKey('max', { max }))
    .refine((v) => !CONTROL_CHAR_RE.test(v), msgKey('controlChars'))
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const daySchema = z
  .string({ error: msgKey('date') })
  .trim()
  .refine(validDay, msgKey('date'));
const optDay = z
  .string({ error: msgKey('date') })
  .trim()
  .refine((v) => v === '' || validDay(v), msgKey('date'))
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

const rowId = z.coerce
  .number({ error: msgKey('invalid') })
  .int(msgKey('invalid'))
  .min(1, msgKey('idRange'))
  .max(2147483647, msgKey('idRange'));
const shownHidden = z.enum(['0', '1'], { error: msgKey('oneOf') });
const idsField = z
  .array(rowId, { error: msgKey('requiredSelect') })
  .min(1, msgKey('requiredSelect'))
  .max(200, msgKey('invalid'));
const orderField = z.enum(['asc', 'desc']).default('desc');
/** The updatedAt a form loaded (ISO, UTC, microseconds), sent back so a save over a newer row is refused. */
const versionToken = z
  .string({ error: msgKey('required') })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/, msgKey('invalid'))
  .meta({ description: 'the updatedAt the form loaded; required when saving an existing row (71020 when it changed since)' });
/** An existing row (id) is saved with the version its form loaded. */
const versionRequired = { message: msgKey('required'), path: ['updatedAt'] };
const updatedAtOut = z.string().meta({ description: 'ISO time (UTC, microseconds): send it back with the save' });
const pageNo = z.coerce.number().int().min(1).max(100000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
/** A list filter: an empty value is no filter. */
const optFilter = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional()) as unknown as z.ZodOptional<T>;

/**
 * A picture of the portal's own: an uploaded file (/api/file/<id>.<ext>, or a resized catalogue
 * picture under /api/file or /api/assets) or a generated cover (/api/media/...). Never an outside
 * address, so a cover cannot track readers or change under the portal's feet.
 */
export const PICTURE_RE = /^\/api\/(?:file|media|assets)\/[A-Za-z0-9_./-]{1,250}(?:\?[A-Za-z0-9_=&.-]{0,40})?$/;
const isPicture = (v: string) => PICTURE_RE.test(v) && !v.includes('..');
const pictureRequired = z
  .string({ error: msgKey('requiredUpload') })
  .trim()
  .min(1, msgKey('requiredUpload'))
  .max(300, msgKey('max', { max: 300 }))
  .refine(isPicture, msgKey('invalid'));
const pictureOptional = z
  .string({ error: msgKey('invalid') })
  .trim()
  .max(300, msgKey('max', { max: 300 }))
  .refine((v) => v === '' || isPicture(v), msgKey('invalid'))
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** The stored file id of an uploaded file's address (/api/file/<id>.<ext>), if it is one. */
export function uploadedFileId(route: string | null | undefined): string | null {
  const m = route ? /^\/api\/file\/([a-f0-9]{32})\.[a-z0-9]{2,5}$/.exec(route) : null;
  return m ? m[1] : null;
}

// ---------------------------------------------------------------------------------------
// Cases
// ---------------------------------------------------------------------------------------

export const CASE_SORTS = ['resultDate', 'updateDate', 'viewNumber', 'uniMoney', 'eduGpa', 'id'] as const;
export type CaseSort = (typeof CASE_SORTS)[number];

export const consoleCaseListBody = z
  .object({
    ...commonFields,
    keyword: optFilter(z.string().trim().max(100)).meta({ description: 'student name or pinyin, course name' }),
    uniId: optFilter(rowId),
    countryId: optFilter(z.coerce.string().max(30)),
    courseType: optFilter(z.string().max(10)),
    from: optFilter(daySchema).meta({ description: 'result date from (yyyy-MM-dd)' }),
    to: optFilter(daySchema).meta({ description: 'result date to (yyyy-MM-dd)' }),
    verified: optFilter(z.enum(['0', '1'])),
    status: optFilter(shownHidden),
    sort: z.enum(CASE_SORTS).default('resultDate'),
    order: orderField,
    pageNo,
    pageSize,
  })
  .meta({ id: 'ConsoleCaseListBody' });
export type ConsoleCaseListBody = z.infer<typeof consoleCaseListBody>;
export type ConsoleCaseListInput = z.input<typeof consoleCaseListBody>;

export const consoleCaseItem = z
  .object({
    id: z.number(),
    stuName: z.string(),
    stuSpell: z.string(),
    uniId: z.number(),
    uniName: z.string(),
    uniEnName: z.string(),
    countryId: z.string(),
    countryName: z.string(),
    countryEnName: z.string(),
    courseType: z.string(),
    courseName: z.string(),
    resultDate: z.string(),
    eduUniName: z.string().nullable(),
    eduGpa: z.string().nullable(),
    uniMoney: z.number().nullable(),
    viewNumber: z.number(),
    status: z.string(),
    verified: z.boolean(),
    hasOffer: z.boolean(),
    verifiedAt: z.string().nullable().meta({ description: 'yyyy-MM-dd HH:mm, Beijing time' }),
    updateDate: z.string(),
    source: z.string().nullable(),
    applyCount: z.number(),
  })
  .meta({ id: 'ConsoleCaseItem' });
export type ConsoleCaseItem = z.infer<typeof consoleCaseItem>;

export const caseApplyRow = z.object({
  uniId: rowId,
  courseName: reqText(200),
  applyStatus: z
    .string({ error: msgKey('requiredSelect') })
    .trim()
    .min(1, msgKey('requiredSelect'))
    .max(2, msgKey('oneOf')),
  receiptDate: daySchema,
  beginDate: optDay,
});
export type CaseApplyRow = z.infer<typeof caseApplyRow>;

const gpaNumber = z
  .union([z.number(), z.string()], { error: msgKey('matchNumber') })
  .transform((v) => (v === '' ? null : Number(v)))
  .refine((v) => v === null || (Number.isFinite(v) && v >= 0 && v <= 99.99 && Number(v.toFixed(2)) === v), msgKey('matchNumber'))
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? null : v));

const moneyNumber = z
  .union([z.number(), z.string()], { error: msgKey('matchNumber') })
  .transform((v) => (v === '' ? null : Number(v)))
  .refine((v) => v === null || (Number.isInteger(v) && v >= 0 && v <= 100_000_000), msgKey('matchNumber'))
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? null : v));

/** Every field of a case and its applications; no id creates one. */
export const caseSaveBody = z
  .object(
    {
      ...commonFields,
      id: rowId.optional(),
      stuName: reqText(50),
      stuSpell: reqText(100),
      uniId: rowId,
      courseType: z
        .string({ error: msgKey('requiredSelect') })
        .trim()
        .min(1, msgKey('requiredSelect'))
        .max(10, msgKey('oneOf')),
      courseName: reqText(200),
      resultDate: daySchema,
      eduUniName: optText(200),
      eduUniEnName: optText(200),
      eduUniType: optText(30),
      eduMajorName: optText(200),
      eduMajorNameEn: optText(200),
      eduGpa: gpaNumber,
      eduLanguage: optText(100),
      isWork: z.enum(['0', '1'], { error: msgKey('oneOf') }),
      workExperience: optText(300),
      uniMoney: moneyNumber,
      status: shownHidden,
      source: optText(200),
      offerFileId: z
        .string()
        .regex(/^[a-f0-9]{32}$/, msgKey('fileUnknown'))
        .nullable()
        .optional()
        .transform((v) => v ?? null),
      verified: z.boolean({ error: msgKey('invalid') }),
      applies: z.array(caseApplyRow).max(30, msgKey('invalid')).default([]),
    },
    { error: msgKey('invalid') },
  )
  .meta({ id: 'CaseSaveBody' });
export type CaseSaveBody = z.infer<typeof caseSaveBody>;
export type CaseSaveInput = z.input<typeof caseSaveBody>;

export const consoleCaseDetail = z
  .object({
    id: z.number(),
    stuName: z.string(),
    stuSpell: z.string(),
    uniId: z.number(),
    uniName: z.string(),
    uniEnName: z.string(),
    courseType: z.string(),
    courseName: z.string(),
    resultDate: z.string(),
    eduUniName: z.string().nullable(),
    eduUniEnName: z.string().nullable(),
    eduUniType: z.string().nullable(),
    eduMajorName: z.string().nullable(),
    eduMajorNameEn: z.string().nullable(),
    eduGpa: z.number().nullable(),
    eduLanguage: z.string().nullable(),
    isWork: z.enum(['0', '1']),
    workExperience: z.string().nullable(),
    uniMoney: z.number().nullable(),
    status: z.enum(['0', '1']),
    source: z.string().nullable(),
    externalKey: z.string().nullable(),
    viewNumber: z.number(),
    updateDate: z.string(),
    offerFileId: z.string().nullable(),
    offerFile: z
      .object({ url: z.string(), name: z.string(), ext: z.string(), size: z.number() })
      .nullable()
      .meta({ description: 'the offer letter, served to staff only' }),
    verified: z.boolean(),
    verifiedAt: z.string().nullable(),
    verifiedBy: z.string().nullable().meta({ description: 'masked account of who verified' }),
    applies: z.array(
      z.object({
        uniId: z.number(),
        uniName: z.string(),
        uniEnName: z.string(),
        courseName: z.string(),
        applyStatus: z.string(),
        receiptDate: z.string(),
        beginDate: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'ConsoleCaseDetail' });
export type ConsoleCaseDetail = z.infer<typeof consoleCaseDetail>;

export const caseVerifyBody = z
  .object({ ...commonFields, id: rowId, verified: z.boolean({ error: msgKey('invalid') }) })
  .meta({ id: 'CaseVerifyBody' });
export const caseBulkStatusBody = z.object({ ...commonFields, ids: idsField, status: shownHidden }).meta({ id: 'CaseBulkStatusBody' });
export const idBody = z.object({ ...commonFields, id: rowId });
export const idQuery = z.object({ id: rowId });

// ---------------------------------------------------------------------------------------
// Articles
// ---------------------------------------------------------------------------------------

export const ARTICLE_SORTS = ['publishDate', 'totalView', 'updatedAt'] as const;
export const ARTICLE_CONTENT_MAX = 200_000;

export const consoleArticleListBody = z
  .object({
    ...commonFields,
    articleType: optFilter(z.string().max(10)),
    status: optFilter(shownHidden),
    title: optFilter(z.string().trim().max(100)),
    sort: z.enum(ARTICLE_SORTS).default('publishDate'),
    order: orderField,
    pageNo,
    pageSize,
  })
  .meta({ id: 'ConsoleArticleListBody' });
export type ConsoleArticleListInput = z.input<typeof consoleArticleListBody>;

export const consoleArticleItem = z
  .object({
    id: z.number(),
    articleName: z.string(),
    articleNameEn: z.string().nullable(),
    articleType: z.string(),
    articleCoverRoute: z.string().nullable(),
    totalView: z.number(),
    publishDate: z.string(),
    status: z.string(),
    updatedAt: updatedAtOut,
    hasEnglish: z.boolean(),
  })
  .meta({ id: 'ConsoleArticleItem' });
export type ConsoleArticleItem = z.infer<typeof consoleArticleItem>;

const htmlBase = z.string({ error: msgKey('required') }).max(ARTICLE_CONTENT_MAX, msgKey('max', { max: ARTICLE_CONTENT_MAX }));
/** An editor's empty document is '<p></p>': no text and no picture counts as empty. */
export const isEmptyHtml = (v: string) =>
  v
    .replace(/<(?!img\b)[^>]*>/gi, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';
const htmlRequired = htmlBase.refine((v) => !isEmptyHtml(v), msgKey('required'));
const htmlOptional = htmlBase
  .nullable()
  .optional()
  .transform((v) => (v && !isEmptyHtml(v) ? v : null));

export const articleSaveBody = z
  .object(
    {
      ...commonFields,
      id: rowId.optional(),
      articleName: reqText(200),
      articleNameEn: optText(300),
      intro: optText(500),
      introEn: optText(800),
      articleType: z
        .string({ error: msgKey('requiredSelect') })
        .trim()
        .min(1, msgKey('requiredSelect'))
        .max(10, msgKey('oneOf')),
      articleCoverRoute: pictureOptional,
      content: htmlRequired,
      contentEn: htmlOptional,
      publishDate: daySchema.meta({ description: 'yyyy-MM-dd (Beijing day); the time of day is kept on an edit' }),
      status: shownHidden.meta({ description: "'0' published, '1' draft" }),
      updatedAt: versionToken.optional(),
    },
    { error: msgKey('invalid') },
  )
  .refine((b) => !b.id || !!b.updatedAt, versionRequired)
  .meta({ id: 'ArticleSaveBody' });
export type ArticleSaveBody = z.infer<typeof articleSaveBody>;
export type ArticleSaveInput = z.input<typeof articleSaveBody>;

export const consoleArticleDetail = z
  .object({
    id: z.number(),
    articleName: z.string(),
    articleNameEn: z.string().nullable(),
    intro: z.string().nullable(),
    introEn: z.string().nullable(),
    articleType: z.string(),
    articleCoverRoute: z.string().nullable(),
    content: z.string(),
    contentEn: z.string().nullable(),
    publishDate: z.string(),
    status: z.enum(['0', '1']),
    totalView: z.number(),
    updatedAt: updatedAtOut,
  })
  .meta({ id: 'ConsoleArticleDetail' });
export type ConsoleArticleDetail = z.infer<typeof consoleArticleDetail>;

export const articleBulkStatusBody = z.object({ ...commonFields, ids: idsField, status: shownHidden });

// ---------------------------------------------------------------------------------------
// Banners
// ---------------------------------------------------------------------------------------

/** 0 the home carousel, 2 the overseas recommendation cards. */
export const BANNER_FUNCTION_TYPES = [0, 2] as const;

const routeField = z
  .string({ error: msgKey('invalid') })
  .trim()
  .max(300, msgKey('max', { max: 300 }))
  // A page of the portal (/path?query), never another scheme or host.
  .refine((v) => v === '' || (/^\/(?![/\\])[^\s]*$/.test(v) && !CONTROL_CHAR_RE.test(v)), msgKey('invalid'))
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));
const urlField = z
  .string({ error: msgKey('invalid') })
  .trim()
  .max(300, msgKey('max', { max: 300 }))
  .refine((v) => v === '' || (/^https?:\/\/[^\s/?#@]+[^\s]*$/i.test(v) && !CONTROL_CHAR_RE.test(v)), msgKey('chatUrl'))
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

export const consoleBannerListQuery = z.object({
  functionType: z.coerce
    .number()
    .refine((v) => (BANNER_FUNCTION_TYPES as readonly number[]).includes(v))
    .default(0),
  status: optFilter(shownHidden),
});

export const consoleBannerItem = z
  .object({
    id: z.number(),
    functionType: z.number(),
    titleName: z.string(),
    titleNameEn: z.string().nullable(),
    intro: z.string().nullable(),
    introEn: z.string().nullable(),
    coverPicture: z.string(),
    bannerRoute: z.string().nullable(),
    routeUrl: z.string().nullable(),
    sort: z.number(),
    status: z.enum(['0', '1']),
    clicks: z.number(),
    updatedAt: updatedAtOut,
  })
  .meta({ id: 'ConsoleBannerItem' });
export type ConsoleBannerItem = z.infer<typeof consoleBannerItem>;

export const bannerSaveBody = z
  .object(
    {
      ...commonFields,
      id: rowId.optional(),
      functionType: z.coerce
        .number()
        .refine((v) => (BANNER_FUNCTION_TYPES as readonly number[]).includes(v), msgKey('oneOf'))
        .default(0),
      titleName: reqText(100),
      titleNameEn: optText(150),
      intro: optText(300),
      introEn: optText(400),
      coverPicture: pictureRequired,
      bannerRoute: routeField.meta({ description: 'a page of the portal the banner opens (/path)' }),
      routeUrl: urlField.meta({ description: 'an outside http(s) link (used when no bannerRoute)' }),
      status: shownHidden,
      updatedAt: versionToken.optional(),
    },
    { error: msgKey('invalid') },
  )
  .refine((b) => !b.id || !!b.updatedAt, versionRequired)
  .meta({ id: 'BannerSaveBody' });
export type BannerSaveBody = z.infer<typeof bannerSaveBody>;
export type BannerSaveInput = z.input<typeof bannerSaveBody>;

export const bannerMoveBody = z.object({ ...commonFields, id: rowId, direction: z.enum(['up', 'down']) });
export const bannerBulkStatusBody = z.object({ ...commonFields, ids: idsField, status: shownHidden });

// ---------------------------------------------------------------------------------------
// Dictionaries
// ---------------------------------------------------------------------------------------

export const dictTypeItem = z
  .object({ dictType: z.string(), total: z.number(), enabled: z.number(), sample: z.string().nullable() })
  .meta({ id: 'ConsoleDictType' });
export type DictTypeItem = z.infer<typeof dictTypeItem>;

export const consoleDictQuery = z.object({ dictType: z.string().trim().min(1).max(100) });

export const consoleDictItem = z
  .object({
    id: z.number(),
    dictType: z.string(),
    dictValue: z.string(),
    dictLabel: z.string(),
    dictEnLabel: z.string(),
    remark: z.string().nullable(),
    sort: z.number(),
    status: z.enum(['0', '1']),
    shipped: z.boolean().meta({ description: 'ships with the portal: the code relies on it, so it can only be disabled' }),
    used: z.number().nullable().meta({ description: 'rows using the value where the portal knows the column; null unknown' }),
    updatedAt: updatedAtOut,
  })
  .meta({ id: 'ConsoleDictItem' });
export type ConsoleDictItem = z.infer<typeof consoleDictItem>;

export const dictSaveBody = z
  .object(
    {
      ...commonFields,
      id: rowId.optional(),
      dictType: z
        .string({ error: msgKey('required') })
        .trim()
        .min(1, msgKey('required'))
        .max(100, msgKey('max', { max: 100 })),
      dictValue: z
        .string({ error: msgKey('required') })
        .trim()
        .min(1, msgKey('required'))
        .max(100, msgKey('max', { max: 100 }))
        .refine((v) => /^[A-Za-z0-9_.:-]+$/.test(v), msgKey('englishChars')),
      dictLabel: reqText(200),
      dictEnLabel: reqText(200),
      remark: optText(500),
      sort: z.coerce
        .number({ error: msgKey('matchNumber') })
        .int(msgKey('matchNumber'))
        .min(0, msgKey('matchNumber'))
        .max(99999, msgKey('matchNumber')),
      status: shownHidden.meta({ description: "'0' enabled, '1' disabled" }),
      updatedAt: versionToken.optional(),
    },
    { error: msgKey('invalid') },
  )
  .refine((b) => !b.id || !!b.updatedAt, versionRequired)
  .meta({ id: 'DictSaveBody' });
export type DictSaveBody = z.infer<typeof dictSaveBody>;
export type DictSaveInput = z.input<typeof dictSaveBody>;

export const dictStatusBody = z.object({ ...commonFields, ids: idsField, status: shownHidden });
