import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

function multipart(files: { name: string; data: Buffer; field?: string }[]) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    ]),
  );
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
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

  it('uploads several files and answers oldName, newName, imgPath for each', async () => {
    const { token } = await registerByPhone(t);
    const r = await upload(token, '/api/file/upload/uploadFiles', [{ name: 'transcript.pdf', data: PDF }, { name: 'photo.PNG', data: PNG }]);
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
    const big = Buffer.concat([PNG, Buffer.alloc(500 * 1024, 0)]);
    expect((await upload(token, '/api/file/upload/uploadImg', [{ name: 'big.png', data: big }])).code).toBe('021');
    expect((await upload(token, '/api/file/upload/uploadImg?use=avatar', [{ name: 'big.png', data: big }])).code).toBe('000');
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
    expect((await t.post('/api/admin/user/updateAvatar', { avatar: 'https://evil.example/x.png' }, { token: owner.token })).code).toBe('003');
    expect((await t.post('/api/admin/user/updateAvatar', { avatar: img }, { token: owner.token })).code).toBe('000');
    expect((await t.get('/api/admin/user/getInfo', { token: owner.token })).data.user.avatar).toBe(img);
  });
});
