// The language of an answer: the lang header, then a lang field of the query or body, then the
// language cookie, then cn.
import fp from 'fastify-plugin';
import { DEFAULT_LANG, LANG_COOKIE, normalizeLang, type Lang } from '@portal/shared';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('lang', DEFAULT_LANG);
    // Hooks with a callback, not async: no promise per request for work that never waits.
    app.addHook('onRequest', (req, _reply, done) => {
      req.lang =
        normalizeLang(req.headers.lang) ??
        normalizeLang((req.query as Record<string, unknown> | undefined)?.lang) ??
        normalizeLang(req.cookies?.[LANG_COOKIE]) ??
        DEFAULT_LANG;
      done();
    });
    app.addHook('preValidation', (req, _reply, done) => {
      if (!normalizeLang(req.headers.lang)) {
        const bodyLang = normalizeLang((req.body as Record<string, unknown> | undefined)?.lang);
        if (bodyLang) req.lang = bodyLang;
      }
      done();
    });
  },
  { name: 'portal-lang' },
);
