// The demo videos ship with the server, one set a language, and play with seeking; exactly their
// names are served; the dictionary points at them (also in demo databases made before they shipped)
// with the titles the videos show.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LANGS } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { seedReference } from '../../db/seed';
import { rows } from '../../lib/sql';
import { ASSETS_DIR, ASSET_NAME, DEMO_VIDEOS } from './routes';

const EXTS = ['mp4', 'webm', 'jpg'] as const;
const TYPES = { mp4: 'video/mp4', webm: 'video/webm', jpg: 'image/jpeg' };
/** The first bytes of each kind: the MP4 box 'ftyp' at 4, the EBML header of WebM, the JPEG start. */
const MAGIC = {
  mp4: (b: Buffer) => b.subarray(4, 8).toString() === 'ftyp',
  webm: (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
  jpg: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8,
};
const NAMES = Array.from({ length: DEMO_VIDEOS }, (_, i) => LANGS.flatMap((l) => EXTS.map((e) => `intro-${i + 1}.${l}.${e}`))).flat();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('demo videos', () => {
  it('ship as one set a language and nothing else', () => {
    expect(NAMES).toHaveLength(36);
    expect(fs.readdirSync(path.join(ASSETS_DIR, 'videos')).sort()).toEqual([...NAMES].sort());
    for (const n of NAMES) expect(ASSET_NAME.test(`/videos/${n}`), n).toBe(true);
    for (const n of [
      'intro-1.mp4',
      'intro-1.jpg',
      'intro-1.de.mp4',
      'intro-7.cn.mp4',
      'intro-1.cn.png',
      'intro-1.CN.mp4',
      'intro-1.cn.mp4.bak',
    ])
      expect(ASSET_NAME.test(`/videos/${n}`), n).toBe(false);
    expect(ASSET_NAME.test('/intro-1.cn.mp4')).toBe(false);
  });

  it('the dictionary names a set each language can play, titled as the videos are', async () => {
    const r = await t.post('/api/admin/dict/types', { dictType: ['jxj_page_video'] });
    const videos = r.data.jxj_page_video as { dictValue: string; dictLabel: string; dictEnLabel: string; remark: string }[];
    expect(videos).toHaveLength(DEMO_VIDEOS);
    for (const v of videos) {
      expect(v.remark).toBe(`/api/assets/videos/intro-${v.dictValue}`);
      for (const lang of LANGS)
        for (const ext of EXTS) {
          const f = await get(`${v.remark}.${lang}.${ext}`);
          expect(f.statusCode, `${v.remark}.${lang}.${ext}`).toBe(200);
          expect(f.headers['content-type']).toBe(TYPES[ext]);
          expect(MAGIC[ext](f.rawPayload), `${v.remark}.${lang}.${ext}`).toBe(true);
        }
    }
    // The script that draws the videos holds their titles: the dictionary's labels, cn and en.
    const script = fs.readFileSync(path.resolve(ASSETS_DIR, '../scripts/make-demo-videos.sh'), 'utf8');
    const drawn = [...script.matchAll(/^\s*"(\d+)\|[^|]+\|([^|]+)\|[^|]+\|[^|]+\|[^|]+\|([^|]+)\|/gm)].map((m) => ({
      dictValue: m[1],
      dictLabel: m[2],
      dictEnLabel: m[3],
    }));
    expect(drawn).toEqual(videos.map(({ dictValue, dictLabel, dictEnLabel }) => ({ dictValue, dictLabel, dictEnLabel })));
  });

  it.each(LANGS)('serves byte ranges of the %s set with the right types', async (lang) => {
    const mp4 = await get(`/api/assets/videos/intro-1.${lang}.mp4`, { range: 'bytes=0-99' });
    expect(mp4.statusCode).toBe(206);
    expect(mp4.headers['content-type']).toBe('video/mp4');
    expect(mp4.headers['accept-ranges']).toBe('bytes');
    expect(mp4.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(mp4.rawPayload.length).toBe(100);
    expect(MAGIC.mp4(mp4.rawPayload)).toBe(true);
    // A range in the middle, as a player asks when it seeks.
    const size = Number(String(mp4.headers['content-range']).split('/')[1]);
    const whole = fs.readFileSync(path.join(ASSETS_DIR, 'videos', `intro-1.${lang}.mp4`));
    expect(size).toBe(whole.length);
    const mid = await get(`/api/assets/videos/intro-1.${lang}.mp4`, { range: `bytes=${size - 500}-` });
    expect(mid.statusCode).toBe(206);
    expect(mid.headers['content-range']).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect(mid.rawPayload.equals(whole.subarray(size - 500))).toBe(true);
    const webm = await get(`/api/assets/videos/intro-1.${lang}.webm`, { range: 'bytes=0-3' });
    expect(webm.statusCode).toBe(206);
    expect(webm.headers['content-type']).toBe('video/webm');
    expect(webm.headers['cache-control']).toMatch(/max-age=86400/);
    expect(MAGIC.webm(webm.rawPayload)).toBe(true);
    const jpg = await get(`/api/assets/videos/intro-6.${lang}.jpg`);
    expect(jpg.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses any other name', async () => {
    for (const url of [
      '/api/assets/videos/intro-1.mp4',
      '/api/assets/videos/intro-1.jpg',
      '/api/assets/videos/intro-1.de.mp4',
      '/api/assets/videos/intro-7.cn.mp4',
      '/api/assets/videos/nope.mp4',
      '/api/assets/videos/intro-1.cn.mp4.bak',
      '/api/assets/videos/',
      '/api/assets/../src/app.ts',
      '/api/assets/videos/..%2f..%2fpackage.json',
    ]) {
      const r = await get(url, { range: 'bytes=0-99' });
      expect(r.statusCode, url).toBe(404);
    }
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
