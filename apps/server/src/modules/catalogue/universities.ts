// Universities: search and filtered lists, detail, course lists, case analysis, favourites and the
// scholarship finder. Everything is filtered and paged in the database.
import { sql, type SQL } from 'drizzle-orm';
import { CODES, type UniListBody } from '@portal/shared';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { TOTAL, joinAnd, likeEscape, pageOf, rows } from '../../lib/sql';
import { uniNameMatch } from './search';

export const UNI_CARD = sql`u.id AS "uniId", u.uni_name AS "uniName", u.uni_en_name AS "uniEnName", u.uni_logo AS "uniLogo",
  u.uni_main AS "uniMain", u.country_id AS "countryId", c.name AS "countryName", c.en_name AS "countryEnName",
  c.flag AS "countryFlag", u.view_number AS "viewNumber", u.collect_number AS "collectNumber", u.city, u.city_cn AS "cityCn",
  u.qs_rank AS "qsRank", u.uni_type AS "uniType", u.stipend_show AS "stipendShow", u.is_special AS "isSpecial",
  u.uni_type_tip AS "uniTypeTip", u.is_reduce AS "isReduce", u.website AS "uniWebsite",
  CASE WHEN c.application_open THEN '1' ELSE '0' END AS "applyOpen"`;

export const favFlag = (userId: number | undefined) =>
  userId
    ? sql`CASE WHEN EXISTS (SELECT 1 FROM favourites f WHERE f.uni_id = u.id AND f.user_id = ${userId}) THEN '1' ELSE '0' END AS flag`
    : sql`'0' AS flag`;

export function countryIdsOf(b: { countryId?: string; countryIds?: string[]; countryIdList?: string[] }): string[] {
  return [...new Set([...(b.countryIds ?? []), ...(b.countryIdList ?? []), ...(b.countryId ? [b.countryId] : [])])];
}

/** Conditions on majors (alias m) from the search form. Tuition counts only with exactly one country. */
export function majorConditions(b: Partial<UniListBody>, countryIds: string[]): SQL[] {
  const c: SQL[] = [sql`m.major_status = '0'`];
  if (b.majorFocusList?.length)
    c.push(sql`(${sql.join(b.majorFocusList.map((f) => sql`(',' || m.major_focus || ',') LIKE ${`%,${f},%`}`), sql` OR `)})`);
  if (b.majorType) c.push(sql`m.degree_type = ${b.majorType}`);
  if (b.stipendShow === '1') c.push(sql`m.stipend > 0`);
  if (b.gpa && !Number.isNaN(Number(b.gpa))) c.push(sql`(m.min_gpa IS NULL OR m.min_gpa <= ${Number(b.gpa)})`);
  if (countryIds.length === 1) {
    if (b.majorTuitionMin) c.push(sql`m.major_tuition >= ${Number(b.majorTuitionMin)}`);
    if (b.majorTuitionMax) c.push(sql`m.major_tuition <= ${Number(b.majorTuitionMax)}`);
  }
  const names = [...(b.majorNameList ?? []), ...(b.majorName ? [b.majorName] : [])].filter(Boolean);
  if (names.length)
    c.push(sql`(${sql.join(names.map((n) => sql`(m.major_name ILIKE ${`%${likeEscape(n)}%`} OR lower(m.major_en_name) LIKE ${`%${likeEscape(n.toLowerCase())}%`})`), sql` OR `)})`);
  return c;
}

const hasMajorFilter = (b: Partial<UniListBody>) =>
  Boolean(b.majorFocusList?.length || b.majorType || b.stipendShow === '1' || b.gpa || b.majorTuitionMin || b.majorTuitionMax || b.majorNameList?.length || b.majorName);

export async function listUniversities(db: Db, b: UniListBody, userId?: number) {
  const countryIds = countryIdsOf(b);
  const conds: SQL[] = [sql`u.status = '0'`];
  let rank = sql``;
  if (b.uniName) {
    const m = uniNameMatch(b.uniName);
    conds.push(m.where);
    rank = sql`${m.rank},`;
  }
  if (b.uniId) conds.push(sql`u.id = ${b.uniId}`);
  if (countryIds.length) conds.push(sql`u.country_id IN (${sql.join(countryIds.map((c) => sql`${c}`), sql`, `)})`);
  if (b.uniType) conds.push(sql`u.uni_type = ${b.uniType}`);
  if (b.stipendShow === '1') conds.push(sql`u.stipend_show = '1'`);
  if (hasMajorFilter(b)) conds.push(sql`EXISTS (SELECT 1 FROM majors m WHERE m.uni_id = u.id AND ${joinAnd(majorConditions(b, countryIds))})`);
  const where = joinAnd(conds);
  const order =
    b.sort === 'views' ? sql`u.view_number DESC, u.id` : b.sort === 'collects' ? sql`u.collect_number DESC, u.id` : sql`${rank} u.qs_rank NULLS LAST, u.id`;
  const offset = (b.pageNo - 1) * b.pageSize;
  return pageOf(
    db,
    sql`SELECT ${UNI_CARD}, ${favFlag(userId)},
          (SELECT count(*)::int FROM majors mm WHERE mm.uni_id = u.id AND mm.major_status = '0') AS "majorCount", ${TOTAL}
        FROM universities u JOIN countries c ON c.id = u.country_id
        WHERE ${where} ORDER BY ${order} LIMIT ${b.pageSize} OFFSET ${offset}`,
    sql`SELECT count(*)::int AS n FROM universities u WHERE ${where}`,
    b.pageNo,
    b.pageSize,
  );
}

export async function keywordSearch(
  db: Db,
  b: { uniNameLike: string; countryId?: string; uniIdSort?: number; aiShow?: number; pageNo: number; pageSize: number },
) {
  const conds: SQL[] = [sql`u.status = '0'`];
  let rank = sql``;
  if (b.uniNameLike) {
    const m = uniNameMatch(b.uniNameLike);
    conds.push(m.where);
    rank = sql`${m.rank},`;
  }
  if (b.countryId) conds.push(sql`u.country_id = ${b.countryId}`);
  if (b.aiShow === 1) conds.push(sql`u.ai_show`);
  const first = b.uniIdSort ? sql`CASE WHEN u.id = ${b.uniIdSort} THEN 0 ELSE 1 END,` : sql``;
  const where = joinAnd(conds);
  const kw = b.uniNameLike.toLowerCase();
  const sim = b.uniNameLike ? sql`word_similarity(${kw}, lower(u.uni_en_name)) DESC,` : sql``;
  return pageOf(
    db,
    sql`SELECT ${UNI_CARD}, ${TOTAL} FROM universities u JOIN countries c ON c.id = u.country_id WHERE ${where}
        ORDER BY ${first} ${rank} ${sim} u.qs_rank NULLS LAST, u.id LIMIT ${b.pageSize} OFFSET ${(b.pageNo - 1) * b.pageSize}`,
    sql`SELECT count(*)::int AS n FROM universities u WHERE ${where}`,
    b.pageNo,
    b.pageSize,
  );
}

const infoIn = (lang: 'cn' | 'en') => (lang === 'en' ? sql`coalesce(u.uni_info_en, u.uni_info)` : sql`u.uni_info`);

export async function uniDetail(db: Db, uniId: number, userId?: number, lang: 'cn' | 'en' = 'cn') {
  const [u] = await rows<Record<string, unknown>>(
    db,
    sql`SELECT ${UNI_CARD}, ${favFlag(userId)}, ${infoIn(lang)} AS "uniInfo", u.founded, c.currency
        FROM universities u JOIN countries c ON c.id = u.country_id WHERE u.id = ${uniId} AND u.status = '0'`,
  );
  if (!u) throw new BizError(CODES.NOT_FOUND);
  return u;
}

/** Undergraduate and master course lists of a university, by faculty. */
export async function courseLists(db: Db, uniId: number) {
  const list = await rows<{ majorId: number; majorName: string; majorEnName: string; degreeType: string; facultyName: string; facultyEnName: string; majorTuition: string; currency: string; majorSystem: string }>(
    db,
    sql`SELECT m.id AS "majorId", m.major_name AS "majorName", m.major_en_name AS "majorEnName", m.degree_type AS "degreeType",
          f.faculty_name AS "facultyName", f.faculty_en_name AS "facultyEnName", m.major_tuition AS "majorTuition", m.currency,
          m.major_system AS "majorSystem"
        FROM majors m LEFT JOIN faculties f ON f.id = m.faculty_id
        WHERE m.uni_id = ${uniId} AND m.major_status = '0' ORDER BY f.sort, m.major_en_name`,
  );
  return { undergraduate: list.filter((m) => m.degreeType === '1'), master: list.filter((m) => m.degreeType === '2'), doctorate: list.filter((m) => m.degreeType === '3') };
}

/** Faculties with their majors (spec: facultyName, majorList of majorId, majorName, majorFocus). */
export async function facultyMajors(db: Db, uniId: number, degreeType?: string) {
  const list = await rows<{ facultyId: number; facultyName: string; facultyEnName: string; majorId: number; majorName: string; majorEnName: string; majorFocus: string }>(
    db,
    sql`SELECT f.id AS "facultyId", f.faculty_name AS "facultyName", f.faculty_en_name AS "facultyEnName", m.id AS "majorId",
          m.major_name AS "majorName", m.major_en_name AS "majorEnName", m.major_focus AS "majorFocus"
        FROM faculties f JOIN majors m ON m.faculty_id = f.id AND m.major_status = '0' ${degreeType ? sql`AND m.degree_type = ${degreeType}` : sql``}
        WHERE f.uni_id = ${uniId} ORDER BY f.sort, m.major_en_name`,
  );
  const out = new Map<number, { facultyId: number; facultyName: string; facultyEnName: string; majorList: { majorId: number; majorName: string; majorEnName: string; majorFocus: string }[] }>();
  for (const r of list) {
    const f = out.get(r.facultyId) ?? { facultyId: r.facultyId, facultyName: r.facultyName, facultyEnName: r.facultyEnName, majorList: [] };
    f.majorList.push({ majorId: r.majorId, majorName: r.majorName, majorEnName: r.majorEnName, majorFocus: r.majorFocus });
    out.set(r.facultyId, f);
  }
  return [...out.values()];
}

/**
 * Study year: from October on, the study year is the next calendar year; the monthly chart shows
 * the previous study year (October of year-2 .. September of year-1 relative to that study year).
 */
export function chartWindow(now: Date): { studyYear: number; from: string; to: string } {
  const y = now.getUTCFullYear();
  const studyYear = now.getUTCMonth() >= 9 ? y + 1 : y;
  const shown = studyYear - 1;
  return { studyYear: shown, from: `${shown - 1}-10-01`, to: `${shown}-10-01` };
}

export async function caseAnalysis(db: Db, uniId: number, now = new Date()) {
  const educationList = await rows<{ dataTypeName: string; dataType: string; sumTotal: number; proportion: number }>(
    db,
    sql`SELECT coalesce(d.dict_label, c.edu_uni_type) AS "dataTypeName", coalesce(d.dict_en_label, c.edu_uni_type) AS "dataTypeEnName",
          c.edu_uni_type AS "dataType", count(*)::int AS "sumTotal",
          round(100.0 * count(*) / sum(count(*)) OVER (), 1)::float AS proportion
        FROM cases c LEFT JOIN dict_data d ON d.dict_type = 'college_type' AND d.dict_value = c.edu_uni_type
        WHERE c.uni_id = ${uniId} GROUP BY 1, 2, 3 ORDER BY "sumTotal" DESC`,
  );
  const gpaList = await rows<{ dataTypeName: string; sumTotal: number; proportion: number }>(
    db,
    sql`SELECT b.label AS "dataTypeName", b.en AS "dataTypeEnName", b.v AS "dataType", count(c.id)::int AS "sumTotal",
          coalesce(round(100.0 * count(c.id) / nullif(sum(count(c.id)) OVER (), 0), 1), 0)::float AS proportion
        FROM (SELECT dict_value AS v, dict_label AS label, dict_en_label AS en,
                     split_part(remark, '-', 1)::numeric AS lo, split_part(remark, '-', 2)::numeric AS hi, sort
              FROM dict_data WHERE dict_type = 'stu_education_gpa') b
        LEFT JOIN cases c ON c.uni_id = ${uniId} AND c.edu_gpa >= b.lo AND (c.edu_gpa < b.hi OR (b.hi >= 4 AND c.edu_gpa <= b.hi))
        GROUP BY b.v, b.label, b.en, b.sort ORDER BY b.sort`,
  );
  const convertList = await rows<{ year: number; sumTotal: number; offerTotal: number; proportion: number }>(
    db,
    sql`SELECT extract(year FROM a.receipt_date)::int AS year, count(*)::int AS "sumTotal",
          count(*) FILTER (WHERE a.apply_status IN ('2', '6'))::int AS "offerTotal",
          round(100.0 * count(*) FILTER (WHERE a.apply_status IN ('2', '6')) / count(*), 1)::float AS proportion
        FROM case_applies a WHERE a.uni_id = ${uniId} GROUP BY 1 ORDER BY 1 DESC`,
  );
  const w = chartWindow(now);
  const monthRows = await rows<{ month: string; sumTotal: number; offerTotal: number }>(
    db,
    sql`SELECT to_char(a.receipt_date, 'YYYY-MM') AS month, count(*)::int AS "sumTotal",
          count(*) FILTER (WHERE a.apply_status IN ('2', '6'))::int AS "offerTotal"
        FROM case_applies a WHERE a.uni_id = ${uniId} AND a.receipt_date >= ${w.from}::date AND a.receipt_date < ${w.to}::date
        GROUP BY 1`,
  );
  const byMonth = new Map(monthRows.map((r) => [r.month, r]));
  const monthList = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(w.studyYear - 1, 9 + i, 1));
    const key = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    const r = byMonth.get(key);
    return { dataTypeName: key, sumTotal: r?.sumTotal ?? 0, offerTotal: r?.offerTotal ?? 0, proportion: r && r.sumTotal ? Math.round((1000 * r.offerTotal) / r.sumTotal) / 10 : 0 };
  });
  return { studyYear: w.studyYear, educationList, gpaList, convertList, monthList };
}

export async function setFavourite(db: Db, userId: number, uniId: number, add: boolean) {
  const exists = await rows<{ id: number }>(db, sql`SELECT id FROM universities WHERE id = ${uniId}`);
  if (!exists.length) throw new BizError(CODES.NOT_FOUND);
  await db.transaction(async (tx) => {
    if (add) {
      const r = await tx.execute(sql`INSERT INTO favourites (user_id, uni_id) VALUES (${userId}, ${uniId}) ON CONFLICT DO NOTHING RETURNING uni_id`);
      if (((r as any).rows ?? r).length) await tx.execute(sql`UPDATE universities SET collect_number = collect_number + 1 WHERE id = ${uniId}`);
    } else {
      const r = await tx.execute(sql`DELETE FROM favourites WHERE user_id = ${userId} AND uni_id = ${uniId} RETURNING uni_id`);
      if (((r as any).rows ?? r).length) await tx.execute(sql`UPDATE universities SET collect_number = greatest(collect_number - 1, 0) WHERE id = ${uniId}`);
    }
  });
  return { uniId, flag: add ? '1' : '0' };
}

export async function favouriteList(db: Db, userId: number, pageNo: number, pageSize: number, lang: 'cn' | 'en' = 'cn') {
  return pageOf(
    db,
    sql`SELECT ${UNI_CARD}, '1' AS flag, left(btrim(regexp_replace(regexp_replace(regexp_replace(coalesce(${infoIn(lang)}, ''),
      '<h[1-6][^>]*>.*?</h[1-6]>', '', 'g'), '<[^>]+>', ' ', 'g'), '\\s+', ' ', 'g')), 120) AS "uniIntro", ${TOTAL}
        FROM favourites f JOIN universities u ON u.id = f.uni_id JOIN countries c ON c.id = u.country_id
        WHERE f.user_id = ${userId} ORDER BY f.created_at DESC, u.id LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
    sql`SELECT count(*)::int AS n FROM favourites WHERE user_id = ${userId}`,
    pageNo,
    pageSize,
  );
}

export async function favouriteIds(db: Db, userId: number): Promise<number[]> {
  return (await rows<{ id: number }>(db, sql`SELECT uni_id AS id FROM favourites WHERE user_id = ${userId} ORDER BY created_at DESC`)).map((r) => r.id);
}

export async function scholarshipList(db: Db) {
  const list = await rows<{ countryId: string; countryName: string; countryEnName: string; picture: string; uniId: number; uniName: string; uniEnName: string }>(
    db,
    sql`SELECT c.id AS "countryId", c.name AS "countryName", c.en_name AS "countryEnName", c.picture, u.id AS "uniId", u.uni_name AS "uniName", u.uni_en_name AS "uniEnName"
        FROM countries c JOIN universities u ON u.country_id = c.id AND u.status = '0' AND u.stipend_show = '1'
        ORDER BY c.sort, u.qs_rank NULLS LAST, u.id`,
  );
  const out = new Map<string, { countryId: string; countryName: string; countryEnName: string; picture: string; schoolList: { uniId: number; uniName: string; uniEnName: string }[] }>();
  for (const r of list) {
    const c = out.get(r.countryId) ?? { countryId: r.countryId, countryName: r.countryName, countryEnName: r.countryEnName, picture: r.picture, schoolList: [] };
    c.schoolList.push({ uniId: r.uniId, uniName: r.uniName, uniEnName: r.uniEnName });
    out.set(r.countryId, c);
  }
  return [...out.values()];
}
