// Uploads and downloads with the S3 storage configured (a fake S3 server, s3rver, on a random
// port): the file streams into the bucket, byte ranges are answered from it, and a refused file
// leaves no object behind.
import { randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { PDF, makeJpeg } from '../../../test/fixtures';
import { startFakeS3, type FakeS3 } from '../../../test/s3';
import { s3Storage, type StorageProvider } from '../../providers/storage';

let s3: FakeS3;
let t: TestApp;
let bucket: StorageProvider;
beforeAll(async () => {
  s3 = await startFakeS3(['uploads']);
  t = await createTestApp(s3.env('uploads'));
  bucket = await s3Storage(s3.settings('uploads'));
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

function multipart(files: { name: string; data: Buffer }[]) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(token: string, url: string, files: { name: string; data: Buffer }[]) {
  const m = multipart(files);
  return (await t.call({ method: 'POST', url, payload: m.payload, headers: m.headers, token })).body;
}

const objects = async () => {
  const out: string[] = [];
  for await (const k of bucket.keys()) out.push(k);
  return out.sort();
};

/** A PDF of about `size` bytes: a real header, then filler. */
const bigPdf = (size: number) => Buffer.concat([PDF, randomBytes(size - PDF.length)]);

describe('uploads with S3 storage', () => {
  it('runs on the S3 provider', () => {
    expect(t.app.storage.name).toBe('s3');
  });

  it('streams an upload into the bucket and serves it whole and by byte range', async () => {
    const { token } = await registerByPhone(t);
    const before = await objects();
    const r = await upload(token, '/api/file/upload/uploadFiles', [
      { name: 'transcript.pdf', data: PDF },
      { name: 'photo.jpg', data: makeJpeg('GPSLatitude 31.2304N') },
    ]);
    expect(r.code, r.msg).toBe('000');
    const added = (await objects()).filter((k) => !before.includes(k));
    expect(added).toHaveLength(2);
    expect(added.map((k) => k.split('/').pop()).sort()).toEqual(r.data.map((f: { newName: string }) => f.newName).sort());

    const url = r.data[0].imgPath;
    const whole = await t.app.inject({ method: 'GET', url, headers: { token } });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(PDF)).toBe(true);
    const part = await t.app.inject({ method: 'GET', url, headers: { token, range: 'bytes=1-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1-3/${PDF.length}`);
    expect(part.rawPayload.toString()).toBe('PDF');
    const tail = await t.app.inject({ method: 'GET', url, headers: { token, range: 'bytes=-6' } });
    expect(tail.rawPayload.equals(PDF.subarray(PDF.length - 6))).toBe(true);

    const photo = await t.app.inject({ method: 'GET', url: r.data[1].imgPath, headers: { token } });
    expect(photo.rawPayload.equals(makeJpeg())).toBe(true);
  });

  it('uploads a file larger than one multipart part and reads a range from its middle', async () => {
    const { token } = await registerByPhone(t);
    const data = bigPdf(12 * 1024 * 1024);
    const r = await upload(token, '/api/file/upload/uploadFiles?use=attachment', [{ name: 'scan.pdf', data }]);
    expect(r.code, r.msg).toBe('000');
    const start = 7 * 1024 * 1024 - 10;
    const part = await t.app.inject({ method: 'GET', url: r.data[0].imgPath, headers: { token, range: `bytes=${start}-${start + 99}` } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(data.subarray(start, start + 100))).toBe(true);
  });

  it('leaves no object for a refused request: wrong type, too large, or one bad part among good ones', async () => {
    const { token } = await registerByPhone(t);
    const before = await objects();
    const html = await upload(token, '/api/file/upload/uploadFiles', [{ name: 'page.pdf', data: Buffer.from('<html>%PDF-</html>') }]);
    expect(html.code).toBe('020');
    const large = await upload(token, '/api/file/upload/uploadImg?use=image', [{ name: 'big.pdf', data: bigPdf(600 * 1024) }]);
    expect(large.code).toBe('021');
    const mixed = await upload(token, '/api/file/upload/uploadFiles', [
      { name: 'ok.pdf', data: PDF },
      { name: 'broken.jpg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00]) },
    ]);
    expect(mixed.code).toBe('020');
    expect(await objects()).toEqual(before);
  });

  it('passes the bytes on to the store while the request is still arriving (never the whole file in memory)', async () => {
    const { token } = await registerByPhone(t);
    const storage = t.app.storage;
    const put = storage.put.bind(storage);
    let received = 0;
    (storage as { put: typeof put }).put = async (key, data, type) => {
      if (Buffer.isBuffer(data)) throw new Error('the upload reached the store as one buffer');
      const counted = new PassThrough();
      counted.on('data', (c: Buffer) => (received += c.length));
      data.pipe(counted);
      return put(key, counted, type);
    };
    try {
      const boundary = `----portal${randomBytes(8).toString('hex')}`;
      const MB = 1024 * 1024;
      const data = bigPdf(8 * MB);
      let waited = 0;
      async function* body() {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        );
        for (let at = 0; at < data.length; at += MB) {
          // The last megabytes are sent only once the store has had most of the first ones.
          if (at >= 6 * MB)
            while (received < 4 * MB) {
              if ((waited += 10) > 20_000) throw new Error(`the store had ${received} bytes after 6 MB were sent`);
              await new Promise((r) => setTimeout(r, 10));
            }
          yield data.subarray(at, at + MB);
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      }
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/file/upload/uploadFiles?use=attachment',
        payload: Readable.from(body()),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token },
      });
      expect(res.json().code, res.body).toBe('000');
      expect(received).toBe(data.length);
    } finally {
      (storage as { put: typeof put }).put = put;
    }
  });
});
