// The files of a student file as the workbench shows them: a safe address (same-site paths and
// http(s) only, so a stored route can never be a script URL) and what kind of preview fits.
export type PreviewKind = 'pdf' | 'image' | 'other';

interface FileLike {
  fileRoute?: string | null;
  url?: string | null;
  fileName?: string | null;
  name?: string | null;
  fileNameAfter?: string | null;
}

export function safeFileHref(f: FileLike): string | undefined {
  for (const v of [f.fileRoute, f.url]) {
    if (typeof v !== 'string' || !v) continue;
    if (v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\')) return v;
    if (/^https?:\/\//i.test(v)) return v;
  }
  return undefined;
}

const IMAGE = new Set(['png', 'jpg', 'jpeg', 'webp', 'gif']);

/** By the stored name's extension (the server keeps it), else the original name's. */
export function fileKind(f: FileLike): PreviewKind {
  const names = [f.fileNameAfter, f.fileRoute, f.url, f.fileName, f.name];
  for (const n of names) {
    const m = typeof n === 'string' ? /\.([a-z0-9]{2,5})(?:[?#].*)?$/i.exec(n) : null;
    if (!m) continue;
    const ext = m[1].toLowerCase();
    if (ext === 'pdf') return 'pdf';
    if (IMAGE.has(ext)) return 'image';
    return 'other';
  }
  return 'other';
}
