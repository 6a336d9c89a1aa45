// The one rule for a school's name on screen (lib/display re-exports it).
import type { Lang } from '@portal/shared';

const HAN = /[\u3400-\u9fff]/;

/** A school's name to show, and its other name where a layout has a second line for it. */
export interface SchoolNames {
  name: string;
  other: string | null;
}

/**
 * The one rule for a school's name on screen (universities of the catalogue, the schools students
 * come from). cn: the Chinese name, the English one as `other`. en: the English name alone, except
 * that a mainland Chinese school (`ownChinese`: colleges of dataType 0, the schools of cases) keeps
 * its own Chinese name in brackets after it, 'Peking University (北京大学)', the only Chinese the
 * English pages show. A missing name falls back to the other one.
 */
export function schoolNames(
  zh: string | null | undefined,
  en: string | null | undefined,
  lang: Lang,
  { ownChinese = false }: { ownChinese?: boolean } = {},
): SchoolNames {
  const cn = (zh ?? '').trim();
  const english = (en ?? '').trim();
  if (lang === 'en') {
    if (!english) return { name: cn, other: null };
    return { name: ownChinese && cn && cn !== english && HAN.test(cn) ? `${english} (${cn})` : english, other: null };
  }
  return { name: cn || english, other: cn && english && english !== cn ? english : null };
}

/** dataType (colleges) and isOverseas (the user's school) of a mainland Chinese school. */
export const MAINLAND_SCHOOL = '0';

/** The name line of schoolNames. */
export const schoolName = (...args: Parameters<typeof schoolNames>): string => schoolNames(...args).name;

/** A university of the catalogue (uniName, uniEnName): a foreign school, so English only in en. */
export const uniNames = (u: { uniName?: string | null; uniEnName?: string | null }, lang: Lang): SchoolNames =>
  schoolNames(u.uniName, u.uniEnName, lang);
