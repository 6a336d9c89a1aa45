// Readable cookies only: the session token itself is HttpOnly and never visible here. On the
// server (first-screen rendering) they are the request's (lib/render-context).
import { renderContext } from './render-context';

const cookies = () => renderContext()?.cookie ?? document.cookie;

export function getCookie(name: string, source: string = cookies()): string | undefined {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export function setCookie(name: string, value: string, maxAgeSeconds = 365 * 24 * 3600): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0; samesite=lax`;
}
