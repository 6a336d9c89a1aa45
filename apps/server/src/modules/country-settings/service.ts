// The per-country settings staff keep from the console: a study country's currency, course-link
// rule and whether applications are open (table countries), its contract class and consultation
// chat link (country_settings), and the reference rates that show tuition in yuan (currency_rates).
// Every change is one transaction with its audit row (the before and after of the fields changed).
// A save carries the updatedAt its form loaded (country_settings.updated_at for a country,
// currency_rates.updated_at for a rate; null when there was no row): a save over a row changed since
// answers 71020 instead of overwriting it.
//
// Readers see a change at once: countries and currency_rates send the 'catalogue' change notice
// (migration 0011), which drops the catalogue index and the matching's programmes in every process;
// country_settings is cached nowhere (clue/add and the contracts read it on each call).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CONTRACT_CLASSES,
  COUNTRY_SETTINGS_CODES,
  maskEmail,
  maskPhone,
  type ContractClass,
  type CountrySettingBody,
  type CountrySettingItem,
  type CurrencyRateBody,
  type CurrencyRateItem,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { lockName } from '../../lib/locks';
import { rows, rowsAs } from '../../lib/sql';
import type { AuthContext } from '../accounts/sessions';
import { audit } from '../audit/service';

/** updated_at as the token the forms send back: UTC ISO with microseconds (null stays null). */
const stamp = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);
/** The new updated_at of a write over a row: always later than its own, so two writes in one clock tick still differ. */
const bump = (table: string) => sql.raw(`greatest(clock_timestamp(), ${table}.updated_at + interval '1 microsecond')`);
const { STALE } = COUNTRY_SETTINGS_CODES;

const classOf = (v: string | null): ContractClass | null =>
  (CONTRACT_CLASSES as readonly string[]).includes(v ?? '') ? (v as ContractClass) : null;

const itemRow = z.object({
  countryId: z.string(),
  name: z.string(),
  enName: z.string(),
  code: z.string(),
  flag: z.string(),
  sort: z.number(),
  currency: z.string(),
  requiresProfessionalLink: z.boolean(),
  applicationOpen: z.boolean(),
  contractClass: z.string().nullable(),
  chatUrl: z.string().nullable(),
  cnyPerUnit: z.coerce.number().nullable(),
  updatedAt: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

/** Every study country with its settings and the rate of its currency (one country with `only`). */
export async function listCountrySettings(db: Db, only?: string): Promise<CountrySettingItem[]> {
  const found = await rowsAs(
    db,
    itemRow,
    sql`SELECT c.id AS "countryId", c.name, c.en_name AS "enName", c.code, c.flag, c.sort, c.currency,
               c.requires_professional_link AS "requiresProfessionalLink", c.application_open AS "applicationOpen",
               s.contract_class AS "contractClass", s.chat_url AS "chatUrl",
               CASE WHEN c.currency = 'CNY' THEN 1 ELSE r.cny_per_unit END AS "cnyPerUnit",
               ${stamp('s.updated_at')} AS "updatedAt", u.phone_number AS phone, u.email
          FROM countries c
          LEFT JOIN country_settings s ON s.country_id = c.id
          LEFT JOIN currency_rates r ON r.currency = c.currency
          LEFT JOIN users u ON u.id = s.updated_by
         WHERE ${only === undefined ? sql`true` : sql`c.id = ${only}`}
         ORDER BY c.sort, c.id`,
  );
  return found.map(({ phone, email, contractClass, ...r }) => ({
    ...r,
    contractClass: classOf(contractClass),
    updatedBy: r.updatedAt ? (maskPhone(phone) ?? maskEmail(email)) : null,
  }));
}

const SETTING_FIELDS = ['currency', 'requiresProfessionalLink', 'applicationOpen', 'contractClass', 'chatUrl'] as const;
type SettingField = (typeof SETTING_FIELDS)[number];
const COUNTRY_COLUMNS: readonly SettingField[] = ['currency', 'requiresProfessionalLink', 'applicationOpen'];

const stateRow = z.object({
  updatedAt: z.string().nullable(),
  currency: z.string(),
  requiresProfessionalLink: z.boolean(),
  applicationOpen: z.boolean(),
  contractClass: z.string().nullable(),
  chatUrl: z.string().nullable(),
});

/** Query parameters that may carry a credential, hidden in the audit log (the link itself is kept). */
const SECRET_PARAM = /token|key|secret|sig|pass|auth|session|ticket|code/i;

/** A chat link as the audit log keeps it: the values of credential-like query parameters replaced. */
export function auditableUrl(v: string | null): string | null {
  if (!v) return v;
  try {
    const u = new URL(v);
    for (const k of [...u.searchParams.keys()]) if (SECRET_PARAM.test(k)) u.searchParams.set(k, '***');
    return u.toString();
  } catch {
    return '(invalid link)';
  }
}

/**
 * Saves one country's settings (71025 an unknown country). The country row is locked first and the
 * current values read after the lock, so concurrent saves apply one after the other: a save whose
 * loaded updatedAt is not the stored one any more answers 71020, and each audit row's `before` is
 * what that save replaced. Nothing is written when nothing changed.
 */
export async function saveCountrySetting(db: Db, auth: AuthContext, ip: string, body: CountrySettingBody): Promise<CountrySettingItem> {
  const after: Record<SettingField, string | boolean | null> = {
    currency: body.currency,
    requiresProfessionalLink: body.requiresProfessionalLink,
    applicationOpen: body.applicationOpen,
    contractClass: body.contractClass,
    chatUrl: body.chatUrl ?? null,
  };
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const locked = await rows<{ id: string }>(t, sql`SELECT id FROM countries WHERE id = ${body.countryId} FOR UPDATE`);
    if (!locked.length) throw new BizError(COUNTRY_SETTINGS_CODES.COUNTRY_UNKNOWN);
    const [before] = await rowsAs(
      t,
      stateRow,
      sql`SELECT ${stamp('s.updated_at')} AS "updatedAt", c.currency, c.requires_professional_link AS "requiresProfessionalLink",
                 c.application_open AS "applicationOpen", s.contract_class AS "contractClass", s.chat_url AS "chatUrl"
            FROM countries c LEFT JOIN country_settings s ON s.country_id = c.id WHERE c.id = ${body.countryId}`,
    );
    if (before.updatedAt !== (body.updatedAt ?? null)) throw new BizError(STALE);
    const changed = SETTING_FIELDS.filter((f) => before[f] !== after[f]);
    if (!changed.length) return;
    if (changed.some((f) => COUNTRY_COLUMNS.includes(f)))
      await tx.execute(
        sql`UPDATE countries SET currency = ${body.currency}, requires_professional_link = ${body.requiresProfessionalLink},
                   application_open = ${body.applicationOpen}
             WHERE id = ${body.countryId}`,
      );
    await tx.execute(
      sql`INSERT INTO country_settings (country_id, contract_class, chat_url, updated_at, updated_by)
          VALUES (${body.countryId}, ${body.contractClass}, ${after.chatUrl}, clock_timestamp(), ${auth.userId})
          ON CONFLICT (country_id) DO UPDATE SET contract_class = excluded.contract_class, chat_url = excluded.chat_url,
            updated_at = ${bump('country_settings')}, updated_by = excluded.updated_by`,
    );
    const shown = (f: SettingField, v: string | boolean | null) => (f === 'chatUrl' ? auditableUrl(v as string | null) : v);
    await audit(t, auth, ip, {
      action: 'country.settings',
      target: body.countryId,
      detail: {
        before: Object.fromEntries(changed.map((f) => [f, shown(f, before[f])])),
        after: Object.fromEntries(changed.map((f) => [f, shown(f, after[f])])),
      },
    });
  });
  return (await listCountrySettings(db, body.countryId))[0];
}

const rateRow = z.object({
  currency: z.string(),
  cnyPerUnit: z.coerce.number().nullable(),
  updatedAt: z.string().nullable(),
  countries: z.array(z.string()),
});

/**
 * The reference rates: every rated currency and every currency a country or an open programme uses
 * (unrated ones with cnyPerUnit null), with the countries using each. Yuan itself is not listed.
 */
export async function listRates(db: Db): Promise<CurrencyRateItem[]> {
  return rowsAs(
    db,
    rateRow,
    sql`WITH used AS (
          SELECT currency FROM currency_rates
          UNION SELECT currency FROM countries
          UNION SELECT DISTINCT currency FROM majors WHERE major_status = '0')
        SELECT u.currency, r.cny_per_unit AS "cnyPerUnit", ${stamp('r.updated_at')} AS "updatedAt",
               coalesce((SELECT array_agg(c.id ORDER BY c.sort, c.id) FROM countries c WHERE c.currency = u.currency), '{}') AS countries
          FROM used u LEFT JOIN currency_rates r ON r.currency = u.currency
         WHERE u.currency <> 'CNY'
         ORDER BY u.currency`,
  );
}

/**
 * Sets the yuan per unit of a currency (70091 a currency nothing uses or rates; 71020 when the rate
 * changed since the form loaded it: its updatedAt, null for a currency not rated yet).
 */
export async function saveRate(db: Db, auth: AuthContext, ip: string, body: CurrencyRateBody): Promise<CurrencyRateItem[]> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // One save of a currency at a time, also when it has no row yet.
    await lockName(tx, 'rate', body.currency);
    const [known] = await rowsAs(
      t,
      z.object({ rate: z.coerce.number().nullable(), updatedAt: z.string().nullable(), used: z.boolean() }),
      sql`SELECT (SELECT cny_per_unit FROM currency_rates WHERE currency = ${body.currency}) AS rate,
                 (SELECT ${stamp('updated_at')} FROM currency_rates WHERE currency = ${body.currency}) AS "updatedAt",
                 (EXISTS (SELECT 1 FROM currency_rates WHERE currency = ${body.currency})
                  OR EXISTS (SELECT 1 FROM countries WHERE currency = ${body.currency})
                  OR EXISTS (SELECT 1 FROM majors WHERE currency = ${body.currency})) AS used`,
    );
    if (!known.used || body.currency === 'CNY') throw new BizError(COUNTRY_SETTINGS_CODES.CURRENCY_UNKNOWN);
    if (known.updatedAt !== (body.updatedAt ?? null)) throw new BizError(STALE);
    if (known.rate === body.cnyPerUnit) return;
    await tx.execute(
      sql`INSERT INTO currency_rates (currency, cny_per_unit, updated_at) VALUES (${body.currency}, ${body.cnyPerUnit}, clock_timestamp())
          ON CONFLICT (currency) DO UPDATE SET cny_per_unit = excluded.cny_per_unit, updated_at = ${bump('currency_rates')}`,
    );
    await audit(t, auth, ip, {
      action: 'currency.rate',
      target: body.currency,
      detail: { before: { cnyPerUnit: known.rate }, after: { cnyPerUnit: body.cnyPerUnit } },
    });
  });
  return listRates(db);
}
