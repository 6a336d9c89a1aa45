// The console's catalogue editing through the calls: who may read and write, refused input changes
// nothing, every write leaves an audit row, a saved tuition and introduction show on the public
// pages at once (their answers are cached), bulk edits, faculties, pictures resized and public,
// and the optimistic concurrency (a stale save answers 71020; 30 saves at once: one wins).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import type { ConsoleMajorDetail, ConsoleUniDetail } from '@portal/shared';
import { ADMIN, createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { rows } from '../../lib/sql';

let t: TestApp;
const q = <T = any>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
let admin: { token: string; id: number };
let clerk: { token: string; id: number };
let student: { token: string; id: number };
let agent: { token: string; id: number };
let oxford: number;
let majorId: number;

async function account(roles?: string[]) {
  const { token, phone } = await registerByPhone(t);
  const [u] = await q<{ id: number }>(sql`SELECT id FROM users WHERE phone_number = ${phone}`);
  if (roles) expect((await t.post('/api/admin/user/changeRoles', { userId: u.id, roles }, { token: admin.token })).code).toBe('000');
  return { token, id: u.id };
}

const uniDetail = async (uniId: number, token = clerk.token) =>
  (await t.get(`/api/console/universities/detail?uniId=${uniId}`, { token })).data as ConsoleUniDetail;
const majorDetail = async (id: number, token = clerk.token) =>
  (await t.get(`/api/console/majors/detail?majorId=${id}`, { token })).data as ConsoleMajorDetail;
/** The form's body from a detail (what the console sends back). */
const uniBody = (d: ConsoleUniDetail) => {
  const { websiteDomain: _w, faculties: _f, source: _s, sourceUrl: _u, checkedAt: _c, ...rest } = d;
  return rest;
};
const majorBody = (d: ConsoleMajorDetail) => {
  const { uniName: _a, uniEnName: _b, countryId: _c, uniId: _d, faculties: _f, source: _s, sourceUrl: _u, checkedAt: _k, ...rest } = d;
  return rest;
};
const audits = (action: string, target?: string | number) =>
  q<any>(
    sql`SELECT actor_id, target, detail FROM audit_log WHERE action = ${action} ${target === undefined ? sql`` : sql`AND target = ${String(target)}`} ORDER BY id`,
  );

beforeAll(async () => {
  t = await createTestApp({}, { catalogue: true });
  const login = await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password });
  const [a] = await q<{ id: number }>(sql`SELECT id FROM users WHERE email = ${ADMIN.account}`);
  admin = { token: login.data.token, id: a.id };
  clerk = await account(['clerk']);
  agent = await account(['agent']);
  student = await account();
  [{ id: oxford }] = await q<{ id: number }>(sql`SELECT id FROM universities WHERE uni_en_name = 'University of Oxford'`);
  [{ id: majorId }] = await q<{ id: number }>(
    sql`SELECT id FROM majors WHERE uni_id = ${oxford} AND major_status = '0' ORDER BY id LIMIT 1`,
  );
}, 180_000);
afterAll(async () => t?.close());

describe('who may use the catalogue console', () => {
  it('answers 002 without a session, 004 to students and agents, 000 to clerks and admins', async () => {
    const uni = await uniDetail(oxford, admin.token);
    const major = await majorDetail(majorId, admin.token);
    const calls: [string, unknown][] = [
      ['/api/console/universities/list', {}],
      [`/api/console/universities/detail?uniId=${oxford}`, undefined],
      ['/api/console/universities/bulk', { uniIds: [oxford], action: 'show' }],
      ['/api/console/majors/list', {}],
      [`/api/console/majors/detail?majorId=${majorId}`, undefined],
      ['/api/console/majors/bulk', { majorIds: [majorId], field: 'hot', value: major.hot }],
      ['/api/console/faculties/order', { uniId: oxford, facultyIds: uni.faculties.map((f) => f.facultyId) }],
    ];
    for (const [url, payload] of calls) {
      const send = (token?: string) => (payload ? t.post(url, payload, { token }) : t.get(url, { token }));
      expect((await send()).code, `${url} anonymous`).toBe('002');
      expect((await send(student.token)).code, `${url} student`).toBe('004');
      expect((await send(agent.token)).code, `${url} agent`).toBe('004');
      expect((await send(clerk.token)).code, `${url} clerk`).toBe('000');
      expect((await send(admin.token)).code, `${url} admin`).toBe('000');
    }
    // Saves and picture publishing: refused before anything is read.
    for (const url of [
      '/api/console/universities/save',
      '/api/console/majors/save',
      '/api/console/images',
      '/api/console/faculties/save',
    ]) {
      expect((await t.post(url, {})).code, url).toBe('002');
      expect((await t.post(url, {}, { token: student.token })).code, url).toBe('004');
      expect((await t.post(url, {}, { token: agent.token })).code, url).toBe('004');
    }
  });
});

describe('universities', () => {
  it('lists with filters, sort and pages', async () => {
    const all = (await t.post('/api/console/universities/list', { pageSize: 100 }, { token: clerk.token })).data;
    expect(all.totalCount).toBeGreaterThan(5);
    const ranks = all.list.map((u: any) => u.qsRank).filter((r: number | null) => r !== null);
    expect(ranks).toEqual([...ranks].sort((a: number, b: number) => a - b));
    const byPinyin = (await t.post('/api/console/universities/list', { keyword: 'niujin' }, { token: clerk.token })).data;
    expect(byPinyin.list.map((u: any) => u.uniId)).toContain(oxford);
    const byEn = (await t.post('/api/console/universities/list', { keyword: 'oxford' }, { token: clerk.token })).data;
    expect(byEn.list[0].uniId).toBe(oxford);
    const uk = (await t.post('/api/console/universities/list', { countryId: '140', pageSize: 100 }, { token: clerk.token })).data;
    expect(uk.list.every((u: any) => u.countryId === '140')).toBe(true);
    const byName = (
      await t.post('/api/console/universities/list', { sort: 'name', order: 'desc', pageSize: 5, pageNo: 2 }, { token: clerk.token })
    ).data;
    expect(byName.currPage).toBe(2);
    expect(byName.list.length).toBeLessThanOrEqual(5);
    expect((await t.post('/api/console/universities/list', { sort: 'nope' }, { token: clerk.token })).code).toBe('003');
  });

  it('saves every field, sanitises the introduction, marks the source and shows it publicly at once', async () => {
    // Warm the public answer cache first: the save must replace it.
    const before = await t.get(`/api/uni/school-university/show?uniId=${oxford}`);
    expect(before.data.uniInfo).not.toContain('Console intro');
    const d = await uniDetail(oxford);
    const body = {
      ...uniBody(d),
      uniInfo: '<h2>Console intro</h2><p>Oxford <strong>teaches</strong><script>alert(1)</script><img src="x" onerror="alert(1)"></p>',
      aliases: ['Oxon', '牛大', 'oxon'],
      qsRank: d.qsRank === 4 ? 5 : 4,
      rankSource: 'QS World University Rankings',
      rankYear: 2026,
      cityCn: '牛津',
    };
    const saved = await t.post('/api/console/universities/save', body, { token: clerk.token });
    expect(saved.code).toBe('000');
    const s = saved.data as ConsoleUniDetail;
    expect(s.uniInfo).toContain('<h2>Console intro</h2>');
    expect(s.uniInfo).not.toMatch(/script|onerror/);
    expect(s.aliases).toEqual(['oxon', '牛大']);
    expect(s).toMatchObject({ qsRank: body.qsRank, rankSource: 'QS World University Rankings', rankYear: 2026, source: 'staff' });
    expect(s.checkedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(s.updatedAt > d.updatedAt).toBe(true);
    const after = await t.get(`/api/uni/school-university/show?uniId=${oxford}`);
    expect(after.data.uniInfo).toContain('Console intro');
    // The alias is found by the public search at once.
    const found = await t.post('/api/uni/school-university/listUniByKeyWords', { keyWords: '牛大' });
    expect(JSON.stringify(found.data)).toContain('University of Oxford');
    const [row] = await audits('catalogue.university.save', oxford);
    expect(row.actor_id).toBe(clerk.id);
    expect(row.detail.after.qsRank).toBe(body.qsRank);
    expect(row.detail.before).toHaveProperty('qsRank');
  });

  it('refuses invalid input and changes nothing', async () => {
    const d = await uniDetail(oxford);
    for (const bad of [
      { uniName: '' },
      { uniEnName: 'x'.repeat(201) },
      { website: 'javascript:alert(1)' },
      { uniType: 'castle' },
      { qsRank: -1 },
      { uniLogo: 'https://evil.example/logo.png' },
      { status: '7' },
      { updatedAt: 'yesterday' },
    ]) {
      const r = await t.post('/api/console/universities/save', { ...uniBody(d), ...bad }, { token: clerk.token });
      expect(r.code, JSON.stringify(bad)).toBe('003');
    }
    // A picture path that is not a published picture.
    const r = await t.post(
      '/api/console/universities/save',
      { ...uniBody(d), uniLogo: `/api/file/${'a'.repeat(32)}.png` },
      { token: clerk.token },
    );
    expect(r.code).toBe('71023');
    expect(await uniDetail(oxford)).toEqual(d);
  });

  it('creates a university, refuses a taken website domain or English name', async () => {
    const base = {
      uniName: '控制台测试大学',
      uniEnName: 'Console Test University',
      countryId: '140',
      uniType: 'public',
      website: 'https://www.console-test.ac.uk/',
      aiShow: false,
      status: '1',
      aliases: ['ctu'],
    };
    const r = await t.post('/api/console/universities/save', base, { token: admin.token });
    expect(r.code).toBe('000');
    expect(r.data).toMatchObject({ websiteDomain: 'console-test.ac.uk', source: 'staff', status: '1', aiShow: false });
    const [u] = await q<any>(sql`SELECT pinyin, initials FROM universities WHERE id = ${r.data.uniId}`);
    expect(u).toEqual({ pinyin: 'kongzhitaiceshidaxue', initials: 'kztcsdx' });
    expect(await audits('catalogue.university.create', r.data.uniId)).toHaveLength(1);
    expect(
      (
        await t.post(
          '/api/console/universities/save',
          { ...base, uniEnName: 'Other', website: 'http://console-test.ac.uk' },
          { token: admin.token },
        )
      ).code,
    ).toBe('71024');
    expect((await t.post('/api/console/universities/save', { ...base, website: null }, { token: admin.token })).code).toBe('71027');
    expect(
      (
        await t.post(
          '/api/console/universities/save',
          { ...base, uniEnName: 'Nowhere U', website: null, countryId: '999999' },
          { token: admin.token },
        )
      ).code,
    ).toBe('71025');
  });

  it('opens, closes, hides and shows in bulk, audited, and the public list follows', async () => {
    const ids = (
      await t.post('/api/console/universities/list', { countryId: '140', status: '0', pageSize: 3 }, { token: clerk.token })
    ).data.list.map((u: any) => u.uniId);
    const hide = await t.post('/api/console/universities/bulk', { uniIds: ids, action: 'hide' }, { token: clerk.token });
    expect(hide.data.changed).toBe(ids.length);
    const hidden = await q<any>(sql`SELECT status FROM universities WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`);
    expect(hidden.every((h) => h.status === '1')).toBe(true);
    expect((await t.post('/api/console/universities/bulk', { uniIds: ids, action: 'hide' }, { token: clerk.token })).data.changed).toBe(0);
    const publicList = await t.post('/api/uni/school-university/getPartnerUniList', { countryIds: ['140'], pageSize: 100 });
    const shownIds = (publicList.data?.list ?? []).map((u: any) => u.uniId);
    for (const id of ids) expect(shownIds).not.toContain(id);
    expect((await t.post('/api/console/universities/bulk', { uniIds: ids, action: 'show' }, { token: clerk.token })).data.changed).toBe(
      ids.length,
    );
    expect(
      (await t.post('/api/console/universities/bulk', { uniIds: ids, action: 'close' }, { token: clerk.token })).data.changed,
    ).toBeGreaterThan(0);
    expect(
      (await t.post('/api/console/universities/bulk', { uniIds: ids, action: 'open' }, { token: clerk.token })).data.changed,
    ).toBeGreaterThan(0);
    const rowsOf = await audits('catalogue.university.bulk');
    expect(rowsOf.map((r) => r.detail.action)).toEqual(['hide', 'show', 'close', 'open']);
    expect((await t.post('/api/console/universities/bulk', { uniIds: [], action: 'hide' }, { token: clerk.token })).code).toBe('003');
    expect((await t.post('/api/console/universities/bulk', { uniIds: ids, action: 'burn' }, { token: clerk.token })).code).toBe('003');
  });
});

describe('faculties', () => {
  it('adds, renames, orders and deletes only empty faculties', async () => {
    const d = await uniDetail(oxford);
    const added = await t.post(
      '/api/console/faculties/save',
      { uniId: oxford, facultyName: '测试学院', facultyEnName: 'Test Faculty' },
      { token: clerk.token },
    );
    expect(added.code).toBe('000');
    const f = added.data.find((x: any) => x.facultyEnName === 'Test Faculty');
    expect(f).toMatchObject({ majorCount: 0 });
    const renamed = await t.post(
      '/api/console/faculties/save',
      { uniId: oxford, facultyId: f.facultyId, facultyName: '测试学院二', facultyEnName: 'Test Faculty II' },
      { token: clerk.token },
    );
    expect(renamed.data.find((x: any) => x.facultyId === f.facultyId).facultyEnName).toBe('Test Faculty II');
    const order = [f.facultyId, ...d.faculties.map((x) => x.facultyId)];
    const ordered = await t.post('/api/console/faculties/order', { uniId: oxford, facultyIds: order }, { token: clerk.token });
    expect(ordered.data.map((x: any) => x.facultyId)).toEqual(order);
    expect((await t.post('/api/console/faculties/order', { uniId: oxford, facultyIds: order.slice(1) }, { token: clerk.token })).code).toBe(
      '71021',
    );
    const busy = d.faculties.find((x) => x.majorCount > 0)!;
    expect((await t.post('/api/console/faculties/delete', { uniId: oxford, facultyId: busy.facultyId }, { token: clerk.token })).code).toBe(
      '71022',
    );
    const del = await t.post('/api/console/faculties/delete', { uniId: oxford, facultyId: f.facultyId }, { token: clerk.token });
    expect(del.code).toBe('000');
    expect(del.data.map((x: any) => x.facultyId)).not.toContain(f.facultyId);
    // The public faculty list follows.
    const pub = await t.get(`/api/uni/faculty/major?uniId=${oxford}`);
    expect(pub.data.map((x: any) => x.facultyId)).toContain(busy.facultyId);
    for (const a of ['catalogue.faculty.add', 'catalogue.faculty.rename', 'catalogue.faculty.order', 'catalogue.faculty.delete'])
      expect((await audits(a)).length, a).toBeGreaterThan(0);
    expect(
      (await t.post('/api/console/faculties/save', { uniId: oxford, facultyName: '', facultyEnName: 'X' }, { token: clerk.token })).code,
    ).toBe('003');
  });
});

describe('majors', () => {
  it('lists with filters and sorts', async () => {
    const r = (
      await t.post('/api/console/majors/list', { uniId: oxford, sort: 'tuition', order: 'desc', pageSize: 100 }, { token: clerk.token })
    ).data;
    expect(r.list.length).toBeGreaterThan(0);
    expect(r.list.every((m: any) => m.uniId === oxford)).toBe(true);
    const fees = r.list.map((m: any) => m.majorTuition).filter((x: number | null) => x !== null);
    expect(fees).toEqual([...fees].sort((a: number, b: number) => b - a));
    const ranged = (
      await t.post('/api/console/majors/list', { tuitionMin: 20000, tuitionMax: 30000, pageSize: 100 }, { token: clerk.token })
    ).data;
    expect(ranged.list.every((m: any) => m.majorTuition >= 20000 && m.majorTuition <= 30000)).toBe(true);
    expect((await t.post('/api/console/majors/list', { tuitionMin: 5, tuitionMax: 1 }, { token: clerk.token })).code).toBe('003');
    const degree = (await t.post('/api/console/majors/list', { degreeType: '3', pageSize: 100 }, { token: clerk.token })).data;
    expect(degree.list.every((m: any) => m.degreeType === '3')).toBe(true);
  });

  it('saves a tuition and the public major detail shows it at once (cn and en)', async () => {
    // Cached public answers in both languages first.
    await t.get(`/api/uni/major/info?majorId=${majorId}`);
    await t.get(`/api/uni/major/info?majorId=${majorId}`, { lang: 'en' });
    const d = await majorDetail(majorId);
    const r = await t.post(
      '/api/console/majors/save',
      { ...majorBody(d), majorTuition: 43210, currency: 'GBP', applyDate: '2027-01-15', majorIntroductionEn: 'Console English intro' },
      { token: clerk.token },
    );
    expect(r.code).toBe('000');
    expect(r.data).toMatchObject({ majorTuition: 43210, applyDate: '2027-01-15', source: 'staff' });
    const cn = await t.get(`/api/uni/major/info?majorId=${majorId}`);
    expect(Number(cn.data.majorTuition)).toBe(43210);
    expect(cn.data.applyDate).toBe('2027-01-15');
    const en = await t.get(`/api/uni/major/info?majorId=${majorId}`, { lang: 'en' });
    expect(Number(en.data.majorTuition)).toBe(43210);
    expect(en.data.majorIntroduction).toBe('Console English intro');
    const [a] = (await audits('catalogue.major.save', majorId)).slice(-1);
    expect(a.detail.after).toMatchObject({ majorTuition: 43210 });
    expect(a.detail.before.majorTuition).toBe(d.majorTuition);
  });

  it('keeps the old source when asked', async () => {
    await t.database.db.execute(sql`UPDATE majors SET source = 'import:x', checked_at = '2024-01-01' WHERE id = ${majorId}`);
    const d = await majorDetail(majorId);
    const r = await t.post('/api/console/majors/save', { ...majorBody(d), hot: d.hot + 1, keepSource: true }, { token: clerk.token });
    expect(r.data).toMatchObject({ source: 'import:x', checkedAt: '2024-01-01' });
  });

  it('refuses invalid input and faculties of another university, changing nothing', async () => {
    const d = await majorDetail(majorId);
    for (const bad of [
      { majorName: '' },
      { currency: 'pounds' },
      { majorTuition: -5 },
      { degreeType: '9' },
      { majorLink: 'ftp://x' },
      { minGpa: 120 },
      { majorStatus: 'x' },
    ]) {
      expect(
        (await t.post('/api/console/majors/save', { ...majorBody(d), ...bad }, { token: clerk.token })).code,
        JSON.stringify(bad),
      ).toBe('003');
    }
    const [other] = await q<{ id: number }>(sql`SELECT id FROM faculties WHERE uni_id <> ${oxford} LIMIT 1`);
    expect((await t.post('/api/console/majors/save', { ...majorBody(d), facultyId: other.id }, { token: clerk.token })).code).toBe('71026');
    expect((await t.post('/api/console/majors/save', { ...majorBody(d), majorId: 99999999 }, { token: clerk.token })).code).toBe('71021');
    expect(await majorDetail(majorId)).toEqual(d);
  });

  it('edits one field across the chosen rows, audited, and the public pages follow', async () => {
    const ids = (await t.post('/api/console/majors/list', { uniId: oxford, pageSize: 4 }, { token: clerk.token })).data.list.map(
      (m: any) => m.majorId,
    );
    await t.get(`/api/uni/major/info?majorId=${ids[0]}`);
    const r = await t.post(
      '/api/console/majors/bulk',
      { majorIds: ids, field: 'applyDate', value: 'Rolling 2027' },
      { token: clerk.token },
    );
    expect(r).toMatchObject({ code: '000', data: { changed: ids.length } });
    expect((await t.get(`/api/uni/major/info?majorId=${ids[0]}`)).data.applyDate).toBe('Rolling 2027');
    expect(
      (await t.post('/api/console/majors/bulk', { majorIds: ids, field: 'applyDate', value: 'Rolling 2027' }, { token: clerk.token })).data
        .changed,
    ).toBe(0);
    const cur = await t.post('/api/console/majors/bulk', { majorIds: ids, field: 'currency', value: 'EUR' }, { token: clerk.token });
    expect(cur.data.changed).toBe(ids.length);
    const fee = await t.post('/api/console/majors/bulk', { majorIds: ids, field: 'majorTuition', value: 12345 }, { token: clerk.token });
    expect(fee.data.changed).toBe(ids.length);
    const stored = await q<any>(sql`SELECT currency, major_tuition::int AS fee FROM majors WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`);
    expect(stored.every((s) => s.currency === 'EUR' && s.fee === 12345)).toBe(true);
    const [a] = (await audits('catalogue.major.bulk', 'currency')).slice(-1);
    expect(a.detail.majors.map((m: any) => m.id)).toEqual([...ids].sort((x: number, y: number) => x - y));
    // A wrong value for the field changes nothing.
    expect(
      (await t.post('/api/console/majors/bulk', { majorIds: ids, field: 'currency', value: 'euro' }, { token: clerk.token })).code,
    ).toBe('003');
    expect(
      (await t.post('/api/console/majors/bulk', { majorIds: ids, field: 'degreeType', value: '7' }, { token: clerk.token })).code,
    ).toBe('003');
    expect((await t.post('/api/console/majors/bulk', { majorIds: ids, field: 'majorLink', value: 'x' }, { token: clerk.token })).code).toBe(
      '003',
    );
    const still = await q<any>(sql`SELECT currency FROM majors WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`);
    expect(still.every((s) => s.currency === 'EUR')).toBe(true);
  });
});

describe('creating a programme by hand', () => {
  const countMajors = async () => (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM majors`))[0].n;
  const newBody = (uniId: number, facultyId: number | null, name: string) => ({
    uniId,
    majorName: `${name}硕士`,
    majorEnName: `MSc ${name}`,
    facultyId,
    degreeType: '2',
    majorTuition: 31000,
    currency: 'GBP',
    applyDate: '2027-03-01',
    majorIntroduction: '手工新建的专业',
    majorIntroductionEn: 'Made by hand',
    majorStatus: '0',
  });

  it('answers 002 without a session, 004 to students, 000 to clerks', async () => {
    const [f] = await q<{ id: number }>(sql`SELECT id FROM faculties WHERE uni_id = ${oxford} ORDER BY sort, id LIMIT 1`);
    const before = await countMajors();
    expect((await t.post('/api/console/majors/create', newBody(oxford, f.id, 'Roles A'))).code).toBe('002');
    expect((await t.post('/api/console/majors/create', newBody(oxford, f.id, 'Roles B'), { token: student.token })).code).toBe('004');
    expect((await t.post('/api/console/majors/create', newBody(oxford, f.id, 'Roles C'), { token: agent.token })).code).toBe('004');
    expect(await countMajors()).toBe(before);
    const r = await t.post('/api/console/majors/create', newBody(oxford, f.id, 'Roles D'), { token: clerk.token });
    expect(r.code).toBe('000');
    expect(await countMajors()).toBe(before + 1);
  });

  it('refuses invalid input, an unknown university and a faculty of another university, creating nothing', async () => {
    const [f] = await q<{ id: number }>(sql`SELECT id FROM faculties WHERE uni_id = ${oxford} ORDER BY sort, id LIMIT 1`);
    const [other] = await q<{ id: number }>(sql`SELECT id FROM faculties WHERE uni_id <> ${oxford} LIMIT 1`);
    const before = await countMajors();
    const auditsBefore = (await audits('catalogue.major.create')).length;
    for (const bad of [
      { majorName: '' },
      { majorEnName: '   ' },
      { currency: 'pounds' },
      { majorTuition: -5 },
      { degreeType: '9' },
      { majorLink: 'ftp://x' },
      { minGpa: 120 },
      { majorStatus: 'x' },
      { uniId: 'abc' },
      { uniId: undefined },
    ]) {
      expect(
        (await t.post('/api/console/majors/create', { ...newBody(oxford, f.id, 'Bad'), ...bad }, { token: clerk.token })).code,
        JSON.stringify(bad),
      ).toBe('003');
    }
    expect((await t.post('/api/console/majors/create', newBody(oxford, other.id, 'Mismatch'), { token: clerk.token })).code).toBe('71026');
    expect((await t.post('/api/console/majors/create', newBody(99999999, null, 'Nowhere'), { token: clerk.token })).code).toBe('71021');
    expect(await countMajors()).toBe(before);
    expect(await audits('catalogue.major.create')).toHaveLength(auditsBefore);
  });

  it("creates it in the university's country, audited, and the public pages show it at once", async () => {
    const [f] = await q<{ id: number }>(sql`SELECT id FROM faculties WHERE uni_id = ${oxford} ORDER BY sort, id LIMIT 1`);
    const [uni] = await q<{ countryId: string }>(sql`SELECT country_id AS "countryId" FROM universities WHERE id = ${oxford}`);
    // The university's public programme lists are cached first (cn and en).
    const publicList = async (lang?: 'en') =>
      ((await t.get(`/api/uni/faculty/major?uniId=${oxford}`, lang ? { lang } : {})).data as any[]).flatMap((x) =>
        x.majorList.map((m: any) => m.majorId),
      );
    const masters = async () =>
      ((await t.get(`/api/uni/faculty/newMajor?uniId=${oxford}&degreeType=2`)).data as any[]).flatMap((x) =>
        x.majorList.map((m: any) => m.majorId),
      );
    // The university page's programme list (memoised until the catalogue changes).
    const uniPage = async () =>
      ((await t.post('/api/uni/school-university/partnerSchoolInfo', { uniId: oxford })).data.master as any[]).map((m) => m.majorId);
    await publicList();
    await publicList('en');
    await masters();
    await uniPage();
    const r = await t.post('/api/console/majors/create', newBody(oxford, f.id, 'Handmade Studies'), { token: clerk.token });
    expect(r.code).toBe('000');
    const d = r.data as ConsoleMajorDetail;
    expect(d).toMatchObject({
      uniId: oxford,
      countryId: uni.countryId,
      facultyId: f.id,
      majorName: 'Handmade Studies硕士',
      majorEnName: 'MSc Handmade Studies',
      degreeType: '2',
      majorTuition: 31000,
      currency: 'GBP',
      majorStatus: '0',
      source: 'staff',
    });
    expect(d.checkedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(d.faculties.some((x) => x.facultyId === f.id)).toBe(true);
    expect(await majorDetail(d.majorId)).toEqual(d);
    // Public detail and the university's programme lists, at once.
    const cn = await t.get(`/api/uni/major/info?majorId=${d.majorId}`);
    expect(cn.code).toBe('000');
    expect(cn.data.majorName).toBe('Handmade Studies硕士');
    expect(Number(cn.data.majorTuition)).toBe(31000);
    const en = await t.get(`/api/uni/major/info?majorId=${d.majorId}`, { lang: 'en' });
    expect(en.data.majorIntroduction).toBe('Made by hand');
    expect(await publicList()).toContain(d.majorId);
    expect(await publicList('en')).toContain(d.majorId);
    expect(await masters()).toContain(d.majorId);
    expect(await uniPage()).toContain(d.majorId);
    // Audited with who and what.
    const [a] = await audits('catalogue.major.create', d.majorId);
    expect(a.actor_id).toBe(clerk.id);
    expect(a.detail).toMatchObject({ uniId: oxford, after: { majorName: 'Handmade Studies硕士', majorTuition: 31000 } });
    // It can be edited like any other programme.
    const s = await t.post('/api/console/majors/save', { ...majorBody(d), hot: 3 }, { token: clerk.token });
    expect(s).toMatchObject({ code: '000', data: { hot: 3 } });
  });
});

describe('optimistic concurrency', () => {
  it('answers 71020 to a save of a row changed since it was loaded', async () => {
    const d = await majorDetail(majorId);
    expect((await t.post('/api/console/majors/save', { ...majorBody(d), stipend: 1 }, { token: clerk.token })).code).toBe('000');
    const stale = await t.post('/api/console/majors/save', { ...majorBody(d), stipend: 2 }, { token: admin.token });
    expect(stale.code).toBe('71020');
    expect(stale.msg).toMatch(/修改|changed/);
    expect((await majorDetail(majorId)).stipend).toBe(1);
    // A bulk edit counts as a change too.
    const u = await uniDetail(oxford);
    await t.post('/api/console/universities/bulk', { uniIds: [oxford], action: 'close' }, { token: clerk.token });
    expect((await t.post('/api/console/universities/save', uniBody(u), { token: clerk.token })).code).toBe('71020');
    await t.post('/api/console/universities/bulk', { uniIds: [oxford], action: 'open' }, { token: clerk.token });
  });

  it('lets exactly one of 30 saves of the same loaded row win', async () => {
    const d = await majorDetail(majorId);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.post('/api/console/majors/save', { ...majorBody(d), majorTuition: 50000 + i }, { token: i % 2 ? clerk.token : admin.token }),
      ),
    );
    const codes = results.map((r) => r.code);
    expect(codes.filter((c) => c === '000')).toHaveLength(1);
    expect(codes.filter((c) => c === '71020')).toHaveLength(29);
    const winner = results.find((r) => r.code === '000')!;
    const now = await majorDetail(majorId);
    expect(now.majorTuition).toBe(winner.data.majorTuition);
    expect((await t.get(`/api/uni/major/info?majorId=${majorId}`)).data.majorTuition).toBe(String(winner.data.majorTuition));

    const u = await uniDetail(oxford);
    const uniResults = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.post('/api/console/universities/save', { ...uniBody(u), founded: 1000 + i }, { token: clerk.token }),
      ),
    );
    expect(uniResults.filter((r) => r.code === '000')).toHaveLength(1);
    expect(uniResults.filter((r) => r.code === '71020')).toHaveLength(29);
  });
});

describe('catalogue pictures', () => {
  function multipart(name: string, data: Buffer) {
    const boundary = `----portal${Math.random().toString(16).slice(2)}`;
    return {
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }
  const upload = async (token: string, data: Buffer, name = 'campus.png') => {
    const m = multipart(name, data);
    return (
      await t.call({ method: 'POST', url: '/api/file/upload/uploadImg?use=catalogue', payload: m.payload, headers: m.headers, token })
    ).body;
  };

  it('resizes a picture for its use, serves it publicly and cacheably, and lets a form use it', async () => {
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#2255aa' } })
      .png()
      .toBuffer();
    const up = await upload(clerk.token, big);
    expect(up.code).toBe('000');
    // Not public before it is published.
    expect((await t.call({ method: 'GET', url: up.data.imgPath })).status).toBe(404);
    const pub = await t.post('/api/console/images', { imgPath: up.data.imgPath, kind: 'campus' }, { token: clerk.token });
    expect(pub.code).toBe('000');
    expect(pub.data).toMatchObject({ width: 1500, height: 1000 });
    const file = await t.call({ method: 'GET', url: pub.data.url });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(String(file.headers['cache-control'])).toMatch(/public/);
    // Published once only; another staff member cannot publish someone else's upload.
    expect((await t.post('/api/console/images', { imgPath: up.data.imgPath, kind: 'campus' }, { token: clerk.token })).code).toBe('71023');
    const up2 = await upload(clerk.token, big, 'logo.png');
    expect((await t.post('/api/console/images', { imgPath: up2.data.imgPath, kind: 'logo' }, { token: admin.token })).code).toBe('71023');
    const logo = await t.post('/api/console/images', { imgPath: up2.data.imgPath, kind: 'logo' }, { token: clerk.token });
    expect(logo.data).toMatchObject({ width: 240, height: 160 });
    const d = await uniDetail(oxford);
    const saved = await t.post(
      '/api/console/universities/save',
      { ...uniBody(d), uniMain: pub.data.url, uniLogo: logo.data.url },
      { token: clerk.token },
    );
    expect(saved.code).toBe('000');
    expect((await t.get(`/api/uni/school-university/show?uniId=${oxford}`)).data.uniLogo).toBe(logo.data.url);
    expect((await audits('catalogue.image')).length).toBe(2);
  });

  it('keeps the application forms of a special school: uploaded by staff, listed in order, public once saved', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const m = multipart('Form A.pdf', pdf);
    const up = (
      await t.call({
        method: 'POST',
        url: '/api/file/upload/uploadFiles?use=attachment',
        payload: m.payload,
        headers: m.headers,
        token: clerk.token,
      })
    ).body;
    expect(up.code).toBe('000');
    const route = up.data[0].imgPath;
    expect((await t.call({ method: 'GET', url: route })).status).toBe(404);
    const d = await uniDetail(oxford);
    const saved = await t.post(
      '/api/console/universities/save',
      { ...uniBody(d), isSpecial: '1', applyFiles: [{ fileRoute: route, fileName: 'Application Form A.pdf' }] },
      { token: clerk.token },
    );
    expect(saved.code).toBe('000');
    expect(saved.data.applyFiles).toEqual([{ fileRoute: route, fileName: 'Application Form A.pdf' }]);
    expect((await t.call({ method: 'GET', url: route })).status).toBe(200);
    // Someone else's upload cannot be listed.
    const other = await account();
    const m2 = multipart('x.pdf', pdf);
    const up2 = (
      await t.call({ method: 'POST', url: '/api/file/upload/uploadFiles', payload: m2.payload, headers: m2.headers, token: other.token })
    ).body;
    const d2 = await uniDetail(oxford);
    const refused = await t.post(
      '/api/console/universities/save',
      { ...uniBody(d2), applyFiles: [...d2.applyFiles, { fileRoute: up2.data[0].imgPath, fileName: 'x.pdf' }] },
      { token: clerk.token },
    );
    expect(refused.code).toBe('71023');
    expect((await uniDetail(oxford)).applyFiles).toEqual(d2.applyFiles);
  });

  it('refuses other types and sizes for the catalogue use', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%\n');
    expect((await upload(clerk.token, pdf, 'a.pdf')).code).toBe('020');
    const huge = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    expect(
      (
        await upload(
          clerk.token,
          Buffer.concat([
            await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
              .png()
              .toBuffer(),
            huge,
          ]),
        )
      ).code,
    ).toBe('021');
  });
});
