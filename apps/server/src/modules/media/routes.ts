// GET /api/media/<kind>/<key>.svg: the generated pictures of the demo catalogue, cacheable.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CODES } from '@portal/shared';
import { BizError } from '../../lib/envelope';
import { rows } from '../../lib/sql';
import { articleCoverSvg, campusSvg, flagSvg, logoSvg, posterSvg } from './svg';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:kind/:file',
    {
      config: { rawResponse: true },
      schema: {
        tags: ['media'],
        summary:
          'Generated SVG pictures: logo/<uniId>, campus/<uniId>, flag/<code>, country/<countryId>, article/<articleId> (?shape=narrow for phones; article/<stage>-<n> of earlier catalogues), banner/<n> (?shape=narrow: 750×360 with centred texts, for phones), recommend/<n>; ?lang=en draws the English texts only',
        params: z.object({
          kind: z.enum(['logo', 'campus', 'flag', 'country', 'article', 'banner', 'recommend']),
          file: z.string().regex(/^[a-z0-9-]{1,40}\.svg$/),
        }),
      },
    },
    async (req, reply) => {
      const key = req.params.file.replace(/\.svg$/, '');
      // Only the URL decides the language (?lang=en draws English text only), so a cached picture
      // never depends on a cookie.
      const en = (req.query as { lang?: string }).lang === 'en';
      // Article covers and home banners come in two shapes: the usual one and a narrow one for phones.
      const narrow = (req.query as { shape?: string }).shape === 'narrow';
      let svg: string | null = null;
      const notFound = () => new BizError(CODES.NOT_FOUND, undefined, null, 404);
      switch (req.params.kind) {
        case 'logo':
        case 'campus': {
          const [u] = await rows<{ name: string; en: string }>(
            app.db,
            sql`SELECT uni_name AS name, uni_en_name AS en FROM universities WHERE id = ${Number(key) || 0}`,
          );
          if (!u) throw notFound();
          svg = req.params.kind === 'logo' ? logoSvg(u.en) : en ? campusSvg(u.en, '', u.en) : campusSvg(u.name, u.en, u.en);
          break;
        }
        case 'flag':
          svg = flagSvg(key);
          break;
        case 'country': {
          const [c] = await rows<{ name: string; en: string }>(app.db, sql`SELECT name, en_name AS en FROM countries WHERE id = ${key}`);
          if (c) svg = en ? posterSvg(c.en, '', c.en, 600, 400) : posterSvg(c.name, c.en, c.en, 600, 400);
          break;
        }
        case 'article': {
          // One cover per article (its id), with its title in the picture's language.
          if (/^\d{1,9}$/.test(key)) {
            const [a] = await rows<{ title: string; type: string; stage: string | null }>(
              app.db,
              sql`SELECT ${en ? sql`coalesce(a.article_name_en, a.article_name)` : sql`a.article_name`} AS title, a.article_type AS type,
                  ${en ? sql`coalesce(t.dict_en_label, t.dict_label)` : sql`t.dict_label`} AS stage
                FROM articles a LEFT JOIN dict_data t ON t.dict_type = 'jxj_article_type' AND t.dict_value = a.article_type
                WHERE a.id = ${Number(key)} AND a.status = '0'`,
            );
            if (a) svg = articleCoverSvg({ title: a.title, stage: a.stage ?? '', type: a.type, seed: `article${key}`, narrow });
            break;
          }
          // Stage covers of earlier catalogues (<stage>-<n>), still answered for cached pages.
          const [type] = key.split('-');
          const [t] = await rows<{ label: string; en: string }>(
            app.db,
            sql`SELECT dict_label AS label, dict_en_label AS en FROM dict_data WHERE dict_type = 'jxj_article_type' AND dict_value = ${type}`,
          );
          if (t) svg = articleCoverSvg({ title: en ? t.en : t.label, stage: en ? t.en : t.label, type, seed: key, narrow });
          break;
        }
        case 'banner':
        case 'recommend': {
          const [b] = await rows<{ title: string; intro: string }>(
            app.db,
            sql`SELECT ${en ? sql`coalesce(title_name_en, title_name)` : sql`title_name`} AS title,
            coalesce(${en ? sql`coalesce(intro_en, intro)` : sql`intro`}, '') AS intro FROM banners WHERE function_type = ${req.params.kind === 'banner' ? 0 : 2} AND sort = ${Number(key) || 0} LIMIT 1`,
          );
          if (b)
            svg =
              req.params.kind === 'banner'
                ? narrow
                  ? posterSvg(b.title, b.intro, `banner${key}`, 750, 360, { center: true })
                  : posterSvg(b.title, b.intro, `banner${key}`, 1920, 520)
                : posterSvg(b.title, b.intro, `rec${key}`, 640, 400);
          break;
        }
      }
      if (!svg) throw notFound();
      reply.header('cache-control', 'public, max-age=86400');
      // Banner pictures carry text in the language of ?lang=: caches keep one copy per URL.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.type('image/svg+xml').send(svg);
    },
  );
};

export default routes;
