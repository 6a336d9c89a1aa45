// The console's country settings through the calls: who may read and save, the field checks (nothing
// changed on a refusal), a saved chat link is what consultation answers next, a saved rate changes
// the tuition in yuan of matching, the audit rows (credential-like link parameters hidden), and stale
// saves: a country or a rate saved with the updatedAt of an older version answers 71020 and changes
// nothing, and 30 saves at once over one version give one 000 and 29 × 71020.
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
  updatedAt: c.updatedAt,
});
const rateOf = async (currency: string) =>
  ((await t.get('/api/console/rates', { token: admin.token })).data as CurrencyRateItem[]).find((r) => r.currency === currency)!;
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
      ['/api/console/rates/save', { currency: 'GBP', cnyPerUnit: gbp, updatedAt: (await rateOf('GBP')).updatedAt }],
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
    expect((await save({ ...bodyOf(fr), countryId: '999999' }, admin.token, 'en')).code).toBe('71025');
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

    // Emptied: the demo chat page again (saved over the version the first save answered).
    expect((await save({ ...bodyOf(fr), chatUrl: '' })).code).toBe('71020');
    expect((await save({ ...bodyOf(r.data), chatUrl: '' })).data.chatUrl).toBeNull();
    expect((await clue()).data).toBe(`http://portal.test/api/consult/chat?country=${FR}`);
    // Saving the same values again writes nothing.
    const n = (await audits('country.settings', FR)).length;
    expect((await save({ ...bodyOf(await one(FR)), chatUrl: null })).code).toBe('000');
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
    const r = await saveRate({ currency: 'GBP', cnyPerUnit: 10.123456, updatedAt: (await rateOf('GBP')).updatedAt });
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
    expect((await save(bodyOf(fr))).code).toBe('71020');
    expect((await save({ ...bodyOf(fr), updatedAt: r.data.updatedAt })).code).toBe('000');
    expect(await state(FR)).toMatchObject({ currency: fr.currency, cls: fr.contractClass });
  });
});

describe('stale saves (the updatedAt a form loaded)', () => {
  it('a country saved over an older version answers 71020 and changes nothing', async () => {
    const fr = await one(FR);
    expect(fr.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    const first = await save({ ...bodyOf(fr), chatUrl: 'https://chat.example/first' });
    expect(first.code).toBe('000');
    expect(first.data.updatedAt).not.toBe(fr.updatedAt);
    const before = await state(FR);
    const audited = (await audits('country.settings', FR)).length;
    const stale = await save({ ...bodyOf(fr), chatUrl: 'https://chat.example/old' }, admin.token, 'en');
    expect(stale).toEqual({
      code: '71020',
      msg: 'Someone else changed this record since you opened it; reload it and edit again',
      data: null,
    });
    expect((await save({ ...bodyOf(fr), updatedAt: undefined })).code).toBe('71020');
    expect((await save({ ...bodyOf(fr), updatedAt: 'now' })).code).toBe('003');
    expect(await state(FR)).toEqual(before);
    expect(await audits('country.settings', FR)).toHaveLength(audited);
    // A country without a settings row is saved with updatedAt null; once there is one, null is stale.
    await q(sql`DELETE FROM country_settings WHERE country_id = ${FR}`);
    const bare = await one(FR);
    expect(bare).toMatchObject({ updatedAt: null, updatedBy: null, contractClass: null });
    const made = await save({ ...bodyOf(bare), contractClass: 'B', updatedAt: null });
    expect(made.code).toBe('000');
    expect(made.data.updatedAt).not.toBeNull();
    expect((await save({ ...bodyOf(bare), contractClass: 'A', updatedAt: null })).code).toBe('71020');
    expect((await one(FR)).contractClass).toBe('B');
  });

  it('30 saves of one country at once over one version give one 000 and 29 × 71020', async () => {
    const fr = await one(FR);
    const auditedBefore = (await audits('country.settings', FR)).length;
    const bodies = Array.from({ length: 30 }, (_, i) => ({
      ...bodyOf(fr),
      currency: i % 2 ? 'EUR' : 'CHF',
      contractClass: i % 2 ? 'A' : 'B',
      chatUrl: `https://chat.example/${i}`,
    }));
    const answers = await Promise.all(bodies.map((b) => save(b)));
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === '000')).toHaveLength(1);
    expect(codes.filter((c) => c === '71020')).toHaveLength(29);
    const end = await state(FR);
    const winner = bodies.find((b) => b.chatUrl === end.chat)!;
    expect(answers[bodies.indexOf(winner)].code).toBe('000');
    expect(end).toEqual({
      currency: winner.currency,
      link: fr.requiresProfessionalLink,
      open: fr.applicationOpen,
      cls: winner.contractClass,
      chat: winner.chatUrl,
    });
    const rowsNow = (await audits('country.settings', FR)).slice(auditedBefore);
    expect(rowsNow).toHaveLength(1);
    expect(rowsNow[0].detail.after.chatUrl).toBe(end.chat);
  });

  it('rates: an older version answers 71020; 30 saves at once give one 000 and 29 × 71020', async () => {
    const gbp = await rateOf('GBP');
    expect(gbp.updatedAt).toMatch(/Z$/);
    const first = await saveRate({ currency: 'GBP', cnyPerUnit: 9.5, updatedAt: gbp.updatedAt });
    expect(first.code).toBe('000');
    const now = (first.data as CurrencyRateItem[]).find((r) => r.currency === 'GBP')!;
    expect(now.updatedAt).not.toBe(gbp.updatedAt);
    const audited = (await audits('currency.rate', 'GBP')).length;
    expect((await saveRate({ currency: 'GBP', cnyPerUnit: 9.6, updatedAt: gbp.updatedAt })).code).toBe('71020');
    expect((await saveRate({ currency: 'GBP', cnyPerUnit: 9.6 })).code).toBe('71020');
    expect((await rateOf('GBP')).cnyPerUnit).toBe(9.5);
    expect(await audits('currency.rate', 'GBP')).toHaveLength(audited);

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => saveRate({ currency: 'GBP', cnyPerUnit: 8 + i / 100, updatedAt: now.updatedAt })),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === '000')).toHaveLength(1);
    expect(codes.filter((c) => c === '71020')).toHaveLength(29);
    const won = 8 + codes.indexOf('000') / 100;
    expect((await rateOf('GBP')).cnyPerUnit).toBe(won);
    expect(await audits('currency.rate', 'GBP')).toHaveLength(audited + 1);

    // A currency not rated yet is saved with updatedAt null (a programme uses it).
    const [m] = await q<{ id: number }>(sql`SELECT id FROM majors WHERE major_status = '0' ORDER BY id LIMIT 1`);
    await q(sql`UPDATE majors SET currency = 'ZZZ' WHERE id = ${m.id}`);
    expect((await rateOf('ZZZ')).updatedAt).toBeNull();
    expect((await saveRate({ currency: 'ZZZ', cnyPerUnit: 2, updatedAt: null })).code).toBe('000');
    expect((await saveRate({ currency: 'ZZZ', cnyPerUnit: 3, updatedAt: null })).code).toBe('71020');
  });
});
