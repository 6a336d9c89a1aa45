// Majors on the demo catalogue: the major-based university list, name suggestions, the filtered list,
// universities of a major and hot majors, and every field of the major detail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { rows } from '../../lib/sql';

let t: TestApp;
const q = <T = any>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
beforeAll(async () => {
  t = await createTestApp({}, { catalogue: true });
}, 120_000);
afterAll(async () => t?.close());

const UK = '140';
const AU = '35';

describe('majors', () => {
  it('lists universities by major with the default of 18', async () => {
    const r = await t.post('/api/uni/major/getMajorUniList', { majorName: 'Computer Science' });
    expect(r.data.pageSize).toBe(18);
    const [{ n }] = await q<{ n: number }>(
      sql`SELECT count(DISTINCT uni_id)::int AS n FROM majors WHERE major_name ILIKE '%Computer Science%' OR major_en_name ILIKE '%Computer Science%'`,
    );
    expect(r.data.totalCount).toBe(n);
    expect(r.data.list[0]).toHaveProperty('majorName');
    expect((await t.post('/api/uni/major/getMajorUniList', { majorName: 'zzqxv', countryIds: [UK] })).data.totalCount).toBe(0);
  });
  it('suggests names, lists majors, answers universities for a major and hot majors', async () => {
    const names = await t.post('/api/uni/major/getMajorNameList', { majorName: 'science' });
    expect(names.data.length).toBeLessThanOrEqual(20);
    expect(names.data.every((m: any) => /science/i.test(m.majorEnName) || /science/i.test(m.majorName))).toBe(true);
    const list = await t.post('/api/uni/major/list', { countryIds: [AU], majorType: '2', pageSize: 30 });
    expect(list.data.list.every((m: any) => m.countryId === AU && m.degreeType === '2')).toBe(true);
    const unis = await t.post('/api/uni/major/uniList', { majorName: names.data[0].majorEnName });
    expect(unis.data.length).toBeGreaterThan(0);
    expect((await t.post('/api/uni/major/uniList', {})).data).toHaveLength(20);
  });
  it('answers every field of the major detail', async () => {
    const [{ id }] = await q<{ id: number }>(sql`SELECT id FROM majors ORDER BY id LIMIT 1`);
    const r = await t.get(`/api/uni/major/info?majorId=${id}`);
    for (const f of [
      'majorId',
      'majorName',
      'majorEnName',
      'uniId',
      'uniName',
      'uniEnName',
      'uniLogo',
      'countryId',
      'countryName',
      'countryFlag',
      'majorLink',
      'backgroundRequirement',
      'majorIntroduction',
      'majorSystem',
      'majorTuition',
      'languageRequirement',
      'toeflScore',
      'ieltsScore',
      'pte',
      'gmat',
      'gre',
      'applyDate',
      'beginDate',
    ])
      expect(r.data, f).toHaveProperty(f);
    expect((await t.get('/api/uni/major/info?majorId=99999999')).code).toBe('005');
  });
});
