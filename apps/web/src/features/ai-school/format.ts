// How /aiSchool writes its figures: chances as whole percentages, yuan as 万 in Chinese and with
// thousands separators in English, the Brier score with three decimals.
import type { Lang } from '@portal/shared';
import { formatMoney } from '../../lib/display';

/** 0.62 → '62%'. */
export const percent = (x: number): string => `${Math.round(x * 100)}%`;

/** Yuan as the page shows it: cn '¥31.2万' (from 10,000), en '¥312,000'. */
export function yuan(n: number, lang: Lang): string {
  if (lang === 'cn') return n >= 10000 ? `¥${(n / 10000).toFixed(1).replace(/\.0$/, '')}万` : `¥${Math.round(n)}`;
  return `¥${Math.round(n).toLocaleString('en-US')}`;
}

/** A chance with its range: cn '62%（51%–72%）', en '62% (51%–72%)'; no range: the chance alone. */
export function chanceText(chance: number, low: number | null, high: number | null, lang: Lang): string {
  if (low === null || high === null) return percent(chance);
  const range = `${percent(low)}–${percent(high)}`;
  return lang === 'cn' ? `${percent(chance)}（${range}）` : `${percent(chance)} (${range})`;
}

/** The programme's tuition: the yuan figure and the original amount, each null when unknown. */
export function tuitionParts(item: { tuition: number | null; currency: string; tuitionCny: number | null }, lang: Lang) {
  return {
    yuan: item.tuitionCny !== null ? yuan(item.tuitionCny, lang) : null,
    original: item.tuition !== null ? formatMoney(item.tuition, item.currency) : null,
  };
}

/** A Brier score: '0.182'. */
export const brier = (x: number): string => x.toFixed(3);
