// The language of an answer: the lang header, then a lang field of the query or body, then the
// language cookie, then cn.
import fp from 'fastify-plugin';
import { DEFAULT_LANG, LANG_COOKIE, normalizeLang, type Lang } from '@portal/shared';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

export default fp(async (app) => {
  app.decorateRequest('lang', DEFAULT_LANG);
  app.addHook('onRequest', async (req) => {
    req.lang =
      normalizeLang(req.headers.lang) ??
      normalizeLang((req.query as Record<string, unknown> | undefined)?.lang) ??
      normalizeLang(req.cookies?.[LANG_COOKIE]) ??
      DEFAULT_LANG;
  });
  app.addHook('preValidation', async (req) => {
    if (normalizeLang(req.headers.lang)) return;
    const bodyLang = normalizeLang((req.body as Record<string, unknown> | undefined)?.lang);
    if (bodyLang) req.lang = bodyLang;
  });
});
