// The mail queue (mail_jobs): mails are written by the features in the same transaction as what
// they tell (modules/notifications), and sent here through the mail provider. Several processes may
// run this at once: a batch is claimed with FOR UPDATE SKIP LOCKED and held by locked_until while it
// is sent, so no two senders take one mail. A failure leaves the mail pending with a growing wait
// (30 s × 2^(tries-1)); after MAIL_MAX_ATTEMPTS tries it is marked failed. Logs carry the job id and
// the tries, never the address or the text.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { rowsAs } from '../lib/sql';
import type { MailProvider } from '../providers/messaging';

export const MAIL_MAX_ATTEMPTS = 8;
export const MAIL_BATCH = 20;
/** How long a claimed mail is held by its sender before another may take it (a sender that died). */
export const MAIL_LOCK_SECONDS = 120;
const BASE_WAIT_SECONDS = 30;

/** The wait after the n-th failed try (n ≥ 1): 30 s, 60 s, 2 min, ... 32 min before the 8th try. */
export const retryWaitSeconds = (failedTries: number) => BASE_WAIT_SECONDS * 2 ** Math.max(0, failedTries - 1);

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}
const quiet: Log = { info: () => undefined, warn: () => undefined };

const claimed = z.object({ id: z.coerce.number(), recipient: z.string(), subject: z.string(), body: z.string(), attempts: z.number() });

/** The error without addresses (SMTP answers often quote the recipient), short. */
const cleanError = (e: unknown) =>
  (e instanceof Error ? e.message : String(e)).replace(/[^\s<>"'()]+@[^\s<>"'()]+/g, '<address>').slice(0, 300);

/** Take up to `limit` due mails for this sender: pending, due, not held by another sender. */
async function claim(db: Db, limit: number) {
  return rowsAs(
    db,
    claimed,
    sql`UPDATE mail_jobs j SET locked_until = now() + make_interval(secs => ${MAIL_LOCK_SECONDS})
        WHERE j.id IN (
          SELECT id FROM mail_jobs
          WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
          ORDER BY next_attempt_at, id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING j.id, j.recipient, j.subject, j.body, j.attempts`,
  );
}

/** Send the due mails, batch after batch, until none is due. Answers what happened. */
export async function sendDueMails(
  db: Db,
  mail: MailProvider,
  log: Log = quiet,
): Promise<{ sent: number; retried: number; failed: number }> {
  const done = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const batch = await claim(db, MAIL_BATCH);
    for (const job of batch) {
      const tries = job.attempts + 1;
      try {
        await mail.send(job.recipient, job.subject, job.body);
      } catch (e) {
        const error = cleanError(e);
        const gaveUp = tries >= MAIL_MAX_ATTEMPTS;
        await db.execute(
          sql`UPDATE mail_jobs SET attempts = ${tries}, last_error = ${error}, locked_until = NULL,
                status = ${gaveUp ? 'failed' : 'pending'},
                next_attempt_at = now() + make_interval(secs => ${retryWaitSeconds(tries)})
              WHERE id = ${job.id}`,
        );
        if (gaveUp) done.failed++;
        else done.retried++;
        log.warn({ mailJob: job.id, attempts: tries, gaveUp, error }, gaveUp ? 'mail failed for good' : 'mail failed, will retry');
        continue;
      }
      await db.execute(
        sql`UPDATE mail_jobs SET status = 'sent', sent_at = now(), attempts = ${tries}, locked_until = NULL, last_error = NULL
            WHERE id = ${job.id}`,
      );
      done.sent++;
      log.info({ mailJob: job.id, attempts: tries }, 'mail sent');
    }
    if (batch.length < MAIL_BATCH) return done;
  }
}
