// Tables of the foundation: accounts, sessions, verification codes, login attempts, outbox,
// dictionaries, menus, uploaded files and the schools a student may come from.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userNo: varchar('user_no', { length: 32 }).notNull(),
    userName: varchar('user_name', { length: 20 }),
    sex: varchar('sex', { length: 1 }),
    email: varchar('email', { length: 50 }),
    phoneNumber: varchar('phone_number', { length: 20 }),
    passwordHash: text('password_hash').notNull(),
    stuUniName: varchar('stu_uni_name', { length: 200 }),
    stuUniId: varchar('stu_uni_id', { length: 40 }),
    isOverseas: varchar('is_overseas', { length: 1 }),
    avatar: varchar('avatar', { length: 500 }),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`ARRAY['student']::text[]`),
    disabled: boolean('disabled').notNull().default(false),
    /** The language the account last used (cn or en): mails and notices to it are written in it. */
    lang: varchar('lang', { length: 2 }).notNull().default('cn'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_uq').on(t.phoneNumber),
    uniqueIndex('users_user_no_uq').on(t.userNo),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: created(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: varchar('revoke_reason', { length: 30 }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const verifyCodes = pgTable(
  'verify_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    destination: varchar('destination', { length: 100 }).notNull(),
    channel: varchar('channel', { length: 10 }).notNull(),
    purpose: integer('purpose').notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    createdAt: created(),
  },
  (t) => [index('verify_codes_dest_idx').on(t.destination, t.createdAt), index('verify_codes_ip_idx').on(t.ip, t.createdAt)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: varchar('account', { length: 100 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    /**
     * What the limits count against: 'u:<user id>' when the typed account exists (so its phone and
     * email share one count), else 'a:<typed account>'.
     */
    subject: varchar('subject', { length: 110 }).notNull().default(''),
    /** password, phone (code login) or reset (code reset). */
    method: varchar('method', { length: 10 }).notNull(),
    /**
     * pending: recorded before the password is checked, so that concurrent tries count at once;
     * fail, ok; refused: not checked because a limit was reached.
     */
    outcome: varchar('outcome', { length: 10 }).notNull(),
    userId: integer('user_id'),
    createdAt: created(),
  },
  (t) => [
    index('login_attempts_account_idx').on(t.account, t.createdAt),
    index('login_attempts_subject_idx').on(t.subject, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Browsers an account has signed in from (a random token in an HttpOnly cookie, stored as a digest).
 * A stranger's failures elsewhere do not hold back the owner on one of these.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: created(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('known_devices_token_uq').on(t.tokenHash), index('known_devices_user_idx').on(t.userId)],
);

/** Wrong tries of a code per client address: one address cannot burn the code for the owner. */
export const codeTries = pgTable(
  'code_tries',
  {
    codeId: bigint('code_id', { mode: 'number' })
      .notNull()
      .references(() => verifyCodes.id, { onDelete: 'cascade' }),
    ip: varchar('ip', { length: 64 }).notNull(),
    tries: integer('tries').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.ip] })],
);

/** Messages sent through the local SMS and mail providers; read by the dev outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: varchar('channel', { length: 10 }).notNull(),
    recipient: varchar('recipient', { length: 100 }).notNull(),
    subject: varchar('subject', { length: 200 }),
    body: text('body').notNull(),
    createdAt: created(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

export const dictData = pgTable(
  'dict_data',
  {
    id: serial('id').primaryKey(),
    dictType: varchar('dict_type', { length: 100 }).notNull(),
    dictValue: varchar('dict_value', { length: 100 }).notNull(),
    dictLabel: varchar('dict_label', { length: 200 }).notNull(),
    dictEnLabel: varchar('dict_en_label', { length: 200 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    sort: integer('sort').notNull().default(0),
    status: varchar('status', { length: 1 }).notNull().default('0'),
    /** The version a console form loaded: a save carrying an older one is refused as stale. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dict_data_type_value_uq').on(t.dictType, t.dictValue)],
);

/** Web-portal menu tree answered by getRouters; roles empty means every signed-in account. */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    applicationType: integer('application_type').notNull().default(3),
    name: varchar('name', { length: 50 }).notNull(),
    path: varchar('path', { length: 200 }).notNull(),
    title: varchar('title', { length: 50 }).notNull(),
    enTitle: varchar('en_title', { length: 50 }).notNull(),
    icon: varchar('icon', { length: 50 }),
    hidden: boolean('hidden').notNull().default(false),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('menus_app_path_uq').on(t.applicationType, t.path)],
);

export const files = pgTable(
  'files',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    extension: varchar('extension', { length: 10 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    use: varchar('use', { length: 20 }).notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: created(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);

/** Schools a student studies or studied at (register and profile autocomplete; education step later). */
export const colleges = pgTable(
  'colleges',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    enName: varchar('en_name', { length: 200 }).notNull(),
    dataType: varchar('data_type', { length: 1 }).notNull(),
    collegeType: varchar('college_type', { length: 30 }).notNull(),
    pinyin: varchar('pinyin', { length: 300 }).notNull().default(''),
    initials: varchar('initials', { length: 60 }).notNull().default(''),
    /** Lower-cased abbreviations and short names (pku, 北大, beida). */
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('colleges_name_uq').on(t.name),
    index('colleges_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('colleges_en_name_trgm').using('gin', sql`lower(${t.enName}) gin_trgm_ops`),
    index('colleges_aliases_idx').using('gin', t.aliases),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id'),
    action: varchar('action', { length: 60 }).notNull(),
    target: varchar('target', { length: 100 }),
    detail: jsonb('detail'),
    ip: varchar('ip', { length: 64 }),
    createdAt: created(),
  },
  (t) => [index('audit_log_actor_idx').on(t.actorId, t.createdAt), index('audit_log_target_idx').on(t.target, t.createdAt)],
);

/**
 * Request counters shared by every server process when there is no Redis: one row per limiter and
 * client address, counting the requests of the current window (rate-limit plugin, PostgreSQL only).
 */
export const rateCounters = pgTable('rate_counters', {
  key: varchar('key', { length: 200 }).primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
