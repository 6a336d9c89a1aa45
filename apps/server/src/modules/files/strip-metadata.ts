// Removes the metadata of uploaded pictures before they are stored: EXIF (camera, time, GPS
// position), XMP, IPTC and comments. The picture data itself is copied byte for byte, so nothing
// is re-encoded. A picture whose structure cannot be walked is refused by the caller.

/** JPEG: drop APP1 (EXIF, XMP), APP12, APP13 (IPTC) and COM segments; keep the rest. */
function stripJpeg(b: Buffer): Buffer | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  const out: Buffer[] = [b.subarray(0, 2)];
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      out.push(b.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (marker === 0xda) {
      // Start of scan: the image data runs to the end (EOI included).
      out.push(b.subarray(i));
      return Buffer.concat(out);
    }
    const len = b.readUInt16BE(i + 2);
    if (len < 2 || i + 2 + len > b.length) return null;
    const drop = marker === 0xe1 || marker === 0xec || marker === 0xed || marker === 0xfe;
    if (!drop) out.push(b.subarray(i, i + 2 + len));
    i += 2 + len;
  }
  return null;
}

const PNG_SIG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_DROP = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

/** PNG: drop eXIf and the text chunks (tEXt, zTXt, iTXt) and tIME. */
function stripPng(b: Buffer): Buffer | null {
  if (!b.subarray(0, 8).equals(PNG_SIG)) return null;
  const out: Buffer[] = [PNG_SIG];
  let i = 8;
  while (i + 12 <= b.length) {
    const len = b.readUInt32BE(i);
    const type = b.toString('latin1', i + 4, i + 8);
    const end = i + 12 + len;
    if (end > b.length) return null;
    if (!PNG_DROP.has(type)) out.push(b.subarray(i, end));
    i = end;
    if (type === 'IEND') return Buffer.concat(out);
  }
  return null;
}

/** WebP: drop the EXIF and XMP chunks and clear their flags in VP8X. */
function stripWebp(b: Buffer): Buffer | null {
  if (b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunks: Buffer[] = [];
  let i = 12;
  while (i + 8 <= b.length) {
    const type = b.toString('latin1', i, i + 4);
    const len = b.readUInt32LE(i + 4);
    const end = i + 8 + len + (len % 2);
    if (i + 8 + len > b.length) return null;
    if (type !== 'EXIF' && type !== 'XMP ') {
      const chunk = Buffer.from(b.subarray(i, Math.min(end, b.length)));
      if (type === 'VP8X' && chunk.length > 8) chunk[8] &= ~(0x08 | 0x04);
      chunks.push(chunk);
    }
    i = end;
  }
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

/**
 * The picture without its metadata, the same bytes for other types, or null when a picture's
 * structure is broken.
 */
export function stripMetadata(ext: string, bytes: Buffer): Buffer | null {
  if (ext === 'jpg' || ext === 'jpeg') return stripJpeg(bytes);
  if (ext === 'png') return stripPng(bytes);
  if (ext === 'webp') return stripWebp(bytes);
  return bytes;
}
