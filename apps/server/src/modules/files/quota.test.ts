// Upload space per account, counted under a lock, and the deletion of uploads nothing refers to.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { PDF, makePng } from '../../../test/fixtures';
import { purgeUnusedUploads } from '../../jobs/purge-uploads';
import { rows } from '../../lib/sql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_QUOTA_MB_DAY: '1', UPLOAD_QUOTA_MB_TOTAL: '2' });
});
afterAll(async () => t?.close());

function multipart(files: { name: string; data: Buffer }[]) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
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
const upload = async (token: string, files: { name: string; data: Buffer }[], use = 'attachment') => {
  const m = multipart(files);
  return (await t.call({ method: 'POST', url: `/api/file/upload/uploadFiles?use=${use}`, payload: m.payload, headers: m.headers, token }))
    .body;
};
const paddedPdf = (kb: number) => Buffer.concat([PDF, Buffer.alloc(kb * 1024, 0x20)]);

describe('upload space', () => {
  it('refuses uploads past the daily space of the account, and stores nothing of them', async () => {
    const { token } = await registerByPhone(t);
    expect((await upload(token, [{ name: 'a.pdf', data: paddedPdf(600) }])).code).toBe('000');
    const over = await upload(token, [{ name: 'b.pdf', data: paddedPdf(600) }]);
    expect(over.code).toBe('021');
    expect(over.msg).toBe('上传空间已用完，请删除不需要的文件或稍后再试');
    // Another account has its own space.
    const other = await registerByPhone(t);
    expect((await upload(other.token, [{ name: 'c.pdf', data: paddedPdf(600) }])).code).toBe('000');
  });

  it('holds when 30 uploads arrive at once', async () => {
    const { token } = await registerByPhone(t);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => upload(token, [{ name: `p${i}.pdf`, data: paddedPdf(100) }])));
    const stored = answers.filter((a) => a.code === '000').length;
    expect(stored).toBeLessThanOrEqual(10);
    expect(stored).toBeGreaterThanOrEqual(1);
    const info = await t.get('/api/admin/user/getInfo', { token });
    const [used] = await rows<{ kb: number }>(
      t.database.db,
      sql`SELECT coalesce(sum(size), 0)::int / 1024 AS kb FROM files WHERE owner_id = ${info.data.user.userId}`,
    );
    expect(used.kb).toBeLessThanOrEqual(1024);
  });
});

describe('unused uploads', () => {
  it('are deleted a day after they arrived; a file in use stays', async () => {
    const { token } = await registerByPhone(t);
    const loose = (await upload(token, [{ name: 'loose.pdf', data: PDF }])).data[0];
    const avatar = (await upload(token, [{ name: 'me.png', data: makePng() }], 'avatar')).data[0];
    expect((await t.post('/api/admin/user/updateAvatar', { avatar: avatar.imgPath }, { token })).code).toBe('000');
    const fresh = (await upload(token, [{ name: 'fresh.pdf', data: PDF }])).data[0];
    const ids = [loose, avatar].map((f: { newName: string }) => f.newName.split('.')[0]);
    await t.database.db.execute(sql`UPDATE files SET created_at = now() - interval '25 hours' WHERE id IN (${ids[0]}, ${ids[1]})`);
    const [key] = await rows<{ k: string }>(t.database.db, sql`SELECT storage_key AS k FROM files WHERE id = ${ids[0]}`);
    expect(await purgeUnusedUploads(t.database.db, t.app.storage)).toBe(1);
    expect((await t.call({ method: 'GET', url: loose.imgPath, token })).status).toBe(404);
    expect(fs.existsSync(path.join(t.app.config.uploadDir, key.k))).toBe(false);
    expect((await t.call({ method: 'GET', url: avatar.imgPath, token })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: fresh.imgPath, token })).status).toBe(200);
  });
});
