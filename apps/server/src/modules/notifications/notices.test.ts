// The bell through the real calls: a page of one's own notices in the request language, the unread
// count, marking read (one's own only: someone else's ids change nothing), and the account language
// (users.lang) kept from login, register and profile saves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { noticePage, noticeReadAnswer, noticeUnreadAnswer } from '@portal/shared';
import { createTestApp, freshPhone, registerByPhone, type TestApp } from '../../../test/helpers';
import { notifications, students, users } from '../../db/schema';
import { notifyUsers } from './service';

let t: TestApp;
let alice: { id: number; token: string; phone: string; password: string };
let bob: { id: number; token: string };
let stuId: number;

const DECLARED: Record<string, z.ZodType> = {
  '/api/notice/list': noticePage,
  '/api/notice/unread': noticeUnreadAnswer,
  '/api/notice/read': noticeReadAnswer,
};
function declared(url: string, r: any) {
  if (r.code === '000') {
    const p = DECLARED[url].safeParse(r.data);
    expect(p.success, `${url}: ${p.error?.message}`).toBe(true);
    expect(z.encode(DECLARED[url], r.data)).toEqual(r.data);
  }
  return r;
}
const list = async (token: string, body: object = {}, lang?: string) =>
  declared('/api/notice/list', await t.post('/api/notice/list', body, { token, lang }));
const unread = async (token: string) => declared('/api/notice/unread', await t.get('/api/notice/unread', { token }));
const read = async (token: string, body: object) => declared('/api/notice/read', await t.post('/api/notice/read', body, { token }));
const idOf = async (phone: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone)))[0].id;
const langOf = async (id: number) => (await t.database.db.select({ lang: users.lang }).from(users).where(eq(users.id, id)))[0].lang;

beforeAll(async () => {
  t = await createTestApp({ MAIL_QUEUE_SECONDS: '0' });
  const a = await registerByPhone(t);
  alice = { ...a, id: await idOf(a.phone) };
  const b = await registerByPhone(t);
  bob = { id: await idOf(b.phone), token: b.token };
  const [s] = await t.database.db
    .insert(students)
    .values({ ownerId: alice.id, stuName: '赵六', stuSpell: 'ZHAO LIU' })
    .returning({ id: students.id });
  stuId = s.id;
  const db = t.database.db;
  await notifyUsers(db, { userIds: [alice.id], kind: 'reply', stuId });
  await notifyUsers(db, { userIds: [alice.id], kind: 'returned', stuId, params: { reason: '请补充护照' } });
  await notifyUsers(db, { userIds: [alice.id, bob.id], kind: 'status', stuId, params: { stuStatus: '2' } });
}, 120_000);
afterAll(async () => t?.close());

describe('notices', () => {
  it('a page of one’s own notices, newest first, written in the request language', async () => {
    const cn = await list(alice.token, { pageNo: 1, pageSize: 2 });
    expect(cn.code).toBe('000');
    expect(cn.data).toMatchObject({ total: 3, unread: 3 });
    expect(cn.data.list.map((n: any) => n.kind)).toEqual(['status', 'returned']);
    expect(cn.data.list[1]).toMatchObject({
      stuId,
      title: '申请已退回修改',
      body: '赵六的申请已退回，请按以下原因修改后重新提交：请补充护照',
      link: `/applyDetail?id=${stuId}&comment=1`,
      read: false,
    });
    expect(cn.data.list[0].createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const en = await list(alice.token, { pageNo: 2, pageSize: 2 }, 'en');
    expect(en.data.list).toHaveLength(1);
    expect(en.data.list[0]).toMatchObject({ kind: 'reply', title: 'New reply on your application' });
    expect(en.data.list[0].body).toContain('ZHAO LIU');
    // Past the end: an empty page with the total.
    expect((await list(alice.token, { pageNo: 9, pageSize: 2 })).data).toMatchObject({ list: [], total: 3, unread: 3 });
    expect((await list(bob.token)).data.total).toBe(1);
    expect((await list(alice.token, { pageSize: 51 })).code).toBe('003');
  });

  it('unread count; marking read touches only one’s own notices', async () => {
    expect((await unread(alice.token)).data).toEqual({ count: 3 });
    const bobs = (await list(bob.token)).data.list.map((n: any) => n.id);
    const alices = (await list(alice.token)).data.list.map((n: any) => n.id);
    // Bob names Alice's notices: nothing changes.
    expect((await read(bob.token, { ids: alices })).data).toEqual({ unread: 1 });
    expect((await unread(alice.token)).data).toEqual({ count: 3 });
    expect((await read(alice.token, { ids: [alices[0], ...bobs] })).data).toEqual({ unread: 2 });
    expect((await unread(bob.token)).data).toEqual({ count: 1 });
    const page = (await list(alice.token)).data.list;
    expect(page.map((n: any) => n.read)).toEqual([true, false, false]);
    expect((await read(alice.token, {})).data).toEqual({ unread: 2 });
    expect((await read(alice.token, { all: true })).data).toEqual({ unread: 0 });
    expect((await unread(bob.token)).data).toEqual({ count: 1 });
    const readAt = await t.database.db.select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.userId, bob.id));
    expect(readAt.every((r) => r.readAt === null)).toBe(true);
  });

  it('needs a session', async () => {
    expect((await t.get('/api/notice/unread')).code).toBe('002');
    expect((await t.post('/api/notice/list', {})).code).toBe('002');
  });
});

describe('the account language', () => {
  it('is set by register, login and profile saves from the request language', async () => {
    const phone = freshPhone();
    await t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 1 }, { lang: 'en' });
    const code = await t.lastCode(phone);
    const reg = await t.post(
      '/api/auth/student/register',
      {
        phoneNumber: phone,
        passWord: 'Lark8tide',
        rePassWord: 'Lark8tide',
        verifyCode: code,
        stuUniName: '北京大学',
        stuUniId: '1',
        isOverseas: '0',
      },
      { lang: 'en' },
    );
    expect(reg.code).toBe('000');
    const id = await idOf(phone);
    expect(await langOf(id)).toBe('en');
    expect((await t.post('/api/auth/student/login', { content: phone, passWord: 'Lark8tide' }, { lang: 'cn' })).code).toBe('000');
    expect(await langOf(id)).toBe('cn');
    expect((await t.post('/api/admin/user/update/studentUser', { userName: 'Lee' }, { token: reg.data.token, lang: 'en' })).code).toBe(
      '000',
    );
    expect(await langOf(id)).toBe('en');
    // A phone-code login too.
    await t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 4 });
    const login = await t.post('/api/auth/agent/login/phone', { phoneNumber: phone, verifyCode: await t.lastCode(phone) }, { lang: 'cn' });
    expect(login.code).toBe('000');
    expect(await langOf(id)).toBe('cn');
  });
});
