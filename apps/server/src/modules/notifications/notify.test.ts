// notifyUsers: a notice per recipient, a mail in each recipient's language with the link to the
// file, inside a transaction (rolled back with it) or on the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { mailJobs, notifications, students, users } from '../../db/schema';
import { createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { notifyUsers } from './service';

let t: TestApp;
let cnUser: number;
let enUser: number;
let noMailUser: number;
let stuId: number;

async function newUser(): Promise<number> {
  const { phone } = await registerByPhone(t);
  const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
  return u.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) ids.push(await newUser());
  [cnUser, enUser, noMailUser] = ids;
  await db
    .update(users)
    .set({ email: `cn${cnUser}@example.com`, lang: 'cn' })
    .where(eq(users.id, cnUser));
  await db
    .update(users)
    .set({ email: `en${enUser}@example.com`, lang: 'en' })
    .where(eq(users.id, enUser));
  const [s] = await db.insert(students).values({ ownerId: cnUser, stuName: '张三', stuSpell: 'ZHANG SAN' }).returning({ id: students.id });
  stuId = s.id;
}, 120_000);
afterAll(async () => t?.close());

describe('notifyUsers', () => {
  it('writes a notice for each recipient and a mail in each one’s language, with the link', async () => {
    const db = t.database.db;
    await notifyUsers(db, { userIds: [cnUser, enUser, noMailUser, enUser], kind: 'reply', stuId, params: {}, mail: true });
    const notes = await db.select().from(notifications).where(eq(notifications.stuId, stuId));
    expect(notes.map((n) => n.userId).sort()).toEqual([cnUser, enUser, noMailUser].sort());
    expect(notes[0].params).toMatchObject({ stuName: '张三', stuName_en: 'ZHANG SAN' });
    const mails = await db
      .select()
      .from(mailJobs)
      .where(inArray(mailJobs.recipient, [`cn${cnUser}@example.com`, `en${enUser}@example.com`]));
    expect(mails).toHaveLength(2);
    const cn = mails.find((m) => m.recipient.startsWith('cn'))!;
    const en = mails.find((m) => m.recipient.startsWith('en'))!;
    expect(cn.subject).toBe('【留学奖学金】您的申请有新回复');
    expect(cn.body).toContain('张三');
    expect(cn.body).toContain(`http://localhost:3000/applyDetail?id=${stuId}&comment=1`);
    expect(en.subject).toBe('[Scholarship Portal] New reply on your application');
    expect(en.body).toContain('ZHANG SAN');
    expect(cn.status).toBe('pending');
  });

  it('links staff notices to the console and fills status labels from the dictionary', async () => {
    const db = t.database.db;
    await notifyUsers(db, { userIds: [enUser], kind: 'status', stuId, params: { stuStatus: '2' }, mail: true });
    const [m] = await db
      .select()
      .from(mailJobs)
      .where(sql`${mailJobs.recipient} = ${`en${enUser}@example.com`} AND ${mailJobs.subject} LIKE '%status%'`);
    const [label] = await t.database.db
      .execute(sql`SELECT dict_en_label AS en FROM dict_data WHERE dict_type = 'stuStatus_agent' AND dict_value = '2'`)
      .then((r: any) => r.rows ?? r);
    expect(m.body).toContain(label.en);
    await notifyUsers(db, { userIds: [enUser], kind: 'assigned', stuId, mail: true, publicUrl: 'https://portal.example.org/' });
    const [a] = await db
      .select()
      .from(mailJobs)
      .where(sql`${mailJobs.body} LIKE '%assigned%'`);
    expect(a.body).toContain(`https://portal.example.org/console/applications/${stuId}`);
  });

  it('inside a transaction: rolled back with it, kept when it commits', async () => {
    const db = t.database.db;
    const before = await db.$count(notifications);
    await expect(
      db.transaction(async (tx) => {
        await notifyUsers(tx, { userIds: [cnUser], kind: 'returned', stuId, params: { reason: '请补充成绩单' }, mail: true });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await db.$count(notifications)).toBe(before);
    await db.transaction((tx) =>
      notifyUsers(tx, { userIds: [cnUser], kind: 'returned', stuId, params: { reason: '请补充成绩单' }, mail: true }),
    );
    expect(await db.$count(notifications)).toBe(before + 1);
    const [m] = await db
      .select()
      .from(mailJobs)
      .where(sql`${mailJobs.body} LIKE '%请补充成绩单%'`);
    expect(m.subject).toBe('【留学奖学金】申请已退回修改');
  });

  it('no mail without mail: true, nothing for nobody', async () => {
    const db = t.database.db;
    const mailsBefore = await db.$count(mailJobs);
    await notifyUsers(db, { userIds: [cnUser], kind: 'student_message', stuId });
    await notifyUsers(db, { userIds: [], kind: 'student_message', stuId, mail: true });
    expect(await db.$count(mailJobs)).toBe(mailsBefore);
  });
});
