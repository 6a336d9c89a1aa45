// The console's country settings through the calls: who may read and save, the field checks (nothing
// changed on a refusal), a saved chat link is what consultation answers next, a saved rate changes
// the tuition in yuan of matching, the audit rows (credential-like link parameters hidden), and 30
// saves of one country at once leave one consistent row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CountrySettingItem, CurrencyRateItem, MatchItem, MatchResult } from '@portal/shared';
import { ADMIN, createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { rows } from '../../lib/sql';

let t: TestApp;
const q = <T = any>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
let admin: { token: string; id: number };
let clerk: { token: string; id: number };
let student: { token: string; id: number };

async function account(roles?: string[]) {
  const { token, phone } = await registerByPhone(t);
  const [u] = await q<{ id: number }>(sql`SELECT id FROM users WHERE phone_number = ${phone}`);
  if (roles) expect((await t.post('/api/admin/user/changeRoles', { userId: u.id, roles }, { token: admin.token })).code).toBe('000');
  return { token, id: u.id };
}

const list = async (token = admin.token, lang?: string) =>
  (await t.get('/api/console/countries', { token, lang })).data as CountrySettingItem[];
const one = async (id: string) => (await list()).find((c) => c.countryId === id)!;
const bodyOf = (c: CountrySettingItem) => ({
  countryId: c.countryId,
  currency: c.currency,
  requiresProfessionalLink: c.requiresProfessionalLink,
  applicationOpen: c.applicationOpen,
  contractClass: c.contractClass ?? 'A',
  chatUrl: c.chatUrl ?? '',
});
const save = (body: object, token = admin.token, lang?: string) => t.post('/api/console/countries/save', body, { token, lang });
const saveRate = (body: object, token = admin.token, lang?: string) => t.post('/api/console/rates/save', body, { token, lang });
const state = async (id: string) =>
  (
    await q<any>(
      sql`SELECT c.currency, c.requires_professional_link AS link, c.application_open AS open, s.contract_class AS cls, s.chat_url AS chat
            FROM countries c LEFT JOIN country_settings s ON s.country_id = c.id WHERE c.id = ${id}`,
    )
  )[0];
const audits = (action: string, target: string) =>
  q<any>(sql`SELECT actor_id, detail FROM audit_log WHERE action = ${action} AND target = ${target} ORDER BY id`);

// The United Kingdom and France of the demo catalogue (seed/contract-classes.ts).
const UK = '140';
const FR = '214';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://portal.test' }, { catalogue: true });
  const login = await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password });
  const [a] = await q<{ id: number }>(sql`SELECT id FROM users WHERE email = ${ADMIN.account}`);
  admin = { token: login.data.token, id: a.id };
  clerk = await account(['clerk']);
  student = await account();
}, 180_000);
afterAll(async () => t?.close());

describe('who may read and save', () => {
  it('lets clerks and admins read, only admins save (no session 002, others 004)', async () => {
    const uk = await one(UK);
    const body = bodyOf(uk);
    const gbp = uk.cnyPerUnit!;
    for (const [url, payload] of [
      ['/api/console/countries', undefined],
      ['/api/console/rates', undefined],
      ['/api/console/countries/save', body],
      ['/api/console/rates/save', { currency: 'GBP', cnyPerUnit: gbp }],
    ] as const) {
      const send = (token?: string) => (payload ? t.post(url, payload, { token }) : t.get(url, { token }));
      expect((await send()).code, `${url} anonymous`).toBe('002');
      expect((await send(student.token)).code, `${url} student`).toBe('004');
      expect((await send(clerk.token)).code, `${url} clerk`).toBe(payload ? '004' : '000');
      expect((await send(admin.token)).code, `${url} admin`).toBe('000');
    }
    expect(await state(UK)).toEqual({ currency: 'GBP', link: uk.requiresProfessionalLink, open: uk.applicationOpen, cls: 'A', chat: null });
  });

  it('lists every study country with its settings, its rate and who changed it last', async () => {
    const all = await list(clerk.token);
    const [{ n }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM countries`);
    expect(all).toHaveLength(n);
    expect(all.find((c) => c.countryId === UK)).toMatchObject({
      name: '英国',
      enName: 'United Kingdom',
      currency: 'GBP',
      contractClass: 'A',
      chatUrl: null,
      cnyPerUnit: expect.any(Number),
    });
    const rates = (await t.get('/api/console/rates', { token: clerk.token })).data as CurrencyRateItem[];
    expect(rates.find((r) => r.currency === 'GBP')).toMatchObject({ cnyPerUnit: expect.any(Number), countries: [UK] });
    expect(rates.some((r) => r.currency === 'CNY')).toBe(false);
  });
});

describe('checks', () => {
  it('refuses bad links, currencies and classes with the field named, changing nothing', async () => {
    const fr = await one(FR);
    const before = await state(FR);
    const cases: [object, string, string][] = [
      [{ chatUrl: 'chat.example/cs' }, 'chatUrl', 'Enter a full link starting with http:// or https://'],
      [{ chatUrl: 'javascript:alert(1)' }, 'chatUrl', 'Enter a full link starting with http:// or https://'],
      [{ chatUrl: 'JavaScript://x.example/%0Aalert(1)' }, 'chatUrl', 'Enter a full link starting with http:// or https://'],
      [{ chatUrl: 'data:text/html,hi' }, 'chatUrl', 'Enter a full link starting with http:// or https://'],
      [{ chatUrl: 'https://user:pw@chat.example/' }, 'chatUrl', 'Enter a full link starting with http:// or https://'],
      [{ chatUrl: 'https://chat.example/a b' }, 'chatUrl', 'Enter a full link starting with http:// or https://'],
      [{ chatUrl: `https://chat.example/${'a'.repeat(500)}` }, 'chatUrl', 'Cannot exceed 500 characters'],
      [{ currency: 'eur' }, 'currency', 'Enter a 3-letter upper-case currency code, e.g. GBP'],
      [{ currency: 'EURO' }, 'currency', 'Enter a 3-letter upper-case currency code, e.g. GBP'],
      [{ contractClass: 'C' }, 'contractClass', 'Please select the contract class'],
      [{ applicationOpen: 'yes' }, 'applicationOpen', 'Invalid format'],
    ];
    for (const [patch, field, message] of cases) {
      const r = await save({ ...bodyOf(fr), ...patch }, admin.token, 'en');
      expect(r.code, JSON.stringify(patch)).toBe('003');
      expect(r.data.errors, JSON.stringify(patch)).toContainEqual({ field, message });
    }
    const cn = await save({ ...bodyOf(fr), chatUrl: 'javascript:alert(1)' });
    expect(cn.data.errors).toContainEqual({ field: 'chatUrl', message: '请输入以 http:// 或 https:// 开头的完整链接' });
    expect((await save({ ...bodyOf(fr), countryId: '999999' }, admin.token, 'en')).code).toBe('70090');
    for (const [patch, field, message] of [
      [{ cnyPerUnit: 0 }, 'cnyPerUnit', 'The rate must be more than 0 and less than 1000'],
      [{ cnyPerUnit: -1 }, 'cnyPerUnit', 'The rate must be more than 0 and less than 1000'],
      [{ cnyPerUnit: 1000 }, 'cnyPerUnit', 'The rate must be more than 0 and less than 1000'],
      [{ cnyPerUnit: 1.1234567 }, 'cnyPerUnit', 'The rate can have at most 6 decimals'],
      [{ currency: 'gbp' }, 'currency', 'Enter a 3-letter upper-case currency code, e.g. GBP'],
    ] as const) {
      const r = await saveRate({ currency: 'GBP', cnyPerUnit: 9, ...patch }, admin.token, 'en');
      expect(r.code, JSON.stringify(patch)).toBe('003');
      expect(r.data.errors).toContainEqual({ field, message });
    }
    expect((await saveRate({ currency: 'XYZ', cnyPerUnit: 1 })).code).toBe('70091');
    expect(await state(FR)).toEqual(before);
    expect(await audits('country.settings', FR)).toEqual([]);
    expect(await audits('currency.rate', 'GBP')).toEqual([]);
  });
});

describe('what the public pages see', () => {
  it('answers the saved chat link on the next consultation about that country, then the demo page again', async () => {
    const s = await registerByPhone(t);
    const fr = await one(FR);
    const link = 'https://chat.example/fr?channel=portal&token=abc123';
    const r = await save({ ...bodyOf(fr), chatUrl: `  ${link}  ` });
    expect(r.code).toBe('000');
    expect(r.data).toMatchObject({ countryId: FR, chatUrl: link, updatedAt: expect.any(String), updatedBy: expect.stringContaining('*') });
    const clue = () => t.post('/api/dynamics/clue/add', { type: 0, countryId: FR, scholarshipType: 1 }, { token: s.token });
    expect(await clue()).toMatchObject({ code: '000', data: link });

    // The audit row: who, the fields changed, and the credential of the link hidden.
    const [row] = await audits('country.settings', FR);
    expect(row.actor_id).toBe(admin.id);
    expect(row.detail).toEqual({
      before: { chatUrl: null },
      after: { chatUrl: 'https://chat.example/fr?channel=portal&token=***' },
    });
    expect(JSON.stringify(row.detail)).not.toContain('abc123');

    // Emptied: the demo chat page again.
    expect((await save({ ...bodyOf(fr), chatUrl: '' })).data.chatUrl).toBeNull();
    expect((await clue()).data).toBe(`http://portal.test/api/consult/chat?country=${FR}`);
    // Saving the same values again writes nothing.
    const n = (await audits('country.settings', FR)).length;
    expect((await save({ ...bodyOf(fr), chatUrl: null })).code).toBe('000');
    expect(await audits('country.settings', FR)).toHaveLength(n);
  });

  it('a saved rate changes the tuition in yuan of the matching programmes of that currency', async () => {
    const { token } = await registerByPhone(t);
    const match = async () => {
      const r = await t.post(
        '/api/aiSchool/match',
        {
          gpa: '3.5',
          gpaScale: 'four',
          languageTest: 'IELTS',
          languageScore: '6.5',
          courseType: '2',
          countryIds: [UK],
          majorFocusList: [],
        },
        { token },
      );
      expect(r.code).toBe('000');
      const res = r.data as MatchResult;
      return [...res.reach.list, ...res.match.list, ...res.safety.list, ...res.unrated.list] as MatchItem[];
    };
    const first = (await match()).find((i) => i.currency === 'GBP' && i.tuition != null)!;
    expect(first).toBeDefined();
    const r = await saveRate({ currency: 'GBP', cnyPerUnit: 10.123456 });
    expect(r.code).toBe('000');
    expect((r.data as CurrencyRateItem[]).find((x) => x.currency === 'GBP')).toMatchObject({ cnyPerUnit: 10.123456 });
    await t.app.changes.sync();
    const again = (await match()).find((i) => i.majorId === first.majorId)!;
    expect(again.tuitionCny).toBe(Math.round(first.tuition! * 10.123456));
    expect(again.tuitionCny).not.toBe(first.tuitionCny);
    expect((await one(UK)).cnyPerUnit).toBe(10.123456);
    const [row] = await audits('currency.rate', 'GBP');
    expect(row).toMatchObject({
      actor_id: admin.id,
      detail: { before: { cnyPerUnit: expect.any(Number) }, after: { cnyPerUnit: 10.123456 } },
    });
  });

  it('changes the country columns too (currency, course-link rule, applications open, class), audited', async () => {
    const fr = await one(FR);
    const r = await save({ ...bodyOf(fr), currency: 'CHF', requiresProfessionalLink: !fr.requiresProfessionalLink, contractClass: 'B' });
    expect(r.data).toMatchObject({ currency: 'CHF', requiresProfessionalLink: !fr.requiresProfessionalLink, contractClass: 'B' });
    expect((await audits('country.settings', FR)).at(-1).detail).toEqual({
      before: { currency: fr.currency, requiresProfessionalLink: fr.requiresProfessionalLink, contractClass: fr.contractClass },
      after: { currency: 'CHF', requiresProfessionalLink: !fr.requiresProfessionalLink, contractClass: 'B' },
    });
    expect((await save(bodyOf(fr))).code).toBe('000');
    expect(await state(FR)).toMatchObject({ currency: fr.currency, cls: fr.contractClass });
  });
});

describe('saves at once', () => {
  it('30 saves of one country leave one consistent row, each audited with what it replaced', async () => {
    const fr = await one(FR);
    const auditedBefore = (await audits('country.settings', FR)).length;
    const bodies = Array.from({ length: 30 }, (_, i) => ({
      ...bodyOf(fr),
      currency: i % 2 ? 'EUR' : 'CHF',
      contractClass: i % 2 ? 'A' : 'B',
      chatUrl: `https://chat.example/${i}`,
    }));
    const answers = await Promise.all(bodies.map((b) => save(b)));
    expect(answers.map((a) => a.code)).toEqual(bodies.map(() => '000'));
    const end = await state(FR);
    const winner = bodies.find((b) => b.chatUrl === end.chat)!;
    expect(end).toEqual({
      currency: winner.currency,
      link: fr.requiresProfessionalLink,
      open: fr.applicationOpen,
      cls: winner.contractClass,
      chat: winner.chatUrl,
    });
    // Each save replaced the previous one's link: the audit rows chain.
    const rowsNow = (await audits('country.settings', FR)).slice(auditedBefore);
    expect(rowsNow).toHaveLength(30);
    for (let i = 1; i < rowsNow.length; i++) expect(rowsNow[i].detail.before.chatUrl).toBe(rowsNow[i - 1].detail.after.chatUrl);
    expect(rowsNow.at(-1).detail.after.chatUrl).toBe(end.chat);
  });
});
