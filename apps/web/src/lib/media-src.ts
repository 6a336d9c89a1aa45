// Addresses of the portal's generated pictures (lib/display re-exports them).
import type { Lang } from '@portal/shared';

/**
 * A generated picture of the portal (/api/media/...) in the interface language: the server draws
 * English texts only for ?lang=en. Other addresses, and ones that already name a language, pass.
 */
export function mediaSrc(url: string, lang: Lang): string {
  if (lang !== 'en' || !url.startsWith('/api/media/') || url.includes('?')) return url;
  return `${url}?lang=en`;
}

/**
 * The phone shape of a generated picture that has one (article covers, home banners: ?shape=narrow),
 * or null: operators' own pictures have no other shape.
 */
export function narrowMediaSrc(src: string): string | null {
  if (!/^\/api\/media\/(article|banner)\//.test(src)) return null;
  return `${src}${src.includes('?') ? '&' : '?'}shape=narrow`;
}
