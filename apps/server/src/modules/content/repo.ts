// The SQL of content: article cards and articles in the request language, study stages with their
// slogans, banners and their clicks, and the home page's figures. Rows are parsed by their answer
// schemas (packages/shared).
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { article, articleCard, articleStage, homeSummary, type Banner, type Lang } from '@portal/shared';
import type { Db } from '../../db/client';
import { bannerClicks, banners } from '../../db/schema';
import { TOTAL, joinAnd, likeEscape, rowsAs, pageAs } from '../../lib/sql';

/**
 * An article card in the request language: the English title and introduction in en (the Chinese
 * ones where no English is written), and the generated cover asked for in that language.
 */
const articleCardColumns = (lang: Lang) =>
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

/** Articles a with their study stage t. */
const ARTICLES = sql`articles a LEFT JOIN dict_data t ON t.dict_type = 'jxj_article_type' AND t.dict_value = a.article_type`;

/** Published articles of a stage and with a title, newest first. */
export function articlePage(db: Db, f: { articleType?: string; articleName?: string }, pageNo: number, pageSize: number, lang: Lang) {
  const conds: SQL[] = [sql`a.status = '0'`];
  if (f.articleType) conds.push(sql`a.article_type = ${f.articleType}`);
  // A title search finds the article by either of its titles, whatever the language.
  if (f.articleName) {
    const like = `%${likeEscape(f.articleName)}%`;
    conds.push(sql`(a.article_name ILIKE ${like} OR a.article_name_en ILIKE ${like})`);
  }
  const where = joinAnd(conds);
  return pageAs(
    db,
    articleCard,
    sql`SELECT ${articleCardColumns(lang)}, ${TOTAL} FROM ${ARTICLES}
        WHERE ${where} ORDER BY a.publish_date DESC, a.id DESC LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
    sql`SELECT count(*)::int AS n FROM articles a WHERE ${where}`,
    pageNo,
    pageSize,
  );
}

/** A published article with its body in the request language, or undefined. */
export async function findArticle(db: Db, articleId: number, lang: Lang) {
  const [a] = await rowsAs(
    db,
    article,
    sql`SELECT ${articleCardColumns(lang)}, ${lang === 'en' ? sql`coalesce(a.content_en, a.content)` : sql`a.content`} AS content
        FROM ${ARTICLES} WHERE a.id = ${articleId} AND a.status = '0'`,
  );
  return a;
}

/** Study stages (jxj_article_type) with their slogans (jxj_article_slogan) and published articles. */
export function articleStages(db: Db) {
  return rowsAs(
    db,
    articleStage,
    sql`SELECT t.dict_value AS "dictValue", t.dict_label AS "dictLabel", t.dict_en_label AS "dictEnLabel",
          s.dict_label AS "slogan", s.dict_en_label AS "sloganEn",
          (SELECT count(*)::int FROM articles a WHERE a.article_type = t.dict_value AND a.status = '0') AS total
        FROM dict_data t LEFT JOIN dict_data s ON s.dict_type = 'jxj_article_slogan' AND s.dict_value = t.dict_value
        WHERE t.dict_type = 'jxj_article_type' AND t.status = '0' ORDER BY t.sort, t.id`,
  );
}

/** Banners of a function type in the request language (English where written); pictures drawn in it. */
export async function bannerList(db: Db, functionType: number, lang: Lang): Promise<Banner[]> {
  const en = lang === 'en';
  return db
    .select({
      bannerId: banners.id,
      bannerRoute: banners.bannerRoute,
      routeUrl: banners.routeUrl,
      coverPicture: en ? sql<string>`${banners.coverPicture} || '?lang=en'` : banners.coverPicture,
      titleName: en ? sql<string>`coalesce(${banners.titleNameEn}, ${banners.titleName})` : banners.titleName,
      intro: en ? sql<string | null>`coalesce(${banners.introEn}, ${banners.intro})` : banners.intro,
    })
    .from(banners)
    .where(and(eq(banners.functionType, functionType), eq(banners.status, '0')))
    .orderBy(asc(banners.sort), asc(banners.id));
}

export async function bannerExists(db: Db, bannerId: number): Promise<boolean> {
  return (await db.select({ id: banners.id }).from(banners).where(eq(banners.id, bannerId))).length > 0;
}

export async function insertBannerClick(db: Db, bannerId: number, userId: number | undefined): Promise<void> {
  await db.insert(bannerClicks).values({ bannerId, userId: userId ?? null });
}

/** Home page figures: open universities and majors, shown cases, countries and the scholarships of the shown cases. */
export async function homeFigures(db: Db) {
  const [s] = await rowsAs(
    db,
    homeSummary,
    sql`SELECT (SELECT count(*)::int FROM universities WHERE status = '0') AS "uniTotal",
               (SELECT count(*)::int FROM majors WHERE major_status = '0') AS "majorTotal",
               (SELECT count(*)::int FROM cases WHERE status = '0') AS "caseTotal",
               (SELECT count(*)::int FROM countries) AS "countryTotal",
               (SELECT coalesce(sum(uni_money), 0)::int FROM cases WHERE status = '0') AS "scholarshipTotal"`,
  );
  return s;
}
