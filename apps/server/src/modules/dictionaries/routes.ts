// Dictionaries (spec 000 section 3): answered as an object keyed by dictionary type.
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CODES, answers, currencyQuery, dictTypesBody, dictTypesData, type DictEntry } from '@portal/shared';
import { dictData } from '../../db/schema';
import { BizError, ok } from '../../lib/envelope';
import type { Db } from '../../db/client';

const tags = ['dictionaries'];

export async function loadDicts(db: Db, types: string[] | undefined, filter: string[] | undefined) {
  const conds = [eq(dictData.status, '0')];
  if (types?.length) conds.push(inArray(dictData.dictType, types));
  if (filter?.length) conds.push(notInArray(dictData.dictType, filter));
  const rows = await db
    .select({
      dictType: dictData.dictType,
      dictValue: dictData.dictValue,
      dictLabel: dictData.dictLabel,
      dictEnLabel: dictData.dictEnLabel,
      remark: dictData.remark,
    })
    .from(dictData)
    .where(and(...conds))
    .orderBy(asc(dictData.dictType), asc(dictData.sort), asc(dictData.id));
  const out: Record<string, DictEntry[]> = {};
  for (const t of types ?? []) if (!filter?.includes(t)) out[t] = [];
  for (const r of rows) (out[r.dictType] ??= []).push(r);
  return out;
}

/** Currency of a country: the remark of its entry in dictionary country_currency (e.g. 'GBP'). */
export async function currencyOf(db: Db, countryId: string): Promise<string | null> {
  const r = await db
    .select({ remark: dictData.remark })
    .from(dictData)
    .where(and(eq(dictData.dictType, 'country_currency'), eq(dictData.dictValue, countryId)))
    .limit(1);
  return r[0]?.remark ?? null;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const description =
    'dictType (or dictTypeList): the types wanted; none gives every type. filterDictType leaves types out. ' +
    'Answers { [dictType]: [{ dictType, dictValue, dictLabel, dictEnLabel, remark }] }; a requested type with no entries answers [].';
  for (const path of ['/admin/dict/types', '/admin/dict/h5/types', '/operate/bs/dict']) {
    app.post(
      path,
      { schema: { tags, summary: 'Dictionary entries by type', description, body: dictTypesBody, response: answers(dictTypesData) } },
      async (req) => {
        const types = [...(req.body.dictType ?? []), ...(req.body.dictTypeList ?? [])];
        return ok(await loadDicts(app.db, types.length ? types : undefined, req.body.filterDictType), req.lang);
      },
    );
  }

  app.get(
    '/admin/dict/getCurrencyById',
    {
      schema: {
        tags,
        summary: 'Currency of a country',
        description: 'data is the currency code (e.g. GBP), used as the default label of the tuition fields. 005 for an unknown country.',
        querystring: currencyQuery,
        response: answers(z.string()),
      },
    },
    async (req) => {
      const c = await currencyOf(app.db, req.query.countryId);
      if (!c) throw new BizError(CODES.NOT_FOUND);
      return ok(c, req.lang);
    },
  );
};

export default routes;
