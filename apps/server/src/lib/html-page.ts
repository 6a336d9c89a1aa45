// Small pages the server draws itself (the sandbox's pay page, the demo chat page) and SVG texts:
// HTML escaping, and the language of a page opened without the app (from a QR code or a link).
import type { FastifyRequest } from 'fastify';
import { LANG_COOKIE, normalizeLang, type Lang } from '@portal/shared';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's language: the language cookie, then Accept-Language (zh before en), then cn. */
export function pageLang(req: FastifyRequest): Lang {
  const fromCookie = normalizeLang(req.cookies?.[LANG_COOKIE]);
  if (fromCookie) return fromCookie;
  const accept = String(req.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((x) => x.tag)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of accept) {
    if (tag.startsWith('zh')) return 'cn';
    if (tag.startsWith('en')) return 'en';
  }
  return 'cn';
}
