// The interface language: cookie `language` (cn | en), default cn (spec 000 section 9).
import { DEFAULT_LANG, LANG_COOKIE, normalizeLang, type Lang } from '@portal/shared';
import { getCookie, setCookie } from './cookies';

export function getLang(): Lang {
  return normalizeLang(getCookie(LANG_COOKIE)) ?? DEFAULT_LANG;
}

/** i18next language codes for the portal's two languages. */
export const I18N_CODE: Record<Lang, 'zh-CN' | 'en'> = { cn: 'zh-CN', en: 'en' };

/** Save the choice and reload, as the spec asks: every text and dictionary is fetched again. */
export function switchLang(lang: Lang): void {
  setCookie(LANG_COOKIE, lang);
  window.location.reload();
}
