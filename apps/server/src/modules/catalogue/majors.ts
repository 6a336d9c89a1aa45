// Majors: the major-based university list, name suggestions, filtered major lists, detail.
import { sql, type SQL } from 'drizzle-orm';
import { CODES, type Lang, type MajorListBody } from '@portal/shared';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { TOTAL, joinAnd, likeEscape, pageOf, paged, rows } from '../../lib/sql';
import { countryIdsOf, majorConditions } from './universities';
import { uniNameMatch } from './search';

function majorWhere(b: MajorListBody): SQL {
  const countryIds = countryIdsOf(b);
  const conds = majorConditions(b, countryIds);
  conds.push(sql`u.status = '0'`);
  if (countryIds.length) conds.push(sql`m.country_id IN (${sql.join(countryIds.map((c) => sql`${c}`), sql`, `)})`);
  if (b.uniId) conds.push(sql`m.uni_id = ${b.uniId}`);
  if (b.uniName) conds.push(uniNameMatch(b.uniName).where);
  if (b.uniType) conds.push(sql`u.uni_type = ${b.uniType}`);
  if (b.aiShow === 1) conds.push(sql`u.ai_show`);
  return joinAnd(conds);
}

/** Universities that offer a matching major, each with its best-matching major. */
export async function majorUniList(db: Db, b: MajorListBody) {
  const where = majorWhere(b);
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT DISTINCT ON (u.qs_rank, u.id) u.id AS "uniId", u.uni_name AS "uniName", u.uni_en_name AS "uniEnName", u.uni_logo AS "uniLogo",
          u.country_id AS "countryId", c.name AS "countryName", c.en_name AS "countryEnName", c.flag AS "countryFlag",
          m.id AS "majorId", m.major_name AS "majorName", m.major_en_name AS "majorEnName"
        FROM majors m JOIN universities u ON u.id = m.uni_id JOIN countries c ON c.id = u.country_id
        WHERE ${where} ORDER BY u.qs_rank NULLS LAST, u.id, m.hot DESC
        LIMIT ${b.pageSize} OFFSET ${(b.pageNo - 1) * b.pageSize}`,
  );
  const [{ n }] = await rows<{ n: number }>(
    db,
    sql`SELECT count(DISTINCT m.uni_id)::int AS n FROM majors m JOIN universities u ON u.id = m.uni_id WHERE ${where}`,
  );
  return paged(list, b.pageNo, b.pageSize, n);
}

export async function majorList(db: Db, b: MajorListBody) {
  const where = majorWhere(b);
  return pageOf(
    db,
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

/** Distinct major names matching the text, most offered first (autocomplete, at most 20). */
export async function majorNames(db: Db, text: string, countryId: string | undefined, limit: number) {
  const like = `%${likeEscape(text.trim().toLowerCase())}%`;
  return rows<{ majorName: string; majorEnName: string; total: number }>(
    db,
    sql`SELECT m.major_name AS "majorName", m.major_en_name AS "majorEnName", count(*)::int AS total FROM majors m
        WHERE m.major_status = '0' AND (m.major_name LIKE ${like} OR lower(m.major_en_name) LIKE ${like})
        ${countryId ? sql`AND m.country_id = ${countryId}` : sql``}
        GROUP BY 1, 2 ORDER BY total DESC, 2 LIMIT ${limit}`,
  );
}

/** Universities offering a major of that name (up to 20). */
export async function unisForMajor(db: Db, name: string, limit: number) {
  return rows<Record<string, unknown>>(
    db,
    sql`SELECT u.id AS "uniId", u.uni_name AS "uniName", u.uni_en_name AS "uniEnName", u.uni_logo AS "uniLogo", m.id AS "majorId",
          m.major_name AS "majorName", m.major_en_name AS "majorEnName"
        FROM majors m JOIN universities u ON u.id = m.uni_id
        WHERE m.major_status = '0' AND (m.major_name = ${name} OR m.major_en_name = ${name})
        ORDER BY u.qs_rank NULLS LAST, u.id LIMIT ${limit}`,
  );
}

/** The 20 hot majors of the home page. */
export async function hotMajors(db: Db, limit = 20) {
  return rows<Record<string, unknown>>(
    db,
    sql`SELECT m.id AS "majorId", m.major_name AS "majorName", m.major_en_name AS "majorEnName", m.uni_id AS "uniId",
          u.uni_name AS "uniName", u.uni_en_name AS "uniEnName", m.country_id AS "countryId"
        FROM majors m JOIN universities u ON u.id = m.uni_id WHERE m.major_status = '0'
        ORDER BY m.hot DESC, m.id LIMIT ${limit}`,
  );
}

/** A text column in the request language: its English version in en where one is written. */
const inLang = (lang: Lang, cn: string) => sql.raw(lang === 'en' ? `coalesce(m.${cn}_en, m.${cn})` : `m.${cn}`);

/** Major detail; introduction and entry and language requirements in the request language. */
export async function majorInfo(db: Db, majorId: number, lang: Lang = 'cn') {
  const [m] = await rows<Record<string, unknown>>(
    db,
    sql`SELECT m.id AS "majorId", m.major_name AS "majorName", m.major_en_name AS "majorEnName", m.uni_id AS "uniId",
          u.uni_name AS "uniName", u.uni_en_name AS "uniEnName", u.uni_logo AS "uniLogo", m.country_id AS "countryId",
          c.name AS "countryName", c.en_name AS "countryEnName", c.flag AS "countryFlag", m.major_link AS "majorLink",
          ${inLang(lang, 'background_requirement')} AS "backgroundRequirement", ${inLang(lang, 'major_introduction')} AS "majorIntroduction",
          m.major_system AS "majorSystem", m.major_tuition AS "majorTuition", m.currency, ${inLang(lang, 'language_requirement')} AS "languageRequirement",
          m.toefl_score AS "toeflScore", m.ielts_score AS "ieltsScore", m.pte, m.gmat, m.gre, m.apply_date AS "applyDate",
          m.begin_date AS "beginDate", m.degree_type AS "degreeType", m.major_focus AS "majorFocus", m.stipend, m.min_gpa AS "minGpa",
          f.faculty_name AS "facultyName", f.faculty_en_name AS "facultyEnName"
        FROM majors m JOIN universities u ON u.id = m.uni_id JOIN countries c ON c.id = m.country_id
        LEFT JOIN faculties f ON f.id = m.faculty_id
        WHERE m.id = ${majorId} AND m.major_status = '0'`,
  );
  if (!m) throw new BizError(CODES.NOT_FOUND);
  return m;
}
