// Removes the metadata of uploaded pictures before they are stored: EXIF (camera, time, GPS
// position), XMP, IPTC and comments, in JPEG, PNG, WebP and GIF. The picture data itself is copied byte for byte, so nothing
// is re-encoded. A picture whose structure cannot be walked is refused by the caller.

/** Markers of segments that carry metadata: APP1 (EXIF, XMP), APP2 holding MPF (more pictures), APP12, APP13 (IPTC), COM. */
function dropsJpegSegment(b: Buffer, at: number, marker: number): boolean {
  if (marker === 0xe1 || marker === 0xec || marker === 0xed || marker === 0xfe) return true;
  return marker === 0xe2 && b.toString('latin1', at + 4, at + 8) === 'MPF\0';
}

/**
 * JPEG: walk every segment, also between the scans of a progressive picture, drop the metadata
 * segments, and end at the picture's end-of-image marker: anything after it (a second picture of a
 * phone's multi-picture file, with its own EXIF) is not kept.
 */
function stripJpeg(b: Buffer): Buffer | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  const out: Buffer[] = [b.subarray(0, 2)];
  let i = 2;
  while (i + 2 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      out.push(b.subarray(i, i + 2));
      return Buffer.concat(out);
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      out.push(b.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (i + 4 > b.length) return null;
    const len = b.readUInt16BE(i + 2);
    if (len < 2 || i + 2 + len > b.length) return null;
    const segEnd = i + 2 + len;
    if (marker === 0xda) {
      // Start of scan: its header, then the entropy-coded data up to the next marker that is not a
      // stuffed byte (FF00) or a restart marker (FFD0-FFD7).
      let j = segEnd;
      while (j + 1 < b.length && !(b[j] === 0xff && b[j + 1] !== 0x00 && !(b[j + 1] >= 0xd0 && b[j + 1] <= 0xd7))) j++;
      if (j + 1 >= b.length) return null;
      out.push(b.subarray(i, j));
      i = j;
      continue;
    }
    if (!dropsJpegSegment(b, i, marker)) out.push(b.subarray(i, segEnd));
    i = segEnd;
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

/** Skips GIF data sub-blocks from `i`; answers the index after the block terminator, or -1. */
function gifSubBlocks(b: Buffer, i: number): number {
  while (i < b.length) {
    const n = b[i];
    i += 1 + n;
    if (n === 0) return i;
  }
  return -1;
}

/** GIF: drop comment extensions and application extensions other than the looping one (XMP lives there). */
function stripGif(b: Buffer): Buffer | null {
  const head = b.toString('latin1', 0, 6);
  if (head !== 'GIF87a' && head !== 'GIF89a') return null;
  if (b.length < 13) return null;
  let i = 13;
  if (b[10] & 0x80) i += 3 * (1 << ((b[10] & 0x07) + 1)); // global colour table
  const out: Buffer[] = [b.subarray(0, i)];
  while (i < b.length) {
    const kind = b[i];
    if (kind === 0x3b) {
      out.push(b.subarray(i, i + 1));
      return Buffer.concat(out);
    }
    if (kind === 0x21) {
      const label = b[i + 1];
      const end = gifSubBlocks(b, i + 2);
      if (end < 0) return null;
      const app = label === 0xff ? b.toString('latin1', i + 3, i + 14) : '';
      const drop = label === 0xfe || (label === 0xff && app !== 'NETSCAPE2.0' && app !== 'ANIMEXTS1.0');
      if (!drop) out.push(b.subarray(i, end));
      i = end;
      continue;
    }
    if (kind === 0x2c) {
      let j = i + 10;
      if (j > b.length) return null;
      if (b[i + 9] & 0x80) j += 3 * (1 << ((b[i + 9] & 0x07) + 1)); // local colour table
      const end = gifSubBlocks(b, j + 1); // after the LZW minimum code size
      if (end < 0) return null;
      out.push(b.subarray(i, end));
      i = end;
      continue;
    }
    return null;
  }
  return null;
}

/**
 * The picture without its metadata, the same bytes for other types, or null when a picture's
 * structure is broken.
 */
export function stripMetadata(ext: string, bytes: Buffer): Buffer | null {
  if (ext === 'jpg' || ext === 'jpeg') return stripJpeg(bytes);
  if (ext === 'png') return stripPng(bytes);
  if (ext === 'webp') return stripWebp(bytes);
  if (ext === 'gif') return stripGif(bytes);
  return bytes;
}
