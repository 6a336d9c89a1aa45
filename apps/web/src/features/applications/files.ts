// Links to a student's files: only same-site paths and http(s) addresses become links, so a stored
// route can never be a script URL.
import type { FileRecord } from '@portal/shared';

export function fileHref(f: Partial<Pick<FileRecord, 'fileRoute' | 'url'>>): string | undefined {
  for (const v of [f.fileRoute, f.url]) {
    if (typeof v !== 'string' || !v) continue;
    if (v.startsWith('/') && !v.startsWith('//')) return v;
    if (/^https?:\/\//i.test(v)) return v;
  }
  return undefined;
}

/** The name shown for a file: the original name when known. */
export const fileName = (f: Partial<FileRecord>): string => f.fileName || f.name || f.fileNameAfter || f.fileRoute || '-';
