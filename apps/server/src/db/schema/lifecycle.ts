// After submit (spec 001 sections 2-5): threaded messages on a student file, the status history,
// who holds the next step per status, in-portal notices and the mail queue.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { students } from './students';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A file attached to a message, as the spec's message file (name, stored name, route). */
export interface MessageFile {
  /** The uploaded file's id (files.id): the stored name. */
  fileNameAfter: string;
  /** The name the user gave it. */
  fileName: string;
}

/**
 * A message on a student file (spec 001 'Message'): a thread is a message without a parent, its
 * replies point to it. msgRole follows web_stu_leave_msg_role: '0' counsellor, '1' student or
 * agent, '2' system. Each side's reading is kept, so unread counts need no per-user table.
 */
export const studentMessages = pgTable(
  'student_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    stuId: integer('stu_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => studentMessages.id, { onDelete: 'cascade' }),
    /** stu_leave_msg_type value; threads only. */
    msgType: varchar('msg_type', { length: 10 }),
    /** Rich text, sanitised on the server before it is stored. */
    msgContext: text('msg_context').notNull(),
    msgRole: varchar('msg_role', { length: 2 }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    files: jsonb('files')
      .$type<MessageFile[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: created(),
    /** When the file's owner read it (counts for messages from staff). */
    readByOwnerAt: timestamp('read_by_owner_at', { withTimezone: true }),
    /** When staff read it (counts for messages from the owner). */
    readByStaffAt: timestamp('read_by_staff_at', { withTimezone: true }),
  },
  (t) => [
    index('student_messages_stu_idx').on(t.stuId, t.createdAt),
    index('student_messages_parent_idx').on(t.parentId),
    index('student_messages_owner_unread_idx')
      .on(t.stuId)
      .where(sql`${t.msgRole} <> '1' AND ${t.readByOwnerAt} IS NULL`),
    index('student_messages_staff_unread_idx')
      .on(t.stuId)
      .where(sql`${t.msgRole} = '1' AND ${t.readByStaffAt} IS NULL`),
  ],
);

/** Every status change of an application: who, when, from what to what, and the note. */
export const statusChanges = pgTable(
  'status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    stuId: integer('stu_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** submit, resubmit, return, transfer, status, assign. */
    action: varchar('action', { length: 20 }).notNull(),
    fromReferral: integer('from_referral'),
    toReferral: integer('to_referral'),
    fromStuStatus: varchar('from_stu_status', { length: 20 }),
    toStuStatus: varchar('to_stu_status', { length: 20 }),
    note: varchar('note', { length: 500 }),
    createdAt: created(),
  },
  (t) => [index('status_changes_stu_idx').on(t.stuId, t.createdAt)],
);

/**
 * Who holds the next step of an application in a status, and the usual wait: keyed 'referral:1'
 * (submitted), 'referral:3' (returned) and 'stu:<stuStatus_agent value>' once transferred.
 * Seeded, edited by staff.
 */
export const statusSettings = pgTable('status_settings', {
  status: varchar('status', { length: 30 }).primaryKey(),
  /** student, counsellor, university or none (a final status). */
  nextOwner: varchar('next_owner', { length: 12 }).notNull(),
  /** Usual wait in days; null when there is none to give. */
  waitDays: integer('wait_days'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** In-portal notices (the bell): written in the reader's language when read, from kind and params. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** message, reply, returned, transferred, status, assigned, student_message. */
    kind: varchar('kind', { length: 30 }).notNull(),
    stuId: integer('stu_id').references(() => students.id, { onDelete: 'cascade' }),
    params: jsonb('params')
      .$type<Record<string, string | number | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: created(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

/**
 * Mails waiting to be sent: written in the same transaction as what they tell, sent by the
 * scheduler, retried with a growing wait when the mail server fails, never lost.
 */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipient: varchar('recipient', { length: 100 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    /** pending, sent, failed (gave up after the last try). */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Taken by a sender until then (several processes share the queue). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: varchar('last_error', { length: 300 }),
    createdAt: created(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_jobs_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
