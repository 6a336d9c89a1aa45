// Cases on the demo catalogue: the case cards (the student shown by initials only) and their filters,
// the case detail for signed-in users, a university's cases, the ticker, and paging to the edges.
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

const UK = '140';

describe('cases', () => {
  it('lists case cards, 15 a page by default, with filters', async () => {
    const r = await t.post('/api/clerk/student/caseShareList', {});
    expect(r.data.pageSize).toBe(15);
    expect(r.data.list).toHaveLength(15);
    expect(r.data.list[0].stuName).toHaveLength(1);
    expect(r.data.list[0].stuSpell).toMatch(/^[A-Z]$/);
    const [full] = await q<{ spell: string }>(sql`SELECT stu_spell AS spell FROM cases WHERE id = ${r.data.list[0].stuId}`);
    expect(r.data.list[0].stuSpell).toBe(full.spell.split(' ').pop()![0]);
    const [{ n }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM cases`);
    expect(r.data.totalCount).toBe(n);
    const uk = await t.post('/api/clerk/student/caseShareList', { countryIds: [UK], eduUniTypeList: ['985'], gpaList: ['1'] });
    const [{ m }] = await q<{ m: number }>(
      sql`SELECT count(*)::int AS m FROM cases k JOIN universities u ON u.id = k.uni_id WHERE u.country_id = '140' AND k.edu_uni_type = '985' AND k.edu_gpa >= 3.5`,
    );
    expect(uk.data.totalCount).toBe(m);
    const byUni = await t.post('/api/clerk/student/caseShareList', { uniName: '牛津大学' });
    expect(byUni.data.list.every((k: any) => k.uniName.includes('牛津'))).toBe(true);
    const unis = await t.post('/api/clerk/student/caseShareUniList', { uniName: 'lond' });
    expect(unis.data.every((u: any) => u.caseTotal > 0)).toBe(true);
  });
  it('shows a case to logged-in users only, with applied universities and related cases', async () => {
    const [{ id }] = await q<{ id: number }>(sql`SELECT case_id AS id FROM case_applies GROUP BY case_id ORDER BY count(*) DESC LIMIT 1`);
    expect((await t.get(`/api/clerk/agent/stu/webCase?stuId=${id}`)).code).toBe('002');
    const { token } = await registerByPhone(t);
    const r = await t.get(`/api/clerk/agent/stu/webCase?stuId=${id}`, { token });
    expect(r.code).toBe('000');
    expect(r.data.stuName).toHaveLength(1);
    expect(r.data.applyList.length).toBeGreaterThan(1);
    expect(r.data.applyList[0]).toHaveProperty('applyStatusName');
    expect(r.data.relatedList.length).toBeLessThanOrEqual(5);
    const five = await t.post('/api/clerk/student/uniCaseList', { uniId: r.data.uniId });
    expect(five.data.pageSize).toBe(5);
    expect((await t.post('/api/clerk/student/scrollbar', {})).data.length).toBeGreaterThanOrEqual(6);
    expect((await t.get(`/api/clerk/cases/college?enName=${encodeURIComponent('University of Oxford')}`)).data.uniName).toBe('牛津大学');
  });
  it('pages the case and major lists to their edges', async () => {
    const [{ n }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM cases`);
    const last = Math.ceil(n / 90);
    expect((await t.post('/api/clerk/student/caseShareList', { pageNo: last, pageSize: 90 })).data.list).toHaveLength(n - (last - 1) * 90);
    const past = await t.post('/api/clerk/student/caseShareList', { pageNo: last + 1, pageSize: 90 });
    expect(past.data).toMatchObject({ list: [], totalCount: n });
    const majors = await t.post('/api/uni/major/list', { pageNo: 100000, pageSize: 18 });
    expect(majors.data.list).toHaveLength(0);
    expect(majors.data.totalCount).toBeGreaterThan(5000);
  });
});
