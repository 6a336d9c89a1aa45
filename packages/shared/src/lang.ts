// Languages of the portal: cn is the default, en the switch (spec 000 section 9).
export const LANGS = ['cn', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'cn';

export function normalizeLang(value: unknown): Lang | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  if (v === 'cn' || v === 'zh' || v === 'zh-cn' || v === 'zh_cn') return 'cn';
  if (v === 'en' || v === 'en-us' || v === 'en_us') return 'en';
  return undefined;
}

/** A text in both languages. */
export type Bilingual = { cn: string; en: string };
