// The real type of an uploaded file, read from its first bytes, and whether it agrees with the
// extension. A renamed executable or HTML page does not pass as a PDF or a picture.

export type Family = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'svg' | 'ole' | 'zip';

const EXT_FAMILY: Record<string, Family> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  pdf: 'pdf',
  svg: 'svg',
  doc: 'ole',
  dot: 'ole',
  xls: 'ole',
  docx: 'zip',
  dotx: 'zip',
  docm: 'zip',
  dotm: 'zip',
  xlsx: 'zip',
};

export const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  doc: 'application/msword',
  dot: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  dotx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.template',
  docm: 'application/vnd.ms-word.document.macroEnabled.12',
  dotm: 'application/vnd.ms-word.template.macroEnabled.12',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const startsWith = (b: Buffer, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);

export function sniff(b: Buffer): Family | undefined {
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a') return 'gif';
  if (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (b.subarray(0, 1024).toString('latin1').includes('%PDF-')) return 'pdf';
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  const head = b.subarray(0, 2048).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if ((head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!--')) && /<svg[\s>]/i.test(head)) return 'svg';
  return undefined;
}

/** Lower-case extension of a client file name, or '' (only the last dot counts). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const i = base.lastIndexOf('.');
  return i > 0 ? base.slice(i + 1).toLowerCase() : '';
}

export function matches(ext: string, bytes: Buffer): boolean {
  const fam = EXT_FAMILY[ext];
  return fam !== undefined && sniff(bytes) === fam;
}
