// Catalogue tables: study countries, universities with faculties, majors and course lists,
// admitted-student cases, articles, banners, favourites and de-duplicated view counts.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { files, users } from './accounts';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Study countries with their currency and the operator's per-country settings. */
export const countries = pgTable('countries', {
  id: varchar('id', { length: 30 }).primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  enName: varchar('en_name', { length: 80 }).notNull(),
  code: varchar('code', { length: 10 }).notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  flag: varchar('flag', { length: 300 }).notNull(),
  picture: varchar('picture', { length: 300 }).notNull(),
  /** The wizard requires a course link for applications to this country (spec 001 section 5). */
  requiresProfessionalLink: boolean('requires_professional_link').notNull().default(false),
  /** Offered as an application country (the US is browsable but not in the supported tip). */
  applicationOpen: boolean('application_open').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const universities = pgTable(
  'universities',
  {
    id: serial('id').primaryKey(),
    uniName: varchar('uni_name', { length: 200 }).notNull(),
    uniEnName: varchar('uni_en_name', { length: 200 }).notNull(),
    countryId: varchar('country_id', { length: 30 })
      .notNull()
      .references(() => countries.id),
    website: varchar('website', { length: 300 }),
    city: varchar('city', { length: 100 }),
    cityCn: varchar('city_cn', { length: 100 }),
    uniType: varchar('uni_type', { length: 20 }).notNull().default('public'),
    founded: integer('founded'),
    qsRank: integer('qs_rank'),
    uniLogo: varchar('uni_logo', { length: 300 }),
    uniMain: varchar('uni_main', { length: 300 }),
    /** Sanitised HTML, cleaned when stored (cn, and en where written). */
    uniInfo: text('uni_info'),
    uniInfoEn: text('uni_info_en'),
    pinyin: varchar('pinyin', { length: 400 }).notNull().default(''),
    initials: varchar('initials', { length: 80 }).notNull().default(''),
    /** Lower-cased names students type besides the full ones: abbreviations (ucl) and short names (墨大). */
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Lower-cased words of the English name, for typo matching by edit distance. */
    enWords: text('en_words')
      .array()
      .generatedAlwaysAs(sql`regexp_split_to_array(lower(uni_en_name), '[^a-z]+')`),
    viewNumber: integer('view_number').notNull().default(0),
    collectNumber: integer('collect_number').notNull().default(0),
    /** Shown to the AI school matching and the apply picker. */
    aiShow: boolean('ai_show').notNull().default(true),
    stipendShow: varchar('stipend_show', { length: 1 }).notNull().default('1'),
    isSpecial: varchar('is_special', { length: 1 }).notNull().default('0'),
    isReduce: varchar('is_reduce', { length: 1 }).notNull().default('0'),
    uniTypeTip: integer('uni_type_tip').notNull().default(2),
    status: varchar('status', { length: 1 }).notNull().default('0'),
    /** Where the rank came from and for which year (e.g. 'QS World University Rankings', 2026). */
    rankSource: varchar('rank_source', { length: 100 }),
    rankYear: integer('rank_year'),
    /** The host of the website without www (ox.ac.uk): the key imports merge universities by. */
    websiteDomain: varchar('website_domain', { length: 200 }),
    /** Where the row's facts came from (an import's source or 'staff') and when they were last checked. */
    source: varchar('source', { length: 200 }),
    sourceUrl: varchar('source_url', { length: 300 }),
    checkedAt: date('checked_at'),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('universities_en_name_uq').on(t.uniEnName),
    uniqueIndex('universities_domain_uq')
      .on(t.websiteDomain)
      .where(sql`website_domain IS NOT NULL`),
    index('universities_country_idx').on(t.countryId),
    index('universities_name_trgm').using('gin', sql`${t.uniName} gin_trgm_ops`),
    index('universities_en_name_trgm').using('gin', sql`lower(${t.uniEnName}) gin_trgm_ops`),
    index('universities_pinyin_idx').on(t.pinyin.op('text_pattern_ops')),
    index('universities_initials_idx').on(t.initials.op('text_pattern_ops')),
    index('universities_aliases_idx').using('gin', t.aliases),
  ],
);

export const faculties = pgTable(
  'faculties',
  {
    id: serial('id').primaryKey(),
    uniId: integer('uni_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    facultyName: varchar('faculty_name', { length: 200 }).notNull(),
    facultyEnName: varchar('faculty_en_name', { length: 200 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('faculties_uni_idx').on(t.uniId)],
);

export const majors = pgTable(
  'majors',
  {
    id: serial('id').primaryKey(),
    uniId: integer('uni_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    facultyId: integer('faculty_id').references(() => faculties.id, { onDelete: 'set null' }),
    countryId: varchar('country_id', { length: 30 }).notNull(),
    majorName: varchar('major_name', { length: 200 }).notNull(),
    majorEnName: varchar('major_en_name', { length: 200 }).notNull(),
    /** Comma list of major_focus dictionary values. */
    majorFocus: varchar('major_focus', { length: 100 }).notNull().default(''),
    /** jxj_major_degree_type value: 1 undergraduate, 2 master, 3 doctorate. */
    degreeType: varchar('degree_type', { length: 2 }).notNull(),
    majorSystem: varchar('major_system', { length: 20 }),
    majorTuition: numeric('major_tuition', { precision: 12, scale: 0 }),
    currency: varchar('currency', { length: 3 }).notNull(),
    languageRequirement: varchar('language_requirement', { length: 300 }),
    languageRequirementEn: varchar('language_requirement_en', { length: 300 }),
    ieltsScore: varchar('ielts_score', { length: 20 }),
    toeflScore: varchar('toefl_score', { length: 20 }),
    pte: varchar('pte', { length: 20 }),
    gmat: varchar('gmat', { length: 20 }),
    gre: varchar('gre', { length: 20 }),
    minGpa: numeric('min_gpa', { precision: 4, scale: 2 }),
    applyDate: varchar('apply_date', { length: 100 }),
    beginDate: varchar('begin_date', { length: 100 }),
    majorLink: varchar('major_link', { length: 300 }),
    /** Chinese texts with their English versions (en answers fall back to Chinese where none is written). */
    backgroundRequirement: text('background_requirement'),
    backgroundRequirementEn: text('background_requirement_en'),
    majorIntroduction: text('major_introduction'),
    majorIntroductionEn: text('major_introduction_en'),
    stipend: integer('stipend').notNull().default(0),
    majorStatus: varchar('major_status', { length: 1 }).notNull().default('0'),
    hot: integer('hot').notNull().default(0),
    /** The key an import finds this row by again (idempotent imports); null for rows made by hand. */
    externalKey: varchar('external_key', { length: 200 }),
    /** Where tuition, dates and requirements came from and when they were last checked. */
    source: varchar('source', { length: 200 }),
    sourceUrl: varchar('source_url', { length: 300 }),
    checkedAt: date('checked_at'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('majors_external_key_uq')
      .on(t.externalKey)
      .where(sql`external_key IS NOT NULL`),
    index('majors_uni_idx').on(t.uniId),
    index('majors_country_idx').on(t.countryId, t.degreeType),
    index('majors_tuition_idx').on(t.countryId, t.majorTuition),
    index('majors_name_trgm').using('gin', sql`${t.majorName} gin_trgm_ops`),
    index('majors_en_name_trgm').using('gin', sql`lower(${t.majorEnName}) gin_trgm_ops`),
    index('majors_focus_trgm').using('gin', sql`${t.majorFocus} gin_trgm_ops`),
  ],
);

export const cases = pgTable(
  'cases',
  {
    id: serial('id').primaryKey(),
    stuName: varchar('stu_name', { length: 50 }).notNull(),
    stuSpell: varchar('stu_spell', { length: 100 }).notNull(),
    uniId: integer('uni_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    courseType: varchar('course_type', { length: 10 }).notNull(),
    courseName: varchar('course_name', { length: 200 }).notNull(),
    resultDate: date('result_date').notNull(),
    /** The school studied at before: its own (Chinese) name and its English name. */
    eduUniName: varchar('edu_uni_name', { length: 200 }),
    eduUniEnName: varchar('edu_uni_en_name', { length: 200 }),
    eduUniType: varchar('edu_uni_type', { length: 30 }),
    eduMajorName: varchar('edu_major_name', { length: 200 }),
    eduMajorNameEn: varchar('edu_major_name_en', { length: 200 }),
    eduGpa: numeric('edu_gpa', { precision: 4, scale: 2 }),
    eduLanguage: varchar('edu_language', { length: 100 }),
    isWork: varchar('is_work', { length: 1 }).notNull().default('0'),
    workExperience: varchar('work_experience', { length: 300 }),
    uniMoney: integer('uni_money'),
    viewNumber: integer('view_number').notNull().default(0),
    updateDate: timestamp('update_date', { withTimezone: true }).notNull().defaultNow(),
    /** Staff checked the offer letter (offerFileId, never public): the public case shows a verified badge. */
    verified: boolean('verified').notNull().default(false),
    offerFileId: varchar('offer_file_id', { length: 40 }).references(() => files.id, { onDelete: 'set null' }),
    verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Published on the portal ('0') or hidden by staff ('1'). */
    status: varchar('status', { length: 1 }).notNull().default('0'),
    /** The key an import finds this row by again; null for rows made by hand. */
    externalKey: varchar('external_key', { length: 200 }),
    source: varchar('source', { length: 200 }),
  },
  (t) => [
    index('cases_uni_idx').on(t.uniId, t.resultDate),
    index('cases_gpa_idx').on(t.eduGpa),
    uniqueIndex('cases_external_key_uq')
      .on(t.externalKey)
      .where(sql`external_key IS NOT NULL`),
  ],
);

export const caseApplies = pgTable(
  'case_applies',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    uniId: integer('uni_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    courseName: varchar('course_name', { length: 200 }).notNull(),
    /** stuStatus dictionary value. */
    applyStatus: varchar('apply_status', { length: 2 }).notNull(),
    receiptDate: date('receipt_date').notNull(),
    beginDate: date('begin_date'),
  },
  (t) => [index('case_applies_case_idx').on(t.caseId), index('case_applies_uni_idx').on(t.uniId, t.receiptDate)],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    articleName: varchar('article_name', { length: 200 }).notNull(),
    articleNameEn: varchar('article_name_en', { length: 300 }),
    intro: varchar('intro', { length: 500 }),
    introEn: varchar('intro_en', { length: 800 }),
    articleCoverRoute: varchar('article_cover_route', { length: 300 }),
    /** jxj_article_type value (study stage). */
    articleType: varchar('article_type', { length: 10 }).notNull(),
    /** Sanitised HTML, cleaned when stored (cn, and en where written; en answers fall back to cn). */
    content: text('content').notNull(),
    contentEn: text('content_en'),
    totalView: integer('total_view').notNull().default(0),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull().defaultNow(),
    status: varchar('status', { length: 1 }).notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_type_idx').on(t.articleType, t.publishDate),
    index('articles_name_trgm').using('gin', sql`${t.articleName} gin_trgm_ops`),
  ],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  functionType: integer('function_type').notNull().default(0),
  titleName: varchar('title_name', { length: 100 }).notNull(),
  titleNameEn: varchar('title_name_en', { length: 150 }),
  intro: varchar('intro', { length: 300 }),
  introEn: varchar('intro_en', { length: 400 }),
  coverPicture: varchar('cover_picture', { length: 300 }).notNull(),
  bannerRoute: varchar('banner_route', { length: 300 }),
  routeUrl: varchar('route_url', { length: 300 }),
  sort: integer('sort').notNull().default(0),
  status: varchar('status', { length: 1 }).notNull().default('0'),
  /** The version a console form loaded: a save carrying an older one is refused as stale. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bannerClicks = pgTable('banner_clicks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bannerId: integer('banner_id')
    .notNull()
    .references(() => banners.id, { onDelete: 'cascade' }),
  userId: integer('user_id'),
  createdAt: created(),
});

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uniId: integer('uni_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.uniId] }), index('favourites_uni_idx').on(t.uniId)],
);

/** One row per visitor, target and day: a view counts once per visitor per day. */
export const viewRecords = pgTable(
  'view_records',
  {
    targetType: varchar('target_type', { length: 10 }).notNull(),
    targetId: integer('target_id').notNull(),
    visitor: varchar('visitor', { length: 64 }).notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.targetType, t.targetId, t.visitor, t.day] })],
);

/**
 * "Report an error" from a public detail page: the page, what it is about, the reader's note; staff
 * work through them in the console ('new' → 'fixed' or 'dismissed').
 */
export const errorReports = pgTable(
  'error_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    page: varchar('page', { length: 300 }).notNull(),
    /** 'university' | 'major' | 'case' | 'article' */
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: integer('target_id').notNull(),
    /** Which fact: 'rank' | 'tuition' | 'requirements' | 'other'. */
    field: varchar('field', { length: 30 }).notNull().default('other'),
    note: text('note').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10 }).notNull().default('new'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    staffNote: text('staff_note'),
    createdAt: created(),
  },
  (t) => [index('error_reports_status_idx').on(t.status, t.createdAt), index('error_reports_target_idx').on(t.targetType, t.targetId)],
);

/**
 * A catalogue import: the checked rows of an uploaded CSV/XLSX (dry run), its row-level errors, and
 * once applied what it created, changed and left alone. Applying reads the rows stored here.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'universities' | 'majors' | 'cases' */
    kind: varchar('kind', { length: 20 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** The source written on every imported row, and the date it was checked. */
    source: varchar('source', { length: 200 }).notNull(),
    checkedAt: date('checked_at').notNull(),
    /** 'checked' (dry run done) | 'applying' | 'applied' | 'failed' */
    status: varchar('status', { length: 12 }).notNull().default('checked'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    /** { create, change, same, error } counts of the dry run, then of the apply. */
    summary: jsonb('summary').notNull(),
    /** Row-level errors: { row, column, value, reason: { cn, en } }[]. */
    errors: jsonb('errors').notNull(),
    /** The valid rows, normalised, with what the dry run found for each. */
    rows: jsonb('rows').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [index('import_jobs_created_idx').on(t.createdAt)],
);
