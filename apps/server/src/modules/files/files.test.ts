import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN, createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { GIF, PDF, makeJpeg, makePng, makeWebp } from '../../../test/fixtures';
import { rows } from '../../lib/sql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PNG = makePng();
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

function multipart(files: { name: string; data: Buffer; field?: string }[]) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
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

async function upload(token: string | undefined, url: string, files: { name: string; data: Buffer }[]) {
  const m = multipart(files);
  return (await t.call({ method: 'POST', url, payload: m.payload, headers: m.headers, token })).body;
}

describe('uploads', () => {
  it('stores an image under a random name and answers imgPath', async () => {
    const { token } = await registerByPhone(t);
    const r = await upload(token, '/api/file/upload/uploadImg?use=avatar', [{ name: '../../etc/我的头像.png', data: PNG }]);
    expect(r.code).toBe('000');
    expect(r.data.imgPath).toMatch(/^\/api\/file\/[a-f0-9]{32}\.png$/);
    expect(r.data.imgPath).not.toContain('etc');
    const file = await t.call({ method: 'GET', url: r.data.imgPath, token });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets our own pages frame a PDF or a picture (the console preview), no other site, and keeps the sandbox', async () => {
    const { token } = await registerByPhone(t);
    const r = await upload(token, '/api/file/upload/uploadFiles', [{ name: 'offer.pdf', data: PDF }]);
    expect(r.code).toBe('000');
    const file = await t.call({ method: 'GET', url: r.data[0].imgPath, token });
    expect(file.status).toBe(200);
    expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = String(file.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain("frame-ancestors 'none'");
    // Every other API answer still refuses any frame.
    const other = await t.call({ method: 'GET', url: '/api/health/ready' });
    expect(other.headers['x-frame-options']).toBe('DENY');
  });

  it('uploads several files and answers oldName, newName, imgPath for each', async () => {
    const { token } = await registerByPhone(t);
    const r = await upload(token, '/api/file/upload/uploadFiles', [
      { name: 'transcript.pdf', data: PDF },
      { name: 'photo.PNG', data: PNG },
    ]);
    expect(r.code).toBe('000');
    expect(r.data).toHaveLength(2);
    expect(r.data[0]).toMatchObject({ oldName: 'transcript.pdf', newName: expect.stringMatching(/\.pdf$/) });
    expect(r.data[1].newName).toMatch(/\.png$/);
  });

  it('refuses a file whose bytes do not match its extension', async () => {
    const { token } = await registerByPhone(t);
    expect((await upload(token, '/api/file/upload/uploadImg', [{ name: 'evil.png', data: HTML }])).code).toBe('020');
    expect((await upload(token, '/api/file/upload/uploadFiles', [{ name: 'fake.pdf', data: PNG }])).code).toBe('020');
  });

  it('refuses extensions outside the list of the use', async () => {
    const { token } = await registerByPhone(t);
    expect((await upload(token, '/api/file/upload/uploadImg?use=avatar', [{ name: 'doc.pdf', data: PDF }])).code).toBe('020');
    expect((await upload(token, '/api/file/upload/uploadFiles', [{ name: 'page.html', data: HTML }])).code).toBe('020');
  });

  it('enforces the size limit of the use', async () => {
    const { token } = await registerByPhone(t);
    const big = makePng(2, 2, 'x'.repeat(500 * 1024));
    expect((await upload(token, '/api/file/upload/uploadImg', [{ name: 'big.png', data: big }])).code).toBe('021');
    expect((await upload(token, '/api/file/upload/uploadImg?use=avatar', [{ name: 'big.png', data: big }])).code).toBe('000');
  });

  it('keeps catalogue pictures and offer letters to staff, and imports to their own call', async () => {
    const { token } = await registerByPhone(t);
    const files = [{ name: 'a.png', data: PNG }];
    expect((await upload(token, '/api/file/upload/uploadImg?use=catalogue', files)).code).toBe('004');
    expect((await upload(token, '/api/file/upload/uploadFiles?use=offer', files)).code).toBe('004');
    const admin = (await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password })).data.token;
    expect((await upload(admin, '/api/file/upload/uploadImg?use=catalogue', files)).code).toBe('000');
    expect((await upload(admin, '/api/file/upload/uploadFiles?use=offer', files)).code).toBe('000');
    const sheet = [{ name: 'unis.xlsx', data: Buffer.from('PK\u0003\u0004') }];
    expect((await upload(admin, '/api/file/upload/uploadFiles?use=import', sheet)).code).toBe('020');
    expect((await upload(token, '/api/file/upload/uploadFiles?use=import', sheet)).code).toBe('020');
  });

  it('needs a session to upload', async () => {
    expect((await upload(undefined, '/api/file/upload/uploadImg', [{ name: 'a.png', data: PNG }])).code).toBe('002');
  });

  it('serves a file only to its owner and staff', async () => {
    const owner = await registerByPhone(t);
    const other = await registerByPhone(t);
    const r = await upload(owner.token, '/api/file/upload/uploadFiles', [{ name: 'passport.pdf', data: PDF }]);
    const path = r.data[0].imgPath;
    expect((await t.call({ method: 'GET', url: path, token: owner.token })).status).toBe(200);
    const denied = await t.call({ method: 'GET', url: path, token: other.token });
    expect(denied.status).toBe(404);
    expect(denied.body.code).toBe('005');
    expect((await t.call({ method: 'GET', url: path })).status).toBe(404);
    const admin = (await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password })).data.token;
    expect((await t.call({ method: 'GET', url: path, token: admin })).status).toBe(200);
    const traversal = await t.call({ method: 'GET', url: '/api/file/..%2F..%2Fetc%2Fpasswd' });
    expect(traversal.body.code).toBe('003');
    expect(JSON.stringify(traversal.body)).not.toContain('root:');
  });

  it('sets the avatar only to an image of the caller', async () => {
    const owner = await registerByPhone(t);
    const other = await registerByPhone(t);
    const img = (await upload(owner.token, '/api/file/upload/uploadImg?use=avatar', [{ name: 'me.png', data: PNG }])).data.imgPath;
    expect((await t.post('/api/admin/user/updateAvatar', { avatar: img }, { token: other.token })).code).toBe('003');
    expect((await t.post('/api/admin/user/updateAvatar', { avatar: 'https://evil.example/x.png' }, { token: owner.token })).code).toBe(
      '003',
    );
    expect((await t.post('/api/admin/user/updateAvatar', { avatar: img }, { token: owner.token })).code).toBe('000');
    expect((await t.get('/api/admin/user/getInfo', { token: owner.token })).data.user.avatar).toBe(img);
  });

  it('checks whole signatures: an HTML page with %PDF- in a comment and an SVG named .png are refused', async () => {
    const { token } = await registerByPhone(t);
    const htmlPdf = Buffer.from('<html><!-- %PDF-1.4 --><script>alert(document.cookie)</script></html>');
    expect((await upload(token, '/api/file/upload/uploadFiles', [{ name: 'cv.pdf', data: htmlPdf }])).code).toBe('020');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');
    expect((await upload(token, '/api/file/upload/uploadImg', [{ name: 'logo.png', data: svg }])).code).toBe('020');
  });

  it('refuses SVG for every use, a step-10 attachment included', async () => {
    const { token } = await registerByPhone(t);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const use of ['image', 'attachment', 'avatar', 'visa', 'message'])
      expect((await upload(token, `/api/file/upload/uploadFiles?use=${use}`, [{ name: 'a.svg', data: svg }])).code, use).toBe('020');
  });

  it('accepts each listed type by its real signature', async () => {
    const { token } = await registerByPhone(t);
    const r = await upload(token, '/api/file/upload/uploadFiles?use=message', [
      { name: 'a.jpg', data: makeJpeg() },
      { name: 'b.PNG', data: PNG },
      { name: 'c.webp', data: makeWebp() },
      { name: 'd.pdf', data: PDF },
    ]);
    expect(r.code, r.msg).toBe('000');
    expect((await upload(token, '/api/file/upload/uploadImg', [{ name: 'e.gif', data: GIF }])).code).toBe('000');
  });

  it('strips direction and control characters from stored names', async () => {
    const { token } = await registerByPhone(t);
    const r = await upload(token, '/api/file/upload/uploadFiles', [{ name: 'invoice\u202Egnp.pdf', data: PDF }]);
    expect(r.code).toBe('000');
    expect(r.data[0].oldName).toBe('invoicegnp.pdf');
    const [row] = await rows<{ original_name: string }>(
      t.database.db,
      sql`SELECT original_name FROM files WHERE id = ${r.data[0].newName.split('.')[0]}`,
    );
    expect(row.original_name).toBe('invoicegnp.pdf');
    const served = await t.call({ method: 'GET', url: r.data[0].imgPath, token });
    expect(String(served.headers['content-disposition'])).not.toContain('%E2%80%AE');
  });

  it('removes EXIF and GPS from pictures before storing them', async () => {
    const { token } = await registerByPhone(t);
    const secret = 'GPSLatitude 31.2304N 121.4737E';
    const r = await upload(token, '/api/file/upload/uploadFiles?use=message', [
      { name: 'photo.jpg', data: makeJpeg(secret) },
      { name: 'scan.png', data: makePng(2, 2, secret) },
      { name: 'pic.webp', data: makeWebp(secret) },
    ]);
    expect(r.code, r.msg).toBe('000');
    for (const f of r.data) {
      const served = await t.app.inject({ method: 'GET', url: f.imgPath, headers: { token } });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.includes(Buffer.from('GPSLatitude'))).toBe(false);
    }
    const jpeg = (await t.app.inject({ method: 'GET', url: r.data[0].imgPath, headers: { token } })).rawPayload;
    expect(jpeg.subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))).toBe(true);
    expect(jpeg.equals(makeJpeg())).toBe(true);
    const png = (await t.app.inject({ method: 'GET', url: r.data[1].imgPath, headers: { token } })).rawPayload;
    expect(png.equals(makePng())).toBe(true);
  });

  it('stores nothing of a request refused for any part: a bad part, or more files than allowed', async () => {
    const { token } = await registerByPhone(t);
    const uploads = t.app.config.uploadDir;
    const countFiles = () => {
      let n = 0;
      const walk = (d: string) => {
        for (const e of fs.readdirSync(d, { withFileTypes: true })) {
          if (e.isDirectory()) walk(path.join(d, e.name));
          else n++;
        }
      };
      if (fs.existsSync(uploads)) walk(uploads);
      return n;
    };
    const countRows = async () => (await rows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM files`))[0].n;
    const before = { files: countFiles(), rows: await countRows() };
    const mixed = await upload(token, '/api/file/upload/uploadFiles', [
      { name: 'ok.pdf', data: PDF },
      { name: 'bad.pdf', data: PNG },
    ]);
    expect(mixed.code).toBe('020');
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.pdf`, data: PDF }));
    const tooMany = await upload(token, '/api/file/upload/uploadFiles', eleven);
    expect(tooMany.code).toBe('003');
    expect(tooMany.msg).toBe('上传文件数量超过限制');
    expect({ files: countFiles(), rows: await countRows() }).toEqual(before);
  });

  it('accepts a NUL in a file name as a plain name, never a server error', async () => {
    const { token } = await registerByPhone(t);
    const r = await upload(token, '/api/file/upload/uploadFiles', [{ name: 'a\u0000b.pdf', data: PDF }]);
    expect(r.code).toBe('000');
    expect(r.data[0].oldName).toBe('ab.pdf');
  });

  it('answers byte ranges so viewers can seek', async () => {
    const { token } = await registerByPhone(t);
    const r = await upload(token, '/api/file/upload/uploadFiles', [{ name: 'doc.pdf', data: PDF }]);
    const url = r.data[0].imgPath;
    const part = await t.app.inject({ method: 'GET', url, headers: { token, range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-3/${PDF.length}`);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.rawPayload.toString()).toBe('%PDF');
    const tail = await t.app.inject({ method: 'GET', url, headers: { token, range: 'bytes=-6' } });
    expect(tail.rawPayload.toString()).toBe(PDF.subarray(PDF.length - 6).toString());
    const past = await t.app.inject({ method: 'GET', url, headers: { token, range: `bytes=${PDF.length + 10}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${PDF.length}`);
    const whole = await t.app.inject({ method: 'GET', url, headers: { token } });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(PDF)).toBe(true);
  });
});
