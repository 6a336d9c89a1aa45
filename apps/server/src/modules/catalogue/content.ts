// Articles by study stage (in the request language), banners and their clicks, services, recommendations.
import { sql, type SQL } from 'drizzle-orm';
import { CODES, type Lang } from '@portal/shared';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { TOTAL, joinAnd, likeEscape, pageOf, rows } from '../../lib/sql';

/**
 * An article card in the request language: the English title and introduction in en (the Chinese
 * ones where no English is written), and the generated cover asked for in that language.
 */
const articleCard = (lang: Lang) =>
  lang === 'en'
    ? sql`a.id AS "articleId", coalesce(a.article_name_en, a.article_name) AS "articleName", coalesce(a.intro_en, a.intro) AS intro,
        coalesce(a.intro_en, a.intro) AS "articleIntro",
        CASE WHEN a.article_cover_route LIKE '/api/media/%' AND strpos(a.article_cover_route, '?') = 0 THEN a.article_cover_route || '?lang=en'
          ELSE a.article_cover_route END AS "articleCoverRoute",
        a.total_view AS "totalView", to_char(a.publish_date, 'YYYY-MM-DD') AS "publishDate",
        a.article_type AS "articleType", t.dict_label AS "articleTypeName", t.dict_en_label AS "articleTypeEnName"`
    : sql`a.id AS "articleId", a.article_name AS "articleName", a.intro, a.intro AS "articleIntro",
        a.article_cover_route AS "articleCoverRoute", a.total_view AS "totalView", to_char(a.publish_date, 'YYYY-MM-DD') AS "publishDate",
        a.article_type AS "articleType", t.dict_label AS "articleTypeName", t.dict_en_label AS "articleTypeEnName"`;

export async function articleList(
  db: Db,
  b: { articleType?: string; articleName?: string; pageNo: number; pageSize: number; limit?: number },
  lang: Lang = 'cn',
) {
  const conds: SQL[] = [sql`a.status = '0'`];
  if (b.articleType) conds.push(sql`a.article_type = ${b.articleType}`);
  // A title search finds the article by either of its titles, whatever the language.
  if (b.articleName) {
    const like = `%${likeEscape(b.articleName)}%`;
    conds.push(sql`(a.article_name ILIKE ${like} OR a.article_name_en ILIKE ${like})`);
  }
  const where = joinAnd(conds);
  const size = b.limit ?? b.pageSize;
  const page = b.limit ? 1 : b.pageNo;
  return pageOf(
    db,
    sql`SELECT ${articleCard(lang)}, ${TOTAL} FROM articles a LEFT JOIN dict_data t ON t.dict_type = 'jxj_article_type' AND t.dict_value = a.article_type
        WHERE ${where} ORDER BY a.publish_date DESC, a.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
    sql`SELECT count(*)::int AS n FROM articles a WHERE ${where}`,
    page,
    size,
  );
}

export async function articleDetail(db: Db, articleId: number, lang: Lang = 'cn') {
  const [a] = await rows<Record<string, unknown>>(
    db,
    sql`SELECT ${articleCard(lang)}, ${lang === 'en' ? sql`coalesce(a.content_en, a.content)` : sql`a.content`} AS content FROM articles a
        LEFT JOIN dict_data t ON t.dict_type = 'jxj_article_type' AND t.dict_value = a.article_type
        WHERE a.id = ${articleId} AND a.status = '0'`,
  );
  if (!a) throw new BizError(CODES.NOT_FOUND);
  return a;
}

/** Study stages with their slogans (jxj_article_type with jxj_article_slogan). */
export async function articleTypes(db: Db) {
  return rows<Record<string, unknown>>(
    db,
    sql`SELECT t.dict_value AS "dictValue", t.dict_label AS "dictLabel", t.dict_en_label AS "dictEnLabel",
          s.dict_label AS "slogan", s.dict_en_label AS "sloganEn",
          (SELECT count(*)::int FROM articles a WHERE a.article_type = t.dict_value AND a.status = '0') AS total
        FROM dict_data t LEFT JOIN dict_data s ON s.dict_type = 'jxj_article_slogan' AND s.dict_value = t.dict_value
        WHERE t.dict_type = 'jxj_article_type' AND t.status = '0' ORDER BY t.sort, t.id`,
  );
}

/** Banners in the request language (English where written, else Chinese); pictures drawn in that language. */
export async function bannerList(db: Db, functionType: number, lang: 'cn' | 'en') {
  const en = lang === 'en';
  return rows<Record<string, unknown>>(
    db,
    sql`SELECT id AS "bannerId", banner_route AS "bannerRoute", route_url AS "routeUrl",
          cover_picture || ${en ? '?lang=en' : ''} AS "coverPicture",
          ${en ? sql`coalesce(title_name_en, title_name)` : sql`title_name`} AS "titleName",
          ${en ? sql`coalesce(intro_en, intro)` : sql`intro`} AS intro
        FROM banners WHERE function_type = ${functionType} AND status = '0' ORDER BY sort, id`,
  );
}

export async function recordBannerClick(db: Db, bannerId: number, userId: number | undefined) {
  const r = await rows<{ id: number }>(db, sql`SELECT id FROM banners WHERE id = ${bannerId}`);
  if (!r.length) throw new BizError(CODES.NOT_FOUND);
  await db.execute(sql`INSERT INTO banner_clicks (banner_id, user_id) VALUES (${bannerId}, ${userId ?? null})`);
}

/** The four services of the home page (each opens online consultation). */
export const SERVICES = [
  { serviceId: 1, icon: 'trophy', title: '奖学金申请', enTitle: 'Scholarship applications', intro: '匹配可申请的奖学金项目，准备材料并递交', enIntro: 'Find the scholarships you can apply for and submit the documents' },
  { serviceId: 2, icon: 'compass', title: '选校定位', enTitle: 'School selection', intro: '结合成绩与背景，给出院校与专业建议', enIntro: 'Universities and majors that fit your grades and background' },
  { serviceId: 3, icon: 'global', title: '海外服务', enTitle: 'Overseas services', intro: '签证、住宿、接机等落地支持', enIntro: 'Visa, housing, airport pick-up and settling in' },
  { serviceId: 4, icon: 'career', title: '就业咨询', enTitle: 'Career consulting', intro: '实习与求职规划，衔接职业发展', enIntro: 'Internship and job planning for your career' },
];

/** Home page summary figures. */
export async function summary(db: Db) {
  const [s] = await rows<Record<string, number>>(
    db,
    sql`SELECT (SELECT count(*)::int FROM universities WHERE status = '0') AS "uniTotal",
               (SELECT count(*)::int FROM majors WHERE major_status = '0') AS "majorTotal",
               (SELECT count(*)::int FROM cases) AS "caseTotal",
               (SELECT count(*)::int FROM countries) AS "countryTotal",
               (SELECT coalesce(sum(uni_money), 0)::int FROM cases) AS "scholarshipTotal"`,
  );
  return s;
}
