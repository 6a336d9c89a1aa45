// What the browsing calls answer (spec 000 section 7): universities, majors and faculties, cases,
// articles, banners and home figures, favourites. The server declares these as its response
// schemas and parses its rows with them; the web takes its types from them (z.infer), so a renamed
// field fails a test instead of reaching a screen as undefined. No transforms: they encode answers.
import { z } from 'zod';
import { flag01 } from './common';

// Text columns the database may leave empty are nullable; flags computed in SQL are '0' | '1'.
const text = z.string();
const optText = z.string().nullable();
const count = z.number().int();
/** A numeric column (tuition, GPA): the drivers answer it as text to keep its precision. */
const decimal = z.string().nullable();
/** A date as 'YYYY-MM-DD'. */
const day = z.string().meta({ description: 'YYYY-MM-DD' });

// --- Universities -------------------------------------------------------------------------------

/** A university as every list and the detail show it. */
export const uniCard = z
  .object({
    uniId: z.number(),
    uniName: text,
    uniEnName: text,
    uniLogo: optText,
    uniMain: optText,
    countryId: text,
    countryName: text,
    countryEnName: text,
    countryFlag: text,
    viewNumber: count,
    collectNumber: count,
    city: optText,
    cityCn: optText,
    qsRank: z.number().nullable(),
    uniType: text,
    stipendShow: text.meta({ description: "'0' when the university offers no scholarship" }),
    isSpecial: text,
    uniTypeTip: z.number(),
    isReduce: text,
    uniWebsite: optText,
    applyOpen: flag01.meta({ description: "'1' when the university's country takes applications" }),
  })
  .meta({ id: 'UniCard' });
export type UniCard = z.infer<typeof uniCard>;

const favouriteFlag = flag01.meta({ description: "'1' when the caller has the university as a favourite" });

/** A card of the institution lists (getPartnerUniList, partnerInstitutions, the home's source universities). */
export const uniListItem = uniCard
  .extend({ flag: favouriteFlag, majorCount: count.meta({ description: 'majors open to applications' }) })
  .meta({ id: 'UniListItem' });
export type UniListItem = z.infer<typeof uniListItem>;

export const uniDetail = uniCard
  .extend({
    flag: favouriteFlag,
    uniInfo: optText.meta({ description: 'sanitised HTML in the request language (Chinese where no English is written)' }),
    founded: z.number().nullable(),
    currency: text,
    rankSource: optText.optional().meta({ description: 'where qsRank came from (null: not known, no source line shown)' }),
    rankYear: z.number().nullable().optional(),
    source: optText.optional().meta({ description: "where the university's facts came from (an import's source)" }),
    checkedAt: optText.optional().meta({ description: 'YYYY-MM-DD the facts were last checked' }),
  })
  .meta({ id: 'UniDetail' });
export type UniDetail = z.infer<typeof uniDetail>;

/** A course of a university's course lists (partnerSchoolInfo). */
export const uniCourse = z
  .object({
    majorId: z.number(),
    majorName: text,
    majorEnName: text,
    degreeType: text,
    facultyName: optText,
    facultyEnName: optText,
    majorTuition: decimal,
    currency: text,
    majorSystem: optText,
  })
  .meta({ id: 'UniCourse' });
export type UniCourse = z.infer<typeof uniCourse>;

export const uniCourseLists = z
  .object({ undergraduate: z.array(uniCourse), master: z.array(uniCourse), doctorate: z.array(uniCourse) })
  .meta({ id: 'UniCourseLists' });
export type UniCourseLists = z.infer<typeof uniCourseLists>;

/** One slice of a case-analysis pie: a band (its label, and its value where known), its cases and its share in percent. */
export const caseShareSlice = z
  .object({ dataTypeName: text, dataTypeEnName: text, dataType: optText, sumTotal: count, proportion: z.number() })
  .meta({ id: 'CaseShareSlice' });
export type CaseShareSlice = z.infer<typeof caseShareSlice>;
export const caseConvertYear = z
  .object({ year: z.number(), sumTotal: count, offerTotal: count, proportion: z.number() })
  .meta({ id: 'CaseConvertYear' });
export const caseMonth = z
  .object({ dataTypeName: text.meta({ description: 'YYYY-MM' }), sumTotal: count, offerTotal: count, proportion: z.number() })
  .meta({ id: 'CaseMonth' });
export type CaseMonth = z.infer<typeof caseMonth>;

export const caseAnalysis = z
  .object({
    studyYear: z.number().meta({ description: 'the study year monthList shows (a study year starts in October)' }),
    educationList: z.array(caseShareSlice),
    gpaList: z.array(caseShareSlice),
    convertList: z.array(caseConvertYear).meta({ description: 'per year of application, newest first' }),
    monthList: z.array(caseMonth).meta({ description: 'twelve months, October to September of studyYear' }),
  })
  .meta({ id: 'CaseAnalysis' });
export type CaseAnalysis = z.infer<typeof caseAnalysis>;

export const uniAccess = z.object({ allowed: z.boolean() }).meta({ id: 'UniAccess' });
export type UniAccess = z.infer<typeof uniAccess>;

/** A country of the scholarship finder with its universities that offer scholarships. */
export const scholarshipCountry = z
  .object({
    countryId: text,
    countryName: text,
    countryEnName: text,
    picture: text,
    schoolList: z.array(z.object({ uniId: z.number(), uniName: text, uniEnName: text })),
  })
  .meta({ id: 'ScholarshipCountry' });
export type ScholarshipCountry = z.infer<typeof scholarshipCountry>;

// --- Favourites ---------------------------------------------------------------------------------

export const favouriteSet = z
  .object({ uniId: z.number(), flag: flag01.meta({ description: "the new flag: '1' a favourite, '0' not" }) })
  .meta({ id: 'FavouriteSet' });
export type FavouriteSet = z.infer<typeof favouriteSet>;

export const favouriteUni = uniCard
  .extend({ flag: flag01, uniIntro: text.meta({ description: 'the first 120 characters of the introduction, plain text' }) })
  .meta({ id: 'FavouriteUni' });
export type FavouriteUni = z.infer<typeof favouriteUni>;

// --- Majors and faculties -----------------------------------------------------------------------

/** A card of the major list. */
export const majorCard = z
  .object({
    majorId: z.number(),
    uniId: z.number(),
    countryId: text,
    uniName: text,
    uniEnName: text,
    uniLogo: optText,
    majorName: text,
    majorEnName: text,
    degreeType: text,
    majorTuition: decimal,
    currency: text,
    stipend: z.number(),
    majorFocus: text.meta({ description: 'comma list of major_focus values' }),
    countryName: text,
    countryEnName: text,
  })
  .meta({ id: 'MajorCard' });
export type MajorCard = z.infer<typeof majorCard>;

/** A university of the major-based list with its best-matching major. */
export const majorUniCard = z
  .object({
    uniId: z.number(),
    uniName: text,
    uniEnName: text,
    uniLogo: optText,
    countryId: text,
    countryName: text,
    countryEnName: text,
    countryFlag: text,
    majorId: z.number(),
    majorName: text,
    majorEnName: text,
  })
  .meta({ id: 'MajorUniCard' });
export type MajorUniCard = z.infer<typeof majorUniCard>;

export const majorNameSuggestion = z
  .object({ majorName: text, majorEnName: text, total: count.meta({ description: 'universities offering it' }) })
  .meta({ id: 'MajorNameSuggestion' });
export type MajorNameSuggestion = z.infer<typeof majorNameSuggestion>;

/** A university offering the major asked for (uniList with majorName). */
export const majorOffer = z
  .object({ uniId: z.number(), uniName: text, uniEnName: text, uniLogo: optText, majorId: z.number(), majorName: text, majorEnName: text })
  .meta({ id: 'MajorOffer' });
export type MajorOffer = z.infer<typeof majorOffer>;

/** A hot major of the home page (uniList without majorName). */
export const hotMajor = z
  .object({ majorId: z.number(), majorName: text, majorEnName: text, uniId: z.number(), uniName: text, uniEnName: text, countryId: text })
  .meta({ id: 'HotMajor' });
export type HotMajor = z.infer<typeof hotMajor>;

export const majorDetail = z
  .object({
    majorId: z.number(),
    majorName: text,
    majorEnName: text,
    uniId: z.number(),
    uniName: text,
    uniEnName: text,
    uniLogo: optText,
    countryId: text,
    countryName: text,
    countryEnName: text,
    countryFlag: text,
    majorLink: optText,
    backgroundRequirement: optText,
    majorIntroduction: optText,
    majorSystem: optText,
    majorTuition: decimal,
    currency: text,
    languageRequirement: optText,
    toeflScore: optText,
    ieltsScore: optText,
    pte: optText,
    gmat: optText,
    gre: optText,
    applyDate: optText,
    beginDate: optText,
    degreeType: text,
    majorFocus: text,
    stipend: z.number(),
    minGpa: decimal,
    facultyName: optText,
    facultyEnName: optText,
    source: optText.optional().meta({ description: 'where tuition, dates and requirements came from (null: not known)' }),
    sourceUrl: optText.optional(),
    checkedAt: optText.optional().meta({ description: 'YYYY-MM-DD they were last checked' }),
  })
  .meta({ id: 'MajorDetail' });
export type MajorDetail = z.infer<typeof majorDetail>;

/** A faculty of a university with its majors (spec: facultyName, majorList of majorId, majorName, majorFocus). */
export const facultyMajors = z
  .object({
    facultyId: z.number(),
    facultyName: text,
    facultyEnName: text,
    majorList: z.array(z.object({ majorId: z.number(), majorName: text, majorEnName: text, majorFocus: text })),
  })
  .meta({ id: 'FacultyMajors' });
export type FacultyMajors = z.infer<typeof facultyMajors>;

// --- Cases --------------------------------------------------------------------------------------

/**
 * An admitted-student case. The student shows only as the first character of the Chinese name and
 * the initial of the surname in pinyin; the school and major studied before are in the request
 * language, eduUniCnName and eduUniEnName carry the school's own two names.
 */
export const caseCard = z
  .object({
    stuId: z.number(),
    stuName: text,
    stuSpell: text,
    uniId: z.number(),
    uniName: text,
    uniCnName: text,
    uniEnName: text,
    uniLogo: optText,
    countryFlag: text,
    countryName: text,
    countryEnName: text,
    courseType: text,
    courseName: text,
    resultDate: day,
    eduUniName: optText,
    eduUniCnName: optText,
    eduUniEnName: optText,
    eduUniType: optText,
    eduMajorName: optText,
    eduGpa: decimal,
    eduLanguage: optText,
    isWork: text,
    uniMoney: z.number().nullable(),
    viewNumber: count,
    updateDate: day,
    verified: z.boolean().meta({ description: 'staff checked the offer letter (the letter itself is never public)' }),
  })
  .meta({ id: 'CaseCard' });
export type CaseCard = z.infer<typeof caseCard>;

/** A university of the case filter's autocomplete, with its number of cases. */
export const caseUniSuggestion = z
  .object({ uniId: z.number(), uniName: text, uniEnName: text, caseTotal: count })
  .meta({ id: 'CaseUniSuggestion' });
export type CaseUniSuggestion = z.infer<typeof caseUniSuggestion>;

/** A university the student of a case applied to. */
export const caseApply = z
  .object({
    uniId: z.number(),
    uniEnName: text,
    uniName: text,
    courseName: text,
    applyStatus: text.meta({ description: 'stuStatus value' }),
    applyStatusName: optText,
    applyStatusEnName: optText,
    receiptDate: day,
    beginDate: day.nullable(),
  })
  .meta({ id: 'CaseApply' });
export type CaseApply = z.infer<typeof caseApply>;

export const caseDetail = caseCard
  .extend({
    workExperience: optText,
    applyList: z.array(caseApply),
    relatedList: z.array(caseCard).meta({ description: 'at most 5 other cases of the university' }),
  })
  .meta({ id: 'CaseDetail' });
export type CaseDetail = z.infer<typeof caseDetail>;

export const collegeCases = z
  .object({ uniId: z.number(), uniName: text, uniEnName: text, caseTotal: count, offerTotal: count })
  .meta({ id: 'CollegeCases' });
export type CollegeCases = z.infer<typeof collegeCases>;

// --- Articles, banners, home --------------------------------------------------------------------

/** A study stage (jxj_article_type) with its slogan and number of articles. */
export const articleStage = z
  .object({ dictValue: text, dictLabel: text, dictEnLabel: text, slogan: optText, sloganEn: optText, total: count })
  .meta({ id: 'ArticleStage' });
export type ArticleStage = z.infer<typeof articleStage>;

/** An article card in the request language (Chinese where no English is written). */
export const articleCard = z
  .object({
    articleId: z.number(),
    articleName: text,
    intro: optText,
    articleIntro: optText,
    articleCoverRoute: optText,
    totalView: count,
    publishDate: day,
    articleType: text,
    articleTypeName: optText,
    articleTypeEnName: optText,
  })
  .meta({ id: 'ArticleCard' });
export type ArticleCard = z.infer<typeof articleCard>;

export const article = articleCard.extend({ content: text.meta({ description: 'sanitised HTML' }) }).meta({ id: 'Article' });
export type Article = z.infer<typeof article>;

export const banner = z
  .object({
    bannerId: z.number(),
    bannerRoute: optText.meta({ description: 'in-app route the banner leads to' }),
    routeUrl: optText.meta({ description: 'outside address, when the banner leads out of the portal' }),
    coverPicture: text,
    titleName: text,
    intro: optText,
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof banner>;

/** A service of the home page; title and intro in the request language. */
export const homeService = z
  .object({ serviceId: z.number(), icon: text, title: text, enTitle: text, intro: text, enIntro: text })
  .meta({ id: 'HomeService' });
export type HomeService = z.infer<typeof homeService>;

export const homeSummary = z
  .object({ uniTotal: count, majorTotal: count, caseTotal: count, countryTotal: count, scholarshipTotal: count })
  .meta({ id: 'HomeSummary' });
export type HomeSummary = z.infer<typeof homeSummary>;
