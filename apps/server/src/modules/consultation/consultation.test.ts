// Online consultation: clue/add of types 0-2 answers the country's chat link (a set one, else the
// demo page) and stores a lead with the profile; unknown countries and universities are refused
// with nothing stored; a session is needed; the per-account limit holds under a burst; the
// consultation profile's rules and ownership; the demo chat page; the staff's list of leads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CLUE_LIMITS } from '@portal/shared';
import { ADMIN, createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { rows } from '../../lib/sql';

const PUBLIC_URL = 'http://portal.test';
let t: TestApp;
const q = <T = any>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
let uni: { id: number; en: string; cn: string; country: string };
let otherCountry: string;
let admin: string;

async function account() {
  const r = await registerByPhone(t);
  const [u] = await q<{ id: number }>(sql`SELECT id FROM users WHERE phone_number = ${r.phone}`);
  return { token: r.token, id: u.id };
}
const leadsOf = (userId: number) => q<any>(sql`SELECT * FROM consult_leads WHERE user_id = ${userId} ORDER BY id`);
const clue = (body: object, token?: string, lang?: string) =>
  t.post('/api/dynamics/clue/add', { scholarshipType: 1, ...body }, { token, lang });
const profile = {
  userName: '张同学',
  sex: '1',
  gpa: '3.6',
  nationality: '',
  countryId: '',
  courseType: '',
  majorFocusList: [] as string[],
};

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL }, { catalogue: true });
  const [u] = await q<{ id: number; en: string; cn: string; country: string }>(
    sql`SELECT id, uni_en_name AS en, uni_name AS cn, country_id AS country FROM universities WHERE status = '0' ORDER BY id LIMIT 1`,
  );
  uni = u;
  const [o] = await q<{ v: string }>(
    sql`SELECT dict_value AS v FROM dict_data WHERE dict_type = 'web_clerk_countryName' AND dict_value <> ${u.country} ORDER BY sort LIMIT 1`,
  );
  otherCountry = o.v;
  const dict = async (type: string) =>
    (await q<{ v: string }>(sql`SELECT dict_value AS v FROM dict_data WHERE dict_type = ${type} ORDER BY sort LIMIT 2`)).map((r) => r.v);
  profile.nationality = (await dict('nationality'))[0];
  profile.courseType = (await dict('web_stu_courseType'))[0];
  profile.countryId = u.country;
  profile.majorFocusList = await dict('major_focus');
  admin = (await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password })).data.token;
}, 120_000);
afterAll(async () => t?.close());

describe('clue/add', () => {
  it('answers the demo chat page of the country for types 0-2 and stores each lead with the profile', async () => {
    const a = await account();
    expect((await t.post('/api/consult/profile', profile, { token: a.token })).code).toBe('000');
    const r0 = await clue({ type: 0, countryId: uni.country }, a.token);
    expect(r0).toMatchObject({ code: '000', data: `${PUBLIC_URL}/api/consult/chat?country=${encodeURIComponent(uni.country)}` });
    const r1 = await clue({ type: 1, countryId: uni.country, uniEnName: uni.en }, a.token);
    expect(r1.data).toBe(`${PUBLIC_URL}/api/consult/chat?${new URLSearchParams({ country: uni.country, uni: uni.en })}`);
    const r2 = await clue(
      { type: 2, countryId: Number(uni.country) || uni.country, uniId: uni.id, uniEnName: uni.en, majorName: 'Computer Science' },
      a.token,
    );
    expect(r2.data).toBe(
      `${PUBLIC_URL}/api/consult/chat?${new URLSearchParams({ country: uni.country, uni: uni.en, major: 'Computer Science' })}`,
    );
    const leads = await leadsOf(a.id);
    expect(leads.map((l) => [l.type, l.country_id, l.uni_id, l.uni_en_name, l.major_name])).toEqual([
      [0, uni.country, null, null, null],
      [1, uni.country, uni.id, uni.en, null],
      [2, uni.country, uni.id, uni.en, 'Computer Science'],
    ]);
    expect(leads[0].profile).toMatchObject({
      userName: '张同学',
      sex: '1',
      gpa: '3.6',
      stuUniName: '北京大学',
      courseType: profile.courseType,
    });
    expect(leads[2].chat_url).toBe(r2.data);

    // The demo page says what was asked, in cn and en, with its own CSP and no script.
    const page = await t.call({
      method: 'GET',
      url: new URL(r2.data).pathname + new URL(r2.data).search,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toMatch(/text\/html/);
    expect(String(page.headers['content-security-policy'])).toMatch(/default-src 'none'; style-src 'nonce-/);
    expect(page.body).toContain(uni.cn);
    expect(page.body).toContain('Computer Science');
    expect(page.body).toContain('演示');
    expect(page.body).not.toMatch(/<script/i);
    const en = await t.call({
      method: 'GET',
      url: `/api/consult/chat?country=${uni.country}&uni=${encodeURIComponent('<b>x')}&major=${encodeURIComponent('<i>y')}`,
      headers: { cookie: 'language=en' },
    });
    expect(en.body).toContain('Demo page');
    // An unknown university is not shown; the major is, escaped.
    expect(en.body).not.toContain('<b>x');
    expect(en.body).toContain('&lt;i&gt;y');
    expect(en.body).not.toContain('<i>y');
  });

  it("answers the country's own chat link when staff set one", async () => {
    const a = await account();
    await q(sql`INSERT INTO country_settings (country_id, contract_class, chat_url) VALUES (${otherCountry}, 'A', 'https://chat.example/cs?c=1')
                ON CONFLICT (country_id) DO UPDATE SET chat_url = EXCLUDED.chat_url`);
    expect(await clue({ type: 0, countryId: otherCountry }, a.token)).toMatchObject({ code: '000', data: 'https://chat.example/cs?c=1' });
    expect((await leadsOf(a.id))[0]).toMatchObject({
      country_id: otherCountry,
      chat_url: 'https://chat.example/cs?c=1',
      profile: { gpa: null },
    });
    await q(sql`UPDATE country_settings SET chat_url = NULL WHERE country_id = ${otherCountry}`);
  });

  it('refuses unknown countries and universities and incomplete requests, storing nothing; needs a session', async () => {
    const a = await account();
    expect((await clue({ type: 0, countryId: '999999' }, a.token)).code).toBe('70070');
    expect((await clue({ type: 1, countryId: uni.country, uniEnName: 'No Such University' }, a.token)).code).toBe('70071');
    expect((await clue({ type: 1, countryId: uni.country, uniId: 99999999 }, a.token)).code).toBe('70071');
    // A university of another country than the one asked about.
    expect((await clue({ type: 1, countryId: otherCountry, uniId: uni.id }, a.token)).code).toBe('70071');
    const missing = await clue({ type: 2, countryId: uni.country, uniEnName: uni.en }, a.token);
    expect(missing.code).toBe('003');
    expect(missing.data.errors[0].field).toBe('majorName');
    expect((await clue({ type: 1, countryId: uni.country }, a.token)).code).toBe('003');
    expect((await clue({ type: 3, countryId: uni.country }, a.token)).code).toBe('003');
    expect((await clue({ type: 0 }, a.token)).code).toBe('003');
    expect((await clue({ type: 0, countryId: uni.country })).code).toBe('002');
    expect(await leadsOf(a.id)).toEqual([]);
    expect(await clue({ type: 0, countryId: '999999' }, a.token, 'en')).toMatchObject({ msg: 'Please choose a consultation country' });
  });

  it(`holds ${CLUE_LIMITS.minute} requests a minute per account under 30 at once: stored or 006, never both`, async () => {
    const a = await account();
    const b = await account();
    const answers = await Promise.all(Array.from({ length: 30 }, () => clue({ type: 0, countryId: uni.country }, a.token)));
    const okCount = answers.filter((r) => r.code === '000').length;
    expect(okCount).toBe(CLUE_LIMITS.minute);
    expect(answers.filter((r) => r.code === '006').length).toBe(30 - CLUE_LIMITS.minute);
    expect((await leadsOf(a.id)).length).toBe(okCount);
    // Another account is not held back.
    expect((await clue({ type: 0, countryId: uni.country }, b.token)).code).toBe('000');
  });
});

describe('consultation profile', () => {
  it('loads the account name and school, saves with the rules, and is the owner’s only', async () => {
    const a = await account();
    const b = await account();
    const empty = await t.get('/api/consult/profile', { token: a.token });
    expect(empty).toMatchObject({
      code: '000',
      data: { user: { stuUniName: '北京大学', nationality: null, courseType: null, majorFocusList: [], updatedAt: null } },
    });
    expect((await t.get('/api/consult/profile')).code).toBe('002');

    const noGrade = await t.post('/api/consult/profile', { ...profile, courseType: '' }, { token: a.token });
    expect(noGrade.code).toBe('003');
    expect(noGrade.data.errors).toEqual([{ field: 'courseType', message: '请填写所在国家与年级' }]);
    const noCountry = await t.post('/api/consult/profile', { ...profile, nationality: undefined }, { token: a.token, lang: 'en' });
    expect(noCountry.data.errors).toEqual([{ field: 'nationality', message: 'Please fill in your country and grade' }]);
    expect((await t.post('/api/consult/profile', { ...profile, userName: ' ' }, { token: a.token })).data.errors[0].field).toBe('userName');
    expect((await t.post('/api/consult/profile', { ...profile, userName: 'x'.repeat(21) }, { token: a.token })).code).toBe('003');
    expect((await t.post('/api/consult/profile', { ...profile, sex: '' }, { token: a.token })).data.errors[0].field).toBe('sex');
    for (const gpa of ['3.6a', '123456', '3,5'])
      expect((await t.post('/api/consult/profile', { ...profile, gpa }, { token: a.token })).data.errors[0].field).toBe('gpa');
    expect((await t.post('/api/consult/profile', { ...profile, countryId: '999999' }, { token: a.token })).data.errors[0].field).toBe(
      'countryId',
    );
    expect((await t.post('/api/consult/profile', { ...profile, majorFocusList: ['nope'] }, { token: a.token })).data.errors[0].field).toBe(
      'majorFocusList.0',
    );
    expect((await t.get('/api/consult/profile', { token: a.token })).data.user.updatedAt).toBeNull();

    const saved = await t.post('/api/consult/profile', { ...profile, stuUniName: 'Somewhere Else', gpa: '' }, { token: a.token });
    expect(saved).toMatchObject({
      code: '000',
      data: {
        user: {
          userName: '张同学',
          sex: '1',
          stuUniName: '北京大学',
          gpa: null,
          nationality: profile.nationality,
          courseType: profile.courseType,
        },
      },
    });
    expect(saved.data.user.majorFocusList).toEqual(profile.majorFocusList);
    expect((await t.get('/api/admin/user/getInfo', { token: a.token })).data.user.userName).toBe('张同学');
    // B sees its own (empty) profile, never A's.
    expect((await t.get('/api/consult/profile', { token: b.token })).data.user).toMatchObject({
      nationality: null,
      courseType: null,
      userName: null,
    });
    // Saving again changes it; an account without a school is asked to add one first.
    expect((await t.post('/api/consult/profile', { ...profile, gpa: '85' }, { token: a.token })).data.user.gpa).toBe('85');
    await q(sql`UPDATE users SET stu_uni_name = NULL WHERE id = ${b.id}`);
    expect((await t.post('/api/consult/profile', profile, { token: b.token })).code).toBe('70072');
  });
});

describe('staff leads', () => {
  it('lists leads for clerks and admins with filters; others 004', async () => {
    const a = await account();
    await clue({ type: 1, countryId: uni.country, uniEnName: uni.en }, a.token);
    expect((await t.get('/api/console/leads', { token: a.token })).code).toBe('004');
    expect((await t.get('/api/console/leads')).code).toBe('002');
    const all = await t.get('/api/console/leads?pageSize=5', { token: admin });
    expect(all.code).toBe('000');
    expect(all.data.list[0]).toMatchObject({ type: 1, userId: a.id, uniEnName: uni.en, countryId: uni.country });
    expect(all.data.list[0].account).toMatch(/\*/);
    const ones = await t.get(`/api/console/leads?type=1&countryId=${uni.country}`, { token: admin });
    expect(ones.data.list.every((l: any) => l.type === 1 && l.countryId === uni.country)).toBe(true);
    expect(ones.data.totalCount).toBeGreaterThanOrEqual(2);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await t.get(`/api/console/leads?from=${today}&to=${today}`, { token: admin })).data.totalCount).toBe(all.data.totalCount);
    expect((await t.get('/api/console/leads?from=2000-01-01&to=2000-01-02', { token: admin })).data.totalCount).toBe(0);
    expect((await t.get('/api/console/leads?from=2000-01-02&to=2000-01-01', { token: admin })).code).toBe('003');
  });
});
