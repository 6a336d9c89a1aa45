// The mail queue: a failing mail server leaves a mail pending with a later try, a later run
// delivers it exactly once, tries stop after MAIL_MAX_ATTEMPTS, several senders at once send each
// mail once, and the logs carry neither the address nor the text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, registerByPhone, type TestApp } from '../../test/helpers';
import { mailJobs, outbox, users } from '../db/schema';
import { rows } from '../lib/sql';
import type { MailProvider } from '../providers/messaging';
import { notifyUsers } from '../modules/notifications/service';
import { MAIL_MAX_ATTEMPTS, retryWaitSeconds, sendDueMails } from './send-mails';

let t: TestApp;
beforeAll(async () => {
  // The scheduler's own sender is off: these tests run the sender themselves.
  t = await createTestApp({ MAIL_QUEUE_SECONDS: '0' });
}, 120_000);
afterAll(async () => t?.close());

const sent: { to: string; subject: string; body: string }[] = [];
const working: MailProvider = {
  name: 'test',
  async send(to, subject, body) {
    await new Promise((r) => setTimeout(r, 2));
    sent.push({ to, subject, body });
  },
};
const failing: MailProvider = {
  name: 'down',
  async send(to) {
    throw new Error(`550 <${to}> mailbox unavailable`);
  },
};
function capture() {
  const lines: string[] = [];
  const log = {
    info: (o: object, m: string) => lines.push(JSON.stringify({ ...o, m })),
    warn: (o: object, m: string) => lines.push(JSON.stringify({ ...o, m })),
  };
  return { lines, log };
}

async function queue(n: number, tag: string): Promise<number[]> {
  const ids = await t.database.db
    .insert(mailJobs)
    .values(
      Array.from({ length: n }, (_, i) => ({
        recipient: `${tag}${i}@example.com`,
        subject: `s ${tag} ${i}`,
        body: `secret body ${tag} ${i}`,
      })),
    )
    .returning({ id: mailJobs.id });
  return ids.map((r) => r.id);
}
const jobsOf = (ids: number[]) => t.database.db.select().from(mailJobs).where(inArray(mailJobs.id, ids)).orderBy(mailJobs.id);
const makeDue = (ids: number[]) =>
  t.database.db
    .update(mailJobs)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(inArray(mailJobs.id, ids));

describe('sendDueMails', () => {
  it('waits grow: 30 s, 60 s, 2 min ... ', () => {
    expect([1, 2, 3, 7].map(retryWaitSeconds)).toEqual([30, 60, 120, 1920]);
  });

  it('a failing mail server leaves the mail pending with a later try; a later run delivers it exactly once', async () => {
    const ids = await queue(3, 'fail');
    const { lines, log } = capture();
    const first = await sendDueMails(t.database.db, failing, log);
    expect(first).toMatchObject({ sent: 0, retried: 3 });
    const after = await jobsOf(ids);
    const [{ soon }] = await rows<{ soon: string }>(t.database.db, sql`SELECT (now() + interval '25 seconds')::text AS soon`);
    for (const j of after) {
      expect(j).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null, sentAt: null });
      expect(j.nextAttemptAt.getTime()).toBeGreaterThan(new Date(soon).getTime());
      expect(j.lastError).toBe('550 <<address>> mailbox unavailable');
    }
    // Logs name the job and its tries, never the address or the text.
    expect(lines).toHaveLength(3);
    for (const l of lines) expect(l).not.toMatch(/@example\.com|secret body|s fail/);
    // Not due yet: nothing is tried.
    expect(await sendDueMails(t.database.db, working)).toEqual({ sent: 0, retried: 0, failed: 0 });
    await makeDue(ids);
    sent.length = 0;
    expect(await sendDueMails(t.database.db, working, log)).toMatchObject({ sent: 3 });
    expect(sent.map((s) => s.to).sort()).toEqual(['fail0@example.com', 'fail1@example.com', 'fail2@example.com']);
    expect((await jobsOf(ids)).map((j) => [j.status, j.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
      ['sent', 2],
    ]);
    await makeDue(ids);
    expect(await sendDueMails(t.database.db, working)).toMatchObject({ sent: 0 });
    expect(sent).toHaveLength(3);
    for (const l of lines) expect(l).not.toMatch(/@example\.com|secret body/);
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} tries`, async () => {
    const [id] = await queue(1, 'doomed');
    for (let i = 1; i <= MAIL_MAX_ATTEMPTS; i++) {
      await makeDue([id]);
      const r = await sendDueMails(t.database.db, failing);
      expect(r).toMatchObject(i < MAIL_MAX_ATTEMPTS ? { retried: 1 } : { failed: 1 });
    }
    const [j] = await jobsOf([id]);
    expect(j).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    await makeDue([id]);
    expect(await sendDueMails(t.database.db, working)).toMatchObject({ sent: 0, failed: 0 });
  });

  it('several senders at once send each mail once', async () => {
    const ids = await queue(60, 'many');
    sent.length = 0;
    const results = await Promise.all([1, 2, 3, 4].map(() => sendDueMails(t.database.db, working)));
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(60);
    const mine = sent.filter((s) => s.to.startsWith('many'));
    expect(mine).toHaveLength(60);
    expect(new Set(mine.map((s) => s.to)).size).toBe(60);
    expect((await jobsOf(ids)).every((j) => j.status === 'sent' && j.attempts === 1)).toBe(true);
  });

  it('a notice mail queued while the mail server is down reaches the outbox once when it is back', async () => {
    const { phone } = await registerByPhone(t);
    const db = t.database.db;
    const address = `late${process.pid}@example.com`;
    const [u] = await db.update(users).set({ email: address, lang: 'en' }).where(eq(users.phoneNumber, phone)).returning({ id: users.id });
    await notifyUsers(db, {
      userIds: [u.id],
      kind: 'returned',
      stuId: null,
      params: { stuName: 'WANG WU', reason: 'Add the transcript' },
      mail: true,
    });
    expect(await sendDueMails(db, failing)).toMatchObject({ retried: 1 });
    expect(await db.$count(outbox, eq(outbox.recipient, address))).toBe(0);
    await db
      .update(mailJobs)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailJobs.recipient, address));
    await Promise.all([sendDueMails(db, t.app.mail), sendDueMails(db, t.app.mail)]);
    const delivered = await db.select().from(outbox).where(eq(outbox.recipient, address));
    expect(delivered).toHaveLength(1);
    expect(delivered[0].subject).toBe('[Scholarship Portal] Application returned for changes');
    expect(delivered[0].body).toContain('Add the transcript');
  });
});
