// Session and roles: reads the token (token header, Authorization: Bearer, student-token cookie),
// resolves it once per request, and enforces each route's config.auth / config.roles.
// Also guards against cross-site requests that ride on the cookie.
import fp from 'fastify-plugin';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import { CODES, SESSION_HINT_COOKIE, TOKEN_COOKIE, type Role } from '@portal/shared';
import { BizError } from '../lib/envelope';
import { resolveSession, type AuthContext } from '../modules/accounts/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    authProblem: string | null;
    tokenSource: 'header' | 'cookie' | null;
  }
  interface FastifyContextConfig {
    /** 'required': a valid session; 'optional': resolve it when present. Default optional. */
    auth?: 'required' | 'optional';
    /** Any of these roles is needed (implies auth required). */
    roles?: readonly Role[];
    /** A GET that changes state (the spec's favourite call): refused when it comes from another site. */
    stateChanging?: boolean;
  }
}

export function readToken(req: FastifyRequest): { token: string; source: 'header' | 'cookie' } | null {
  const h = req.headers.token;
  if (typeof h === 'string' && h.trim()) return { token: h.trim(), source: 'header' };
  const a = req.headers.authorization;
  if (typeof a === 'string' && /^Bearer\s+\S+/i.test(a)) return { token: a.replace(/^Bearer\s+/i, '').trim(), source: 'header' };
  const c = req.cookies?.[TOKEN_COOKIE];
  if (c) return { token: c, source: 'cookie' };
  return null;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('authProblem', null);
    app.decorateRequest('tokenSource', null);

    const policy = app.sessionPolicy;

    const sameHost = (url: string, req: FastifyRequest) => {
      try {
        return app.config.ALLOWED_ORIGINS.includes(new URL(url).origin) || new URL(url).host === req.headers.host;
      } catch {
        return false;
      }
    };

    /**
     * Whether a cookie-borne request comes from the portal itself. Browsers say so in Sec-Fetch-Site;
     * older ones in Origin (POST) or Referer (a followed link). A request with none of them is not a
     * browser's cross-site request.
     */
    function fromOwnSite(req: FastifyRequest): boolean {
      const site = req.headers['sec-fetch-site'];
      const origin = req.headers.origin;
      if (site === 'same-origin' || site === 'none') return origin ? sameHost(origin, req) : true;
      if (site === 'cross-site' || site === 'same-site') return !!origin && app.config.ALLOWED_ORIGINS.includes(origin);
      if (origin) return sameHost(origin, req);
      const referer = req.headers.referer;
      if (referer) return sameHost(referer, req);
      return true;
    }

    /** The route's own rule, once the session (if any) is known: a refusal, or nothing. */
    const refusal = (req: FastifyRequest, cfg: FastifyContextConfig): BizError | undefined => {
      if (!(cfg.auth === 'required' || (cfg.roles?.length ?? 0) > 0)) return undefined;
      if (!req.auth) return new BizError(req.authProblem ?? CODES.NOT_LOGGED_IN);
      if (cfg.roles?.length && !cfg.roles.some((r: Role) => req.auth!.roles.includes(r))) return new BizError(CODES.FORBIDDEN);
      return undefined;
    };

    // A callback hook: a request without a token (every anonymous reader) costs no promise.
    app.addHook('onRequest', (req, _reply, done) => {
      if (!req.url.startsWith('/api/')) return done();
      const found = readToken(req);
      const cfg = req.routeOptions.config ?? {};
      if (found?.source === 'cookie' && (UNSAFE.has(req.method) || cfg.stateChanging) && !fromOwnSite(req)) {
        return done(new BizError(CODES.CROSS_SITE, undefined, null, 403));
      }
      if (!found) return done(refusal(req, cfg));
      resolveSession(app.db, policy, found.token).then(
        (r) => {
          if (r.ok) {
            req.auth = r.auth;
            req.tokenSource = found.source;
          } else {
            req.authProblem = r.code;
          }
          done(refusal(req, cfg));
        },
        (err: Error) => done(err),
      );
    });

    // Anything answered to a signed-in request is personal: never cached.
    app.addHook('onSend', (req, reply, _payload, done) => {
      if (req.auth || req.url.startsWith('/api/admin/') || req.url.startsWith('/api/auth/')) reply.header('cache-control', 'no-store');
      done();
    });
  },
  { name: 'portal-session' },
);

export function setSessionCookies(
  app: { config: { COOKIE_SECURE: boolean; SESSION_ABSOLUTE_HOURS: number } },
  reply: FastifyReply,
  token: string,
) {
  const common = {
    path: '/',
    sameSite: 'lax' as const,
    secure: app.config.COOKIE_SECURE,
    maxAge: app.config.SESSION_ABSOLUTE_HOURS * 3600,
  };
  reply.setCookie(TOKEN_COOKIE, token, { ...common, httpOnly: true });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...common, httpOnly: false });
}

/** The device cookie: which browser an account signed in from before (see accounts/service). */
export const DEVICE_COOKIE = 'portal-device';

export function setDeviceCookie(app: { config: { COOKIE_SECURE: boolean } }, reply: FastifyReply, token: string) {
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/auth',
    sameSite: 'lax',
    secure: app.config.COOKIE_SECURE,
    httpOnly: true,
    maxAge: 365 * 24 * 3600,
  });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(TOKEN_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}
