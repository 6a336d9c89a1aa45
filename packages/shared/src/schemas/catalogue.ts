// Browsing calls of spec 000 section 7: universities, majors, cases, articles, banners, favourites.
import { z } from 'zod';
import { msgKey } from '../messages';
import { GPA_RE, TUITION_RE } from '../patterns';
import { PAGE_SIZES, SUGGESTION_LIMIT } from '../constants';
import { commonFields, idLike, idSchema, intIn } from './common';

const idList = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()])
  .transform((v) => (Array.isArray(v) ? v : String(v).split(',')).map((s) => String(s).trim()).filter(Boolean));
const optText = (max: number) => z.string().trim().max(max, msgKey('max', { max })).optional();

export const pageFields = (defaultSize: number) => ({
  pageNo: intIn(1, 100000).default(1),
  pageSize: intIn(1, 100).default(defaultSize),
});

export const gpaField = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(GPA_RE, msgKey('gpa')))
  .optional();
export const tuitionField = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(TUITION_RE, msgKey('tuition')))
  .optional();

/** The search form of spec 000 section 3, shared by the institution and major lists. */
export const searchFields = {
  uniName: optText(200),
  uniId: idSchema.optional(),
  countryId: z.coerce.string().optional(),
  countryIds: idList.optional(),
  countryIdList: idList.optional(),
  majorFocusList: idList.optional(),
  majorType: z.enum(['1', '2', '3']).optional().meta({ description: 'degree: 1 undergraduate, 2 master, 3 doctorate' }),
  stipendShow: z.enum(['0', '1']).optional().meta({ description: "'1': only universities and majors with a stipend" }),
  gpa: gpaField,
  majorTuitionMin: tuitionField,
  majorTuitionMax: tuitionField,
  currency: z.string().optional().meta({ description: 'ignored: the currency is the one of the single selected country' }),
  majorNameList: z.array(z.string().trim().max(200)).max(20).optional(),
  majorName: optText(200),
  uniType: z.enum(['public', 'private']).optional(),
};

export const uniListBody = z
  .object({
    ...commonFields,
    ...searchFields,
    ...pageFields(PAGE_SIZES.institutions.default),
    sort: z.enum(['rank', 'views', 'collects']).optional(),
  })
  .meta({ id: 'UniListBody' });
export type UniListBody = z.infer<typeof uniListBody>;

export const majorListBody = z
  .object({
    ...commonFields,
    ...searchFields,
    ...pageFields(PAGE_SIZES.majors.default),
    majorStatus: z.string().optional(),
    aiShow: intIn(0, 1).optional(),
  })
  .meta({ id: 'MajorListBody' });
export type MajorListBody = z.infer<typeof majorListBody>;

export const keywordsBody = z
  .object({
    ...commonFields,
    countryId: z.coerce.string().optional(),
    uniNameLike: z.string().trim().max(200).default(''),
    uniIdSort: idSchema.optional().meta({ description: 'this university first when it matches' }),
    aiShow: intIn(0, 1).optional().meta({ description: '1: only universities open to applications and matching' }),
    pageNo: intIn(1, 100000).default(1),
    pageSize: intIn(1, SUGGESTION_LIMIT).default(SUGGESTION_LIMIT),
  })
  .meta({ id: 'KeywordsBody' });

export const uniIdQuery = z.object({ ...commonFields, uniId: idSchema });
export const uniIdBody = z.object({ ...commonFields, uniId: idSchema }).meta({ id: 'UniIdBody' });
export const majorIdQuery = z.object({ ...commonFields, majorId: idSchema });

export const collectQuery = z
  .object({ ...commonFields, uniId: idSchema, flag: z.enum(['0', '1']) })
  .meta({ description: "flag '0' adds the favourite, '1' removes it" });
export const userCollectQuery = z.object({ ...commonFields, ...pageFields(PAGE_SIZES.pagination.default) });

export const majorNameBody = z
  .object({
    ...commonFields,
    majorName: z.string().trim().max(200).default(''),
    countryId: z.coerce.string().optional(),
    limit: intIn(1, SUGGESTION_LIMIT).default(SUGGESTION_LIMIT),
  })
  .meta({ id: 'MajorNameBody' });

export const caseShareBody = z
  .object({
    ...commonFields,
    uniName: optText(200),
    uniId: idSchema.optional(),
    countryId: z.coerce.string().optional(),
    countryIds: idList.optional(),
    eduUniTypeList: idList.optional(),
    gpaList: idList.optional().meta({ description: 'stu_education_gpa values' }),
    gpa: gpaField,
    courseType: z.enum(['1', '2', '3']).optional(),
    ...pageFields(PAGE_SIZES.caseShare.default),
  })
  .meta({ id: 'CaseShareBody' });
export type CaseShareBody = z.infer<typeof caseShareBody>;

export const caseShareUniBody = z
  .object({ ...commonFields, uniName: z.string().trim().max(200).default(''), limit: intIn(1, SUGGESTION_LIMIT).default(SUGGESTION_LIMIT) })
  .meta({ id: 'CaseShareUniBody' });

export const webCaseQuery = z.object({ ...commonFields, stuId: idSchema, uniName: z.string().optional() });
export const uniCaseListBody = z
  .object({ ...commonFields, uniId: idSchema, ...pageFields(PAGE_SIZES.cases.default) })
  .meta({ id: 'UniCaseListBody' });

export const articleListBody = z
  .object({
    ...commonFields,
    tabType: intIn(0, 99).optional(),
    articleType: z.coerce.string().optional(),
    articleName: optText(100),
    limit: intIn(1, 50).optional(),
    ...pageFields(PAGE_SIZES.articles.default),
  })
  .meta({ id: 'ArticleListBody' });
export const articleBody = z.object({ ...commonFields, articleId: idSchema, userId: idLike }).meta({ id: 'ArticleBody' });

export const bannerBody = z.object({ ...commonFields, functionType: intIn(0, 9).default(0) }).meta({ id: 'BannerBody' });
export const bannerClickBody = z.object({ ...commonFields, bannerId: idSchema, userId: idLike }).meta({ id: 'BannerClickBody' });

/** Faculties with majors of one degree level (uni/faculty/newMajor). */
export const newMajorQuery = uniIdQuery.extend({
  degreeType: z.enum(['1', '2', '3']).default('2').meta({ description: 'degree: 1 undergraduate, 2 master, 3 doctorate' }),
});

/** A university found by its English (enName) or Chinese (name) name (clerk/cases/college). */
export const collegeCasesQuery = z.object({ ...commonFields, enName: z.string().optional(), name: z.string().optional() });

export const articleTypesBody = z.object({ ...commonFields, dictType: z.string().optional() }).optional();
export const serviceBody = z.object({ ...commonFields, functionType: z.coerce.number().optional() }).optional();
/** Calls that take nothing but the common fields, which may be left out altogether. */
export const noFiltersBody = z.object(commonFields).optional();
