// Small real files made in code for upload tests: a PNG, a baseline JPEG, a GIF and a WebP
// container, each optionally carrying metadata (a GPS position) that uploads must strip. Then a
// student file's valid steps and its consents, as the wizard saves them.
import { deflateSync, crc32 } from 'node:zlib';
import type { TestApp } from './helpers';

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

// --- A valid student file through the real calls (steps 2-10 as the wizard saves them) -----------

/** The calls of a test server (test/helpers.ts) a file is filled with. */
type FileCalls = Pick<TestApp, 'post' | 'call'>;

/** A course of a file's school (step 2). */
export const studentCourse = {
  courseName: 'MSc Computer Science',
  courseType: '2',
  courseAge: '1',
  beginDate: '2027-09',
  professionalLink: 'https://example.ac.uk/msc-cs',
  campus: 'Main',
  volSort: '1',
};

/** The guardian of a file (step 7): the student's father, with his own phone number. */
export const studentGuardian = {
  contactName: '张父',
  contactRelation: '1',
  phoneNumber: '13900139000',
  email: 'dad@example.com',
  address: '1 Main Street',
  zipCode: '100000',
};

/** The card step (8) with every secret: card number, CVV and the portal password. */
export const studentCard = {
  cardType: '1',
  cardUsername: 'ZHANG SAN',
  cardNo: '4111 1111 1111 1234',
  cardValidity: '2029-08',
  cardSafetyCode: '321',
  eduPassword: 'secret9',
};

/** The answers of step 11 that ask for nothing more (no refusal, no visa, no earlier application). */
export const studentOther = {
  isNationalCitizens: '1',
  isPr: '0',
  isEnglish: '0',
  firstLanguage: 'Chinese',
  isEnglishBg: '0',
  isRefusal: '0',
  isApplyCountry: '0',
  isApplyVisa: '0',
  isInCountry: '0',
};

/** Saves one step of a file as the wizard does, on the file's current version; answers the envelope. */
/** The body of a wizard save (/stu/update) of one step of a student, based on `version`. */
export const updateBody = (stuId: number, version: number, step: number, fields: object, stuOther: object = {}) => ({
  id: stuId,
  stuId,
  version,
  isOldVersions: 1,
  ...fields,
  stuOther: { currentStep: step, ...stuOther },
});

export async function saveStep(
  t: FileCalls,
  token: string,
  stuId: number,
  step: number,
  fields: object,
  stuOther: object = {},
  extra: object = {},
): Promise<any> {
  const cur = await t.post('/api/clerk/web/stu/info', { id: stuId }, { token });
  return t.post('/api/clerk/web/stu/update', { ...updateBody(stuId, cur.data.version, step, fields, stuOther), ...extra }, { token });
}

/** Uploads a file with the account's token (it must be taken); answers it as a step's file list holds it. */
/** A multipart body of one file under the field name `file`, with its content-type header. */
export function multipartFile(name: string, bytes: Buffer): { body: Buffer; headers: { 'content-type': string } } {
  const boundary = '----portal' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function uploadFile(t: FileCalls, token: string, name: string, bytes: Buffer, use = 'attachment') {
  const { body, headers } = multipartFile(name, bytes);
  const r = await t.call({ method: 'POST', url: `/api/file/upload/uploadFiles?use=${use}`, payload: body, token, headers });
  if (r.body.code !== '000') throw new Error(`upload of ${name} refused: ${JSON.stringify(r.body)}`);
  const f = r.body.data[0];
  return { fileName: f.oldName, fileNameAfter: f.newName, fileRoute: f.imgPath, name: f.oldName, url: f.imgPath };
}

/**
 * Fills every step after the first (2-10) of a file with valid data, as the wizard saves them: one
 * course at `uniId`, the card with its secrets after the sensitive consent, a passport PDF on step
 * 10; with `transfer`, the transfer consent for its schools after (what a submit needs). Every save
 * must succeed. Answers the saves' envelopes, step 2 first.
 */
export async function fillStudentFile(
  t: FileCalls,
  token: string,
  stuId: number,
  { uniId, transfer = false }: { uniId: number; transfer?: boolean },
): Promise<any[]> {
  const steps: [number, object, object?][] = [
    [2, { countryId: '140', agentApplyList: [{ uniId, courseList: [studentCourse] }] }],
    [
      3,
      {
        stuEduList: [
          {
            beginDate: '2019-09-01',
            endDate: '2023-06-30',
            schoolName: 'Peking University',
            majorName: 'Computer Science',
            gpa: '3.6',
            stuDegree: '1',
          },
        ],
      },
    ],
    [4, { stuWorkList: [] }, { isWork: '0' }],
    [5, { stuLanguageList: [{ languageType: '1', totalPoints: '7.0', examDate: '2026-01-10' }] }],
    [6, { stuReferrerList: [] }],
    [7, { stuContactList: [studentGuardian] }],
    [8, {}, studentCard],
    [9, { stuKinsfolkList: [] }, { isApplyKinsfolk: '0' }],
  ];
  await giveFileConsents(t, token, stuId, ['sensitive']);
  const answers: any[] = [];
  const saved = (step: number, r: any) => {
    if (r.code !== '000') throw new Error(`step ${step} refused: ${r.code} ${r.msg}`);
    answers.push(r);
  };
  for (const [step, fields, other] of steps) saved(step, await saveStep(t, token, stuId, step, fields, other));
  const passport = await uploadFile(t, token, 'passport.pdf', PDF);
  saved(10, await saveStep(t, token, stuId, 10, { applyFile: [{ ...passport, annexType: '1' }] }, { annexTypeList: ['1'] }));
  if (transfer) await giveFileConsents(t, token, stuId, ['transfer']);
  return answers;
}
