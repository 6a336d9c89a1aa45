// The real type of an uploaded file, read from its bytes with file-type (whole signatures, and the
// parts list of Office zips), and whether it agrees with the extension. A renamed executable, an
// HTML page with '%PDF-' in a comment, or an SVG named .png does not pass. Uploads are checked
// as they stream (typeCheck): the bytes go on to the storage while a copy is read by file-type.
import { once } from 'node:events';
import { PassThrough, Transform } from 'node:stream';
import { fileTypeFromBuffer, fileTypeFromStream } from 'file-type/node';

/** Extension of the name → the types file-type may find for it. doc, dot and xls are OLE containers (cfb). */
const ACCEPTED: Record<string, readonly string[]> = {
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  gif: ['gif'],
  webp: ['webp'],
  pdf: ['pdf'],
  doc: ['cfb'],
  dot: ['cfb'],
  xls: ['cfb'],
  docx: ['docx'],
  dotx: ['dotx'],
  docm: ['docm'],
  dotm: ['dotm'],
  xlsx: ['xlsx'],
};

export const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  dot: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  dotx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.template',
  docm: 'application/vnd.ms-word.document.macroEnabled.12',
  dotm: 'application/vnd.ms-word.template.macroEnabled.12',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Lower-case extension of a client file name, or '' (only the last dot counts). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const i = base.lastIndexOf('.');
  return i > 0 ? base.slice(i + 1).toLowerCase() : '';
}

export async function matches(ext: string, bytes: Buffer): Promise<boolean> {
  const accepted = ACCEPTED[ext];
  if (!accepted || bytes.length === 0) return false;
  const found = await fileTypeFromBuffer(bytes);
  return found !== undefined && accepted.includes(found.ext);
}

/**
 * A stream stage that passes the bytes on unchanged while file-type reads a copy of them, until it
 * has its answer (usually from the first few kilobytes; an Office zip's parts list may take more).
 * The copy respects back-pressure, so nothing piles up in memory. The stage fails with
 * WrongTypeError as soon as the type is known to be wrong, and does not end before the type is
 * known to be right: what follows it (the storage) never sees a complete file of the wrong type.
 */
export function typeCheck(ext: string): Transform {
  const accepted = ACCEPTED[ext] ?? [];
  const copy = new PassThrough();
  let reading = true;
  let size = 0;
  const verdict = fileTypeFromStream(copy)
    .then((found) => found !== undefined && accepted.includes(found.ext))
    .catch(() => false)
    .finally(() => {
      reading = false;
      copy.destroy();
    });
  const stage = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      if (!reading || copy.write(chunk)) return cb(null, chunk);
      // The reader is behind: wait for it (or for its answer) before taking more.
      void Promise.race([once(copy, 'drain').catch(() => undefined), verdict]).then(() => cb(null, chunk));
    },
    flush(cb) {
      if (reading) copy.end();
      void verdict.then((ok) => cb(ok && size > 0 ? null : new WrongTypeError()));
    },
  });
  void verdict.then((ok) => {
    if (!ok) stage.destroy(new WrongTypeError());
  });
  return stage;
}

export class WrongTypeError extends Error {
  constructor() {
    super('file type does not match its extension');
  }
}

/** Characters that change the reading direction (a name like 'invoice‮fdp.exe' shows as 'invoiceexe.pdf'). */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/g;

/** The client's file name as kept for display: no folders, no direction or control characters. */
export function cleanFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(BIDI, '').replace(CONTROL, '').trim();
  return (base || 'file').slice(0, 255);
}
