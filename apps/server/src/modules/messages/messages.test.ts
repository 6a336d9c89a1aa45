// Messages on a student file through the real calls: the rules (type, length, files), sanitising,
// who may read and write (owner and staff; others learn nothing and change nothing), replies to
// threads of the same file, each side's reading, the notices and mails each side causes, the
// threads of /clerk/web/stu/info with isMsg 1, message files kept and served to the right people,
// and 30 replies at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addLeaveMsgAnswer, readLeaveMsgAnswer, studentDraft } from '@portal/shared';
import { ADMIN, createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { makePng, uploadFile } from '../../../test/fixtures';
import { mailJobs, notifications, studentMessages, students, users } from '../../db/schema';
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
let agent: Account;
let clerk: Account;
let clerk2: Account;
let admin: Account;
let stuId: number;
let otherStuId: number;

const DECLARED: Record<string, z.ZodType> = {
  '/api/clerk/student/addLeaveMsg': addLeaveMsgAnswer,
  '/api/clerk/student/readLeaveMsg': readLeaveMsgAnswer,
  '/api/clerk/web/stu/info': studentDraft,
};

async function account(roles: string[], lang: 'cn' | 'en' = 'cn', email?: string): Promise<Account> {
  const { token, phone } = await registerByPhone(t);
  const db = t.database.db;
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
  await db
    .update(users)
    .set({ roles, lang, email: email ?? null })
    .where(eq(users.id, u.id));
  forgetUserSessions(db, u.id);
  return { id: u.id, token };
}

async function newFile(ownerId: number, extra: Partial<typeof students.$inferInsert> = {}): Promise<number> {
  const [s] = await t.database.db
    .insert(students)
    .values({ ownerId, stuName: '李四', stuSpell: 'LI SI', referralStatus: 1, ...extra })
    .returning({ id: students.id });
  return s.id;
}

async function post(url: string, body: object, token: string, lang?: string) {
  const r = await t.post(url, body, { token, lang });
  const schema = DECLARED[url];
  if (schema && r.code === '000') {
    const parsed = schema.safeParse(r.data);
    expect(parsed.success, `${url} answers its schema: ${parsed.error?.message}`).toBe(true);
    expect(z.encode(schema, r.data)).toEqual(r.data);
  }
  return r;
}
const add = (token: string, body: object, lang?: string) => post('/api/clerk/student/addLeaveMsg', { stuId, ...body }, token, lang);
const thread = (token: string, body: object = {}) => add(token, { msgType: '1', msgContext: '<p>请帮我加一个专业</p>', ...body });
const info = (token: string, id = stuId, lang?: string) => post('/api/clerk/web/stu/info', { id, isMsg: 1 }, token, lang);
const readMsgs = (token: string, body: object) => post('/api/clerk/student/readLeaveMsg', { stuId, ...body }, token);
const messageCount = async (id = stuId) => t.database.db.$count(studentMessages, eq(studentMessages.stuId, id));
const fieldsOf = (r: any) => (r.data?.errors ?? []).map((e: any) => `${e.field}:${e.message}`);

const upload = (token: string, name: string, bytes: Buffer, use = 'message') => uploadFile(t, token, name, bytes, use);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp({ MAIL_QUEUE_SECONDS: '0' });
  owner = await account(['student'], 'cn', `owner${process.pid}@example.com`);
  other = await account(['student']);
  agent = await account(['agent']);
  clerk = await account(['clerk'], 'en', `clerk${process.pid}@example.com`);
  clerk2 = await account(['clerk']);
  const r = await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password });
  const [a] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.account));
  admin = { id: a.id, token: r.data.token };
  stuId = await newFile(owner.id);
  otherStuId = await newFile(other.id);
}, 180_000);
afterAll(async () => t?.close());

describe('writing messages', () => {
  it('the owner writes as the student (msgRole 1, isStu 1) whatever it sends; staff as the counsellor', async () => {
    const r = await thread(owner.token, { msgRole: '0', isStu: 0 });
    expect(r.code).toBe('000');
    const [m] = await t.database.db.select().from(studentMessages).where(eq(studentMessages.id, r.data.id));
    expect(m).toMatchObject({ stuId, parentId: null, msgType: '1', msgRole: '1', authorId: owner.id });
    const reply = await add(clerk.token, { parentId: r.data.id, msgContext: '<p>好的</p>', msgRole: '1', isStu: 1, msgType: '3' });
    expect(reply.code).toBe('000');
    const [c] = await t.database.db.select().from(studentMessages).where(eq(studentMessages.id, reply.data.id));
    expect(c).toMatchObject({ parentId: r.data.id, msgType: null, msgRole: '0', authorId: clerk.id });
  });

  it('a thread needs a type of stu_leave_msg_type; content is required', async () => {
    const before = await messageCount();
    expect(fieldsOf(await add(owner.token, { msgContext: '<p>x</p>' }))).toEqual(['msgType:请选择留言类型']);
    expect(fieldsOf(await add(owner.token, { msgContext: '<p>x</p>' }, 'en'))).toEqual(['msgType:Please select the message type']);
    expect(fieldsOf(await add(owner.token, { msgType: '99', msgContext: '<p>x</p>' }))).toEqual(['msgType:选项不正确']);
    expect(fieldsOf(await add(owner.token, { msgType: '1', msgContext: '<p> </p>' }))).toEqual(['msgContext:请输入留言内容']);
    expect(fieldsOf(await add(owner.token, { msgType: '1' }))).toEqual(['msgContext:请输入留言内容']);
    expect(await messageCount()).toBe(before);
  });

  it('at most 1,000 characters of text (tags aside): the excess is refused', async () => {
    const exact = `<p><strong>${'字'.repeat(500)}</strong><em>${'a'.repeat(499)}</em>&amp;</p>`;
    expect((await thread(owner.token, { msgContext: exact })).code).toBe('000');
    const over = await thread(owner.token, { msgContext: `<p>${'字'.repeat(1001)}</p>` });
    expect(over.code).toBe('003');
    const overEn = await add(owner.token, { msgType: '1', msgContext: `<p>${'b'.repeat(1001)}</p>` }, 'en');
    expect(fieldsOf(overEn)).toEqual(['msgContext:Exceeds the character limit']);
    expect(fieldsOf(await thread(owner.token, { msgContext: `<p>${'b'.repeat(1001)}</p>` }))).toEqual(['msgContext:超出字符限制']);
  });

  it('sanitises: no script, no event handler, no javascript: link, no picture or style; links get rel and target', async () => {
    const dirty =
      '<p onclick="steal()">hi<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a>' +
      '<a href="https://example.org/x" onmouseover="alert(4)" target="_self">good</a><span style="color:red">red</span>' +
      '<iframe src="https://evil.example"></iframe><b>bold</b></p><h1>T</h1><pre><code>x = 1</code></pre>';
    const r = await thread(owner.token, { msgContext: dirty });
    expect(r.code).toBe('000');
    const [m] = await t.database.db.select().from(studentMessages).where(eq(studentMessages.id, r.data.id));
    expect(m.msgContext).not.toMatch(/script|onerror|onclick|onmouseover|javascript:|<img|style=|iframe|alert/i);
    expect(m.msgContext).toContain('<a href="https://example.org/x" rel="noopener noreferrer nofollow" target="_blank">good</a>');
    expect(m.msgContext).toContain('<strong>bold</strong>');
    expect(m.msgContext).toContain('<h1>T</h1><pre><code>x = 1</code></pre>');
    expect(m.msgContext).toContain('red');
    // Nothing left once cleaned: refused as empty.
    expect(fieldsOf(await thread(owner.token, { msgContext: '<script>alert(1)</script><img src=x onerror=alert(1)>' }))).toEqual([
      'msgContext:请输入留言内容',
    ]);
  });

  it('files: at most 5, the message formats in any case, the caller’s own uploads of use message', async () => {
    const pdfs = [];
    for (let i = 0; i < 6; i++) pdfs.push(await upload(owner.token, `Report${i}.PDF`, PDF));
    const png = await upload(owner.token, 'Scan.PnG', makePng());
    const five = [...pdfs.slice(0, 4), png].map(({ fileNameAfter, fileName }) => ({ fileNameAfter, fileName }));
    const ok = await thread(owner.token, { msgFiles: five });
    expect(ok.code).toBe('000');
    const [m] = await t.database.db.select().from(studentMessages).where(eq(studentMessages.id, ok.data.id));
    expect(m.files.map((f) => f.fileName)).toEqual(['Report0.PDF', 'Report1.PDF', 'Report2.PDF', 'Report3.PDF', 'Scan.PnG']);
    expect(m.files[0].fileNameAfter).toMatch(/^[a-f0-9]{32}$/);

    const before = await messageCount();
    const six = pdfs.map(({ fileNameAfter, fileName }) => ({ fileNameAfter, fileName }));
    expect(fieldsOf(await thread(owner.token, { msgFiles: six }))).toEqual(['msgFiles:上传文件数量不能超过5个']);
    expect(fieldsOf(await thread(owner.token, { msgFiles: [{ fileNameAfter: pdfs[0].fileNameAfter, fileName: 'x.exe' }] }))).toEqual([
      'msgFiles.0.fileName:请上传规定格式的文件',
    ]);
    // Someone else's upload, or an upload for another use, is not the caller's message file.
    const foreign = await upload(other.token, 'theirs.pdf', PDF);
    const attachment = await upload(owner.token, 'att.pdf', PDF, 'attachment');
    for (const f of [foreign, attachment, { fileNameAfter: 'f'.repeat(32) + '.pdf', fileName: 'ghost.pdf' }])
      expect(fieldsOf(await thread(owner.token, { msgFiles: [{ fileNameAfter: f.fileNameAfter, fileName: f.fileName }] }))).toEqual([
        'msgFiles.0.fileNameAfter:上传文件失败，请重新上传文件',
      ]);
    expect(await messageCount()).toBe(before);
  });

  it('replies only to a thread of the same file', async () => {
    const mine = await thread(owner.token);
    const reply = await add(owner.token, { parentId: mine.data.id, msgContext: '<p>补充</p>' });
    expect(reply.code).toBe('000');
    const theirs = await add(other.token, { stuId: otherStuId, msgType: '2', msgContext: '<p>other file</p>' });
    expect(theirs.code).toBe('000');
    const before = await messageCount();
    // A thread of another file, a reply (no nesting), an id that does not exist.
    for (const parentId of [theirs.data.id, reply.data.id, 999999])
      expect(fieldsOf(await add(clerk.token, { parentId, msgContext: '<p>x</p>' }))).toEqual(['parentId:回复的留言不存在']);
    expect(await messageCount()).toBe(before);
    expect(await messageCount(otherStuId)).toBe(1);
  });
});

describe('who may reach the messages', () => {
  it('another student and an agent get 005 for every call and change nothing; staff read and write', async () => {
    const first = await thread(owner.token);
    const before = await messageCount();
    const notices = await t.database.db.$count(notifications);
    for (const stranger of [other, agent]) {
      expect((await thread(stranger.token)).code).toBe('005');
      expect((await add(stranger.token, { parentId: first.data.id, msgContext: '<p>x</p>' })).code).toBe('005');
      expect((await readMsgs(stranger.token, {})).code).toBe('005');
      const i = await info(stranger.token);
      expect(i.code).toBe('005');
      expect(i.data).toBeNull();
    }
    // A file that does not exist answers the same.
    expect((await add(owner.token, { stuId: 999999, msgType: '1', msgContext: '<p>x</p>' })).code).toBe('005');
    expect(await messageCount()).toBe(before);
    expect(await t.database.db.$count(notifications)).toBe(notices);
    // A thread id that is not one of the file's marks nothing: it only answers the count.
    const unreadBefore = (await readMsgs(owner.token, { threadId: 999999 })).data.unread;
    for (const staff of [clerk, admin]) {
      expect((await info(staff.token)).data.leaveMsgList.length).toBeGreaterThan(0);
      expect((await add(staff.token, { parentId: first.data.id, msgContext: '<p>staff</p>' })).code).toBe('000');
    }
    expect((await readMsgs(owner.token, { threadId: 999999 })).data.unread).toBe(unreadBefore + 2);
  });

  it('message files: the file owner and staff read them, the student file owner reads a counsellor’s, others do not', async () => {
    const own = await upload(owner.token, 'mine.pdf', PDF);
    const staffFile = await upload(clerk.token, 'letter.pdf', PDF);
    const strayStaffFile = await upload(clerk.token, 'unsent.pdf', PDF);
    const t1 = await thread(owner.token, { msgFiles: [{ fileNameAfter: own.fileNameAfter, fileName: own.fileName }] });
    expect(t1.code).toBe('000');
    const r = await add(clerk.token, {
      parentId: t1.data.id,
      msgContext: '<p>see the letter</p>',
      msgFiles: [{ fileNameAfter: staffFile.fileNameAfter, fileName: 'Letter.pdf' }],
    });
    expect(r.code).toBe('000');
    const get = (token: string, route: string) => t.call({ method: 'GET', url: route, token }).then((x) => x.status);
    expect(await get(owner.token, staffFile.fileRoute)).toBe(200);
    expect(await get(owner.token, strayStaffFile.fileRoute)).toBe(404);
    expect(await get(clerk2.token, own.fileRoute)).toBe(200);
    for (const stranger of [other, agent]) {
      expect(await get(stranger.token, staffFile.fileRoute)).toBe(404);
      expect(await get(stranger.token, own.fileRoute)).toBe(404);
    }
    // The hourly purge keeps files that messages hold and removes the stray upload.
    await purgeUnusedUploads(t.database.db, t.app.storage, new Date(Date.now() + 2 * 86400_000));
    const left = await rows<{ id: string }>(t.database.db, sql`SELECT id FROM files`);
    const ids = new Set(left.map((f) => f.id));
    expect(ids.has(staffFile.fileNameAfter.split('.')[0])).toBe(true);
    expect(ids.has(own.fileNameAfter.split('.')[0])).toBe(true);
    expect(ids.has(strayStaffFile.fileNameAfter.split('.')[0])).toBe(false);
  });
});

describe('threads in the file and reading', () => {
  it('isMsg 1 answers threads newest first with replies oldest first, labels in the request language, files and unread marks', async () => {
    const stu = await newFile(owner.id);
    const ask = (body: object, token = owner.token) => add(token, { stuId: stu, ...body });
    const f = await upload(owner.token, 'Transcript.PDF', PDF);
    const t1 = await ask({ msgType: '2', msgContext: '<p>one</p>', msgFiles: [{ fileNameAfter: f.fileNameAfter, fileName: f.fileName }] });
    const t2 = await ask({ msgType: '4', msgContext: '<p>two</p>' });
    const r1 = await ask({ parentId: t1.data.id, msgContext: '<p>staff answer</p>' }, clerk.token);
    const r2 = await ask({ parentId: t1.data.id, msgContext: '<p>thanks</p>' });
    await t.database.db.update(users).set({ userName: '王顾问', avatar: '/api/file/abc.png' }).where(eq(users.id, clerk.id));

    const cn = (await info(owner.token, stu)).data;
    expect(cn.leaveMsgList.map((m: any) => m.id)).toEqual([t2.data.id, t1.data.id]);
    const one = cn.leaveMsgList[1];
    expect(one).toMatchObject({
      stuId: stu,
      parentId: null,
      msgType: '2',
      msgTypeLabel: '换专业',
      msgRole: '1',
      msgRoleLabel: '学生/代理',
      isStu: 1,
    });
    expect(one.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(one.msgFiles).toEqual([
      { fileName: 'Transcript.PDF', fileNameAfter: f.fileNameAfter, fileRoute: f.fileRoute, name: 'Transcript.PDF', url: f.fileRoute },
    ]);
    expect(one.leaveMsgList.map((m: any) => m.id)).toEqual([r1.data.id, r2.data.id]);
    expect(one.leaveMsgList[0]).toMatchObject({
      msgRole: '0',
      msgRoleLabel: '顾问',
      isStu: 0,
      authorName: '王顾问',
      avatar: '/api/file/abc.png',
      unread: true,
    });
    expect(one.leaveMsgList[1]).toMatchObject({ unread: false, msgType: null });
    expect(one.unread).toBe(false);
    const en = (await info(owner.token, stu, 'en')).data;
    expect(en.leaveMsgList[1]).toMatchObject({ msgTypeLabel: 'Change Major', msgRoleLabel: 'Student or Agent' });
    // Staff see the owner's messages as unread until they read them.
    const staffView = (await info(clerk.token, stu)).data.leaveMsgList;
    expect(staffView.map((m: any) => m.unread)).toEqual([true, true]);
    // Without isMsg the draft carries no threads.
    expect((await post('/api/clerk/web/stu/info', { id: stu }, owner.token)).data.leaveMsgList).toBeUndefined();

    // Reading: a thread, then all; each side reads only the other side's messages.
    const r3 = await ask({ parentId: t2.data.id, msgContext: '<p>second answer</p>' }, clerk.token);
    expect(r3.code).toBe('000');
    expect((await readMsgs(owner.token, { stuId: stu, threadId: t1.data.id })).data).toEqual({ unread: 1 });
    expect((await readMsgs(owner.token, { stuId: stu })).data).toEqual({ unread: 0 });
    expect(
      (await info(owner.token, stu)).data.leaveMsgList.every((m: any) => !m.unread && m.leaveMsgList.every((x: any) => !x.unread)),
    ).toBe(true);
    expect((await readMsgs(clerk.token, { stuId: stu, threadId: t2.data.id })).data).toEqual({ unread: 2 });
    expect((await readMsgs(admin.token, { stuId: stu })).data).toEqual({ unread: 0 });
    // A thread of another file marks nothing.
    await ask({ parentId: t1.data.id, msgContext: '<p>more</p>' }, clerk.token);
    expect((await readMsgs(owner.token, { stuId: stu, threadId: 999999 })).data).toEqual({ unread: 1 });
  });

  it('a message marks the file active (last_activity_at)', async () => {
    const stu = await newFile(owner.id);
    await t.database.db.execute(sql`UPDATE students SET last_activity_at = now() - interval '3 days' WHERE id = ${stu}`);
    await add(owner.token, { stuId: stu, msgType: '5', msgContext: '<p>x</p>' });
    const [s] = await rows<{ recent: boolean }>(
      t.database.db,
      sql`SELECT last_activity_at > now() - interval '1 minute' AS recent FROM students WHERE id = ${stu}`,
    );
    expect(s.recent).toBe(true);
  });
});

describe('notices of messages', () => {
  const noticesOf = (userId: number, stu: number) =>
    t.database.db
      .select()
      .from(notifications)
      .where(sql`${notifications.userId} = ${userId} AND ${notifications.stuId} = ${stu}`);
  const mailsTo = (address: string) => t.database.db.select().from(mailJobs).where(eq(mailJobs.recipient, address));

  it('the owner writes on an unassigned file: every clerk and admin gets a notice, nobody a mail', async () => {
    const stu = await newFile(owner.id);
    const mailsBefore = await t.database.db.$count(mailJobs);
    expect((await add(owner.token, { stuId: stu, msgType: '1', msgContext: '<p>hello</p>' })).code).toBe('000');
    for (const s of [clerk, clerk2, admin]) expect((await noticesOf(s.id, stu)).map((n) => n.kind)).toEqual(['student_message']);
    for (const s of [owner, other, agent]) expect(await noticesOf(s.id, stu)).toEqual([]);
    expect(await t.database.db.$count(mailJobs)).toBe(mailsBefore);
  });

  it('the owner writes on an assigned file: only the counsellor, with a mail in the counsellor’s language', async () => {
    const stu = await newFile(owner.id, { assignedTo: clerk.id });
    await add(owner.token, { stuId: stu, msgType: '1', msgContext: '<p>hello</p>' });
    expect((await noticesOf(clerk.id, stu)).map((n) => n.kind)).toEqual(['student_message']);
    expect(await noticesOf(clerk2.id, stu)).toEqual([]);
    expect(await noticesOf(admin.id, stu)).toEqual([]);
    const mails = (await mailsTo(`clerk${process.pid}@example.com`)).filter((m) => m.body.includes(`/console/applications/${stu}`));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('[Scholarship Portal] New message from a student');
    expect(mails[0].body).toContain('LI SI');
  });

  it('staff write: the owner gets a notice and a mail in the owner’s language with the link to the messages', async () => {
    const stu = await newFile(owner.id, { assignedTo: clerk.id });
    const th = await add(owner.token, { stuId: stu, msgType: '1', msgContext: '<p>q</p>' });
    await add(clerk2.token, { stuId: stu, parentId: th.data.id, msgContext: '<p>a</p>' });
    expect((await noticesOf(owner.id, stu)).map((n) => n.kind)).toEqual(['reply']);
    const mails = (await mailsTo(`owner${process.pid}@example.com`)).filter((m) => m.body.includes(`/applyDetail?id=${stu}&comment=1`));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('【留学奖学金】您的申请有新回复');
    expect(mails[0].body).toContain('http://localhost:3000/applyDetail');
    // The bell answers it in the request language.
    const list = await t.post('/api/notice/list', { pageNo: 1, pageSize: 5 }, { token: owner.token, lang: 'en' });
    expect(list.data.list[0]).toMatchObject({ kind: 'reply', stuId: stu, title: 'New reply on your application', read: false });
    expect(list.data.list[0].link).toBe(`/applyDetail?id=${stu}&comment=1`);
  });
});

describe('at once', () => {
  it('30 replies to one thread at once: all stored, each exactly once', async () => {
    const stu = await newFile(owner.id, { assignedTo: clerk.id });
    const th = await add(owner.token, { stuId: stu, msgType: '1', msgContext: '<p>start</p>' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        add(i % 2 ? owner.token : clerk.token, { stuId: stu, parentId: th.data.id, msgContext: `<p>reply ${i}</p>` }),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(30).fill('000'));
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(30);
    const stored = await rows<{ msg_context: string; n: number }>(
      t.database.db,
      sql`SELECT msg_context, count(*)::int AS n FROM student_messages WHERE parent_id = ${th.data.id} GROUP BY msg_context`,
    );
    expect(stored).toHaveLength(30);
    expect(stored.every((s) => s.n === 1)).toBe(true);
    const replies = (await info(owner.token, stu)).data.leaveMsgList[0].leaveMsgList;
    expect(replies).toHaveLength(30);
    // 15 staff replies told the owner, 15 owner replies told the counsellor.
    expect(await t.database.db.$count(notifications, sql`${notifications.stuId} = ${stu} AND ${notifications.kind} = 'reply'`)).toBe(15);
    expect(await t.database.db.$count(notifications, sql`${notifications.stuId} = ${stu} AND ${notifications.userId} = ${clerk.id}`)).toBe(
      16,
    );
  });
});
