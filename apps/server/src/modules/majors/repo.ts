// The SQL of majors and faculties: the major-based university list, the filtered major list, name
// suggestions, universities offering a major, hot majors, the major detail and a university's
// faculties with their majors. Rows are parsed by their answer schemas (packages/shared).
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  majorCard,
  majorDetail,
  majorNameSuggestion,
  majorUniCard,
  type HotMajor,
  type Lang,
  type MajorListBody,
  type MajorOffer,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { faculties, majors, universities } from '../../db/schema';
import { TOTAL, joinAnd, likeEscape, paged, pgArray, rowsAs, pageAs } from '../../lib/sql';
import { countryIdsOf, inList, majorConditions } from '../universities/search';

/** The search form on majors m of open universities u. */
/** `uniIds`: the universities whose name matches b.uniName (from the catalogue index). */
function majorWhere(b: MajorListBody, uniIds?: number[]): SQL {
  const countryIds = countryIdsOf(b);
  const conds = majorConditions(b, countryIds);
  conds.push(sql`u.status = '0'`);
  if (countryIds.length) conds.push(sql`m.country_id IN (${inList(countryIds)})`);
  if (b.uniId) conds.push(sql`m.uni_id = ${b.uniId}`);
  if (b.uniName) conds.push(sql`m.uni_id = ANY(${pgArray(uniIds ?? [])}::int[])`);
  if (b.uniType) conds.push(sql`u.uni_type = ${b.uniType}`);
  if (b.aiShow === 1) conds.push(sql`u.ai_show`);
  return joinAnd(conds);
}

const countRow = z.object({ n: z.number() });

/** Universities that offer a matching major, each with its best-matching (hottest) major. */
export async function majorUniList(db: Db, b: MajorListBody, uniIds?: number[]) {
  const where = majorWhere(b, uniIds);
  const list = await rowsAs(
    db,
    majorUniCard,
    sql`SELECT DISTINCT ON (u.qs_rank, u.id) u.id AS "uniId", u.uni_name AS "uniName", u.uni_en_name AS "uniEnName", u.uni_logo AS "uniLogo",
          u.country_id AS "countryId", c.name AS "countryName", c.en_name AS "countryEnName", c.flag AS "countryFlag",
          m.id AS "majorId", m.major_name AS "majorName", m.major_en_name AS "majorEnName"
        FROM majors m JOIN universities u ON u.id = m.uni_id JOIN countries c ON c.id = u.country_id
        WHERE ${where} ORDER BY u.qs_rank NULLS LAST, u.id, m.hot DESC
        LIMIT ${b.pageSize} OFFSET ${(b.pageNo - 1) * b.pageSize}`,
  );
  const [{ n }] = await rowsAs(
    db,
    countRow,
    sql`SELECT count(DISTINCT m.uni_id)::int AS n FROM majors m JOIN universities u ON u.id = m.uni_id WHERE ${where}`,
  );
  return paged(list, b.pageNo, b.pageSize, n);
}

export function majorList(db: Db, b: MajorListBody, uniIds?: number[]) {
  const where = majorWhere(b, uniIds);
  return pageAs(
    db,
    majorCard,
    sql`SELECT m.id AS "majorId", m.uni_id AS "uniId", m.country_id AS "countryId", u.uni_name AS "uniName", u.uni_en_name AS "uniEnName",
          u.uni_logo AS "uniLogo", m.major_name AS "majorName", m.major_en_name AS "majorEnName", m.degree_type AS "degreeType",
          m.major_tuition AS "majorTuition", m.currency, m.stipend, m.major_focus AS "majorFocus", c.name AS "countryName",
          c.en_name AS "countryEnName", ${TOTAL}
        FROM majors m JOIN universities u ON u.id = m.uni_id JOIN countries c ON c.id = u.country_id
        WHERE ${where} ORDER BY m.hot DESC, m.id LIMIT ${b.pageSize} OFFSET ${(b.pageNo - 1) * b.pageSize}`,
    sql`SELECT count(*)::int AS n FROM majors m JOIN universities u ON u.id = m.uni_id WHERE ${where}`,
    b.pageNo,
    b.pageSize,
  );
}

/** Distinct major names matching the text, most offered first (autocomplete). */
export function majorNames(db: Db, text: string, countryId: string | undefined, limit: number) {
  const like = `%${likeEscape(text.trim().toLowerCase())}%`;
  return rowsAs(
    db,
    majorNameSuggestion,
    sql`SELECT m.major_name AS "majorName", m.major_en_name AS "majorEnName", count(*)::int AS total FROM majors m
        WHERE m.major_status = '0' AND (m.major_name LIKE ${like} OR lower(m.major_en_name) LIKE ${like})
        ${countryId ? sql`AND m.country_id = ${countryId}` : sql``}
        GROUP BY 1, 2 ORDER BY total DESC, 2 LIMIT ${limit}`,
  );
}

/** Universities offering a major of exactly that (Chinese or English) name, by rank. */
export async function unisForMajor(db: Db, name: string, limit: number): Promise<MajorOffer[]> {
  return db
    .select({
      uniId: universities.id,
      uniName: universities.uniName,
      uniEnName: universities.uniEnName,
      uniLogo: universities.uniLogo,
      majorId: majors.id,
      majorName: majors.majorName,
      majorEnName: majors.majorEnName,
    })
    .from(majors)
    .innerJoin(universities, eq(universities.id, majors.uniId))
    .where(and(eq(majors.majorStatus, '0'), or(eq(majors.majorName, name), eq(majors.majorEnName, name))))
    .orderBy(sql`${universities.qsRank} NULLS LAST`, asc(universities.id))
    .limit(limit);
}

/** The hottest open majors (home page). */
export async function hotMajors(db: Db, limit: number): Promise<HotMajor[]> {
  return db
    .select({
      majorId: majors.id,
      majorName: majors.majorName,
      majorEnName: majors.majorEnName,
      uniId: majors.uniId,
      uniName: universities.uniName,
      uniEnName: universities.uniEnName,
      countryId: majors.countryId,
    })
    .from(majors)
    .innerJoin(universities, eq(universities.id, majors.uniId))
    .where(eq(majors.majorStatus, '0'))
    .orderBy(desc(majors.hot), asc(majors.id))
    .limit(limit);
}

/** A text column of m in the request language: its English version in en where one is written. */
const inLang = (lang: Lang, cn: string) => sql.raw(lang === 'en' ? `coalesce(m.${cn}_en, m.${cn})` : `m.${cn}`);

/** An open major with its university, country and faculty, or undefined. */
export async function findMajor(db: Db, majorId: number, lang: Lang) {
  const [m] = await rowsAs(
    db,
    majorDetail,
    sql`SELECT m.id AS "majorId", m.major_name AS "majorName", m.major_en_name AS "majorEnName", m.uni_id AS "uniId",
          u.uni_name AS "uniName", u.uni_en_name AS "uniEnName", u.uni_logo AS "uniLogo", m.country_id AS "countryId",
          c.name AS "countryName", c.en_name AS "countryEnName", c.flag AS "countryFlag", m.major_link AS "majorLink",
          ${inLang(lang, 'background_requirement')} AS "backgroundRequirement", ${inLang(lang, 'major_introduction')} AS "majorIntroduction",
          m.major_system AS "majorSystem", m.major_tuition AS "majorTuition", m.currency, ${inLang(lang, 'language_requirement')} AS "languageRequirement",
          m.toefl_score AS "toeflScore", m.ielts_score AS "ieltsScore", m.pte, m.gmat, m.gre, m.apply_date AS "applyDate",
          m.begin_date AS "beginDate", m.degree_type AS "degreeType", m.major_focus AS "majorFocus", m.stipend, m.min_gpa AS "minGpa",
          f.faculty_name AS "facultyName", f.faculty_en_name AS "facultyEnName",
          m.source, m.source_url AS "sourceUrl", to_char(m.checked_at, 'YYYY-MM-DD') AS "checkedAt"
        FROM majors m JOIN universities u ON u.id = m.uni_id JOIN countries c ON c.id = m.country_id
        LEFT JOIN faculties f ON f.id = m.faculty_id
        WHERE m.id = ${majorId} AND m.major_status = '0'`,
  );
  return m;
}

/** The open majors of a university (of one degree when given) with their faculty, by faculty and English name. */
export function facultyMajorRows(db: Db, uniId: number, degreeType?: string) {
  return db
    .select({
      facultyId: faculties.id,
      facultyName: faculties.facultyName,
      facultyEnName: faculties.facultyEnName,
      majorId: majors.id,
      majorName: majors.majorName,
      majorEnName: majors.majorEnName,
      majorFocus: majors.majorFocus,
    })
    .from(faculties)
    .innerJoin(
      majors,
      and(eq(majors.facultyId, faculties.id), eq(majors.majorStatus, '0'), degreeType ? eq(majors.degreeType, degreeType) : undefined),
    )
    .where(eq(faculties.uniId, uniId))
    .orderBy(asc(faculties.sort), asc(majors.majorEnName));
}
