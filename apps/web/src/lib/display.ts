// Display helpers for catalogue fields: the dash for empty entries (spec 000 screen 6), numbers,
// money, school names in the interface language and the anonymised student name of a case (screen 7).
// School names and picture addresses live in modules of their own (the home page's first screen
// needs them and nothing else of this one) and are re-exported here.
import type { Lang } from '@portal/shared';

export { MAINLAND_SCHOOL, schoolName, schoolNames, uniNames, type SchoolNames } from './school-names';
export { mediaSrc, narrowMediaSrc } from './media-src';

export const DASH = '-';

/** The value as text, or '-' when it is missing or blank. */
export function dash(value: unknown): string {
  if (value === null || value === undefined) return DASH;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : DASH;
  const s = String(value).trim();
  return s ? s : DASH;
}

// One formatter for every count (toLocaleString would set one up for each number drawn).
let countFormat: Intl.NumberFormat | undefined;

/** 12345 → '12,345'; missing or not a number → '-'. */
export function formatCount(value: unknown): string {
  if (value === null || value === undefined || value === '') return DASH;
  const n = Number(value);
  return Number.isFinite(n) ? (countFormat ??= new Intl.NumberFormat('en-US')).format(n) : DASH;
}

/** Tuition with its currency: '30,900 GBP'; no amount → '-'. */
export function formatMoney(amount: unknown, currency: string | null | undefined): string {
  const n = formatCount(amount);
  if (n === DASH) return DASH;
  return currency ? `${n} ${currency}` : n;
}

/**
 * A case's student: first character plus 同学 in Chinese ('江同学'); in English 'Student J.'
 * from the romanised name when the answer carries one (stuSpell, surname last), else the character.
 */
export function studentLabel(stuName: string | null | undefined, lang: Lang, stuSpell?: string | null): string {
  const first = [...(stuName ?? '').trim()][0] ?? '';
  if (lang === 'cn') return `${first || '*'}同学`;
  const spell = (stuSpell ?? '').trim().split(/\s+/).filter(Boolean);
  const initial = spell.length ? spell[spell.length - 1][0].toUpperCase() : first;
  return initial ? `Student ${initial}.` : 'Student';
}

// Made on first use: a formatter with a time zone loads its rules, a cost at the app's start.
let beijingFormat: Intl.DateTimeFormat | undefined;
const beijingDay = (d: Date) =>
  (beijingFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })).format(d);

/**
 * The calendar day (yyyy-MM-dd, Beijing time) of a server time: the list answers
 * 'yyyy-MM-dd HH:mm:ss' already in Beijing time, the student file an ISO instant ('...Z').
 * Missing or unreadable → '-'.
 */
export function beijingDate(value: string | null | undefined): string {
  const s = (value ?? '').trim();
  if (!s) return DASH;
  if (!/[T]\d|Z$|[+-]\d\d:?\d\d$/.test(s)) return s.slice(0, 10);
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? s.slice(0, 10) : beijingDay(d);
}

// Made on first use: a formatter with a time zone loads its rules.
let minuteFormat: Intl.DateTimeFormat | undefined;
/** An updatedAt (ISO instant) as the screens show it: yyyy-MM-dd HH:mm, Beijing time; '' for none. */
export function beijingMinute(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : null;
  if (!d || Number.isNaN(d.getTime())) return iso ?? '';
  minuteFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(minuteFormat.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthEn = (m: string) => MONTHS_EN[Number(m) - 1] ?? m;

/**
 * Dates an operator wrote in Chinese ('2026年10月1日 - 2027年6月30日', '2027年9月、1月'), in English
 * for en ('1 Oct 2026 - 30 Jun 2027', 'Sep, Jan 2027'); other text, and every text in cn, as it is.
 */
export function dateText(text: string | null | undefined, lang: Lang): string | null | undefined {
  if (lang !== 'en' || !text) return text;
  return text
    .replace(/(\d{4})年(\d{1,2})月(\d{1,2})日/g, (_s, y: string, m: string, d: string) => `${Number(d)} ${monthEn(m)} ${y}`)
    .replace(
      /(\d{4})年((?:\d{1,2}月(?:、)?)+)/g,
      (_s, y: string, ms: string) =>
        `${ms
          .split('、')
          .filter(Boolean)
          .map((x) => monthEn(x.replace('月', '')))
          .join(', ')} ${y}`,
    )
    .replace(/(\d{1,2})月/g, (_s, m: string) => monthEn(m))
    .replace(/、/g, ', ');
}

/** An ISO time as local 'yyyy-MM-dd HH:mm'; missing or invalid → '-'. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return DASH;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return DASH;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
