// Schools a student studies at: the autocomplete of the register and profile forms.
// Matches the Chinese name, the English name, pinyin and pinyin initials; exact and prefix first.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUGGESTION_LIMIT, answers, collegeSuggestionSchema, commonFields } from '@portal/shared';
import { colleges } from '../../db/schema';
import { ok } from '../../lib/envelope';

const suggestBody = z
  .object({
    ...commonFields,
    keyword: z.string().trim().max(100).default(''),
    dataType: z.enum(['0', '1']).optional(),
    limit: z.coerce.number().int().min(1).max(SUGGESTION_LIMIT).default(SUGGESTION_LIMIT),
  })
  .meta({ id: 'CollegeSuggestBody' });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/uni/college/suggest',
    {
      schema: {
        tags: ['colleges'],
        summary: 'School suggestions for register, profile and education forms',
        description: 'dataType 0 is a mainland China school, 1 an overseas one; at most 20.',
        body: suggestBody,
        response: answers(z.array(collegeSuggestionSchema)),
      },
    },
    async (req) => {
      const kw = req.body.keyword.trim().toLowerCase();
      const alias = sql`${colleges.aliases} @> ARRAY[${kw}]::text[]`;
      const like = `%${kw.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
      const prefix = `${kw.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
      const typeCond = req.body.dataType ? sql`AND ${colleges.dataType} = ${req.body.dataType}` : sql``;
      const rows = await app.db.execute<{ collegeId: number; name: string; enName: string; dataType: string }>(sql`
      SELECT ${colleges.id} AS "collegeId", ${colleges.name} AS "name", ${colleges.enName} AS "enName", ${colleges.dataType} AS "dataType"
      FROM ${colleges}
      WHERE (${kw} = '' OR ${alias} OR ${colleges.name} ILIKE ${like} OR lower(${colleges.enName}) LIKE ${like}
             OR ${colleges.pinyin} LIKE ${prefix} OR ${colleges.initials} LIKE ${prefix}
             OR (length(${kw}) >= 4 AND word_similarity(${kw}, lower(${colleges.enName})) >= 0.4)) ${typeCond}
      ORDER BY
        CASE WHEN ${colleges.name} = ${req.body.keyword.trim()} OR lower(${colleges.enName}) = ${kw} OR ${alias} THEN 0
             WHEN ${colleges.name} ILIKE ${prefix} OR lower(${colleges.enName}) LIKE ${prefix}
               OR ${colleges.pinyin} LIKE ${prefix} OR ${colleges.initials} LIKE ${prefix} THEN 1
             ELSE 2 END,
        word_similarity(${kw}, lower(${colleges.enName})) DESC,
        length(${colleges.name}),
        ${colleges.id}
      LIMIT ${req.body.limit}`);
      const list = (rows as unknown as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[]);
      return ok(list, req.lang);
    },
  );
};

export default routes;
