// Favourites per account: adding, listing with the introduction's first words, removing, and the
// university's collect count; another account's removal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { rows } from '../../lib/sql';

let t: TestApp;
const q = <T = any>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
beforeAll(async () => {
  t = await createTestApp({}, { catalogue: true });
}, 120_000);
afterAll(async () => t?.close());

describe('favourites', () => {
  it('adds, lists and removes, per account', async () => {
    const a = await registerByPhone(t);
    const b = await registerByPhone(t);
    const [{ id, c }] = await q<{ id: number; c: number }>(sql`SELECT id, collect_number AS c FROM universities ORDER BY id LIMIT 1`);
    expect((await t.get(`/api/uni/school-university/stuWeb/collectSchool?uniId=${id}&flag=0`)).code).toBe('002');
    const add = await t.get(`/api/uni/school-university/stuWeb/collectSchool?uniId=${id}&flag=0`, { token: a.token });
    expect(add).toMatchObject({ code: '000', data: { flag: '1' }, msg: '已加入收藏' });
    await t.get(`/api/uni/school-university/stuWeb/collectSchool?uniId=${id}&flag=0`, { token: a.token });
    expect((await q<{ c: number }>(sql`SELECT collect_number AS c FROM universities WHERE id = ${id}`))[0].c).toBe(c + 1);
    expect((await t.get(`/api/uni/school-university/show?uniId=${id}`, { token: a.token })).data.flag).toBe('1');
    expect((await t.get(`/api/uni/school-university/show?uniId=${id}`, { token: b.token })).data.flag).toBe('0');
    const listA = await t.get('/api/uni/school-university/stuWeb/userCollect', { token: a.token });
    expect(listA.data.list.map((u: any) => u.uniId)).toEqual([id]);
    // The blurb is the first words of the introduction: no heading run into it, no tags, single spaces.
    const intro: string = listA.data.list[0].uniIntro;
    expect(intro.length).toBeGreaterThan(20);
    expect(intro).not.toMatch(/学校概况|<|\s{2}/);
    const introEn: string = (await t.get('/api/uni/school-university/stuWeb/userCollect', { token: a.token, lang: 'en' })).data.list[0]
      .uniIntro;
    expect(introEn).not.toMatch(/^About the university/);
    expect((await t.get('/api/uni/school-university/stuWeb/listSchool', { token: a.token })).data).toEqual([id]);
    expect((await t.get('/api/uni/school-university/stuWeb/userCollect', { token: b.token })).data.totalCount).toBe(0);
    const cards = await t.post('/api/uni/school-university/getPartnerUniList', { uniId: id }, { token: a.token });
    expect(cards.data.list[0].flag).toBe('1');
    // B removing A's favourite changes nothing of A's.
    await t.get(`/api/uni/school-university/stuWeb/collectSchool?uniId=${id}&flag=1`, { token: b.token });
    expect((await t.get('/api/uni/school-university/stuWeb/listSchool', { token: a.token })).data).toEqual([id]);
    expect((await t.get(`/api/uni/school-university/stuWeb/collectSchool?uniId=${id}&flag=1`, { token: a.token })).data.flag).toBe('0');
    expect((await t.get('/api/uni/school-university/stuWeb/userCollect', { token: a.token })).data.totalCount).toBe(0);
    expect((await q<{ c: number }>(sql`SELECT collect_number AS c FROM universities WHERE id = ${id}`))[0].c).toBe(c);
    expect((await t.get('/api/uni/school-university/stuWeb/collectSchool?uniId=999999&flag=0', { token: a.token })).code).toBe('005');
    expect((await t.get(`/api/uni/school-university/stuWeb/collectSchool?uniId=${id}&flag=2`, { token: a.token })).code).toBe('003');
  });
});
