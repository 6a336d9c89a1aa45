// The SQL of admitted-student cases: the case card, the case share list and its university
// filter, one case with the universities its student applied to, the newest cases and a
// university's case totals. Rows are parsed by their answer schemas (packages/shared).
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { caseApply, caseCard, caseDetail, caseUniSuggestion, type CaseShareBody, type Lang } from '@portal/shared';
import type { Db } from '../../db/client';
import { caseApplies, cases, universities } from '../../db/schema';
import { TOTAL, joinAnd, pgArray, rowsAs, pageAs } from '../../lib/sql';
import { countryIdsOf, inList, uniNameMatch } from '../universities/search';

// A case shows its student only as the first character of the Chinese name (plus 同学) and the
// initial of the surname in pinyin; the full name never leaves the server. The school studied at
// before and the major studied there come in the request language: in en the English names, with
// the school's own Chinese name beside it (eduUniCnName) for the page to show in brackets.
const caseCardColumns = (lang: Lang) => sql`k.id AS "stuId", left(k.stu_name, 1) AS "stuName",
  upper(left(regexp_replace(k.stu_spell, '^.* ', ''), 1)) AS "stuSpell", k.uni_id AS "uniId", u.uni_name AS "uniName",
  u.uni_name AS "uniCnName", u.uni_en_name AS "uniEnName", u.uni_logo AS "uniLogo", c.flag AS "countryFlag", c.name AS "countryName",
  c.en_name AS "countryEnName", k.course_type AS "courseType", k.course_name AS "courseName", to_char(k.result_date, 'YYYY-MM-DD') AS "resultDate",
  ${lang === 'en' ? sql`coalesce(k.edu_uni_en_name, k.edu_uni_name)` : sql`k.edu_uni_name`} AS "eduUniName",
  k.edu_uni_name AS "eduUniCnName", k.edu_uni_en_name AS "eduUniEnName", k.edu_uni_type AS "eduUniType",
  ${lang === 'en' ? sql`coalesce(k.edu_major_name_en, k.edu_major_name)` : sql`k.edu_major_name`} AS "eduMajorName", k.edu_gpa::text AS "eduGpa",
  k.edu_language AS "eduLanguage", k.is_work AS "isWork", k.uni_money AS "uniMoney", k.view_number AS "viewNumber",
  to_char(k.update_date, 'YYYY-MM-DD') AS "updateDate", k.verified`;

/** Cases k with their university u and its country c. */
const CASES = sql`cases k JOIN universities u ON u.id = k.uni_id JOIN countries c ON c.id = u.country_id`;
/** Cases staff hid (status '1') are never shown or counted on the portal. */
const SHOWN = sql`k.status = '0'`;
const NEWEST = sql`k.result_date DESC, k.id DESC`;

/** The case share list: newest admissions first, with the filters of the case share page. */
export function casePage(
  db: Db,
  b: Pick<
    CaseShareBody,
    'uniName' | 'uniId' | 'countryId' | 'countryIds' | 'eduUniTypeList' | 'courseType' | 'gpa' | 'gpaList' | 'pageNo' | 'pageSize'
  >,
  lang: Lang,
  /** The universities whose name matches b.uniName (from the catalogue index). */
  uniIds?: number[],
) {
  const conds: SQL[] = [SHOWN];
  if (b.uniName) conds.push(sql`k.uni_id = ANY(${pgArray(uniIds ?? [])}::int[])`);
  if (b.uniId) conds.push(sql`k.uni_id = ${b.uniId}`);
  const countryIds = countryIdsOf(b);
  if (countryIds.length) conds.push(sql`u.country_id IN (${inList(countryIds)})`);
  if (b.eduUniTypeList?.length) conds.push(sql`k.edu_uni_type IN (${inList(b.eduUniTypeList)})`);
  if (b.courseType) conds.push(sql`k.course_type = ${b.courseType}`);
  if (b.gpa) conds.push(sql`k.edu_gpa <= ${Number(b.gpa)}`);
  // GPA bands of stu_education_gpa, whose remark is 'low-high' (the top band includes 4).
  if (b.gpaList?.length)
    conds.push(sql`EXISTS (SELECT 1 FROM dict_data d WHERE d.dict_type = 'stu_education_gpa' AND d.dict_value IN (${inList(b.gpaList)})
      AND k.edu_gpa >= split_part(d.remark, '-', 1)::numeric AND (k.edu_gpa < split_part(d.remark, '-', 2)::numeric OR (split_part(d.remark, '-', 2)::numeric >= 4 AND k.edu_gpa <= 4)))`);
  const where = joinAnd(conds);
  return pageAs(
    db,
    caseCard,
    sql`SELECT ${caseCardColumns(lang)}, ${TOTAL} FROM ${CASES}
        WHERE ${where} ORDER BY ${NEWEST} LIMIT ${b.pageSize} OFFSET ${(b.pageNo - 1) * b.pageSize}`,
    sql`SELECT count(*)::int AS n FROM cases k JOIN universities u ON u.id = k.uni_id WHERE ${where}`,
    b.pageNo,
    b.pageSize,
  );
}

/** Universities that have cases, best name matches and most cases first (the case filter). */
export function caseUniversities(db: Db, uniName: string, limit: number) {
  const m = uniName ? uniNameMatch(uniName) : null;
  return rowsAs(
    db,
    caseUniSuggestion,
    sql`SELECT u.id AS "uniId", u.uni_name AS "uniName", u.uni_en_name AS "uniEnName", count(k.id)::int AS "caseTotal"
        FROM universities u JOIN cases k ON k.uni_id = u.id AND ${SHOWN} WHERE ${m ? m.where : sql`TRUE`}
        GROUP BY u.id ORDER BY ${m ? sql`${m.rank},` : sql``} count(k.id) DESC, u.id LIMIT ${limit}`,
  );
}

/** One case with its work experience, or undefined. */
export async function findCase(db: Db, stuId: number, lang: Lang) {
  const [k] = await rowsAs(
    db,
    caseDetail.omit({ applyList: true, relatedList: true }),
    sql`SELECT ${caseCardColumns(lang)}, k.work_experience AS "workExperience" FROM ${CASES} WHERE k.id = ${stuId} AND ${SHOWN}`,
  );
  return k;
}

/** The universities the student of a case applied to, with the status of each, in the order applied. */
export function caseApplyRows(db: Db, stuId: number) {
  return rowsAs(
    db,
    caseApply,
    sql`SELECT a.uni_id AS "uniId", u.uni_en_name AS "uniEnName", u.uni_name AS "uniName", a.course_name AS "courseName",
          a.apply_status AS "applyStatus", s.dict_label AS "applyStatusName", s.dict_en_label AS "applyStatusEnName",
          to_char(a.receipt_date, 'YYYY-MM-DD') AS "receiptDate", to_char(a.begin_date, 'YYYY-MM-DD') AS "beginDate"
        FROM case_applies a JOIN universities u ON u.id = a.uni_id
        LEFT JOIN dict_data s ON s.dict_type = 'stuStatus' AND s.dict_value = a.apply_status
        WHERE a.case_id = ${stuId} ORDER BY a.receipt_date, a.id`,
  );
}

/** The newest other cases of a university. */
export function otherCasesOf(db: Db, uniId: number, stuId: number, lang: Lang, limit: number) {
  return rowsAs(
    db,
    caseCard,
    sql`SELECT ${caseCardColumns(lang)} FROM ${CASES} WHERE k.uni_id = ${uniId} AND k.id <> ${stuId} AND ${SHOWN} ORDER BY ${NEWEST} LIMIT ${limit}`,
  );
}

/** The newest admissions. */
export function newestCases(db: Db, lang: Lang, limit: number) {
  return rowsAs(db, caseCard, sql`SELECT ${caseCardColumns(lang)} FROM ${CASES} WHERE ${SHOWN} ORDER BY ${NEWEST} LIMIT ${limit}`);
}

/** A university by its English name (any case) or its Chinese name. */
export async function findUniversityByName(db: Db, enName: string, name: string) {
  const [u] = await db
    .select({ uniId: universities.id, uniName: universities.uniName, uniEnName: universities.uniEnName })
    .from(universities)
    .where(
      or(
        enName ? sql`lower(${universities.uniEnName}) = lower(${enName})` : undefined,
        name ? eq(universities.uniName, name) : undefined,
      ) ?? sql`FALSE`,
    )
    .limit(1);
  return u;
}

/** Cases of a university and the offers (stuStatus 2 or 6) among the applications to it. */
export async function caseTotals(db: Db, uniId: number) {
  return {
    caseTotal: await db.$count(cases, and(eq(cases.uniId, uniId), eq(cases.status, '0'))),
    offerTotal: await db.$count(
      caseApplies,
      and(eq(caseApplies.uniId, uniId), or(eq(caseApplies.applyStatus, '2'), eq(caseApplies.applyStatus, '6'))),
    ),
  };
}
