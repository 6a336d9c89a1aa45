// Readable cookies only: the session token itself is HttpOnly and never visible here.
export function getCookie(name: string, source: string = document.cookie): string | undefined {
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
