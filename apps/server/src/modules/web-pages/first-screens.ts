// The first screen of a public page as HTML: for a GET of /home, /Institutional,
// /Instiutiondetail or /majordetail by a visitor without a session, the web app's server renderer
// (apps/web/dist-ssr/first-screen.js, built by `npm run build` with the web app) draws the page
// with the app's own components and hands its data over, so a phone paints the page from the first
// response and the app takes it over when it has loaded. The page's API calls are answered by this
// server in process (inject), as the visitor's (their address, browser and cookies): caches, limits
// and view counts work as for the browser's own calls, which the page then does not make.
// Without the renderer (no web build) or when it declines (another page, a session, a failed call)
// the plain index.html is served as before. The page's Content-Security-Policy allows its one
// inline script (the loader of the app, after the first paint) by hash.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface FirstScreenRequest {
  url: string;
  cookie: string;
  userAgent: string;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

interface Renderer {
  render(req: FirstScreenRequest): Promise<string | null>;
  /** Hashes of the page's inline scripts (its loader of the app), for the Content-Security-Policy. */
  scriptHashes?: string[];
}

export interface FirstScreens {
  /** The page as HTML, or null when index.html is to be served. */
  render(req: FastifyRequest): Promise<string | null>;
  /** Sends the page (compressed as the browser accepts), or answers false when index.html is to be served. */
  send(req: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** A session (or its hint) means answers of that user: the browser draws those pages. */
const SESSION_COOKIE = /(?:^|;\s*)(?:student-token|student-session)=/;

/** Headers of the visitor's request that the page's API calls carry. */
const FORWARDED = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'] as const;

/** The renderer of the web build in `webDist` (apps/web/dist), if it was built with it. */
export async function loadFirstScreens(app: FastifyInstance, webDist: string): Promise<FirstScreens | null> {
  const entry = path.join(webDist, '..', 'dist-ssr', 'first-screen.js');
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(webDist, '.vite', 'manifest.json'))) return null;
  const mod = (await import(pathToFileURL(entry).href)) as { createFirstScreenRenderer(opts: { distDir: string }): Renderer };
  const renderer = mod.createFirstScreenRenderer({ distDir: webDist });
  const scriptSources = (renderer.scriptHashes ?? []).map((h) => `'${h}'`).join(' ');

  const screens: FirstScreens = {
    async send(req, reply) {
      const page = await screens.render(req).catch((err: Error) => {
        req.log.error({ err: err.message }, 'first screen not drawn');
        return null;
      });
      if (!page) return false;
      // Compressed here: the not-found handler that serves pages is not a route, which the global
      // compression plugin works on. Brotli at a middle level: a page is compressed for each visit.
      const accepts = String(req.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
      const body =
        encoding === 'br'
          ? await brotli(page, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
            })
          : encoding === 'gzip'
            ? await gzip(page, { level: 6 })
            : page;
      reply.type('text/html; charset=utf-8').header('vary', 'Accept-Encoding, Cookie, User-Agent');
      // The page's one inline script (the app's loader) is allowed by its hash, nothing else inline.
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string' && scriptSources)
        reply.header('content-security-policy', policy.replace("script-src 'self'", `script-src 'self' ${scriptSources}`));
      if (encoding) reply.header('content-encoding', encoding);
      await reply.send(body);
      return true;
    },

    async render(req) {
      const cookie = req.headers.cookie ?? '';
      if (SESSION_COOKIE.test(cookie)) return null;
      const visitor: Record<string, string> = {};
      for (const name of FORWARDED) {
        const value = req.headers[name];
        if (typeof value === 'string') visitor[name] = value;
      }
      return renderer.render({
        url: req.url,
        cookie,
        userAgent: visitor['user-agent'] ?? '',
        fetch: async (url, init) => {
          const res = await app.inject({
            method: (init.method ?? 'GET') as 'GET' | 'POST',
            url,
            headers: { ...Object.fromEntries(new Headers(init.headers)), ...visitor },
            payload: typeof init.body === 'string' ? init.body : undefined,
            remoteAddress: req.socket.remoteAddress,
          });
          return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
        },
      });
    },
  };
  return screens;
}
