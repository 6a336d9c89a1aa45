// Admitted-student cases: the case share list and its filters, case detail with the applied
// universities, the per-university case list, and the success-case ticker.
import { sql, type SQL } from 'drizzle-orm';
import { CODES, type CaseShareBody, type Lang } from '@portal/shared';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { TOTAL, joinAnd, pageOf, rows } from '../../lib/sql';
import { uniNameMatch } from './search';
import { countryIdsOf } from './universities';

// A case shows its student only as the first character of the Chinese name (plus 同学) and the
// initial of the surname in pinyin; the full name never leaves the server. The school studied at
// before and the major studied there come in the request language: in en the English names, with
// the school's own Chinese name beside it (eduUniCnName) for the page to show in brackets.
const caseCard = (lang: Lang) => sql`k.id AS "stuId", left(k.stu_name, 1) AS "stuName",
  upper(left(regexp_replace(k.stu_spell, '^.* ', ''), 1)) AS "stuSpell", k.uni_id AS "uniId", u.uni_name AS "uniName",
  u.uni_name AS "uniCnName", u.uni_en_name AS "uniEnName", u.uni_logo AS "uniLogo", c.flag AS "countryFlag", c.name AS "countryName",
  c.en_name AS "countryEnName", k.course_type AS "courseType", k.course_name AS "courseName", to_char(k.result_date, 'YYYY-MM-DD') AS "resultDate",
  ${lang === 'en' ? sql`coalesce(k.edu_uni_en_name, k.edu_uni_name)` : sql`k.edu_uni_name`} AS "eduUniName",
  k.edu_uni_name AS "eduUniCnName", k.edu_uni_en_name AS "eduUniEnName", k.edu_uni_type AS "eduUniType",
  ${lang === 'en' ? sql`coalesce(k.edu_major_name_en, k.edu_major_name)` : sql`k.edu_major_name`} AS "eduMajorName", k.edu_gpa::text AS "eduGpa",
  k.edu_language AS "eduLanguage", k.is_work AS "isWork", k.uni_money AS "uniMoney", k.view_number AS "viewNumber",
  to_char(k.update_date, 'YYYY-MM-DD') AS "updateDate"`;

export async function caseShareList(db: Db, b: CaseShareBody, lang: Lang = 'cn') {
  const conds: SQL[] = [];
  if (b.uniName) conds.push(uniNameMatch(b.uniName).where);
  if (b.uniId) conds.push(sql`k.uni_id = ${b.uniId}`);
  const countryIds = countryIdsOf(b);
  if (countryIds.length) conds.push(sql`u.country_id IN (${sql.join(countryIds.map((x) => sql`${x}`), sql`, `)})`);
  if (b.eduUniTypeList?.length) conds.push(sql`k.edu_uni_type IN (${sql.join(b.eduUniTypeList.map((x) => sql`${x}`), sql`, `)})`);
  if (b.courseType) conds.push(sql`k.course_type = ${b.courseType}`);
  if (b.gpa) conds.push(sql`k.edu_gpa <= ${Number(b.gpa)}`);
  if (b.gpaList?.length)
    conds.push(sql`EXISTS (SELECT 1 FROM dict_data d WHERE d.dict_type = 'stu_education_gpa' AND d.dict_value IN (${sql.join(b.gpaList.map((x) => sql`${x}`), sql`, `)})
      AND k.edu_gpa >= split_part(d.remark, '-', 1)::numeric AND (k.edu_gpa < split_part(d.remark, '-', 2)::numeric OR (split_part(d.remark, '-', 2)::numeric >= 4 AND k.edu_gpa <= 4)))`);
  const where = joinAnd(conds);
  return pageOf(
    db,
    sql`SELECT ${caseCard(lang)}, ${TOTAL} FROM cases k JOIN universities u ON u.id = k.uni_id JOIN countries c ON c.id = u.country_id
        WHERE ${where} ORDER BY k.result_date DESC, k.id DESC LIMIT ${b.pageSize} OFFSET ${(b.pageNo - 1) * b.pageSize}`,
    sql`SELECT count(*)::int AS n FROM cases k JOIN universities u ON u.id = k.uni_id WHERE ${where}`,
    b.pageNo,
    b.pageSize,
  );
}

/** Universities that have cases, for the case share filter. */
export async function caseShareUniList(db: Db, uniName: string, limit: number) {
  const m = uniName ? uniNameMatch(uniName) : null;
  return rows<Record<string, unknown>>(
    db,
    sql`SELECT u.id AS "uniId", u.uni_name AS "uniName", u.uni_en_name AS "uniEnName", count(k.id)::int AS "caseTotal"
        FROM universities u JOIN cases k ON k.uni_id = u.id WHERE ${m ? m.where : sql`TRUE`}
        GROUP BY u.id ORDER BY ${m ? sql`${m.rank},` : sql``} count(k.id) DESC, u.id LIMIT ${limit}`,
  );
}

export async function caseDetail(db: Db, stuId: number, lang: Lang = 'cn') {
  const [k] = await rows<Record<string, unknown>>(
    db,
    sql`SELECT ${caseCard(lang)}, k.work_experience AS "workExperience" FROM cases k JOIN universities u ON u.id = k.uni_id
        JOIN countries c ON c.id = u.country_id WHERE k.id = ${stuId}`,
  );
  if (!k) throw new BizError(CODES.NOT_FOUND);
  const applyList = await rows<Record<string, unknown>>(
    db,
    sql`SELECT a.uni_id AS "uniId", u.uni_en_name AS "uniEnName", u.uni_name AS "uniName", a.course_name AS "courseName",
          a.apply_status AS "applyStatus", s.dict_label AS "applyStatusName", s.dict_en_label AS "applyStatusEnName",
          to_char(a.receipt_date, 'YYYY-MM-DD') AS "receiptDate", to_char(a.begin_date, 'YYYY-MM-DD') AS "beginDate"
        FROM case_applies a JOIN universities u ON u.id = a.uni_id
        LEFT JOIN dict_data s ON s.dict_type = 'stuStatus' AND s.dict_value = a.apply_status
        WHERE a.case_id = ${stuId} ORDER BY a.receipt_date, a.id`,
  );
  const related = await rows<Record<string, unknown>>(
    db,
    sql`SELECT ${caseCard(lang)} FROM cases k JOIN universities u ON u.id = k.uni_id JOIN countries c ON c.id = u.country_id
        WHERE k.uni_id = ${k.uniId as number} AND k.id <> ${stuId} ORDER BY k.result_date DESC, k.id DESC LIMIT 5`,
  );
  return { ...k, applyList, relatedList: related } as Record<string, unknown>;
}

export async function uniCaseList(db: Db, uniId: number, pageNo: number, pageSize: number, lang: Lang = 'cn') {
  return caseShareList(db, { uniId, pageNo, pageSize } as CaseShareBody, lang);
}

/** Success cases for the home page and the scrolling ticker: the newest admissions. */
export async function scrollbar(db: Db, lang: Lang = 'cn', limit = 20) {
  return rows<Record<string, unknown>>(
    db,
    sql`SELECT ${caseCard(lang)} FROM cases k JOIN universities u ON u.id = k.uni_id JOIN countries c ON c.id = u.country_id
        ORDER BY k.result_date DESC, k.id DESC LIMIT ${limit}`,
  );
}

/** Case statistics of a university found by its English or Chinese name. */
export async function collegeCases(db: Db, enName?: string, name?: string) {
  const [u] = await rows<{ uniId: number; uniName: string; uniEnName: string }>(
    db,
    sql`SELECT id AS "uniId", uni_name AS "uniName", uni_en_name AS "uniEnName" FROM universities
        WHERE (${enName ?? ''} <> '' AND lower(uni_en_name) = lower(${enName ?? ''})) OR (${name ?? ''} <> '' AND uni_name = ${name ?? ''}) LIMIT 1`,
  );
  if (!u) throw new BizError(CODES.NOT_FOUND);
  const [s] = await rows<{ caseTotal: number; offerTotal: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM cases WHERE uni_id = ${u.uniId}) AS "caseTotal",
               (SELECT count(*)::int FROM case_applies WHERE uni_id = ${u.uniId} AND apply_status IN ('2','6')) AS "offerTotal"`,
  );
  return { ...u, ...s };
}
