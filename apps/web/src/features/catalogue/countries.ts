// Study countries of dictionary web_clerk_countryName (value: country id, remark: short code).
// The application countries are those of the supported-countries tip (APPLICATION_COUNTRY_CODES);
// the rest are 'other countries'.
import { APPLICATION_COUNTRY_CODES, type DictEntry } from '@portal/shared';

export const COUNTRY_DICT = 'web_clerk_countryName';
export const MAJOR_FOCUS_DICT = 'major_focus';
/** One request (and cache entry) for the dictionaries of the filters and the page titles. */
export const FILTER_DICTS = [COUNTRY_DICT, MAJOR_FOCUS_DICT] as const;

const APPLICATION = new Set<string>(APPLICATION_COUNTRY_CODES);

const codeOf = (e: Pick<DictEntry, 'remark'>) => (e.remark ?? '').trim().toUpperCase();

/** The generated flag of a country by its code ('UK' → /api/media/flag/uk.svg). */
export function flagUrl(e: Pick<DictEntry, 'remark'>): string | null {
  const code = codeOf(e);
  return /^[A-Z]{2,4}$/.test(code) ? `/api/media/flag/${code.toLowerCase()}.svg` : null;
}

/** The application countries in the tip's order, then the others in dictionary order. */
export function splitCountries<T extends Pick<DictEntry, 'remark'>>(entries: readonly T[]): { application: T[]; other: T[] } {
  const order = (e: T) => APPLICATION_COUNTRY_CODES.indexOf(codeOf(e) as (typeof APPLICATION_COUNTRY_CODES)[number]);
  const application = entries.filter((e) => APPLICATION.has(codeOf(e))).sort((a, b) => order(a) - order(b));
  const other = entries.filter((e) => !APPLICATION.has(codeOf(e)));
  return { application, other };
}
