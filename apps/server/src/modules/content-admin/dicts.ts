// The console's dictionaries: every type with its counts, a type's values (cn and en labels, remark,
// order, enabled or not), adding a value, editing one, enabling or disabling in bulk and deleting.
// A value that ships with the portal (db/seed/dictionaries.ts: the code and the seeded rows rely on
// it) or that a known column uses cannot be deleted, only disabled (71046). The public dictionary
// answers read the table on every call, so a change shows at once; each write also sends the
// 'catalogue' notice that drops the cached answers built from dictionaries (the study stages). A save
// carries the updatedAt its form loaded (71020 when the value changed since); enabling or disabling
// in bulk moves updated_at on too.
import { sql } from 'drizzle-orm';
import { CONTENT_ADMIN_CODES as C, consoleDictItem, dictTypeItem, type ConsoleDictItem, type DictSaveBody } from '@portal/shared';
import type { Db } from '../../db/client';
import { DICTIONARIES } from '../../db/seed/dictionaries';
import { BizError } from '../../lib/envelope';
import { rows, rowsAs } from '../../lib/sql';
import type { AuthContext } from '../accounts/sessions';
import { audit } from '../audit/service';
import { BUMP, stamp } from './articles';

const SHIPPED = new Set(DICTIONARIES.map((d) => `${d.dictType}\u0000${d.dictValue}`));
const shipped = (type: string, value: string) => SHIPPED.has(`${type}\u0000${value}`);

/** Columns known to hold a dictionary's values (table, column), for the use count. */
const USED_BY: Record<string, readonly (readonly [string, string])[]> = {
  jxj_article_type: [['articles', 'article_type']],
  stuStatus: [['case_applies', 'apply_status']],
  college_type: [['cases', 'edu_uni_type']],
};

async function useCount(t: Db, type: string, value: string): Promise<number | null> {
  const cols = USED_BY[type];
  if (!cols) return null;
  let n = 0;
  for (const [table, column] of cols) {
    const [r] = await rows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${value}`,
    );
    n += r.n;
  }
  return n;
}

export function listDictTypes(db: Db) {
  return rowsAs(
    db,
    dictTypeItem,
    sql`SELECT dict_type AS "dictType", count(*)::int AS total, count(*) FILTER (WHERE status = '0')::int AS enabled,
               (array_agg(dict_label ORDER BY sort, id))[1] AS sample
          FROM dict_data GROUP BY dict_type ORDER BY dict_type`,
  );
}

export async function listDictValues(db: Db, dictType: string): Promise<ConsoleDictItem[]> {
  const found = await rowsAs(
    db,
    consoleDictItem.omit({ shipped: true, used: true }),
    sql`SELECT id, dict_type AS "dictType", dict_value AS "dictValue", dict_label AS "dictLabel", dict_en_label AS "dictEnLabel",
               remark, sort, status, ${stamp('updated_at')} AS "updatedAt"
          FROM dict_data WHERE dict_type = ${dictType} ORDER BY sort, id`,
  );
  if (!found.length) throw new BizError(C.DICT_UNKNOWN);
  const out: ConsoleDictItem[] = [];
  for (const d of found) out.push({ ...d, shipped: shipped(d.dictType, d.dictValue), used: await useCount(db, d.dictType, d.dictValue) });
  return out;
}

/**
 * Adds a value to an existing type (no id; 71047 when the value exists) or saves one (its type and
 * value stay: rows elsewhere keep the value). Answers the value's id.
 */
export async function saveDictValue(db: Db, auth: AuthContext, ip: string, b: DictSaveBody): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`SELECT pg_advisory_xact_lock(71041, hashtext(${b.dictType}))`);
    if (!b.id) {
      const [known] = await rows<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM dict_data WHERE dict_type = ${b.dictType}`);
      if (!known.n) throw new BizError(C.DICT_UNKNOWN);
      const [dup] = await rows<{ id: number }>(
        t,
        sql`SELECT id FROM dict_data WHERE dict_type = ${b.dictType} AND dict_value = ${b.dictValue}`,
      );
      if (dup) throw new BizError(C.DICT_DUPLICATE);
      const [r] = await rows<{ id: number }>(
        t,
        sql`INSERT INTO dict_data (dict_type, dict_value, dict_label, dict_en_label, remark, sort, status)
            VALUES (${b.dictType}, ${b.dictValue}, ${b.dictLabel}, ${b.dictEnLabel}, ${b.remark}, ${b.sort}, ${b.status}) RETURNING id`,
      );
      await audit(t, auth, ip, {
        action: 'dict.create',
        target: `${b.dictType}:${b.dictValue}`.slice(0, 100),
        detail: { dictLabel: b.dictLabel, dictEnLabel: b.dictEnLabel, sort: b.sort, status: b.status },
      });
      return r.id;
    }
    const [found] = await rows<{
      dictLabel: string;
      dictEnLabel: string;
      remark: string | null;
      sort: number;
      status: string;
      updatedAt: string;
    }>(
      t,
      sql`SELECT dict_label AS "dictLabel", dict_en_label AS "dictEnLabel", remark, sort, status, ${stamp('updated_at')} AS "updatedAt"
            FROM dict_data
           WHERE id = ${b.id} AND dict_type = ${b.dictType} AND dict_value = ${b.dictValue} FOR UPDATE`,
    );
    if (!found) throw new BizError(C.DICT_UNKNOWN);
    if (found.updatedAt !== b.updatedAt) throw new BizError(C.STALE);
    const { updatedAt: _v, ...before } = found;
    const after = { dictLabel: b.dictLabel, dictEnLabel: b.dictEnLabel, remark: b.remark, sort: b.sort, status: b.status };
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter((k) => before[k] !== after[k]);
    if (!changed.length) return b.id;
    await tx.execute(
      sql`UPDATE dict_data SET dict_label = ${b.dictLabel}, dict_en_label = ${b.dictEnLabel}, remark = ${b.remark}, sort = ${b.sort},
                 status = ${b.status}, updated_at = ${BUMP} WHERE id = ${b.id}`,
    );
    await audit(t, auth, ip, {
      action: 'dict.save',
      target: `${b.dictType}:${b.dictValue}`.slice(0, 100),
      detail: {
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
      },
    });
    return b.id;
  });
}

export async function setDictStatus(db: Db, auth: AuthContext, ip: string, ids: number[], status: '0' | '1'): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const changed = await rows<{ id: number; dictType: string; dictValue: string }>(
      t,
      sql`UPDATE dict_data SET status = ${status}, updated_at = ${BUMP} WHERE id IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )}) AND status <> ${status}
          RETURNING id, dict_type AS "dictType", dict_value AS "dictValue"`,
    );
    if (changed.length)
      await audit(t, auth, ip, {
        action: 'dict.status',
        target: [...new Set(changed.map((r) => r.dictType))].join(',').slice(0, 100),
        detail: { status, values: changed.map((r) => `${r.dictType}:${r.dictValue}`) },
      });
    return changed.length;
  });
}

/** Deletes a value staff added and nothing uses (71046 otherwise). */
export async function deleteDictValue(db: Db, auth: AuthContext, ip: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [d] = await rows<{ dictType: string; dictValue: string; dictLabel: string }>(
      t,
      sql`SELECT dict_type AS "dictType", dict_value AS "dictValue", dict_label AS "dictLabel" FROM dict_data WHERE id = ${id} FOR UPDATE`,
    );
    if (!d) throw new BizError(C.DICT_UNKNOWN);
    if (shipped(d.dictType, d.dictValue) || (await useCount(t, d.dictType, d.dictValue))) throw new BizError(C.DICT_IN_USE);
    await tx.execute(sql`DELETE FROM dict_data WHERE id = ${id}`);
    await audit(t, auth, ip, {
      action: 'dict.delete',
      target: `${d.dictType}:${d.dictValue}`.slice(0, 100),
      detail: { dictLabel: d.dictLabel },
    });
  });
}
