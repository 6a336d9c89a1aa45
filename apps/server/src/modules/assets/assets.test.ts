// The demo videos ship with the server and play with seeking; the dictionary points at them, also
// in demo databases made before they shipped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { seedReference } from '../../db/seed';
import { rows } from '../../lib/sql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('demo videos', () => {
  it('the dictionary names a playable set for each video', async () => {
    const r = await t.post('/api/admin/dict/types', { dictType: ['jxj_page_video'] });
    const videos = r.data.jxj_page_video as { remark: string }[];
    expect(videos.length).toBeGreaterThanOrEqual(4);
    for (const v of videos) {
      expect(v.remark).toMatch(/^\/api\/assets\/videos\/intro-\d+$/);
      for (const ext of ['mp4', 'webm', 'jpg']) {
        const f = await t.app.inject({ method: 'GET', url: `${v.remark}.${ext}` });
        expect(f.statusCode, `${v.remark}.${ext}`).toBe(200);
        expect(f.rawPayload.length).toBeGreaterThan(1000);
      }
    }
  });

  it('serves byte ranges with the right types', async () => {
    const mp4 = await t.app.inject({ method: 'GET', url: '/api/assets/videos/intro-1.mp4', headers: { range: 'bytes=0-99' } });
    expect(mp4.statusCode).toBe(206);
    expect(mp4.headers['content-type']).toBe('video/mp4');
    expect(mp4.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(mp4.rawPayload.length).toBe(100);
    // The MP4 box 'ftyp' near the start: a real video, not a page.
    expect(mp4.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
    const webm = await t.app.inject({ method: 'GET', url: '/api/assets/videos/intro-1.webm' });
    expect(webm.headers['content-type']).toBe('video/webm');
    expect(webm.headers['cache-control']).toMatch(/max-age=86400/);
    expect((await t.app.inject({ method: 'GET', url: '/api/assets/videos/nope.mp4' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/assets/../src/app.ts' })).statusCode).toBe(404);
  });

  it('points a demo database made before the videos shipped at them, and leaves an address staff set alone', async () => {
    await t.database.db.execute(
      sql`UPDATE dict_data SET remark = '/media/videos/intro-2.mp4' WHERE dict_type = 'jxj_page_video' AND dict_value = '2'`,
    );
    await t.database.db.execute(
      sql`UPDATE dict_data SET remark = '/api/file/0123456789abcdef0123456789abcdef.mp4' WHERE dict_type = 'jxj_page_video' AND dict_value = '3'`,
    );
    await seedReference(t.database.db);
    const got = await rows<{ v: string; remark: string }>(
      t.database.db,
      sql`SELECT dict_value AS v, remark FROM dict_data WHERE dict_type = 'jxj_page_video' AND dict_value IN ('2', '3') ORDER BY dict_value`,
    );
    expect(got).toEqual([
      { v: '2', remark: '/api/assets/videos/intro-2' },
      { v: '3', remark: '/api/file/0123456789abcdef0123456789abcdef.mp4' },
    ]);
  });
});
