// Online consultation (spec 000 sections 2, 4, 5, 7): each account's consultation profile and the
// leads its consultation requests leave for staff. The chat link of each country is a country setting.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The consultation profile of an account (userName and the graduated school live on the account). */
export const consultProfiles = pgTable('consult_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sex: varchar('sex', { length: 1 }),
  gpa: varchar('gpa', { length: 5 }),
  nationality: varchar('nationality', { length: 30 }),
  countryId: varchar('country_id', { length: 30 }),
  courseType: varchar('course_type', { length: 30 }),
  majorFocusList: text('major_focus_list')
    .array()
    .notNull()
    .default(sql`ARRAY[]::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What the consultation profile held when a lead was left. */
export interface LeadProfile {
  userName: string | null;
  sex: string | null;
  stuUniName: string | null;
  gpa: string | null;
  nationality: string | null;
  countryId: string | null;
  courseType: string | null;
  majorFocusList: string[];
}

/**
 * A consultation request (POST /dynamics/clue/add): type 0 a country, 1 a university, 2 a major of
 * a university; who asked, about what, with their profile at the time, for staff to follow up.
 */
export const consultLeads = pgTable(
  'consult_leads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: integer('type').notNull(),
    countryId: varchar('country_id', { length: 30 }).notNull(),
    uniId: integer('uni_id'),
    uniEnName: varchar('uni_en_name', { length: 200 }),
    majorName: varchar('major_name', { length: 200 }),
    profile: jsonb('profile').$type<LeadProfile>(),
    /** The chat link the request was answered with. */
    chatUrl: text('chat_url').notNull(),
    /** Staff follow-up: 'new' | 'contacted' | 'closed'. */
    status: varchar('status', { length: 10 }).notNull().default('new'),
    /** The staff member following it up, and their notes. */
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consult_leads_created_idx').on(t.createdAt), index('consult_leads_user_idx').on(t.userId)],
);
