// Small real files made in code for upload tests: a PNG, a baseline JPEG, a GIF and a WebP
// container, each optionally carrying metadata (a GPS position) that uploads must strip.
import { deflateSync, crc32 } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** A w×h grey PNG; `text` adds a tEXt chunk (as cameras and editors write). */
export function makePng(w = 2, h = 2, text?: string): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((w + 1) * h, 0x80);
  for (let y = 0; y < h; y++) raw[y * (w + 1)] = 0; // filter type per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    ...(text ? [pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1'))] : []),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const seg = (marker: number, body: Buffer) => {
  const head = Buffer.alloc(4);
  head[0] = 0xff;
  head[1] = marker;
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
};

/** An 8×8 grey baseline JPEG; `exif` adds an APP1 Exif segment holding that text. */
export function makeJpeg(exif?: string): Buffer {
  const oneCodeTable = (tcth: number) => Buffer.concat([Buffer.from([tcth, 1]), Buffer.alloc(15, 0), Buffer.from([0x00])]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    ...(exif ? [seg(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), Buffer.from(exif, 'latin1')]))] : []),
    seg(0xdb, Buffer.concat([Buffer.from([0x00]), Buffer.alloc(64, 1)])),
    seg(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0])),
    seg(0xc4, oneCodeTable(0x00)),
    seg(0xc4, oneCodeTable(0x10)),
    seg(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
    // One block: DC difference 0, then end of block; padded with ones.
    Buffer.from([0x3f, 0xff, 0xd9]),
  ]);
}

export const GIF = Buffer.concat([
  Buffer.from('GIF89a', 'latin1'),
  Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b]),
]);

/** A WebP container (VP8X + VP8L) with an EXIF chunk holding `exif` when given. */
export function makeWebp(exif?: string): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const h = Buffer.alloc(8);
    h.write(type, 0, 'latin1');
    h.writeUInt32LE(data.length, 4);
    return Buffer.concat([h, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  };
  const vp8x = Buffer.alloc(10);
  vp8x[0] = exif ? 0x08 : 0;
  const body = Buffer.concat([
    chunk('VP8X', vp8x),
    chunk('VP8L', Buffer.from([0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00])),
    ...(exif ? [chunk('EXIF', Buffer.from(exif, 'latin1'))] : []),
  ]);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Step 1 (basic info) of a student file for the United Kingdom, valid as the wizard checks it. */
export const basicStudent = {
  countryId: '140',
  stuName: '张三',
  stuSpell: 'Zhang San',
  sex: '0',
  birthday: '2004-05-06',
  nationality: 'CN',
  phoneNumber: '13800138000',
  stuEmail: 'zs@example.com',
  zipCode: '100000',
  homeAddress: '1 Main Street, Beijing',
  remarks: '',
};

/**
 * The PIPL consents of a file (issue 15) given through the real call with the owner's token:
 * 'sensitive' before a card, CVV, portal password or passport is saved, 'transfer' (for the schools
 * the file has now) before a submit.
 */
export async function giveFileConsents(
  t: { post(url: string, payload?: unknown, opts?: { token?: string }): Promise<any> },
  token: string,
  stuId: number,
  kinds: ('sensitive' | 'transfer')[] = ['sensitive', 'transfer'],
): Promise<void> {
  for (const kind of kinds) {
    const r = await t.post('/api/privacy/file-consents', { stuId, kind }, { token });
    if (r.code !== '000') throw new Error(`${kind} consent refused: ${JSON.stringify(r)}`);
  }
}

/** For a file made directly in the database: its owner's transfer consent naming its current schools. */
export async function recordTransferConsent(db: { execute(q: unknown): Promise<unknown> }, stuId: number): Promise<void> {
  const { sql } = await import('drizzle-orm');
  const { POLICY_VERSIONS } = await import('@portal/shared');
  await db.execute(
    sql`INSERT INTO consents (user_id, stu_id, kind, version, detail, ip)
        SELECT s.owner_id, s.id, 'transfer', ${POLICY_VERSIONS.transfer},
               jsonb_build_object('uniIds', COALESCE((SELECT jsonb_agg(a.uni_id) FROM student_applies a WHERE a.stu_id = s.id), '[]'::jsonb)),
               '127.0.0.1'
        FROM students s WHERE s.id = ${stuId} AND s.owner_id IS NOT NULL`,
  );
}
