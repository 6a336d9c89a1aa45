// The console's country settings (/api/console/countries, /api/console/rates): for each study
// country its currency, course-link rule, whether applications are open, its contract class and its
// consultation chat link, and the reference rates (yuan per unit) that show tuition in yuan. Clerks
// read them, admins change them. The same schemas check the console's forms and the server. A
// country's settings and a rate carry `updatedAt` (ISO, UTC, with microseconds; null while there is
// no row): the form sends it back, and a save over a row changed since answers 71020.
import { z } from 'zod';
import { addCodeMessages } from '../code-messages';
import { CONTRACT_CLASSES } from '../contract';
import { msgKey } from '../messages';
import { CONTROL_CHAR_RE } from '../rules';
import { commonFields } from './common';
import { CONSOLE_SHARED_CODES } from './console-codes';

/** The country settings' codes (its own in 70090-70099, the shared ones of console-codes.ts). */
export const COUNTRY_SETTINGS_CODES = {
  /** countryId is not a study country (table countries). */
  COUNTRY_UNKNOWN: CONSOLE_SHARED_CODES.COUNTRY_UNKNOWN,
  /** The currency is neither rated yet nor used by a country or a programme. */
  CURRENCY_UNKNOWN: '70091',
  /** The country's settings or the rate were changed by someone else since the form loaded them. */
  STALE: CONSOLE_SHARED_CODES.STALE,
} as const;

addCodeMessages({
  '70091': { cn: '该币种未被任何国家或专业使用', en: 'No country or programme uses this currency' },
});

export const CHAT_URL_MAX = 500;
/** Rates are below this many yuan per unit, with at most RATE_DECIMALS decimals (numeric(14, 6)). */
export const RATE_MAX = 1000;
export const RATE_DECIMALS = 6;

/**
 * An absolute http(s) link students may be sent to: no other scheme (javascript:, data:...), no
 * spaces or control characters, no user name or password in it, a host name.
 */
export function isChatUrl(v: string): boolean {
  if (!/^https?:\/\/[^\s/?#@]+/i.test(v) || /\s/.test(v) || CONTROL_CHAR_RE.test(v)) return false;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname && !u.username && !u.password;
  } catch {
    return false;
  }
}

export const currencySchema = z
  .string({ error: msgKey('currencyCode') })
  .trim()
  .regex(/^[A-Z]{3}$/, msgKey('currencyCode'));

/** '' or null: no link of its own (the portal's demo chat page); else an absolute http(s) link. */
export const chatUrlSchema = z
  .string({ error: msgKey('chatUrl') })
  .trim()
  .max(CHAT_URL_MAX, msgKey('max', { max: CHAT_URL_MAX }))
  .refine((v) => v === '' || isChatUrl(v), msgKey('chatUrl'))
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

export const contractClassSchema = z.enum(CONTRACT_CLASSES, { error: msgKey('contractClass') });

export const cnyPerUnitSchema = z
  .number({ error: msgKey('matchNumber') })
  .gt(0, msgKey('rateRange'))
  .lt(RATE_MAX, msgKey('rateRange'))
  .refine((v) => Number(v.toFixed(RATE_DECIMALS)) === v, msgKey('rateDecimals'));

const countryIdField = z
  .union([z.string().trim().min(1, msgKey('requiredSelect')).max(30, msgKey('oneOf')), z.number()], { error: msgKey('requiredSelect') })
  .transform((v) => String(v));

const yesNo = z.boolean({ error: msgKey('invalid') });

/**
 * The updatedAt the form loaded (ISO, UTC, microseconds), or null/absent when the row did not exist
 * yet; a save whose row is not at that version any more answers 71020.
 */
const versionField = z
  .string({ error: msgKey('invalid') })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/, msgKey('invalid'))
  .nullable()
  .optional()
  .meta({ description: 'the updatedAt the form loaded (null or absent: there was no row); 71020 when the row changed since' });
const versionOut = (what: string) =>
  z
    .string()
    .nullable()
    .meta({ description: `ISO time (UTC, microseconds) of the last change of ${what}; null: none yet. Send it back with the save` });

export const countrySettingItem = z
  .object({
    countryId: z.string(),
    name: z.string(),
    enName: z.string(),
    code: z.string().meta({ description: 'ISO code (e.g. GB)' }),
    flag: z.string(),
    sort: z.number(),
    currency: z.string(),
    requiresProfessionalLink: z.boolean().meta({ description: 'the wizard requires a course link for this country' }),
    applicationOpen: z.boolean(),
    contractClass: z.enum(CONTRACT_CLASSES).nullable().meta({ description: 'null: none set (no agreement can be made)' }),
    chatUrl: z.string().nullable().meta({ description: "null: the portal's demo chat page" }),
    cnyPerUnit: z.number().nullable().meta({ description: 'yuan per unit of its currency (1 for CNY); null: no rate' }),
    updatedAt: versionOut('the settings'),
    updatedBy: z.string().nullable().meta({ description: 'the masked phone or email of who changed it last' }),
  })
  .meta({ id: 'CountrySetting' });
export type CountrySettingItem = z.infer<typeof countrySettingItem>;

export const countrySettingBody = z
  .object(
    {
      ...commonFields,
      countryId: countryIdField,
      currency: currencySchema,
      requiresProfessionalLink: yesNo,
      applicationOpen: yesNo,
      contractClass: contractClassSchema,
      chatUrl: chatUrlSchema.meta({ description: "'' or null: the portal's demo chat page" }),
      updatedAt: versionField,
    },
    { error: msgKey('invalid') },
  )
  .meta({ id: 'CountrySettingBody' });
export type CountrySettingBody = z.infer<typeof countrySettingBody>;
export type CountrySettingInput = z.input<typeof countrySettingBody>;

export const currencyRateItem = z
  .object({
    currency: z.string(),
    cnyPerUnit: z.number().nullable().meta({ description: 'null: used by a country or programme but not rated yet' }),
    updatedAt: versionOut('the rate'),
    countries: z.array(z.string()).meta({ description: 'ids of the study countries using it' }),
  })
  .meta({ id: 'CurrencyRate' });
export type CurrencyRateItem = z.infer<typeof currencyRateItem>;

export const currencyRateBody = z
  .object(
    { ...commonFields, currency: currencySchema, cnyPerUnit: cnyPerUnitSchema, updatedAt: versionField },
    { error: msgKey('invalid') },
  )
  .meta({ id: 'CurrencyRateBody' });
export type CurrencyRateBody = z.infer<typeof currencyRateBody>;
