// What the wizard's uploads check before sending a file and how an upload answer becomes a
// FileRecord (spec 001 sections 3 and 5). No React here: the checks are unit tested.
import { UPLOAD_LIMITS, msgKey, type FileRecord, type MessageKey, type UploadUse, type UploadedFile } from '@portal/shared';

/** The upload purposes the wizard uses: application attachments and refusal/visa letters. */
export type WizardUploadUse = Extract<UploadUse, 'attachment' | 'visa'>;

/** The wrong-type message differs: attachments name no formats, letters name theirs. */
const TYPE_MESSAGE: Record<WizardUploadUse, MessageKey> = { attachment: 'fileType', visa: 'visaFileType' };

/**
 * What the hint under an upload says: the formats and the size limit of UPLOAD_LIMITS, the list the
 * check below and the server's check read too, so the hint never offers a format that is refused.
 */
export function uploadHintParams(use: WizardUploadUse): { extensions: readonly string[]; maxMb: number } {
  const limits = UPLOAD_LIMITS[use];
  return { extensions: limits.extensions, maxMb: Math.round(limits.maxBytes / (1024 * 1024)) };
}

export const extensionOf = (name: string) => {
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i + 1).toLowerCase();
};

/** The `accept` attribute of the file input: only what the check accepts. */
export const acceptOf = (use: WizardUploadUse) => UPLOAD_LIMITS[use].extensions.map((e) => `.${e}`).join(',');

/** The message key (with parameters) refusing a file before upload, or null when it may go. */
export function checkFile(file: { name: string; size: number }, use: WizardUploadUse): string | null {
  const limits = UPLOAD_LIMITS[use];
  if (!(limits.extensions as readonly string[]).includes(extensionOf(file.name))) return msgKey(TYPE_MESSAGE[use]);
  if (file.size > limits.maxBytes) return msgKey('fileSize15');
  return null;
}

/** Attachments: the type must be chosen first (请选择附件类型), then the file checks. */
export function checkAttachment(file: { name: string; size: number }, annexType: string | null | undefined): string | null {
  if (!annexType) return msgKey('attachmentType');
  return checkFile(file, 'attachment');
}

/**
 * Too few files for the selected types: 'N fewer attachments' (as the shared schema says), or
 * null. With no file at all the field's own 请上传 applies instead.
 */
export function attachmentCountError(
  types: readonly unknown[] | null | undefined,
  files: readonly unknown[] | null | undefined,
): string | null {
  const missing = (types?.length ?? 0) - (files?.length ?? 0);
  if (!files?.length || missing <= 0) return null;
  return msgKey('fewerAttachments', { n: missing });
}

/** The answer entry as the form keeps it; annexType ties an attachment to its type. */
export function toFileRecord(u: UploadedFile, annexType?: string | null): FileRecord {
  const rec: FileRecord = { fileName: u.oldName, fileNameAfter: u.newName, fileRoute: u.imgPath, name: u.oldName, url: u.imgPath };
  if (annexType) rec.annexType = annexType;
  return rec;
}

export type UploadOutcome =
  { ok: true; records: FileRecord[] } | { ok: false; reason: 'failed' | 'noRoute' | 'session'; code?: string; msg?: string };

const SESSION_CODES = ['014', '015', '016', '017', '002'];

/**
 * Reads the upload answer: code '000' with entries that all carry a route; a '000' answer with an
 * empty route is the spec's 'check the attachments' case; any other code is a failed upload.
 */
export function readUploadAnswer(body: unknown, annexType?: string | null): UploadOutcome {
  if (!body || typeof body !== 'object') return { ok: false, reason: 'failed' };
  const { code, msg, data } = body as { code?: unknown; msg?: unknown; data?: unknown };
  const c = code === undefined || code === null ? '' : String(code);
  if (c !== '000')
    return { ok: false, reason: SESSION_CODES.includes(c) ? 'session' : 'failed', code: c, msg: typeof msg === 'string' ? msg : '' };
  const list = Array.isArray(data) ? data : data && typeof data === 'object' ? [data] : [];
  const entries = list.filter((d): d is Record<string, unknown> => !!d && typeof d === 'object');
  if (entries.length === 0) return { ok: false, reason: 'noRoute' };
  const records: FileRecord[] = [];
  for (const e of entries) {
    const imgPath = typeof e.imgPath === 'string' ? e.imgPath : '';
    if (!imgPath) return { ok: false, reason: 'noRoute' };
    records.push(toFileRecord({ oldName: String(e.oldName ?? ''), newName: String(e.newName ?? ''), imgPath }, annexType));
  }
  return { ok: true, records };
}

/**
 * What a failed upload tells the user: the server's refusal (it names the reason, a file whose
 * content is not its format for one, in the language of the request), else `fallback`.
 */
export function uploadFailureText(out: UploadOutcome, fallback: string): string {
  return (!out.ok && out.reason === 'failed' && out.msg?.trim()) || fallback;
}

/** Records the form may hold: only entries with a route (what the schema and server accept). */
export function fileRecordsOf(v: unknown): FileRecord[] {
  if (!Array.isArray(v)) return [];
  return v.filter(
    (f): f is FileRecord =>
      !!f && typeof f === 'object' && typeof (f as FileRecord).fileRoute === 'string' && (f as FileRecord).fileRoute !== '',
  );
}
