// Student application files (spec 001 section 3), kept relationally: the student with its stuOther
// answers, the chosen schools with their courses, and one table per repeatable sub-list. Card
// number, CVV and the education-portal password are stored encrypted (*_enc columns).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { files, users } from './accounts';
import { universities } from './catalogue';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const yn = (name: string) => varchar(name, { length: 1 });
const stuRef = () =>
  integer('stu_id')
    .notNull()
    .references(() => students.id, { onDelete: 'cascade' });
const sort = () => integer('sort').notNull().default(0);

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    /** The account that keeps this file (agent or student); staff reach every file. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Raised by every save; a save based on an older version is refused (70030). */
    version: integer('version').notNull().default(1),
    countryId: varchar('country_id', { length: 30 }),
    oldCountryId: varchar('old_country_id', { length: 30 }),
    stuName: varchar('stu_name', { length: 50 }),
    stuSpell: varchar('stu_spell', { length: 50 }),
    sex: yn('sex'),
    birthday: varchar('birthday', { length: 10 }),
    nationality: varchar('nationality', { length: 30 }),
    phoneNumber: varchar('phone_number', { length: 11 }),
    stuEmail: varchar('stu_email', { length: 50 }),
    zipCode: varchar('zip_code', { length: 50 }),
    homeAddress: varchar('home_address', { length: 200 }),
    remarks: varchar('remarks', { length: 100 }),
    agentDraftStatus: yn('agent_draft_status').notNull().default('0'),
    /** 0 not submitted, 1 submitted, 2 case transfer completed, 3 returned. */
    referralStatus: integer('referral_status').notNull().default(0),
    /** stuStatus_agent value, shown once the case is transferred. */
    stuStatus: varchar('stu_status', { length: 20 }),
    isClerkApply: yn('is_clerk_apply'),
    isSignContract: yn('is_sign_contract').notNull().default('0'),
    /** 'pending': a service agreement waits for the signature; 'signed'. */
    contractStatus: varchar('contract_status', { length: 10 }),
    signRoute: varchar('sign_route', { length: 300 }),
    copiedFromId: integer('copied_from_id'),
    // stuOther
    currentStep: integer('current_step').notNull().default(1),
    currentStepStr: varchar('current_step_str', { length: 60 }).notNull().default(''),
    isWork: yn('is_work'),
    isApplyKinsfolk: yn('is_apply_kinsfolk'),
    cardType: yn('card_type'),
    cardUsername: varchar('card_username', { length: 100 }),
    cardNoEnc: text('card_no_enc'),
    cardValidity: varchar('card_validity', { length: 7 }),
    cardSafetyCodeEnc: text('card_safety_code_enc'),
    /** When the CVV was stored: it is deleted CVV_RETENTION_DAYS later whatever the file's status. */
    cvvStoredAt: timestamp('cvv_stored_at', { withTimezone: true }),
    languageExamOther: varchar('language_exam_other', { length: 500 }),
    eduWebsite: varchar('edu_website', { length: 100 }),
    eduUsername: varchar('edu_username', { length: 50 }),
    eduPasswordEnc: text('edu_password_enc'),
    annexTypeList: text('annex_type_list')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    isNationalCitizens: yn('is_national_citizens'),
    isPr: yn('is_pr'),
    visaStatus: varchar('visa_status', { length: 20 }),
    isEnglish: yn('is_english'),
    firstLanguage: varchar('first_language', { length: 50 }),
    isEnglishBg: yn('is_english_bg'),
    giveLessonsTime: varchar('give_lessons_time', { length: 50 }),
    isRefusal: yn('is_refusal'),
    isApplyCountry: yn('is_apply_country'),
    schoolName: varchar('school_name', { length: 200 }),
    majorName: varchar('major_name', { length: 100 }),
    isApplyVisa: yn('is_apply_visa'),
    visaType: varchar('visa_type', { length: 50 }),
    visaBeginDate: varchar('visa_begin_date', { length: 4 }),
    isInCountry: yn('is_in_country'),
    isTurn: yn('is_turn'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    /** The counsellor (clerk or admin) who holds the application; set by an admin. */
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /** Why staff returned the application (referralStatus 3); the student sees it. */
    returnReason: varchar('return_reason', { length: 500 }),
    /** Last save, message or status change: the console's queue sorts by it. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the owner was warned that this untouched draft will be deleted (retention job). */
    retentionWarnedAt: timestamp('retention_warned_at', { withTimezone: true }),
  },
  (t) => [
    index('students_owner_idx').on(t.ownerId, t.updatedAt),
    index('students_dup_idx').on(t.ownerId, sql`lower(${t.stuSpell})`, t.birthday),
    index('students_queue_idx').on(t.referralStatus, t.submittedAt),
    index('students_assigned_idx').on(t.assignedTo),
    index('students_draft_age_idx')
      .on(t.updatedAt)
      .where(sql`${t.referralStatus} = 0`),
    index('students_cvv_stored_idx')
      .on(t.cvvStoredAt)
      .where(sql`${t.cardSafetyCodeEnc} IS NOT NULL`),
  ],
);

/** A chosen school of the application (agentApplyList item). */
export const studentApplies = pgTable(
  'student_applies',
  {
    id: serial('id').primaryKey(),
    stuId: stuRef(),
    uniId: integer('uni_id')
      .notNull()
      .references(() => universities.id),
    sort: sort(),
    createdAt: created(),
  },
  (t) => [index('student_applies_stu_idx').on(t.stuId)],
);

export const studentCourses = pgTable(
  'student_courses',
  {
    id: serial('id').primaryKey(),
    applyId: integer('apply_id')
      .notNull()
      .references(() => studentApplies.id, { onDelete: 'cascade' }),
    majorId: integer('major_id'),
    courseName: varchar('course_name', { length: 200 }).notNull(),
    courseType: varchar('course_type', { length: 20 }).notNull(),
    courseAge: varchar('course_age', { length: 10 }).notNull().default('3'),
    beginDate: varchar('begin_date', { length: 10 }).notNull(),
    coreBeginDate: varchar('core_begin_date', { length: 10 }),
    professionalLink: varchar('professional_link', { length: 200 }),
    campus: varchar('campus', { length: 200 }),
    volSort: varchar('vol_sort', { length: 2 }).notNull().default('1'),
    sort: sort(),
  },
  (t) => [index('student_courses_apply_idx').on(t.applyId)],
);

/**
 * Files attached to a student: kind 'apply' (attachments, with their type), 'net' (special-school
 * forms of the attachments step), 'uniNet' (forms of one chosen school), 'refusal', 'visa'.
 */
export const studentFiles = pgTable(
  'student_files',
  {
    id: serial('id').primaryKey(),
    stuId: stuRef(),
    applyId: integer('apply_id').references(() => studentApplies.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    fileId: varchar('file_id', { length: 40 })
      .notNull()
      .references(() => files.id),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    annexType: varchar('annex_type', { length: 20 }),
    sort: sort(),
  },
  (t) => [index('student_files_stu_idx').on(t.stuId, t.kind)],
);

export const studentEducations = pgTable(
  'student_educations',
  {
    id: serial('id').primaryKey(),
    stuId: stuRef(),
    sort: sort(),
    beginDate: varchar('begin_date', { length: 10 }).notNull(),
    endDate: varchar('end_date', { length: 10 }).notNull(),
    schoolName: varchar('school_name', { length: 200 }).notNull(),
    collegeId: varchar('college_id', { length: 30 }),
    dataType: varchar('data_type', { length: 2 }),
    majorName: varchar('major_name', { length: 100 }).notNull(),
    stuDegree: varchar('stu_degree', { length: 20 }),
    gpa: varchar('gpa', { length: 200 }).notNull(),
    degreeDate: varchar('degree_date', { length: 10 }),
  },
  (t) => [index('student_educations_stu_idx').on(t.stuId)],
);

export const studentWorks = pgTable(
  'student_works',
  {
    id: serial('id').primaryKey(),
    stuId: stuRef(),
    sort: sort(),
    beginDate: varchar('begin_date', { length: 10 }).notNull(),
    endDate: varchar('end_date', { length: 10 }).notNull(),
    workUnit: varchar('work_unit', { length: 100 }).notNull(),
    workPosition: varchar('work_position', { length: 50 }).notNull(),
    workDuty: varchar('work_duty', { length: 100 }),
  },
  (t) => [index('student_works_stu_idx').on(t.stuId)],
);

export const studentLanguages = pgTable(
  'student_languages',
  {
    id: serial('id').primaryKey(),
    stuId: stuRef(),
    sort: sort(),
    languageType: varchar('language_type', { length: 20 }),
    totalPoints: varchar('total_points', { length: 50 }),
    languageHear: varchar('language_hear', { length: 50 }),
    languageRead: varchar('language_read', { length: 50 }),
    languageWrite: varchar('language_write', { length: 50 }),
    languageSpeak: varchar('language_speak', { length: 50 }),
    examDate: varchar('exam_date', { length: 10 }),
  },
  (t) => [index('student_languages_stu_idx').on(t.stuId)],
);

export const studentReferrers = pgTable(
  'student_referrers',
  {
    id: serial('id').primaryKey(),
    stuId: stuRef(),
    sort: sort(),
    referrerName: varchar('referrer_name', { length: 50 }),
    sex: yn('sex'),
    workPosition: varchar('work_position', { length: 50 }),
    phoneNumber: varchar('phone_number', { length: 50 }),
    email: varchar('email', { length: 50 }),
    zipCode: varchar('zip_code', { length: 50 }),
    postalAddress: varchar('postal_address', { length: 200 }),
  },
  (t) => [index('student_referrers_stu_idx').on(t.stuId)],
);

/** Guardians (stuContactList). */
export const studentContacts = pgTable(
  'student_contacts',
  {
    id: serial('id').primaryKey(),
    stuId: stuRef(),
    sort: sort(),
    contactName: varchar('contact_name', { length: 50 }).notNull(),
    contactRelation: varchar('contact_relation', { length: 20 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 11 }).notNull(),
    email: varchar('email', { length: 50 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    zipCode: varchar('zip_code', { length: 50 }).notNull(),
  },
  (t) => [index('student_contacts_stu_idx').on(t.stuId)],
);

/** Relatives applying as well (stuKinsfolkList). */
export const studentKinsfolk = pgTable(
  'student_kinsfolk',
  {
    id: serial('id').primaryKey(),
    stuId: stuRef(),
    sort: sort(),
    kinsfolkName: varchar('kinsfolk_name', { length: 50 }).notNull(),
    kinsfolkRelation: varchar('kinsfolk_relation', { length: 20 }).notNull(),
    birthday: varchar('birthday', { length: 10 }).notNull(),
    nationality: varchar('nationality', { length: 30 }).notNull(),
    workUnit: varchar('work_unit', { length: 100 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 11 }).notNull(),
    email: varchar('email', { length: 50 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    zipCode: varchar('zip_code', { length: 50 }).notNull(),
  },
  (t) => [index('student_kinsfolk_stu_idx').on(t.stuId)],
);

/** A university's own application forms (special schools), downloadable one by one or as a zip. */
export const uniApplyFiles = pgTable(
  'uni_apply_files',
  {
    id: serial('id').primaryKey(),
    uniId: integer('uni_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    fileId: varchar('file_id', { length: 40 })
      .notNull()
      .references(() => files.id),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    sort: sort(),
  },
  (t) => [index('uni_apply_files_uni_idx').on(t.uniId)],
);
