// The console's articles: the list (stage, status, title; sort by publish date, views or last edit),
// one article with both languages, saving (its HTML sanitised on the way in, the stage checked
// against jxj_article_type, the cover a public picture of the portal's own) and publishing or
// taking back in bulk. Published articles ('0') show on /studyHelp at once. A save carries the
// updatedAt its form loaded: a row changed since (a save, a bulk publish) answers 71020 instead of
// being overwritten; every write moves updated_at on.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  CONTENT_ADMIN_CODES as C,
  consoleArticleDetail,
  consoleArticleItem,
  uploadedFileId,
  type ArticleSaveBody,
  type ConsoleArticleDetail,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { sanitizeHtml } from '../../lib/sanitize';
import { TOTAL, joinAnd, likeEscape, pageAs, rows, rowsAs } from '../../lib/sql';
import type { AuthContext } from '../accounts/sessions';
import { audit } from '../audit/service';

const beijing = (col: string, fmt = 'YYYY-MM-DD HH24:MI') => sql.raw(`to_char(${col} AT TIME ZONE 'Asia/Shanghai', '${fmt}')`);
/** updated_at as the token the forms send back: UTC ISO with microseconds. */
export const stamp = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);
/** The new updated_at of a write: always later than the row's own, so two writes in one clock tick still differ. */
export const BUMP = sql.raw(`greatest(clock_timestamp(), updated_at + interval '1 microsecond')`);

/**
 * A picture shown on public pages must be one every visitor can load: an uploaded file only when it
 * is public (a published catalogue picture), else a generated cover or a shipped asset (71023).
 */
export async function checkPublicPicture(t: Db, route: string | null): Promise<void> {
  if (!route) return;
  const id = uploadedFileId(route);
  if (!id) {
    if (/^\/api\/file\//.test(route)) throw new BizError(C.PICTURE_UNKNOWN);
    return;
  }
  const [f] = await rows<{ ok: boolean }>(t, sql`SELECT is_public AS ok FROM files WHERE id = ${id}`);
  if (!f?.ok) throw new BizError(C.PICTURE_UNKNOWN);
}

const SORT_SQL = { publishDate: 'a.publish_date', totalView: 'a.total_view', updatedAt: 'a.updated_at' } as const;

export function listArticles(
  db: Db,
  b: {
    articleType?: string;
    status?: string;
    title?: string;
    sort: keyof typeof SORT_SQL;
    order: 'asc' | 'desc';
    pageNo: number;
    pageSize: number;
  },
) {
  const conds: SQL[] = [];
  if (b.articleType) conds.push(sql`a.article_type = ${b.articleType}`);
  if (b.status) conds.push(sql`a.status = ${b.status}`);
  if (b.title) {
    const like = `%${likeEscape(b.title)}%`;
    conds.push(sql`(a.article_name ILIKE ${like} OR a.article_name_en ILIKE ${like})`);
  }
  const where = joinAnd(conds);
  const dir = b.order === 'asc' ? 'ASC' : 'DESC';
  return pageAs(
    db,
    consoleArticleItem,
    sql`SELECT a.id, a.article_name AS "articleName", a.article_name_en AS "articleNameEn", a.article_type AS "articleType",
               a.article_cover_route AS "articleCoverRoute", a.total_view AS "totalView", ${beijing('a.publish_date')} AS "publishDate",
               a.status, ${stamp('a.updated_at')} AS "updatedAt", (a.content_en IS NOT NULL) AS "hasEnglish", ${TOTAL}
          FROM articles a WHERE ${where}
         ORDER BY ${sql.raw(`${SORT_SQL[b.sort]} ${dir}, a.id ${dir}`)} LIMIT ${b.pageSize} OFFSET ${(b.pageNo - 1) * b.pageSize}`,
    sql`SELECT count(*)::int AS n FROM articles a WHERE ${where}`,
    b.pageNo,
    b.pageSize,
  );
}

export async function articleDetail(db: Db, id: number): Promise<ConsoleArticleDetail> {
  const [a] = await rowsAs(
    db,
    consoleArticleDetail,
    sql`SELECT a.id, a.article_name AS "articleName", a.article_name_en AS "articleNameEn", a.intro, a.intro_en AS "introEn",
               a.article_type AS "articleType", a.article_cover_route AS "articleCoverRoute", a.content, a.content_en AS "contentEn",
               ${beijing('a.publish_date', 'YYYY-MM-DD')} AS "publishDate", a.status, a.total_view AS "totalView",
               ${stamp('a.updated_at')} AS "updatedAt"
          FROM articles a WHERE a.id = ${id}`,
  );
  if (!a) throw new BizError(C.ARTICLE_UNKNOWN);
  return a;
}

const stateRow = z.object({
  status: z.string(),
  day: z.string(),
  articleName: z.string(),
  articleType: z.string(),
  updatedAt: z.string(),
});

/**
 * Creates (no id) or saves an article; answers its id. The row is locked and its updated_at compared
 * with the one the form loaded (71020 when it moved on), so of saves at once over one version one wins.
 */
export async function saveArticle(db: Db, auth: AuthContext, ip: string, b: ArticleSaveBody): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [before] = b.id
      ? await rowsAs(
          t,
          stateRow,
          sql`SELECT status, ${beijing('publish_date', 'YYYY-MM-DD')} AS day, article_name AS "articleName", article_type AS "articleType",
                     ${stamp('updated_at')} AS "updatedAt"
                FROM articles WHERE id = ${b.id} FOR UPDATE`,
        )
      : [undefined];
    if (b.id && !before) throw new BizError(C.ARTICLE_UNKNOWN);
    if (before && before.updatedAt !== b.updatedAt) throw new BizError(C.STALE);
    const [stage] = await rows<{ ok: number }>(
      t,
      sql`SELECT 1 AS ok FROM dict_data WHERE dict_type = 'jxj_article_type' AND dict_value = ${b.articleType}`,
    );
    if (!stage) throw new BizError(C.ARTICLE_TYPE_UNKNOWN);
    await checkPublicPicture(t, b.articleCoverRoute);
    const content = sanitizeHtml(b.content);
    const contentEn = b.contentEn ? sanitizeHtml(b.contentEn) : null;
    // The day is a Beijing day: a new day takes the current Beijing time of day (today's article is
    // the newest), the same day keeps the stored moment.
    const publish =
      before && before.day === b.publishDate
        ? sql`publish_date`
        : sql`((${b.publishDate}::date + (now() AT TIME ZONE 'Asia/Shanghai')::time) AT TIME ZONE 'Asia/Shanghai')`;
    let id = b.id;
    if (!id) {
      const [r] = await rows<{ id: number }>(
        t,
        sql`INSERT INTO articles (article_name, article_name_en, intro, intro_en, article_cover_route, article_type, content, content_en,
                                  publish_date, status, updated_at)
            VALUES (${b.articleName}, ${b.articleNameEn}, ${b.intro}, ${b.introEn}, ${b.articleCoverRoute}, ${b.articleType}, ${content},
                    ${contentEn}, ${publish}, ${b.status}, now()) RETURNING id`,
      );
      id = r.id;
    } else {
      await tx.execute(
        sql`UPDATE articles SET article_name = ${b.articleName}, article_name_en = ${b.articleNameEn}, intro = ${b.intro},
                   intro_en = ${b.introEn}, article_cover_route = ${b.articleCoverRoute}, article_type = ${b.articleType},
                   content = ${content}, content_en = ${contentEn}, publish_date = ${publish}, status = ${b.status}, updated_at = ${BUMP}
             WHERE id = ${id}`,
      );
    }
    await audit(t, auth, ip, {
      action: b.id ? 'article.save' : 'article.create',
      target: String(id),
      detail: {
        articleName: b.articleName,
        articleType: b.articleType,
        status: b.status,
        publishDate: b.publishDate,
        ...(before ? { before: { status: before.status, articleName: before.articleName, publishDate: before.day } } : {}),
      },
    });
    return id;
  });
}

/** Publishes ('0') or takes back to draft ('1') articles; answers how many changed. */
export async function setArticleStatus(db: Db, auth: AuthContext, ip: string, ids: number[], status: '0' | '1'): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const changed = await rows<{ id: number }>(
      t,
      sql`UPDATE articles SET status = ${status}, updated_at = ${BUMP}
           WHERE id IN (${sql.join(
             ids.map((i) => sql`${i}`),
             sql`, `,
           )}) AND status <> ${status} RETURNING id`,
    );
    if (changed.length)
      await audit(t, auth, ip, {
        action: 'article.status',
        target: changed
          .map((r) => r.id)
          .join(',')
          .slice(0, 100),
        detail: { status, ids: changed.map((r) => r.id) },
      });
    return changed.length;
  });
}
