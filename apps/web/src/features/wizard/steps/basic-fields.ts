// Step 1 helpers without React: the application countries of the dictionary, and the input
// clean-ups the spec asks for while typing.
import { APPLICATION_COUNTRY_CODES, tidyName, type DictEntry, WIZARD_DICT } from '@portal/shared';

export const COUNTRY_DICT = 'web_clerk_countryName';
export const SEX_DICT = 'web_stu_sex';
export const NATIONALITY_DICT = WIZARD_DICT.nationality;
export const BASIC_DICTS = [COUNTRY_DICT, SEX_DICT, NATIONALITY_DICT] as const;

/** The 14 application countries (remark is the country code), in APPLICATION_COUNTRY_CODES order. */
export function applicationCountries<T extends Pick<DictEntry, 'remark'>>(entries: readonly T[]): T[] {
  const codes: readonly string[] = APPLICATION_COUNTRY_CODES;
  const code = (e: T) => (e.remark ?? '').trim().toUpperCase();
  return entries.filter((e) => codes.includes(code(e))).sort((a, b) => codes.indexOf(code(a)) - codes.indexOf(code(b)));
}

/** Names: double spaces collapsed, leading spaces dropped (tidyName of the shared rules). */
export const normalizeName = (v: unknown) => (typeof v === 'string' ? tidyName(v) : v);

const CHINESE_G = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/g;
/** Home address is English only: Chinese characters (and full-width punctuation) are dropped as typed. */
export const stripChinese = (v: unknown) => (typeof v === 'string' ? v.replace(CHINESE_G, '') : v);

/** The switch-country question is needed only when the stored file already has schools. */
export const needsCountrySwitch = (
  d: { stuId: number; countryId: string | null; agentApplyList?: readonly unknown[] | null },
  next: string,
) => d.stuId > 0 && !!d.countryId && d.countryId !== next && (d.agentApplyList?.length ?? 0) > 0;
