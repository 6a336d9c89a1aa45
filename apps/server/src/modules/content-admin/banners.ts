// The console's banners: the home carousel (functionType 0) and the overseas recommendation cards
// (2) in their order, with clicks; saving one (a new one goes last), moving one up or down (swapping
// places with its neighbour, under a lock of the whole kind so concurrent moves keep a clean order),
// and hiding or showing in bulk. The home page shows a change at once. A save carries the updatedAt
// its form loaded (71020 when the banner changed since); moves and bulk changes move updated_at on
// for every banner they change, so a form opened before them is stale after them.
import { sql } from 'drizzle-orm';
import { CONTENT_ADMIN_CODES as C, consoleBannerItem, type BannerSaveBody, type ConsoleBannerItem } from '@portal/shared';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { rows, rowsAs } from '../../lib/sql';
import type { AuthContext } from '../accounts/sessions';
import { audit } from '../audit/service';
import { BUMP, checkPublicPicture, stamp } from './articles';

export function listBanners(db: Db, functionType: number, status?: string): Promise<ConsoleBannerItem[]> {
  return rowsAs(
    db,
    consoleBannerItem,
    sql`SELECT b.id, b.function_type AS "functionType", b.title_name AS "titleName", b.title_name_en AS "titleNameEn", b.intro,
               b.intro_en AS "introEn", b.cover_picture AS "coverPicture", b.banner_route AS "bannerRoute", b.route_url AS "routeUrl",
               b.sort, b.status, (SELECT count(*)::int FROM banner_clicks k WHERE k.banner_id = b.id) AS clicks,
               ${stamp('b.updated_at')} AS "updatedAt"
          FROM banners b WHERE b.function_type = ${functionType} ${status ? sql`AND b.status = ${status}` : sql``}
         ORDER BY b.sort, b.id`,
  );
}

/** One kind's banners are reordered one change at a time. */
const lockKind = (t: Db, functionType: number) => t.execute(sql`SELECT pg_advisory_xact_lock(71040, ${functionType})`);

export async function saveBanner(db: Db, auth: AuthContext, ip: string, b: BannerSaveBody): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockKind(t, b.functionType);
    await checkPublicPicture(t, b.coverPicture);
    let id = b.id;
    let before: { titleName: string; status: string } | undefined;
    if (id) {
      const [found] = await rows<{ titleName: string; status: string; updatedAt: string }>(
        t,
        sql`SELECT title_name AS "titleName", status, ${stamp('updated_at')} AS "updatedAt"
              FROM banners WHERE id = ${id} AND function_type = ${b.functionType} FOR UPDATE`,
      );
      if (!found) throw new BizError(C.BANNER_UNKNOWN);
      if (found.updatedAt !== b.updatedAt) throw new BizError(C.STALE);
      before = { titleName: found.titleName, status: found.status };
      await tx.execute(
        sql`UPDATE banners SET title_name = ${b.titleName}, title_name_en = ${b.titleNameEn}, intro = ${b.intro}, intro_en = ${b.introEn},
                   cover_picture = ${b.coverPicture}, banner_route = ${b.bannerRoute}, route_url = ${b.routeUrl}, status = ${b.status},
                   updated_at = ${BUMP}
             WHERE id = ${id}`,
      );
    } else {
      const [r] = await rows<{ id: number }>(
        t,
        sql`INSERT INTO banners (function_type, title_name, title_name_en, intro, intro_en, cover_picture, banner_route, route_url, status, sort)
            VALUES (${b.functionType}, ${b.titleName}, ${b.titleNameEn}, ${b.intro}, ${b.introEn}, ${b.coverPicture}, ${b.bannerRoute},
                    ${b.routeUrl}, ${b.status},
                    (SELECT coalesce(max(sort), 0) + 1 FROM banners WHERE function_type = ${b.functionType}))
            RETURNING id`,
      );
      id = r.id;
    }
    await audit(t, auth, ip, {
      action: b.id ? 'banner.save' : 'banner.create',
      target: String(id),
      detail: { titleName: b.titleName, status: b.status, coverPicture: b.coverPicture, ...(before ? { before } : {}) },
    });
    return id;
  });
}

/** Moves a banner one place up or down within its kind (71051 at the edge). */
export async function moveBanner(db: Db, auth: AuthContext, ip: string, id: number, direction: 'up' | 'down'): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [kind] = await rows<{ functionType: number }>(t, sql`SELECT function_type AS "functionType" FROM banners WHERE id = ${id}`);
    if (!kind) throw new BizError(C.BANNER_UNKNOWN);
    await lockKind(t, kind.functionType);
    const order = await rows<{ id: number }>(
      t,
      sql`SELECT id FROM banners WHERE function_type = ${kind.functionType} ORDER BY sort, id FOR UPDATE`,
    );
    const i = order.findIndex((r) => r.id === id);
    const j = direction === 'up' ? i - 1 : i + 1;
    if (i < 0) throw new BizError(C.BANNER_UNKNOWN);
    if (j < 0 || j >= order.length) throw new BizError(C.BANNER_EDGE);
    const ids = order.map((r) => r.id);
    [ids[i], ids[j]] = [ids[j], ids[i]];
    // Renumbered 1..n in the new order, so ties left by older data are gone too.
    for (const [n, bid] of ids.entries())
      await tx.execute(sql`UPDATE banners SET sort = ${n + 1}, updated_at = ${BUMP} WHERE id = ${bid} AND sort <> ${n + 1}`);
    await audit(t, auth, ip, { action: 'banner.move', target: String(id), detail: { direction, from: i + 1, to: j + 1 } });
  });
}

export async function setBannerStatus(db: Db, auth: AuthContext, ip: string, ids: number[], status: '0' | '1'): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const changed = await rows<{ id: number }>(
      t,
      sql`UPDATE banners SET status = ${status}, updated_at = ${BUMP} WHERE id IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )}) AND status <> ${status}
          RETURNING id`,
    );
    if (changed.length)
      await audit(t, auth, ip, {
        action: 'banner.status',
        target: changed
          .map((r) => r.id)
          .join(',')
          .slice(0, 100),
        detail: { status, ids: changed.map((r) => r.id) },
      });
    return changed.length;
  });
}
