// The service contract through the real calls: the agreement's terms by country class and extra
// schools, a minor's guardian signature, signing (contract, milestones, orders, the PDF with its
// text and hash; a tampered PDF refused), signing again, ownership of every call and of the PDF,
// 30 signatures of one file at once, my contracts, the staff's milestones and the console's
// section, apply-now type 8, and the upload purge keeping contract files.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  beijingDay,
  consoleDetail,
  contractInfo,
  contractPdfAnswer,
  milestoneAnswer,
  signAgreement,
  signContractAnswer,
  studentPage,
} from '@portal/shared';
import { ADMIN, createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { makeJpeg, makePng } from '../../../test/fixtures';
import {
  auditLog,
  contractMilestones,
  contracts,
  files,
  paymentOrders,
  studentApplies,
  studentContacts,
  studentCourses,
  students,
  users,
} from '../../db/schema';
import { forgetUserSessions } from '../accounts/sessions';
import { purgeUnusedUploads } from '../../jobs/purge-uploads';
import { rows } from '../../lib/sql';

let t: TestApp;
interface Account {
  id: number;
  token: string;
}
let owner: Account;
let other: Account;
let clerk: Account;
let admin: Account;
const UK = '140';
const US = '877157913121263616';
const IE = '11';
let ukUnis: { id: number; uniName: string; uniEnName: string }[];
let usUni: number;
let ieUni: number;

const DECLARED: Record<string, z.ZodType> = {
  '/api/clerk/web/stu/sign/route': signAgreement.nullable(),
  '/api/clerk/web/stu/sign/contract': signContractAnswer,
  '/api/market/agent/commi/account/createFilePdf': contractPdfAnswer,
  '/api/market/agent/commi/account/fileSignPdf': contractPdfAnswer,
  '/api/console/contract/milestone': milestoneAnswer,
  '/api/console/applications/detail': consoleDetail,
  '/api/clerk/web/stu/list': studentPage,
};

async function post(url: string, body: object, token: string, lang?: string) {
  const r = await t.post(url, body, { token, lang });
  const schema = DECLARED[url];
  if (schema && r.code === '000') {
    const parsed = schema.safeParse(r.data);
    expect(parsed.success, `${url} answers its schema: ${parsed.error?.message}`).toBe(true);
  }
  return r;
}

async function account(roles: string[]): Promise<Account> {
  const { token, phone } = await registerByPhone(t);
  const db = t.database.db;
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
  await db.update(users).set({ roles }).where(eq(users.id, u.id));
  forgetUserSessions(db, u.id);
  return { id: u.id, token };
}

const yearsAgo = (n: number, plusDays = 0) => {
  const d = new Date(`${beijingDay()}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - n);
  d.setUTCDate(d.getUTCDate() + plusDays);
  return d.toISOString().slice(0, 10);
};

/** A submitted file waiting for the agreement, with schools (and guardians). */
async function newFile(
  ownerId: number,
  opts: {
    countryId?: string;
    uniIds?: number[];
    birthday?: string;
    guardians?: string[];
    extra?: Partial<typeof students.$inferInsert>;
  } = {},
) {
  const db = t.database.db;
  const [s] = await db
    .insert(students)
    .values({
      ownerId,
      stuName: '张小明',
      stuSpell: 'ZHANG XIAOMING',
      countryId: opts.countryId ?? UK,
      birthday: opts.birthday ?? '2000-05-01',
      referralStatus: 1,
      agentDraftStatus: '1',
      contractStatus: 'pending',
      ...opts.extra,
    })
    .returning({ id: students.id });
  for (const [i, uniId] of (opts.uniIds ?? [ukUnis[0].id]).entries()) {
    const [a] = await db.insert(studentApplies).values({ stuId: s.id, uniId, sort: i }).returning({ id: studentApplies.id });
    await db.insert(studentCourses).values({ applyId: a.id, courseName: `MSc Course ${i}`, courseType: '2', beginDate: '2027-09' });
  }
  for (const [i, name] of (opts.guardians ?? []).entries())
    await db.insert(studentContacts).values({
      stuId: s.id,
      sort: i,
      contactName: name,
      contactRelation: '1',
      phoneNumber: '13800000000',
      email: 'g@example.com',
      address: 'Road 1',
      zipCode: '100000',
    });
  return s.id;
}

async function uploadPng(token: string, bytes = makePng(40, 20), name = 'sign.png'): Promise<string> {
  const boundary = '----portal' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const r = await t.call({
    method: 'POST',
    url: '/api/file/upload/uploadImg',
    payload: body,
    token,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(r.body.code).toBe('000');
  return r.body.data.imgPath as string;
}

const route = (token: string, body: object = {}, lang?: string) => post('/api/clerk/web/stu/sign/route', body, token, lang);
const sign = (token: string, body: object) => post('/api/clerk/web/stu/sign/contract', body, token);
const current = (stuId: number) =>
  t.database.db
    .select()
    .from(contracts)
    .where(and(eq(contracts.stuId, stuId), ne(contracts.status, 'void')));
const getPdf = (url: string, token?: string) => t.call({ method: 'GET', url, token });

function pdfText(bytes: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-pdf-'));
  const file = path.join(dir, 'c.pdf');
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  t = await createTestApp({}, { catalogue: true });
  owner = await account(['student']);
  other = await account(['student']);
  clerk = await account(['clerk']);
  const r = await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password });
  const [a] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.account));
  admin = { id: a.id, token: r.data.token };
  const pick = (countryId: string, n: number) =>
    rows<{ id: number; uniName: string; uniEnName: string }>(
      t.database.db,
      sql`SELECT id, uni_name AS "uniName", uni_en_name AS "uniEnName" FROM universities WHERE country_id = ${countryId} ORDER BY id LIMIT ${n}`,
    );
  ukUnis = await pick(UK, 7);
  [{ id: usUni }] = await pick(US, 1);
  [{ id: ieUni }] = await pick(IE, 1);
}, 180_000);
afterAll(async () => t?.close());

describe('the agreement (sign/route)', () => {
  it('class A: the UK fees, the name, schools and today filled in; cn binding', async () => {
    const stuId = await newFile(owner.id, { uniIds: [ukUnis[0].id, ukUnis[1].id] });
    const r = await route(owner.token, { stuId });
    expect(r.code).toBe('000');
    expect(r.data).toMatchObject({
      stuId,
      stuName: '张小明',
      countryId: UK,
      countryName: '英国',
      contractClass: 'A',
      fees: { serviceFee: 3000, extraSchoolFee: 1000, deferralFee: 1000, visaFee: 1000, refusalRefund: 500 },
      today: beijingDay(),
      isMinor: false,
      isSignContract: '0',
      signRoute: null,
      contractNum: null,
      orderNo: null,
      paid: false,
      amount: '3000.00',
    });
    expect(r.data.schools.map((s: any) => s.uniId)).toEqual([ukUnis[0].id, ukUnis[1].id]);
    const all = r.data.sections.flatMap((s: any) => [s.title, ...s.paragraphs]).join('\n');
    expect(all).toContain('甲方（学生）：张小明');
    expect(all).toContain(ukUnis[0].uniName);
    expect(all).toContain('MSc Course 0');
    const [y, m, d] = beijingDay().split('-').map(Number);
    expect(all).toContain(`${y}年${m}月${d}日`);
    expect(r.data.bindingNote).toBe('本协议以中文文本为准。');
    const en = await route(owner.token, { stuId }, 'en');
    expect(en.data.countryName).toBe('United Kingdom');
    expect(en.data.bindingNote).toBe('The Chinese text is binding; this English text is for reference.');
    expect(en.data.sections.flatMap((s: any) => s.paragraphs).join('\n')).toContain(ukUnis[0].uniEnName);
  });

  it('class B (United States) and Ireland (A); a sixth school costs 1000 more', async () => {
    const us = await route(owner.token, { stuId: await newFile(owner.id, { countryId: US, uniIds: [usUni] }) });
    expect(us.data).toMatchObject({
      contractClass: 'B',
      fees: { serviceFee: 5000, visaFee: 3000, refusalRefund: 1500 },
      amount: '5000.00',
    });
    const ie = await route(owner.token, { stuId: await newFile(owner.id, { countryId: IE, uniIds: [ieUni] }) });
    expect(ie.data).toMatchObject({ contractClass: 'A', amount: '3000.00' });
    const six = await route(owner.token, { stuId: await newFile(owner.id, { uniIds: ukUnis.slice(0, 6).map((u) => u.id) }) });
    expect(six.data.amount).toBe('4000.00');
  });

  it('without stuId: the newest file waiting; none → null; a file never submitted → 70055; a country without class → 70058', async () => {
    const fresh = await account(['student']);
    expect((await route(fresh.token)).data).toBeNull();
    const stuId = await newFile(fresh.id);
    expect((await route(fresh.token)).data.stuId).toBe(stuId);
    const draft = await newFile(fresh.id, { extra: { referralStatus: 0, contractStatus: null, agentDraftStatus: '0' } });
    expect((await route(fresh.token, { stuId: draft })).code).toBe('70055');
    const [row] = await rows<{ country_id: string }>(t.database.db, sql`SELECT country_id FROM country_settings WHERE country_id = '214'`);
    expect(row).toBeTruthy();
    await t.database.db.execute(sql`DELETE FROM country_settings WHERE country_id = '214'`);
    try {
      const fr = await newFile(fresh.id, { countryId: '214', uniIds: [ukUnis[0].id] });
      expect((await route(fresh.token, { stuId: fr })).code).toBe('70058');
    } finally {
      await t.database.db.execute(sql`INSERT INTO country_settings (country_id, contract_class) VALUES ('214', 'A')`);
    }
  });
});

describe('signing', () => {
  let stuId: number;
  let signPath: string;

  it('needs a signature (003 请填写签名) that is the caller’s own PNG upload (70053)', async () => {
    stuId = await newFile(owner.id);
    const none = await sign(owner.token, { stuId, signRoute: '' });
    expect(none.code).toBe('003');
    expect(none.msg).toContain('请填写签名');
    const theirs = await uploadPng(other.token);
    expect((await sign(owner.token, { stuId, signRoute: theirs })).code).toBe('70053');
    const jpeg = await uploadPng(owner.token, makeJpeg(), 'sign.jpg');
    expect((await sign(owner.token, { stuId, signRoute: jpeg })).code).toBe('70053');
    expect((await sign(owner.token, { stuId, signRoute: '/api/file/../../etc/passwd' })).code).toBe('70053');
    expect(await current(stuId)).toHaveLength(0);
  });

  it('makes the contract, four milestones, two orders and the PDF (its text, its hash); the file is signed', async () => {
    signPath = await uploadPng(owner.token);
    const r = await sign(owner.token, { stuId, signRoute: signPath });
    expect(r.code).toBe('000');
    expect(r.data.orderNo).toMatch(/^W/);
    expect(r.data.orderNoAs).toMatch(/^A/);
    const [c] = await current(stuId);
    expect(c).toMatchObject({
      status: 'signed',
      contractClass: 'A',
      serviceFeeFen: 300000,
      studentName: '张小明',
      startDate: beijingDay(),
    });
    expect(c.contractNo).toMatch(/^SC\d{18}$/);
    expect(c.accessKey.length).toBeGreaterThanOrEqual(43);
    expect(c.endDate.slice(0, 4)).toBe(String(Number(beijingDay().slice(0, 4)) + 2));
    expect(c.signers).toHaveLength(1);
    const [s] = await t.database.db.select().from(students).where(eq(students.id, stuId));
    expect(s).toMatchObject({ isSignContract: '1', contractStatus: 'signed', signRoute: signPath });
    expect(await t.database.db.$count(contractMilestones, eq(contractMilestones.contractId, c.id))).toBe(4);
    const orders = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.contractId, c.id));
    expect(orders.map((o) => [o.channel, o.state, o.amountFen]).sort()).toEqual([
      ['alipay', 'created', 300000],
      ['wechat', 'created', 300000],
    ]);

    // The agreement as signed: the image, the number, the open orders.
    const again = await route(owner.token, { stuId });
    expect(again.data).toMatchObject({
      isSignContract: '1',
      signRoute: signPath,
      contractNum: c.contractNo,
      orderNo: r.data.orderNo,
      orderNoAs: r.data.orderNoAs,
      paid: false,
    });

    const pdf = await post('/api/market/agent/commi/account/createFilePdf', { stuId }, owner.token);
    expect(pdf.data).toEqual({ contractNum: c.contractNo, contractRoute: `/api/contract/pdf/${c.accessKey}` });
    const got = await getPdf(pdf.data.contractRoute, owner.token);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    const raw = (await t.app.inject({ method: 'GET', url: pdf.data.contractRoute, headers: { token: owner.token } })).rawPayload;
    expect(raw.subarray(0, 5).toString()).toBe('%PDF-');
    expect(raw.length).toBeLessThan(200_000);
    const text = pdfText(raw);
    expect(text).toContain('张小明');
    expect(text).toContain(c.contractNo);
    expect(text).toContain('3000');
    expect(text).toContain(c.contentSha256);
    expect(text).toContain('以中文文本为准');
    const [stored] = await t.database.db.select().from(contracts).where(eq(contracts.id, c.id));
    expect(stored.pdfSha256).toBe(createHash('sha256').update(raw).digest('hex'));

    // By number too (fileSignPdf).
    const byNo = await post('/api/market/agent/commi/account/fileSignPdf', { accountFile: c.contractNo, isTranPng: '1' }, owner.token);
    expect(byNo.data).toEqual(pdf.data);
  });

  it('a tampered stored PDF is refused (70054), never served; a missing one is made again', async () => {
    const [c] = await current(stuId);
    const [f] = await t.database.db.select().from(files).where(eq(files.id, c.pdfFileId!));
    const url = `/api/contract/pdf/${c.accessKey}`;
    const good = (await t.app.inject({ method: 'GET', url, headers: { token: owner.token } })).rawPayload;
    const bad = Buffer.from(good);
    bad[bad.length - 20] ^= 0xff;
    await t.app.storage.remove(f.storageKey);
    await t.app.storage.put(f.storageKey, bad, 'application/pdf');
    const refused = await getPdf(url, owner.token);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('70054');
    expect(refused.headers['content-type']).toMatch(/json/);
    // Nor is it served as a plain file, where no hash would be checked.
    const plain = await t.app.inject({ method: 'GET', url: `/api/file/${f.id}.pdf`, headers: { token: owner.token } });
    expect(plain.statusCode).toBe(404);
    // Gone from the storage: made again from the signed facts, with its new hash.
    await t.app.storage.remove(f.storageKey);
    const remade = await t.app.inject({ method: 'GET', url, headers: { token: owner.token } });
    expect(remade.statusCode).toBe(200);
    const [after] = await current(stuId);
    expect(after.pdfFileId).not.toBe(c.pdfFileId);
    expect(after.pdfSha256).toBe(createHash('sha256').update(remade.rawPayload).digest('hex'));
    expect(pdfText(remade.rawPayload)).toContain(c.contractNo);
  });

  it('others get 005 for the file, the contract and the PDF; staff read them', async () => {
    const [c] = await current(stuId);
    const otherSign = await uploadPng(other.token);
    expect((await route(other.token, { stuId })).code).toBe('005');
    expect((await sign(other.token, { stuId, signRoute: otherSign })).code).toBe('005');
    expect((await post('/api/market/agent/commi/account/createFilePdf', { stuId }, other.token)).code).toBe('005');
    expect((await post('/api/market/agent/commi/account/fileSignPdf', { accountFile: c.contractNo }, other.token)).code).toBe('005');
    const url = `/api/contract/pdf/${c.accessKey}`;
    for (const token of [other.token, undefined]) {
      const r = await getPdf(url, token);
      expect(r.status).toBe(404);
      expect(r.body.code).toBe('005');
    }
    expect((await getPdf(`/api/contract/pdf/${'x'.repeat(43)}`, owner.token)).body.code).toBe('005');
    // Staff may read, not sign for the owner.
    expect((await getPdf(url, clerk.token)).status).toBe(200);
    expect((await route(clerk.token, { stuId })).data.contractNum).toBe(c.contractNo);
    expect((await post('/api/market/agent/commi/account/createFilePdf', { stuId }, clerk.token)).code).toBe('000');
    expect((await sign(clerk.token, { stuId, signRoute: await uploadPng(clerk.token) })).code).toBe('005');
    expect(await current(stuId)).toEqual([c]);
  });

  it('orders that ran out are made again for the owner (once, however many ask at once), not for staff', async () => {
    const [c] = await current(stuId);
    const first = await route(owner.token, { stuId });
    expect(first.data.orderNo).toBeTruthy();
    // Two hours later: both orders expired.
    await t.database.db
      .update(paymentOrders)
      .set({ state: 'expired' })
      .where(and(eq(paymentOrders.contractId, c.id), eq(paymentOrders.state, 'created')));
    const staff = await route(admin.token, { stuId });
    expect(staff.data.orderNo).toBeNull();
    const answers = await Promise.all(Array.from({ length: 10 }, () => route(owner.token, { stuId })));
    const nos = new Set(answers.map((a) => a.data.orderNo));
    expect(nos.size).toBe(1);
    expect([...nos][0]).not.toBe(first.data.orderNo);
    const open = await t.database.db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.contractId, c.id), eq(paymentOrders.state, 'created')));
    expect(open.map((o) => o.channel).sort()).toEqual(['alipay', 'wechat']);
    const mine = await t.app.inject({ method: 'GET', url: '/api/admin/user/contract', headers: { token: owner.token } });
    expect(mine.json().data.find((x: { stuId: number }) => x.stuId === stuId).orderNo).toBe([...nos][0]);
  });

  it('signing again before payment voids the earlier contract and closes its orders; a paid contract refuses', async () => {
    const [before] = await current(stuId);
    const shown = await route(owner.token, { stuId });
    // The WeChat code was shown (the sandbox's order exists at the provider).
    expect((await post('/api/admin/pay/transaction', { orderNo: shown.data.orderNo, payType: 1 }, owner.token)).code).toBe('000');
    const r = await sign(owner.token, { stuId, signRoute: await uploadPng(owner.token) });
    expect(r.code).toBe('000');
    // Its page at the provider stops offering to pay at once, not at the scheduler's next round.
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: `/api/pay/sandbox/${shown.data.orderNo}` })).body, { timeout: 3000 })
      .toContain('该订单已关闭');
    const [now] = await current(stuId);
    expect(now.id).not.toBe(before.id);
    expect(now.contractNo).not.toBe(before.contractNo);
    const [old] = await t.database.db.select().from(contracts).where(eq(contracts.id, before.id));
    expect(old.status).toBe('void');
    const oldOrders = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.contractId, before.id));
    // Its open orders are closed (the ones that ran out before stay expired).
    expect(oldOrders.filter((o) => o.state === 'created')).toEqual([]);
    expect(
      oldOrders
        .filter((o) => o.state === 'closed')
        .map((o) => o.channel)
        .sort(),
    ).toEqual(['alipay', 'wechat']);
    // The void contract's PDF is no longer served.
    expect((await getPdf(`/api/contract/pdf/${before.accessKey}`, owner.token)).status).toBe(404);
    await t.database.db.update(contracts).set({ status: 'paid', paidAt: new Date() }).where(eq(contracts.id, now.id));
    const paid = await sign(owner.token, { stuId, signRoute: await uploadPng(owner.token) });
    expect(paid.code).toBe('70050');
    expect((await current(stuId))[0].id).toBe(now.id);
  });
});

describe('minors', () => {
  it('under 18 on the signing day: a guardian of the file signs too', async () => {
    const noGuardian = await newFile(owner.id, { birthday: yearsAgo(18, 1) });
    const agreement = await route(owner.token, { stuId: noGuardian });
    expect(agreement.data).toMatchObject({ isMinor: true, guardians: [] });
    const mine = await uploadPng(owner.token);
    expect((await sign(owner.token, { stuId: noGuardian, signRoute: mine })).code).toBe('70052');

    const stuId = await newFile(owner.id, { birthday: yearsAgo(18, 1), guardians: ['张大山', '李秀英'] });
    expect((await route(owner.token, { stuId })).data.guardians).toEqual([
      { index: 0, contactName: '张大山', contactRelation: '1' },
      { index: 1, contactName: '李秀英', contactRelation: '1' },
    ]);
    const guardianSign = await uploadPng(owner.token, makePng(30, 30));
    expect((await sign(owner.token, { stuId, signRoute: mine })).code).toBe('70051');
    expect((await sign(owner.token, { stuId, signRoute: mine, guardianIndex: 0 })).code).toBe('70051');
    expect((await sign(owner.token, { stuId, signRoute: mine, guardianSignRoute: guardianSign })).code).toBe('70051');
    expect((await sign(owner.token, { stuId, signRoute: mine, guardianSignRoute: guardianSign, guardianIndex: 2 })).code).toBe('70056');
    expect(await current(stuId)).toHaveLength(0);
    const ok = await sign(owner.token, { stuId, signRoute: mine, guardianSignRoute: guardianSign, guardianIndex: 1 });
    expect(ok.code).toBe('000');
    const [c] = await current(stuId);
    expect(c.signers.map((s) => [s.role, s.name])).toEqual([
      ['student', '张小明'],
      ['guardian', '李秀英'],
    ]);
    const a = await route(owner.token, { stuId });
    expect(a.data.guardianSignRoute).toBe(guardianSign);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/contract/pdf/${c.accessKey}`, headers: { token: owner.token } });
    expect(pdfText(pdf.rawPayload)).toContain('甲方监护人：李秀英');
    // Eighteen today is an adult.
    const adult = await newFile(owner.id, { birthday: yearsAgo(18) });
    expect((await route(owner.token, { stuId: adult })).data.isMinor).toBe(false);
    expect((await sign(owner.token, { stuId: adult, signRoute: mine })).code).toBe('000');
  });
});

describe('at once', () => {
  it('30 signatures of one file at once leave exactly one current contract with two open orders', async () => {
    const stuId = await newFile(owner.id);
    const paths = await Promise.all(Array.from({ length: 3 }, () => uploadPng(owner.token)));
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => sign(owner.token, { stuId, signRoute: paths[i % paths.length] })),
    );
    expect(results.map((r) => r.code)).toEqual(Array(30).fill('000'));
    const all = await t.database.db.select().from(contracts).where(eq(contracts.stuId, stuId));
    expect(all).toHaveLength(30);
    expect(all.filter((c) => c.status !== 'void')).toHaveLength(1);
    expect(new Set(all.map((c) => c.contractNo)).size).toBe(30);
    expect(new Set(all.map((c) => c.accessKey)).size).toBe(30);
    const [cur] = all.filter((c) => c.status !== 'void');
    const open = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM payment_orders o JOIN contracts c ON c.id = o.contract_id
          WHERE c.stu_id = ${stuId} AND o.state = 'created'`,
    );
    expect(open[0].n).toBe(2);
    const mineOpen = await t.database.db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.contractId, cur.id), eq(paymentOrders.state, 'created')));
    expect(mineOpen).toHaveLength(2);
    const pdf = await post('/api/market/agent/commi/account/createFilePdf', { stuId }, owner.token);
    expect(pdf.data.contractNum).toBe(cur.contractNo);
  }, 120_000);
});

describe('my contracts, milestones, the list and the console', () => {
  it('answers the caller’s contracts; staff mark milestones (audited); the list and the console show them', async () => {
    const acc = await account(['student']);
    const stuId = await newFile(acc.id);
    const r = await sign(acc.token, { stuId, signRoute: await uploadPng(acc.token) });
    expect(r.code).toBe('000');
    const mine = await t.get('/api/admin/user/contract', { token: acc.token });
    expect(mine.code).toBe('000');
    expect(z.array(contractInfo).safeParse(mine.data).success).toBe(true);
    expect(mine.data).toHaveLength(1);
    const [c] = await current(stuId);
    expect(mine.data[0]).toMatchObject({
      stuId,
      userName: '张小明',
      contractNum: c.contractNo,
      serviceMoney: '3000.00',
      payTime: null,
      contractStartDate: c.startDate,
      contractEndDate: c.endDate,
      contractRoute: `/api/contract/pdf/${c.accessKey}`,
      contractName: '留学申请服务协议（张小明）',
      isSignContract: '1',
      orderNo: r.data.orderNo,
      orderNoAs: r.data.orderNoAs,
    });
    expect(mine.data[0].milestones.map((m: any) => [m.kind, m.done])).toEqual([
      ['schools', false],
      ['offer', false],
      ['visa', false],
      ['enrolment', false],
    ]);
    expect(mine.data[0].milestones[2].refundRule).toContain('500');
    expect((await t.get('/api/admin/user/contract', { token: other.token })).data.every((x: any) => x.stuId !== stuId)).toBe(true);

    const mark = (token: string, body: object) => post('/api/console/contract/milestone', { stuId, ...body }, token);
    expect((await mark(acc.token, { kind: 'schools', done: true })).code).toBe('004');
    expect((await mark(clerk.token, { kind: 'nope', done: true })).code).toBe('003');
    const marked = await mark(clerk.token, { kind: 'schools', done: true, note: '已递交 3 所' });
    expect(marked.code).toBe('000');
    expect(marked.data.milestones[0]).toMatchObject({ kind: 'schools', done: true });
    const [logged] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contract.milestone'), eq(auditLog.target, String(stuId))));
    expect(logged).toMatchObject({ actorId: clerk.id });
    expect((await mark(admin.token, { kind: 'offer', done: true })).code).toBe('000');
    expect((await mark(admin.token, { kind: 'offer', done: false })).data.milestones[1]).toMatchObject({ done: false, doneAt: null });
    const noContract = await newFile(acc.id);
    expect((await post('/api/console/contract/milestone', { stuId: noContract, kind: 'visa', done: true }, clerk.token)).code).toBe(
      '70057',
    );

    const list = await post('/api/clerk/web/stu/list', { pageNo: 1, pageSize: 10 }, acc.token);
    const item = list.data.list.find((x: any) => x.stuId === stuId);
    expect(item).toMatchObject({ isSignContract: '1' });
    expect(item.milestones).toEqual([
      { kind: 'schools', done: true },
      { kind: 'offer', done: false },
      { kind: 'visa', done: false },
      { kind: 'enrolment', done: false },
    ]);
    expect(list.data.list.find((x: any) => x.stuId === noContract).milestones).toEqual([]);

    const detail = await post('/api/console/applications/detail', { stuId }, clerk.token);
    expect(detail.code).toBe('000');
    expect(detail.data.contract).toMatchObject({
      contractNum: c.contractNo,
      isSignContract: '1',
      serviceMoney: '3000.00',
      contractRoute: `/api/contract/pdf/${c.accessKey}`,
      paidAt: null,
    });
    expect(detail.data.contract.orders.map((o: any) => [o.channel, o.state, o.amount]).sort()).toEqual([
      ['alipay', 'created', '3000.00'],
      ['wechat', 'created', '3000.00'],
    ]);
    expect((await post('/api/console/applications/detail', { stuId: noContract }, clerk.token)).data.contract).toBeNull();
  });
});

describe('apply now and the upload purge', () => {
  it('a file waiting for the agreement makes apply-now answer 8 and the floating button 3', async () => {
    const acc = await account(['student']);
    const stuId = await newFile(acc.id);
    expect((await t.post('/api/clerk/web/stu/apply/uni', { uniId: ukUnis[3].id }, { token: acc.token })).data).toMatchObject({
      type: 8,
      stuId,
    });
    expect((await t.post('/api/clerk/web/stu/apply/situation', {}, { token: acc.token })).data).toMatchObject({ type: 3, stuId });
  });

  it('keeps the signature images and PDFs of contracts, removes other old uploads', async () => {
    const acc = await account(['student']);
    const stuId = await newFile(acc.id);
    const signPath = await uploadPng(acc.token);
    const loose = await uploadPng(acc.token);
    expect((await sign(acc.token, { stuId, signRoute: signPath })).code).toBe('000');
    const [c] = await current(stuId);
    const ids = [c.signers[0].fileId, c.pdfFileId!, loose.slice(10, 42)];
    await t.database.db.execute(sql`UPDATE files SET created_at = now() - interval '3 days' WHERE owner_id = ${acc.id}`);
    await purgeUnusedUploads(t.database.db, t.app.storage);
    const left = await t.database.db.select({ id: files.id }).from(files).where(eq(files.ownerId, acc.id));
    expect(left.map((f) => f.id).sort()).toEqual(ids.slice(0, 2).sort());
    expect((await getPdf(`/api/contract/pdf/${c.accessKey}`, acc.token)).status).toBe(200);
  });
});
