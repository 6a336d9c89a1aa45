// The console's country settings (/api/console/countries, /api/console/rates): for each study
// country its currency, course-link rule, whether applications are open, its contract class and its
// consultation chat link, and the reference rates (yuan per unit) that show tuition in yuan. Clerks
// read them, admins change them. The same schemas check the console's forms and the server.
import { z } from 'zod';
import { addCodeMessages } from '../code-messages';
import { CONTRACT_CLASSES } from '../contract';
import { msgKey } from '../messages';
import { CONTROL_CHAR_RE } from '../rules';
import { commonFields } from './common';

/** The country settings' own codes (70090-70099). */
export const COUNTRY_SETTINGS_CODES = {
  /** countryId is not a study country (table countries). */
  COUNTRY_UNKNOWN: '70090',
  /** The currency is neither rated yet nor used by a country or a programme. */
  CURRENCY_UNKNOWN: '70091',
} as const;

addCodeMessages({
  '70090': { cn: '该国家不存在，请刷新后重试', en: 'This country does not exist; please refresh and try again' },
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
    updatedAt: z.string().nullable().meta({ description: 'yyyy-MM-dd HH:mm:ss, Beijing time' }),
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
    updatedAt: z.string().nullable().meta({ description: 'yyyy-MM-dd HH:mm:ss, Beijing time' }),
    countries: z.array(z.string()).meta({ description: 'ids of the study countries using it' }),
  })
  .meta({ id: 'CurrencyRate' });
export type CurrencyRateItem = z.infer<typeof currencyRateItem>;

export const currencyRateBody = z
  .object({ ...commonFields, currency: currencySchema, cnyPerUnit: cnyPerUnitSchema }, { error: msgKey('invalid') })
  .meta({ id: 'CurrencyRateBody' });
export type CurrencyRateBody = z.infer<typeof currencyRateBody>;
