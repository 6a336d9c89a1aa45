// Reads the answer of a message file upload (/file/upload/uploadFiles, use 'message'): code '000'
// with { oldName, newName, imgPath } entries that carry a route, or why it failed.
import type { MessageFile } from './message-rules';

const SESSION_CODES = ['014', '015', '016', '017', '002'];

export type MessageUpload = { ok: true; files: MessageFile[] } | { ok: false; reason: 'failed' | 'session'; code: string; msg: string };

export function readMessageUpload(body: unknown): MessageUpload {
  if (!body || typeof body !== 'object') return { ok: false, reason: 'failed', code: '', msg: '' };
  const { code, msg, data } = body as { code?: unknown; msg?: unknown; data?: unknown };
  const c = code === undefined || code === null ? '' : String(code);
  const text = typeof msg === 'string' ? msg.trim() : '';
  if (c !== '000') return { ok: false, reason: SESSION_CODES.includes(c) ? 'session' : 'failed', code: c, msg: c ? text : '' };
  const list = Array.isArray(data) ? data : data && typeof data === 'object' ? [data] : [];
  const files: MessageFile[] = [];
  for (const e of list as Record<string, unknown>[]) {
    const route = typeof e?.imgPath === 'string' ? e.imgPath : '';
    const after = typeof e?.newName === 'string' ? e.newName : '';
    if (!route || !after) return { ok: false, reason: 'failed', code: c, msg: '' };
    files.push({ fileNameAfter: after, fileName: typeof e.oldName === 'string' && e.oldName ? e.oldName : after, fileRoute: route });
  }
  return files.length ? { ok: true, files } : { ok: false, reason: 'failed', code: c, msg: '' };
}
