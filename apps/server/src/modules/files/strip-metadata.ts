// Removes the metadata of uploaded pictures before they are stored: EXIF (camera, time, GPS
// position), XMP, IPTC and comments, in JPEG, PNG, WebP and GIF. The picture data itself is copied
// byte for byte, so nothing is re-encoded. A picture whose structure cannot be walked is refused by
// the caller.
//
// The walkers read the file as it arrives (uploads are streamed to storage, never held whole): each
// is a chain of steps that either wait for a few header bytes (at most 255), or pass or drop a
// counted run of bytes, or (JPEG scans) copy up to the next marker. Memory stays a few bytes per
// upload whatever the picture's size.
import { Transform } from 'node:stream';

export class BrokenPictureError extends Error {
  constructor() {
    super('broken picture structure');
  }
}

type Step =
  /** Wait for exactly n bytes (n small) and decide. */
  | { kind: 'need'; n: number; then: (head: Buffer) => Step }
  /** n bytes copied ('keep'), left out ('drop') or written as zeros ('zero'), then go on. */
  | { kind: 'pass'; n: number; mode: 'keep' | 'drop' | 'zero'; then: () => Step }
  /** Output these bytes, then go on. */
  | { kind: 'emit'; bytes: Buffer; next: Step }
  /** JPEG entropy-coded data: copy up to a marker that is neither a stuffed byte (FF00) nor a restart (FFD0-FFD7). */
  | { kind: 'scan'; then: () => Step }
  /** The picture ended; anything after it is not kept. */
  | { kind: 'done' }
  | { kind: 'fail' };

const need = (n: number, then: (head: Buffer) => Step): Step => ({ kind: 'need', n, then });
const pass = (n: number, mode: 'keep' | 'drop' | 'zero', then: () => Step): Step => ({ kind: 'pass', n, mode, then });
/** Output `bytes`, then go on with `next`. */
const emitThen = (bytes: Buffer, next: Step): Step => (bytes.length ? { kind: 'emit', bytes, next } : next);
const DONE: Step = { kind: 'done' };
const FAIL: Step = { kind: 'fail' };

/** Runs a chain of steps over the bytes written to it; answers the bytes to keep. */
class Walker {
  private pending: Buffer = Buffer.alloc(0);
  private out: Buffer[] = [];
  constructor(private step: Step) {}

  get finished() {
    return this.step.kind === 'done';
  }

  /** Bytes of the picture to keep so far; throws BrokenPictureError. */
  write(chunk: Buffer): Buffer[] {
    if (this.step.kind === 'done') return [];
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    this.run();
    const out = this.out;
    this.out = [];
    return out;
  }

  /** The input ended: throws unless the picture was complete. */
  end(): void {
    if (this.step.kind !== 'done') throw new BrokenPictureError();
  }

  private emit(b: Buffer) {
    if (b.length) this.out.push(b);
  }

  private run() {
    for (;;) {
      const s = this.step;
      const p = this.pending;
      switch (s.kind) {
        case 'fail':
          throw new BrokenPictureError();
        case 'done':
          this.pending = Buffer.alloc(0);
          return;
        case 'emit':
          this.emit(s.bytes);
          this.step = s.next;
          break;
        case 'need': {
          if (p.length < s.n) return;
          // A copy: the rest of the input chunk need not stay in memory with it.
          const head = Buffer.from(p.subarray(0, s.n));
          this.pending = p.subarray(s.n);
          this.step = s.then(head);
          break;
        }
        case 'pass': {
          const take = Math.min(s.n, p.length);
          if (s.mode === 'keep') this.emit(p.subarray(0, take));
          else if (s.mode === 'zero') this.emit(Buffer.alloc(take));
          this.pending = p.subarray(take);
          if (take < s.n) {
            this.step = { ...s, n: s.n - take };
            return;
          }
          this.step = s.then();
          break;
        }
        case 'scan': {
          let j = 0;
          while (j + 1 < p.length && !(p[j] === 0xff && p[j + 1] !== 0x00 && !(p[j + 1] >= 0xd0 && p[j + 1] <= 0xd7))) j++;
          if (j + 1 < p.length) {
            this.emit(p.subarray(0, j));
            this.pending = p.subarray(j);
            this.step = s.then();
            break;
          }
          // No marker yet: keep the last byte back (it may be the FF of one).
          const keep = p.length && p[p.length - 1] === 0xff ? 1 : 0;
          this.emit(p.subarray(0, p.length - keep));
          this.pending = Buffer.from(p.subarray(p.length - keep));
          return;
        }
      }
    }
  }
}

// JPEG: walk every segment, also between the scans of a progressive picture, drop the metadata
// segments, and end at the picture's end-of-image marker: anything after it (a second picture of a
// phone's multi-picture file, with its own EXIF) is not kept.

/** Markers of segments that carry metadata: APP1 (EXIF, XMP), APP12, APP13 (IPTC), COM; APP2 when it holds MPF (more pictures). */
const JPEG_DROP = new Set([0xe1, 0xec, 0xed, 0xfe]);

function jpeg(): Step {
  return need(2, (soi) => {
    if (soi[0] !== 0xff || soi[1] !== 0xd8) return FAIL;
    return emitThen(soi, jpegMarker());
  });
}

/** At a marker: FF, then fill bytes (more FF), then the marker's code. */
function jpegMarker(): Step {
  return need(1, (ff) => (ff[0] !== 0xff ? FAIL : jpegCode()));
}

function jpegCode(): Step {
  return need(1, ([marker]): Step => {
    if (marker === 0xff) return jpegCode(); // a fill byte
    if (marker === 0xd9) return emitThen(Buffer.from([0xff, 0xd9]), DONE);
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) return emitThen(Buffer.from([0xff, marker]), jpegMarker());
    return need(2, (lenBytes) => {
      const len = lenBytes.readUInt16BE(0);
      if (len < 2) return FAIL;
      const head = Buffer.from([0xff, marker, lenBytes[0], lenBytes[1]]);
      // Start of scan: its header, then the entropy-coded data up to the next real marker.
      if (marker === 0xda)
        return emitThen(
          head,
          pass(len - 2, 'keep', () => ({ kind: 'scan', then: jpegMarker })),
        );
      if (marker === 0xe2 && len - 2 >= 4)
        return need(4, (peek) =>
          peek.toString('latin1') === 'MPF\0'
            ? pass(len - 6, 'drop', jpegMarker)
            : emitThen(Buffer.concat([head, peek]), pass(len - 6, 'keep', jpegMarker)),
        );
      if (JPEG_DROP.has(marker)) return pass(len - 2, 'drop', jpegMarker);
      return emitThen(head, pass(len - 2, 'keep', jpegMarker));
    });
  });
}

// PNG: drop eXIf and the text chunks (tEXt, zTXt, iTXt) and tIME; end at IEND.
const PNG_SIG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_DROP = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

function png(): Step {
  return need(8, (sig) => (sig.equals(PNG_SIG) ? emitThen(sig, pngChunk()) : FAIL));
}

function pngChunk(): Step {
  return need(8, (head) => {
    const len = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    if (len > 0x7fffffff) return FAIL;
    const keep = !PNG_DROP.has(type);
    const after = () => (type === 'IEND' ? DONE : pngChunk());
    return emitThen(keep ? head : Buffer.alloc(0), pass(len + 4, keep ? 'keep' : 'drop', after));
  });
}

// WebP: the EXIF and XMP chunks are overwritten with a padding chunk ('JUNK', zeros) of the same
// length, which readers skip, and their flags are cleared in VP8X. The RIFF header comes first and
// gives the file's length, so chunks are replaced rather than dropped: the length stays right
// without reading the whole file first.
function webp(): Step {
  return need(12, (head) => {
    if (head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WEBP') return FAIL;
    const size = head.readUInt32LE(4);
    if (size < 4 || size % 2) return FAIL;
    return emitThen(head, webpChunk(size - 4));
  });
}

function webpChunk(left: number): Step {
  if (left === 0) return DONE;
  if (left < 8) return FAIL;
  return need(8, (head) => {
    const type = head.toString('latin1', 0, 4);
    const len = head.readUInt32LE(4);
    const padded = len + (len % 2);
    if (8 + padded > left) return FAIL;
    const next = () => webpChunk(left - 8 - padded);
    if (type === 'EXIF' || type === 'XMP ') {
      const junk = Buffer.from(head);
      junk.write('JUNK', 0, 'latin1');
      return emitThen(junk, pass(padded, 'zero', next));
    }
    if (type === 'VP8X' && len >= 1)
      return need(padded, (body) => {
        body[0] &= ~(0x08 | 0x04);
        return emitThen(Buffer.concat([head, body]), next());
      });
    return emitThen(head, pass(padded, 'keep', next));
  });
}

// GIF: drop comment extensions and application extensions other than the looping one (XMP lives
// there); end at the trailer.
function gif(): Step {
  return need(13, (head) => {
    const sig = head.toString('latin1', 0, 6);
    if (sig !== 'GIF87a' && sig !== 'GIF89a') return FAIL;
    const table = head[10] & 0x80 ? 3 * (1 << ((head[10] & 0x07) + 1)) : 0; // global colour table
    return emitThen(head, pass(table, 'keep', gifBlock));
  });
}

/** Data sub-blocks: a length byte and that many bytes, until a zero length. */
function gifSubBlocks(mode: 'keep' | 'drop', then: () => Step): Step {
  return need(1, (n) => {
    const out = mode === 'keep' ? n : Buffer.alloc(0);
    if (n[0] === 0) return emitThen(out, then());
    return emitThen(
      out,
      pass(n[0], mode, () => gifSubBlocks(mode, then)),
    );
  });
}

function gifBlock(): Step {
  return need(1, ([kind]) => {
    if (kind === 0x3b) return emitThen(Buffer.from([0x3b]), DONE);
    if (kind === 0x21)
      return need(1, ([label]) => {
        const intro = Buffer.from([0x21, label]);
        if (label === 0xfe) return gifSubBlocks('drop', gifBlock);
        if (label !== 0xff) return emitThen(intro, gifSubBlocks('keep', gifBlock));
        // Application extension: its first sub-block names the application.
        return need(1, ([n]) => {
          if (n === 0) return gifBlock(); // an empty application extension: dropped
          return need(n, (first) => {
            const app = first.toString('latin1', 0, 11);
            const keep = app === 'NETSCAPE2.0' || app === 'ANIMEXTS1.0';
            return keep
              ? emitThen(Buffer.concat([intro, Buffer.from([n]), first]), gifSubBlocks('keep', gifBlock))
              : gifSubBlocks('drop', gifBlock);
          });
        });
      });
    if (kind === 0x2c)
      return need(9, (desc) => {
        const table = desc[8] & 0x80 ? 3 * (1 << ((desc[8] & 0x07) + 1)) : 0; // local colour table
        return emitThen(
          Buffer.concat([Buffer.from([0x2c]), desc]),
          pass(table, 'keep', () => need(1, (lzw) => emitThen(lzw, gifSubBlocks('keep', gifBlock)))),
        );
      });
    return FAIL;
  });
}

const WALKERS: Record<string, () => Step> = { jpg: jpeg, jpeg, png, webp, gif };

/** Whether pictures of this extension are walked (and their metadata removed). */
export const isPicture = (ext: string) => ext in WALKERS;

/** A stream that passes the picture on without its metadata; it fails with BrokenPictureError. */
export function stripMetadataStream(ext: string): Transform {
  const start = WALKERS[ext];
  if (!start) return new Transform({ transform: (chunk, _enc, cb) => cb(null, chunk) });
  const w = new Walker(start());
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      try {
        for (const b of w.write(chunk)) this.push(b);
        cb();
      } catch (e) {
        cb(e as Error);
      }
    },
    flush(cb) {
      try {
        w.end();
        cb();
      } catch (e) {
        cb(e as Error);
      }
    },
  });
}

/**
 * The picture without its metadata, the same bytes for other types, or null when a picture's
 * structure is broken.
 */
export function stripMetadata(ext: string, bytes: Buffer): Buffer | null {
  const start = WALKERS[ext];
  if (!start) return bytes;
  const w = new Walker(start());
  try {
    const out = w.write(bytes);
    w.end();
    return Buffer.concat(out);
  } catch (e) {
    if (e instanceof BrokenPictureError) return null;
    throw e;
  }
}
