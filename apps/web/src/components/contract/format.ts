// How contract amounts and times read on screen.
import { DASH, formatDateTime } from '../../lib/display';

let yuanFormat: Intl.NumberFormat | undefined;

/** '3000.00' or 3000 → '¥3,000.00'; missing or not a number → '-'. */
export function formatYuan(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return DASH;
  const n = Number(value);
  if (!Number.isFinite(n)) return DASH;
  yuanFormat ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `¥${yuanFormat.format(n)}`;
}

/** A time the server answers as text ('2026-11-27 10:05:33') or ISO: 'yyyy-MM-dd HH:mm'; none → '-'. */
export function timeText(value: string | null | undefined): string {
  const s = (value ?? '').trim();
  if (!s) return DASH;
  const plain = /^(\d{4}-\d\d-\d\d)(?:[ ](\d\d:\d\d))?/.exec(s);
  if (plain && !/T|Z$|[+-]\d\d:?\d\d$/.test(s)) return plain[2] ? `${plain[1]} ${plain[2]}` : plain[1];
  return formatDateTime(s);
}

/** A day the server answers as text or ISO: 'yyyy-MM-dd'; none → '-'. */
export function dayText(value: string | null | undefined): string {
  const t = timeText(value);
  return t === DASH ? t : t.slice(0, 10);
}
