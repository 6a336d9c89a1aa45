// The console's catalogue editing: universities (list, detail, create, save, bulk open/close and
// show/hide), their faculties (add, rename, order, delete when empty) and programmes (list,
// detail, save, bulk edit of one field). Every write is one transaction with its audit row, bumps
// updated_at and publishes the 'catalogue' change (the table triggers send it too), so public
// pages, the search index and cached answers show it at once. A save carries the updated_at the
// form loaded: a row changed since answers 71020 instead of being overwritten.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { pinyin } from 'pinyin-pro';
import {
  CATALOGUE_ADMIN_CODES as C,
  type ConsoleFaculty,
  type ConsoleFacultyBody,
  type ConsoleFacultyOrderBody,
  type ConsoleMajorBody,
  type ConsoleMajorCreateBody,
  type ConsoleMajorBulkBody,
  type ConsoleMajorDetail,
  type ConsoleMajorItem,
  type ConsoleMajorListBody,
  type ConsoleUniBody,
  type ConsoleUniBulkBody,
  type ConsoleUniDetail,
  type ConsoleUniItem,
  type ConsoleUniListBody,
  type Paged,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { sanitizeHtml } from '../../lib/sanitize';
import { joinAnd, likeEscape, paged, pgArray, rows, rowsAs } from '../../lib/sql';
import type { AuthContext } from '../accounts/sessions';
import { audit } from '../audit/service';

/** Publishes a change notice to every process (the catalogue index and cached answers drop it). */
export type Publish = () => Promise<void>;

export interface Actor {
  auth: AuthContext;
  ip: string;
}

/** updated_at as the token the forms send back: UTC ISO with microseconds. */
const stamp = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);
/** Always later than the row's own time, so two saves within one clock tick still differ. */
const BUMP = sql.raw(`greatest(clock_timestamp(), updated_at + interval '1 microsecond')`);
const today = sql.raw(`(now() AT TIME ZONE 'Asia/Shanghai')::date`);

/** Long texts are not copied into the audit log: only whether they changed. */
function auditValue(v: unknown): unknown {
  if (typeof v === 'string' && v.length > 200) return `(${v.length} characters)`;
  return v;
}

function diff<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of Object.keys(after)) {
    const x = before[k];
    const y = after[k];
    if (JSON.stringify(x ?? null) !== JSON.stringify(y ?? null)) {
      b[k] = auditValue(x);
      a[k] = auditValue(y);
    }
  }
  return { before: b, after: a };
}

/** The host of a website without www (ox.ac.uk), the key imports merge universities by. */
export function websiteDomain(website: string | null): string | null {
  if (!website) return null;
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

const pinyinOf = (name: string) => {
  const clean = name.replace(/[（）()]/g, '');
  return {
    pinyin: pinyin(clean, { toneType: 'none', separator: '', v: true }).toLowerCase().slice(0, 400),
    initials: pinyin(clean, { pattern: 'first', toneType: 'none', separator: '' }).toLowerCase().slice(0, 80),
  };
};

function isUniqueViolation(e: unknown, constraint: string): boolean {
  const err = e as {
    code?: string;
    constraint?: string;
    message?: string;
    cause?: { code?: string; constraint?: string; message?: string };
  };
  const code = err.code ?? err.cause?.code;
  const text = `${err.constraint ?? ''} ${err.cause?.constraint ?? ''} ${err.message ?? ''} ${err.cause?.message ?? ''}`;
  return code === '23505' && text.includes(constraint);
}

// --- Universities ------------------------------------------------------------------------------------

const uniItemRow = z.object({
  uniId: z.number(),
  uniName: z.string(),
  uniEnName: z.string(),
  countryId: z.string(),
  countryName: z.string(),
  countryEnName: z.string(),
  city: z.string().nullable(),
  cityCn: z.string().nullable(),
  uniType: z.string(),
  qsRank: z.number().nullable(),
  aiShow: z.boolean(),
  status: z.string(),
  uniLogo: z.string().nullable(),
  majorCount: z.number(),
  source: z.string().nullable(),
  checkedAt: z.string().nullable(),
  updatedAt: z.string(),
  __total: z.number(),
});

export async function listUniversities(db: Db, q: ConsoleUniListBody): Promise<Paged<ConsoleUniItem>> {
  const where: SQL[] = [];
  if (q.countryId) where.push(sql`u.country_id = ${q.countryId}`);
  if (q.uniType) where.push(sql`u.uni_type = ${q.uniType}`);
  if (q.aiShow) where.push(sql`u.ai_show = ${q.aiShow === '1'}`);
  if (q.status) where.push(sql`u.status = ${q.status}`);
  if (q.hasCn === '1') where.push(sql`u.uni_name ~ '[一-龥]'`);
  if (q.hasCn === '0') where.push(sql`u.uni_name !~ '[一-龥]'`);
  if (q.keyword) {
    const kw = q.keyword.toLowerCase();
    const like = `%${likeEscape(kw)}%`;
    const prefix = `${likeEscape(kw.replace(/\s+/g, ''))}%`;
    where.push(
      sql`(u.uni_name ILIKE ${like} OR lower(u.uni_en_name) LIKE ${like} OR u.pinyin LIKE ${prefix} OR u.initials LIKE ${prefix}
           OR ${kw} = ANY(u.aliases) OR (${/^\d+$/.test(kw)} AND u.id::text = ${kw}))`,
    );
  }
  const dir = sql.raw(q.order === 'desc' ? 'DESC' : 'ASC');
  const order =
    q.sort === 'name'
      ? sql`lower(u.uni_en_name) ${dir}, u.id`
      : q.sort === 'updated'
        ? sql`u.updated_at ${dir}, u.id`
        : sql`u.qs_rank ${dir} NULLS LAST, lower(u.uni_en_name), u.id`;
  const found = await rowsAs(
    db,
    uniItemRow,
    sql`SELECT u.id AS "uniId", u.uni_name AS "uniName", u.uni_en_name AS "uniEnName", u.country_id AS "countryId",
               c.name AS "countryName", c.en_name AS "countryEnName", u.city, u.city_cn AS "cityCn", u.uni_type AS "uniType",
               u.qs_rank AS "qsRank", u.ai_show AS "aiShow", u.status, u.uni_logo AS "uniLogo",
               (SELECT count(*)::int FROM majors m WHERE m.uni_id = u.id) AS "majorCount",
               u.source, u.checked_at::text AS "checkedAt", ${stamp('u.updated_at')} AS "updatedAt",
               count(*) OVER ()::int AS "__total"
          FROM universities u JOIN countries c ON c.id = u.country_id
         WHERE ${joinAnd(where)}
         ORDER BY ${order}
         LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
  );
  let total = found[0]?.__total ?? 0;
  if (!found.length && q.pageNo > 1) {
    const [n] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM universities u WHERE ${joinAnd(where)}`);
    total = Number(n.n);
  }
  return paged(
    found.map(({ __total: _t, ...r }) => r),
    q.pageNo,
    q.pageSize,
    total,
  );
}

const facultyRow = z.object({
  facultyId: z.number(),
  facultyName: z.string(),
  facultyEnName: z.string(),
  sort: z.number(),
  majorCount: z.number(),
});
async function facultiesOf(db: Db, uniId: number): Promise<ConsoleFaculty[]> {
  return rowsAs(
    db,
    facultyRow,
    sql`SELECT f.id AS "facultyId", f.faculty_name AS "facultyName", f.faculty_en_name AS "facultyEnName", f.sort,
               (SELECT count(*)::int FROM majors m WHERE m.faculty_id = f.id) AS "majorCount"
          FROM faculties f WHERE f.uni_id = ${uniId} ORDER BY f.sort, f.id`,
  );
}

const uniDetailRow = z.object({
  uniId: z.number(),
  uniName: z.string(),
  uniEnName: z.string(),
  aliases: z.array(z.string()),
  countryId: z.string(),
  city: z.string().nullable(),
  cityCn: z.string().nullable(),
  uniType: z.enum(['public', 'private']).catch('public'),
  website: z.string().nullable(),
  websiteDomain: z.string().nullable(),
  founded: z.number().nullable(),
  qsRank: z.number().nullable(),
  rankSource: z.string().nullable(),
  rankYear: z.number().nullable(),
  uniLogo: z.string().nullable(),
  uniMain: z.string().nullable(),
  uniInfo: z.string().nullable(),
  uniInfoEn: z.string().nullable(),
  stipendShow: z.enum(['0', '1']).catch('1'),
  isReduce: z.enum(['0', '1']).catch('0'),
  isSpecial: z.enum(['0', '1']).catch('0'),
  aiShow: z.boolean(),
  status: z.enum(['0', '1']).catch('0'),
  source: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  checkedAt: z.string().nullable(),
  updatedAt: z.string(),
});
type UniRow = z.infer<typeof uniDetailRow>;

async function uniRow(db: Db, uniId: number, lock = false): Promise<UniRow | undefined> {
  const [r] = await rowsAs(
    db,
    uniDetailRow,
    sql`SELECT id AS "uniId", uni_name AS "uniName", uni_en_name AS "uniEnName", aliases, country_id AS "countryId", city,
               city_cn AS "cityCn", uni_type AS "uniType", website, website_domain AS "websiteDomain", founded, qs_rank AS "qsRank",
               rank_source AS "rankSource", rank_year AS "rankYear", uni_logo AS "uniLogo", uni_main AS "uniMain",
               uni_info AS "uniInfo", uni_info_en AS "uniInfoEn", stipend_show AS "stipendShow", is_reduce AS "isReduce",
               is_special AS "isSpecial", ai_show AS "aiShow", status, source, source_url AS "sourceUrl",
               checked_at::text AS "checkedAt", ${stamp('updated_at')} AS "updatedAt"
          FROM universities WHERE id = ${uniId} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return r;
}

async function applyFilesOf(db: Db, uniId: number): Promise<{ fileRoute: string; fileName: string }[]> {
  return rowsAs(
    db,
    z.object({ fileRoute: z.string(), fileName: z.string() }),
    sql`SELECT '/api/file/' || f.id || '.' || f.extension AS "fileRoute", a.file_name AS "fileName"
          FROM uni_apply_files a JOIN files f ON f.id = a.file_id WHERE a.uni_id = ${uniId} ORDER BY a.sort, a.id`,
  );
}

export async function uniDetail(db: Db, uniId: number): Promise<ConsoleUniDetail> {
  const r = await uniRow(db, uniId);
  if (!r) throw new BizError(C.NOT_FOUND);
  return { ...r, applyFiles: await applyFilesOf(db, uniId), faculties: await facultiesOf(db, uniId) };
}

const fileIdOf = (route: string) => /^\/api\/file\/([a-f0-9]{32})\.([a-z0-9]{2,5})$/.exec(route);

/**
 * A picture path a form sends: kept as it was, or a public picture file of the portal (one that
 * /api/console/images published); anything else is 71023.
 */
async function checkPicture(db: Db, value: string | null, old: string | null): Promise<void> {
  if (!value || value === old) return;
  const m = fileIdOf(value);
  if (!m) throw new BizError(C.IMAGE_UNKNOWN);
  const [f] = await rows<{ ok: boolean }>(
    db,
    sql`SELECT is_public AND extension = ${m[2]} AND extension IN ('jpg','jpeg','png','webp') AS ok FROM files WHERE id = ${m[1]}`,
  );
  if (!f?.ok) throw new BizError(C.IMAGE_UNKNOWN);
}

/** Pictures inside rich text: only the portal's public pictures or https ones stay (the allow-list keeps https/relative). */
function cleanRich(html: string | null): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html).trim();
  return clean === '' || /^(<p>\s*<\/p>)*$/.test(clean) ? null : clean;
}

async function ensureCountry(db: Db, countryId: string) {
  const [c] = await rows<{ id: string }>(db, sql`SELECT id FROM countries WHERE id = ${countryId}`);
  if (!c) throw new BizError(C.COUNTRY_UNKNOWN);
}

/** Replaces a university's application forms with the listed ones (uploaded files made public, in this order). */
async function saveApplyFiles(db: Db, uniId: number, list: { fileRoute: string; fileName: string }[], actorId: number) {
  const ids: string[] = [];
  for (const f of list) {
    const m = fileIdOf(f.fileRoute)!;
    const [row] = await rows<{ id: string; owner: number | null; use: string; public: boolean; listed: boolean }>(
      db,
      sql`SELECT id, owner_id AS owner, use, is_public AS public,
                 EXISTS (SELECT 1 FROM uni_apply_files a WHERE a.file_id = files.id AND a.uni_id = ${uniId}) AS listed
            FROM files WHERE id = ${m[1]} AND extension = ${m[2]}`,
    );
    // A form already listed, or a file the saving staff member uploaded as an attachment or form.
    if (!row || !(row.listed || (row.owner === actorId && ['attachment', 'form'].includes(row.use)))) throw new BizError(C.IMAGE_UNKNOWN);
    ids.push(row.id);
  }
  await db.execute(sql`DELETE FROM uni_apply_files WHERE uni_id = ${uniId}`);
  for (const [i, f] of list.entries()) {
    await db.execute(sql`UPDATE files SET is_public = true, use = 'form' WHERE id = ${ids[i]}`);
    await db.execute(sql`INSERT INTO uni_apply_files (uni_id, file_id, file_name, sort) VALUES (${uniId}, ${ids[i]}, ${f.fileName}, ${i})`);
  }
}

/** Create (no uniId) or save a university; answers its detail as stored. */
export async function saveUniversity(db: Db, actor: Actor, publish: Publish, body: ConsoleUniBody): Promise<ConsoleUniDetail> {
  const v = {
    uniName: body.uniName,
    uniEnName: body.uniEnName,
    aliases: body.aliases,
    countryId: body.countryId,
    city: body.city,
    cityCn: body.cityCn,
    uniType: body.uniType,
    website: body.website,
    websiteDomain: websiteDomain(body.website),
    founded: body.founded,
    qsRank: body.qsRank,
    rankSource: body.rankSource,
    rankYear: body.rankYear,
    uniLogo: body.uniLogo,
    uniMain: body.uniMain,
    uniInfo: cleanRich(body.uniInfo),
    uniInfoEn: cleanRich(body.uniInfoEn),
    stipendShow: body.stipendShow,
    isReduce: body.isReduce,
    isSpecial: body.isSpecial,
    aiShow: body.aiShow,
    status: body.status,
  };
  const py = pinyinOf(v.uniName);
  let uniId = body.uniId;
  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await ensureCountry(t, v.countryId);
      let before: UniRow | undefined;
      if (uniId) {
        before = await uniRow(t, uniId, true);
        if (!before) throw new BizError(C.NOT_FOUND);
        if (before.updatedAt !== body.updatedAt) throw new BizError(C.STALE);
      }
      await checkPicture(t, v.uniLogo, before?.uniLogo ?? null);
      await checkPicture(t, v.uniMain, before?.uniMain ?? null);
      const keep = !!before && body.keepSource;
      const sourceSet = keep ? sql`` : sql`, source = 'staff', checked_at = ${today}`;
      const cols = sql`uni_name = ${v.uniName}, uni_en_name = ${v.uniEnName}, aliases = ${pgArray(v.aliases)}::text[],
            country_id = ${v.countryId}, city = ${v.city}, city_cn = ${v.cityCn}, uni_type = ${v.uniType}, website = ${v.website},
            website_domain = ${v.websiteDomain}, founded = ${v.founded}, qs_rank = ${v.qsRank}, rank_source = ${v.rankSource},
            rank_year = ${v.rankYear}, uni_logo = ${v.uniLogo}, uni_main = ${v.uniMain}, uni_info = ${v.uniInfo},
            uni_info_en = ${v.uniInfoEn}, stipend_show = ${v.stipendShow}, is_reduce = ${v.isReduce}, is_special = ${v.isSpecial},
            ai_show = ${v.aiShow}, status = ${v.status}, pinyin = ${py.pinyin}, initials = ${py.initials}`;
      if (before) {
        await tx.execute(sql`UPDATE universities SET ${cols}${sourceSet}, updated_at = ${BUMP} WHERE id = ${uniId}`);
      } else {
        const [created] = await rows<{ id: number }>(
          t,
          sql`INSERT INTO universities (uni_name, uni_en_name, country_id, source, checked_at)
              VALUES (${v.uniName}, ${v.uniEnName}, ${v.countryId}, 'staff', ${today}) RETURNING id`,
        );
        uniId = Number(created.id);
        await tx.execute(sql`UPDATE universities SET ${cols} WHERE id = ${uniId}`);
      }
      const oldFiles = before ? await applyFilesOf(t, uniId!) : [];
      const filesChanged = JSON.stringify(oldFiles) !== JSON.stringify(body.applyFiles);
      if (filesChanged) await saveApplyFiles(t, uniId!, body.applyFiles, actor.auth.userId);
      const d = diff((before ?? {}) as Record<string, unknown>, v);
      if (filesChanged) {
        d.before.applyFiles = oldFiles.map((f) => f.fileName);
        d.after.applyFiles = body.applyFiles.map((f) => f.fileName);
      }
      await audit(t, actor.auth, actor.ip, {
        action: before ? 'catalogue.university.save' : 'catalogue.university.create',
        target: uniId,
        detail: { ...d, keepSource: keep },
      });
    });
  } catch (e) {
    if (isUniqueViolation(e, 'universities_domain_uq')) throw new BizError(C.DOMAIN_TAKEN);
    if (isUniqueViolation(e, 'universities_en_name_uq')) throw new BizError(C.NAME_TAKEN);
    throw e;
  }
  await publish();
  return uniDetail(db, uniId!);
}

export async function bulkUniversities(db: Db, actor: Actor, publish: Publish, body: ConsoleUniBulkBody): Promise<{ changed: number }> {
  const set =
    body.action === 'open'
      ? sql`ai_show = true`
      : body.action === 'close'
        ? sql`ai_show = false`
        : body.action === 'show'
          ? sql`status = '0'`
          : sql`status = '1'`;
  const already =
    body.action === 'open'
      ? sql`ai_show`
      : body.action === 'close'
        ? sql`NOT ai_show`
        : body.action === 'show'
          ? sql`status = '0'`
          : sql`status = '1'`;
  const ids = [...new Set(body.uniIds)];
  let changed: number[] = [];
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const found = await rows<{ id: number }>(
      t,
      sql`UPDATE universities SET ${set}, updated_at = ${BUMP}
           WHERE id = ANY(${pgArray(ids)}::int[]) AND NOT (${already}) RETURNING id`,
    );
    changed = found.map((r) => Number(r.id)).sort((a, b) => a - b);
    if (changed.length)
      await audit(t, actor.auth, actor.ip, {
        action: 'catalogue.university.bulk',
        target: body.action,
        detail: { action: body.action, uniIds: changed },
      });
  });
  if (changed.length) await publish();
  return { changed: changed.length };
}

// --- Faculties ---------------------------------------------------------------------------------------

async function lockUni(db: Db, uniId: number) {
  const [u] = await rows<{ id: number }>(db, sql`SELECT id FROM universities WHERE id = ${uniId} FOR UPDATE`);
  if (!u) throw new BizError(C.NOT_FOUND);
}

/** Add (no facultyId) or rename a faculty; answers the university's faculties. */
export async function saveFaculty(db: Db, actor: Actor, publish: Publish, body: ConsoleFacultyBody): Promise<ConsoleFaculty[]> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockUni(t, body.uniId);
    if (body.facultyId) {
      const [f] = await rows<{ name: string; en: string }>(
        t,
        sql`SELECT faculty_name AS name, faculty_en_name AS en FROM faculties WHERE id = ${body.facultyId} AND uni_id = ${body.uniId}`,
      );
      if (!f) throw new BizError(C.NOT_FOUND);
      await tx.execute(
        sql`UPDATE faculties SET faculty_name = ${body.facultyName}, faculty_en_name = ${body.facultyEnName} WHERE id = ${body.facultyId}`,
      );
      await audit(t, actor.auth, actor.ip, {
        action: 'catalogue.faculty.rename',
        target: body.facultyId,
        detail: {
          uniId: body.uniId,
          before: { facultyName: f.name, facultyEnName: f.en },
          after: { facultyName: body.facultyName, facultyEnName: body.facultyEnName },
        },
      });
    } else {
      const [created] = await rows<{ id: number }>(
        t,
        sql`INSERT INTO faculties (uni_id, faculty_name, faculty_en_name, sort)
            VALUES (${body.uniId}, ${body.facultyName}, ${body.facultyEnName},
                    (SELECT coalesce(max(sort), 0) + 1 FROM faculties WHERE uni_id = ${body.uniId})) RETURNING id`,
      );
      await audit(t, actor.auth, actor.ip, {
        action: 'catalogue.faculty.add',
        target: Number(created.id),
        detail: { uniId: body.uniId, after: { facultyName: body.facultyName, facultyEnName: body.facultyEnName } },
      });
    }
    await tx.execute(sql`UPDATE universities SET updated_at = ${BUMP} WHERE id = ${body.uniId}`);
  });
  await publish();
  return facultiesOf(db, body.uniId);
}

/** Sets the order of a university's faculties (every one of them, listed once). */
export async function orderFaculties(db: Db, actor: Actor, publish: Publish, body: ConsoleFacultyOrderBody): Promise<ConsoleFaculty[]> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockUni(t, body.uniId);
    const current = (await rows<{ id: number }>(t, sql`SELECT id FROM faculties WHERE uni_id = ${body.uniId} ORDER BY sort, id`)).map((r) =>
      Number(r.id),
    );
    const given = body.facultyIds;
    if (new Set(given).size !== given.length || given.length !== current.length || !given.every((id) => current.includes(id)))
      throw new BizError(C.NOT_FOUND);
    for (const [i, id] of given.entries()) await tx.execute(sql`UPDATE faculties SET sort = ${i + 1} WHERE id = ${id}`);
    await audit(t, actor.auth, actor.ip, {
      action: 'catalogue.faculty.order',
      target: body.uniId,
      detail: { before: current, after: given },
    });
    await tx.execute(sql`UPDATE universities SET updated_at = ${BUMP} WHERE id = ${body.uniId}`);
  });
  await publish();
  return facultiesOf(db, body.uniId);
}

/** Deletes a faculty without programmes (71022 while it has some). */
export async function deleteFaculty(db: Db, actor: Actor, publish: Publish, uniId: number, facultyId: number): Promise<ConsoleFaculty[]> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockUni(t, uniId);
    const [f] = await rows<{ name: string; en: string; n: number }>(
      t,
      sql`SELECT faculty_name AS name, faculty_en_name AS en, (SELECT count(*)::int FROM majors WHERE faculty_id = ${facultyId}) AS n
            FROM faculties WHERE id = ${facultyId} AND uni_id = ${uniId}`,
    );
    if (!f) throw new BizError(C.NOT_FOUND);
    if (Number(f.n) > 0) throw new BizError(C.FACULTY_NOT_EMPTY);
    await tx.execute(sql`DELETE FROM faculties WHERE id = ${facultyId}`);
    await audit(t, actor.auth, actor.ip, {
      action: 'catalogue.faculty.delete',
      target: facultyId,
      detail: { uniId, before: { facultyName: f.name, facultyEnName: f.en } },
    });
    await tx.execute(sql`UPDATE universities SET updated_at = ${BUMP} WHERE id = ${uniId}`);
  });
  await publish();
  return facultiesOf(db, uniId);
}

// --- Majors ------------------------------------------------------------------------------------------

const majorItemRow = z.object({
  majorId: z.number(),
  majorName: z.string(),
  majorEnName: z.string(),
  uniId: z.number(),
  uniName: z.string(),
  uniEnName: z.string(),
  countryId: z.string(),
  facultyId: z.number().nullable(),
  facultyName: z.string().nullable(),
  facultyEnName: z.string().nullable(),
  degreeType: z.string(),
  majorTuition: z.coerce.number().nullable(),
  currency: z.string(),
  applyDate: z.string().nullable(),
  beginDate: z.string().nullable(),
  majorStatus: z.string(),
  hot: z.number(),
  stipend: z.number(),
  source: z.string().nullable(),
  checkedAt: z.string().nullable(),
  updatedAt: z.string(),
  __total: z.number(),
});

export async function listMajors(db: Db, q: ConsoleMajorListBody): Promise<Paged<ConsoleMajorItem>> {
  const where: SQL[] = [];
  if (q.countryId) where.push(sql`m.country_id = ${q.countryId}`);
  if (q.uniId) where.push(sql`m.uni_id = ${q.uniId}`);
  if (q.facultyId) where.push(sql`m.faculty_id = ${q.facultyId}`);
  if (q.degreeType) where.push(sql`m.degree_type = ${q.degreeType}`);
  if (q.status) where.push(sql`m.major_status = ${q.status}`);
  if (q.tuitionMin != null) where.push(sql`m.major_tuition >= ${q.tuitionMin}`);
  if (q.tuitionMax != null) where.push(sql`m.major_tuition <= ${q.tuitionMax}`);
  if (q.keyword) {
    const like = `%${likeEscape(q.keyword.toLowerCase())}%`;
    where.push(
      sql`(m.major_name ILIKE ${like} OR lower(m.major_en_name) LIKE ${like} OR (${/^\d+$/.test(q.keyword)} AND m.id::text = ${q.keyword}))`,
    );
  }
  const dir = sql.raw(q.order === 'desc' ? 'DESC' : 'ASC');
  const order =
    q.sort === 'name'
      ? sql`lower(m.major_en_name) ${dir}, m.id`
      : q.sort === 'tuition'
        ? sql`m.major_tuition ${dir} NULLS LAST, m.id`
        : q.sort === 'hot'
          ? sql`m.hot ${dir}, m.id`
          : sql`m.updated_at ${dir}, m.id`;
  const found = await rowsAs(
    db,
    majorItemRow,
    sql`SELECT m.id AS "majorId", m.major_name AS "majorName", m.major_en_name AS "majorEnName", m.uni_id AS "uniId",
               u.uni_name AS "uniName", u.uni_en_name AS "uniEnName", m.country_id AS "countryId", m.faculty_id AS "facultyId",
               f.faculty_name AS "facultyName", f.faculty_en_name AS "facultyEnName", m.degree_type AS "degreeType",
               m.major_tuition AS "majorTuition", m.currency, m.apply_date AS "applyDate", m.begin_date AS "beginDate",
               m.major_status AS "majorStatus", m.hot, m.stipend, m.source, m.checked_at::text AS "checkedAt",
               ${stamp('m.updated_at')} AS "updatedAt", count(*) OVER ()::int AS "__total"
          FROM majors m JOIN universities u ON u.id = m.uni_id LEFT JOIN faculties f ON f.id = m.faculty_id
         WHERE ${joinAnd(where)}
         ORDER BY ${order}
         LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
  );
  let total = found[0]?.__total ?? 0;
  if (!found.length && q.pageNo > 1) {
    const [n] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM majors m WHERE ${joinAnd(where)}`);
    total = Number(n.n);
  }
  return paged(
    found.map(({ __total: _t, ...r }) => r),
    q.pageNo,
    q.pageSize,
    total,
  );
}

const majorDetailRow = z.object({
  majorId: z.number(),
  uniId: z.number(),
  uniName: z.string(),
  uniEnName: z.string(),
  countryId: z.string(),
  majorName: z.string(),
  majorEnName: z.string(),
  facultyId: z.number().nullable(),
  degreeType: z.enum(['1', '2', '3']).catch('2'),
  majorFocus: z.string(),
  majorSystem: z.string().nullable(),
  majorTuition: z.coerce.number().nullable(),
  currency: z.string(),
  languageRequirement: z.string().nullable(),
  languageRequirementEn: z.string().nullable(),
  ieltsScore: z.string().nullable(),
  toeflScore: z.string().nullable(),
  pte: z.string().nullable(),
  gmat: z.string().nullable(),
  gre: z.string().nullable(),
  minGpa: z.coerce.number().nullable(),
  applyDate: z.string().nullable(),
  beginDate: z.string().nullable(),
  majorLink: z.string().nullable(),
  backgroundRequirement: z.string().nullable(),
  backgroundRequirementEn: z.string().nullable(),
  majorIntroduction: z.string().nullable(),
  majorIntroductionEn: z.string().nullable(),
  stipend: z.number(),
  majorStatus: z.enum(['0', '1']).catch('0'),
  hot: z.number(),
  source: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  checkedAt: z.string().nullable(),
  updatedAt: z.string(),
});
type MajorRow = z.infer<typeof majorDetailRow>;

async function majorRow(db: Db, majorId: number, lock = false): Promise<MajorRow | undefined> {
  const [r] = await rowsAs(
    db,
    majorDetailRow,
    sql`SELECT m.id AS "majorId", m.uni_id AS "uniId", u.uni_name AS "uniName", u.uni_en_name AS "uniEnName", m.country_id AS "countryId",
               m.major_name AS "majorName", m.major_en_name AS "majorEnName", m.faculty_id AS "facultyId", m.degree_type AS "degreeType",
               m.major_focus AS "majorFocus", m.major_system AS "majorSystem", m.major_tuition AS "majorTuition", m.currency,
               m.language_requirement AS "languageRequirement", m.language_requirement_en AS "languageRequirementEn",
               m.ielts_score AS "ieltsScore", m.toefl_score AS "toeflScore", m.pte, m.gmat, m.gre, m.min_gpa AS "minGpa",
               m.apply_date AS "applyDate", m.begin_date AS "beginDate", m.major_link AS "majorLink",
               m.background_requirement AS "backgroundRequirement", m.background_requirement_en AS "backgroundRequirementEn",
               m.major_introduction AS "majorIntroduction", m.major_introduction_en AS "majorIntroductionEn", m.stipend,
               m.major_status AS "majorStatus", m.hot, m.source, m.source_url AS "sourceUrl", m.checked_at::text AS "checkedAt",
               ${stamp('m.updated_at')} AS "updatedAt"
          FROM majors m JOIN universities u ON u.id = m.uni_id WHERE m.id = ${majorId} ${lock ? sql`FOR UPDATE OF m` : sql``}`,
  );
  return r;
}

export async function majorDetail(db: Db, majorId: number): Promise<ConsoleMajorDetail> {
  const r = await majorRow(db, majorId);
  if (!r) throw new BizError(C.NOT_FOUND);
  return { ...r, faculties: await facultiesOf(db, r.uniId) };
}

export async function saveMajor(db: Db, actor: Actor, publish: Publish, body: ConsoleMajorBody): Promise<ConsoleMajorDetail> {
  const { majorId, updatedAt, keepSource, scholarshipType: _s, lang: _l, sign: _g, ...v } = body;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const before = await majorRow(t, majorId, true);
    if (!before) throw new BizError(C.NOT_FOUND);
    if (before.updatedAt !== updatedAt) throw new BizError(C.STALE);
    if (v.facultyId) {
      const [f] = await rows<{ id: number }>(t, sql`SELECT id FROM faculties WHERE id = ${v.facultyId} AND uni_id = ${before.uniId}`);
      if (!f) throw new BizError(C.FACULTY_MISMATCH);
    }
    const sourceSet = keepSource ? sql`` : sql`, source = 'staff', checked_at = ${today}`;
    await tx.execute(
      sql`UPDATE majors SET major_name = ${v.majorName}, major_en_name = ${v.majorEnName}, faculty_id = ${v.facultyId},
                 degree_type = ${v.degreeType}, major_focus = ${v.majorFocus}, major_system = ${v.majorSystem},
                 major_tuition = ${v.majorTuition}, currency = ${v.currency}, language_requirement = ${v.languageRequirement},
                 language_requirement_en = ${v.languageRequirementEn}, ielts_score = ${v.ieltsScore}, toefl_score = ${v.toeflScore},
                 pte = ${v.pte}, gmat = ${v.gmat}, gre = ${v.gre}, min_gpa = ${v.minGpa}, apply_date = ${v.applyDate},
                 begin_date = ${v.beginDate}, major_link = ${v.majorLink}, background_requirement = ${v.backgroundRequirement},
                 background_requirement_en = ${v.backgroundRequirementEn}, major_introduction = ${v.majorIntroduction},
                 major_introduction_en = ${v.majorIntroductionEn}, stipend = ${v.stipend}, major_status = ${v.majorStatus},
                 hot = ${v.hot}${sourceSet}, updated_at = ${BUMP}
           WHERE id = ${majorId}`,
    );
    await audit(t, actor.auth, actor.ip, {
      action: 'catalogue.major.save',
      target: majorId,
      detail: { ...diff(before as unknown as Record<string, unknown>, v), keepSource },
    });
  });
  await publish();
  return majorDetail(db, majorId);
}

/** Create a programme by hand for a university (in the university's country, source 'staff', checked today). */
export async function createMajor(db: Db, actor: Actor, publish: Publish, body: ConsoleMajorCreateBody): Promise<ConsoleMajorDetail> {
  const { uniId, keepSource: _k, scholarshipType: _s, lang: _l, sign: _g, ...v } = body;
  let majorId = 0;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [uni] = await rows<{ countryId: string }>(
      t,
      sql`SELECT country_id AS "countryId" FROM universities WHERE id = ${uniId} FOR SHARE`,
    );
    if (!uni) throw new BizError(C.NOT_FOUND);
    if (v.facultyId) {
      const [f] = await rows<{ id: number }>(t, sql`SELECT id FROM faculties WHERE id = ${v.facultyId} AND uni_id = ${uniId} FOR SHARE`);
      if (!f) throw new BizError(C.FACULTY_MISMATCH);
    }
    const [created] = await rows<{ id: number }>(
      t,
      sql`INSERT INTO majors (uni_id, country_id, major_name, major_en_name, faculty_id, degree_type, major_focus, major_system,
                 major_tuition, currency, language_requirement, language_requirement_en, ielts_score, toefl_score, pte, gmat, gre,
                 min_gpa, apply_date, begin_date, major_link, background_requirement, background_requirement_en, major_introduction,
                 major_introduction_en, stipend, major_status, hot, source, checked_at)
          VALUES (${uniId}, ${uni.countryId}, ${v.majorName}, ${v.majorEnName}, ${v.facultyId}, ${v.degreeType}, ${v.majorFocus},
                 ${v.majorSystem}, ${v.majorTuition}, ${v.currency}, ${v.languageRequirement}, ${v.languageRequirementEn},
                 ${v.ieltsScore}, ${v.toeflScore}, ${v.pte}, ${v.gmat}, ${v.gre}, ${v.minGpa}, ${v.applyDate}, ${v.beginDate},
                 ${v.majorLink}, ${v.backgroundRequirement}, ${v.backgroundRequirementEn}, ${v.majorIntroduction},
                 ${v.majorIntroductionEn}, ${v.stipend}, ${v.majorStatus}, ${v.hot}, 'staff', ${today})
          RETURNING id`,
    );
    majorId = Number(created.id);
    await audit(t, actor.auth, actor.ip, {
      action: 'catalogue.major.create',
      target: majorId,
      detail: { uniId, ...diff({} as Record<string, unknown>, v) },
    });
  });
  await publish();
  return majorDetail(db, majorId);
}

const BULK_COLUMN: Record<ConsoleMajorBulkBody['field'], string> = {
  currency: 'currency',
  applyDate: 'apply_date',
  beginDate: 'begin_date',
  majorStatus: 'major_status',
  degreeType: 'degree_type',
  majorTuition: 'major_tuition',
  stipend: 'stipend',
  hot: 'hot',
};

/** One field set to one value on every chosen programme; answers how many changed. */
export async function bulkMajors(db: Db, actor: Actor, publish: Publish, body: ConsoleMajorBulkBody): Promise<{ changed: number }> {
  const col = sql.raw(BULK_COLUMN[body.field]);
  const ids = [...new Set(body.majorIds)];
  let changed: { id: number; before: unknown }[] = [];
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const value = body.value as string | number | null;
    changed = await rows<{ id: number; before: unknown }>(
      t,
      sql`UPDATE majors m SET ${col} = ${value}, updated_at = greatest(clock_timestamp(), m.updated_at + interval '1 microsecond')
            FROM majors old
           WHERE m.id = old.id AND m.id = ANY(${pgArray(ids)}::int[]) AND old.${col} IS DISTINCT FROM ${value}
       RETURNING m.id, old.${col}::text AS before`,
    );
    if (changed.length)
      await audit(t, actor.auth, actor.ip, {
        action: 'catalogue.major.bulk',
        target: body.field,
        detail: {
          field: body.field,
          after: value,
          majors: changed.map((r) => ({ id: Number(r.id), before: r.before })).sort((a, b) => a.id - b.id),
        },
      });
  });
  if (changed.length) await publish();
  return { changed: changed.length };
}
