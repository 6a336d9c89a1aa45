// Students' personal data under PIPL: every consent given (and withdrawn) is a stored record of
// who, which text and version, when and from where.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { students } from './students';

/**
 * One consent. kind: 'privacy' and 'terms' (the account's, at registration and after a new
 * version), 'sensitive' (sensitive personal information of a student file), 'transfer' (sending
 * the file to the named universities abroad), 'guardian' (a guardian's consent for a child under
 * 14). stuId is set for the consents of a file. detail: what was consented to (the recipients of a
 * transfer, the guardian's name and relation with the masked phone). withdrawnAt: when taken back.
 */
export const consents = pgTable(
  'consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stuId: integer('stu_id').references(() => students.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    version: varchar('version', { length: 20 }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('consents_user_idx').on(t.userId, t.kind, t.createdAt),
    index('consents_stu_idx')
      .on(t.stuId, t.kind, t.createdAt)
      .where(sql`${t.stuId} IS NOT NULL`),
  ],
);
