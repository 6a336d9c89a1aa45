// The SQL of universities: the card every list shows, filtered and paged lists, keyword search, the
// detail, course lists, the case-analysis figures and the scholarship finder. Rows are parsed by
// their answer schemas (packages/shared), so a column alias that drifts from the contract fails here.
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { caseConvertYear, caseShareSlice, uniDetail, type Lang, type UniCourse } from '@portal/shared';
import type { Db } from '../../db/client';
import { countries, faculties, majors, universities } from '../../db/schema';
import { pgArray, rowsAs } from '../../lib/sql';

/** The columns of uniCard, from universities u joined with countries c. */
export const UNI_CARD = sql`u.id AS "uniId", u.uni_name AS "uniName", u.uni_en_name AS "uniEnName", u.uni_logo AS "uniLogo",
  u.uni_main AS "uniMain", u.country_id AS "countryId", c.name AS "countryName", c.en_name AS "countryEnName",
  c.flag AS "countryFlag", u.view_number AS "viewNumber", u.collect_number AS "collectNumber", u.city, u.city_cn AS "cityCn",
  u.qs_rank AS "qsRank", u.uni_type AS "uniType", u.stipend_show AS "stipendShow", u.is_special AS "isSpecial",
  u.uni_type_tip AS "uniTypeTip", u.is_reduce AS "isReduce", u.website AS "uniWebsite",
  CASE WHEN c.application_open THEN '1' ELSE '0' END AS "applyOpen"`;

/** '1' when the caller has the university (u) as a favourite. */
const favFlag = (userId: number | undefined) =>
  userId
    ? sql`CASE WHEN EXISTS (SELECT 1 FROM favourites f WHERE f.uni_id = u.id AND f.user_id = ${userId}) THEN '1' ELSE '0' END AS flag`
    : sql`'0' AS flag`;

const idRow = z.object({ id: z.number() });

/** Which of these universities the account has as favourites. */
export async function favouriteIdsAmong(db: Db, userId: number, uniIds: number[]): Promise<Set<number>> {
  if (!uniIds.length) return new Set();
  const found = await rowsAs(
    db,
    idRow,
    sql`SELECT uni_id AS id FROM favourites WHERE user_id = ${userId} AND uni_id = ANY(${pgArray(uniIds)}::int[])`,
  );
  return new Set(found.map((r) => r.id));
}

/** The introduction (sanitised HTML) in the request language, the Chinese one where no English is written. */
export const uniInfoIn = (lang: Lang) => (lang === 'en' ? sql`coalesce(u.uni_info_en, u.uni_info)` : sql`u.uni_info`);

/** A university open to browsing, or undefined. */
export async function findUniversity(db: Db, uniId: number, userId: number | undefined, lang: Lang) {
  const [u] = await rowsAs(
    db,
    uniDetail,
    sql`SELECT ${UNI_CARD}, ${favFlag(userId)}, ${uniInfoIn(lang)} AS "uniInfo", u.founded, c.currency,
               u.rank_source AS "rankSource", u.rank_year AS "rankYear", u.source, to_char(u.checked_at, 'YYYY-MM-DD') AS "checkedAt"
        FROM universities u JOIN countries c ON c.id = u.country_id WHERE u.id = ${uniId} AND u.status = '0'`,
  );
  return u;
}

/** The open courses of a university, by faculty and English name. */
export async function courses(db: Db, uniId: number): Promise<UniCourse[]> {
  return db
    .select({
      majorId: majors.id,
      majorName: majors.majorName,
      majorEnName: majors.majorEnName,
      degreeType: majors.degreeType,
      facultyName: faculties.facultyName,
      facultyEnName: faculties.facultyEnName,
      majorTuition: majors.majorTuition,
      currency: majors.currency,
      majorSystem: majors.majorSystem,
    })
    .from(majors)
    .leftJoin(faculties, eq(faculties.id, majors.facultyId))
    .where(and(eq(majors.uniId, uniId), eq(majors.majorStatus, '0')))
    .orderBy(asc(faculties.sort), asc(majors.majorEnName));
}

/**
 * Cases of a university by the kind of school studied at before (college_type), largest first; a
 * kind missing from the dictionary is labelled by its value, and a case without one by ''.
 */
export function casesBySchoolType(db: Db, uniId: number) {
  return rowsAs(
    db,
    caseShareSlice,
    sql`SELECT coalesce(d.dict_label, c.edu_uni_type, '') AS "dataTypeName", coalesce(d.dict_en_label, c.edu_uni_type, '') AS "dataTypeEnName",
          c.edu_uni_type AS "dataType", count(*)::int AS "sumTotal",
          round(100.0 * count(*) / sum(count(*)) OVER (), 1)::float AS proportion
        FROM cases c LEFT JOIN dict_data d ON d.dict_type = 'college_type' AND d.dict_value = c.edu_uni_type
        WHERE c.uni_id = ${uniId} AND c.status = '0' GROUP BY 1, 2, 3 ORDER BY "sumTotal" DESC`,
  );
}

/** Cases of a university in each GPA band of stu_education_gpa (remark 'low-high'), empty bands included. */
export function casesByGpa(db: Db, uniId: number) {
  return rowsAs(
    db,
    caseShareSlice,
    sql`SELECT b.label AS "dataTypeName", b.en AS "dataTypeEnName", b.v AS "dataType", count(c.id)::int AS "sumTotal",
          coalesce(round(100.0 * count(c.id) / nullif(sum(count(c.id)) OVER (), 0), 1), 0)::float AS proportion
        FROM (SELECT dict_value AS v, dict_label AS label, dict_en_label AS en,
                     split_part(remark, '-', 1)::numeric AS lo, split_part(remark, '-', 2)::numeric AS hi, sort
              FROM dict_data WHERE dict_type = 'stu_education_gpa') b
        LEFT JOIN cases c ON c.uni_id = ${uniId} AND c.status = '0' AND c.edu_gpa >= b.lo AND (c.edu_gpa < b.hi OR (b.hi >= 4 AND c.edu_gpa <= b.hi))
        GROUP BY b.v, b.label, b.en, b.sort ORDER BY b.sort`,
  );
}

/** An offer is an application in stuStatus 2 (admitted) or 6 (registered). */
const OFFER = sql`a.apply_status IN ('2', '6')`;

/** Applications to a university and their offers per year, newest first. */
export function appliesByYear(db: Db, uniId: number) {
  return rowsAs(
    db,
    caseConvertYear,
    sql`SELECT extract(year FROM a.receipt_date)::int AS year, count(*)::int AS "sumTotal",
          count(*) FILTER (WHERE ${OFFER})::int AS "offerTotal",
          round(100.0 * count(*) FILTER (WHERE ${OFFER}) / count(*), 1)::float AS proportion
        FROM case_applies a WHERE a.uni_id = ${uniId} GROUP BY 1 ORDER BY 1 DESC`,
  );
}

const monthRow = z.object({ month: z.string(), sumTotal: z.number(), offerTotal: z.number() });

/** Applications to a university and their offers per month ('YYYY-MM') from `from` up to `to` (dates). */
export function appliesByMonth(db: Db, uniId: number, from: string, to: string) {
  return rowsAs(
    db,
    monthRow,
    sql`SELECT to_char(a.receipt_date, 'YYYY-MM') AS month, count(*)::int AS "sumTotal",
          count(*) FILTER (WHERE ${OFFER})::int AS "offerTotal"
        FROM case_applies a WHERE a.uni_id = ${uniId} AND a.receipt_date >= ${from}::date AND a.receipt_date < ${to}::date
        GROUP BY 1`,
  );
}

/** Universities offering scholarships with their country, countries in their order, then by rank. */
export function scholarshipUniversities(db: Db) {
  return db
    .select({
      countryId: countries.id,
      countryName: countries.name,
      countryEnName: countries.enName,
      picture: countries.picture,
      uniId: universities.id,
      uniName: universities.uniName,
      uniEnName: universities.uniEnName,
    })
    .from(countries)
    .innerJoin(universities, and(eq(universities.countryId, countries.id), eq(universities.status, '0'), eq(universities.stipendShow, '1')))
    .orderBy(asc(countries.sort), sql`${universities.qsRank} NULLS LAST`, asc(universities.id));
}
