// The workbench's one list pattern: a list's filters, sort and page live in the address, so that a
// reload, the back button and a shared link keep them. A list declares its filters once (a spec of
// kinds); reading checks every value (a mistyped or stale link gives the plain list, never a broken
// request) and writing leaves defaults out. The later content screens (universities, majors, cases,
// articles, dictionaries, imports, leads...) declare their own spec and reuse the rest.
import type { Params } from '../../../lib/list-query';

export type FilterKind =
  /** Free text, trimmed and cut. */
  | { kind: 'text'; max?: number }
  /** A positive whole number (an id), kept as its digits. */
  | { kind: 'id' }
  /** One of a fixed set, or anything matching `pattern` (e.g. an id beside 'me' and 'none'). */
  | { kind: 'choice'; values: readonly string[]; pattern?: RegExp }
  /** A calendar day, yyyy-MM-dd. */
  | { kind: 'date' }
  /** On or off: '1' in the address. */
  | { kind: 'flag' };

export type SortOrder = 'asc' | 'desc';

export interface ListSpec<F extends string, S extends string> {
  filters: Record<F, FilterKind>;
  sorts: readonly S[];
  pageSizes: { default: number; options: readonly number[] };
}

export interface ListState<F extends string, S extends string> {
  /** The filters that are set; a flag is '1' when on. */
  filters: Partial<Record<F, string>>;
  sort?: S;
  order?: SortOrder;
  pageNo: number;
  pageSize: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,9}$/;

function validDay(v: string): boolean {
  if (!DAY.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** The value of one filter as the address gives it, or undefined when missing or not valid. */
export function readFilter(kind: FilterKind, raw: string | null): string | undefined {
  if (raw === null) return undefined;
  const v = raw.trim();
  if (!v) return undefined;
  switch (kind.kind) {
    case 'text':
      return v.slice(0, kind.max ?? 100);
    case 'id':
      return ID.test(v) ? v : undefined;
    case 'choice':
      return kind.values.includes(v) || kind.pattern?.test(v) ? v : undefined;
    case 'date':
      return validDay(v) ? v : undefined;
    case 'flag':
      return v === '1' || v === 'true' ? '1' : undefined;
  }
}

/** The whole state of a list from its address. */
export function readListState<F extends string, S extends string>(spec: ListSpec<F, S>, p: Params): ListState<F, S> {
  const filters: Partial<Record<F, string>> = {};
  for (const key of Object.keys(spec.filters) as F[]) {
    const v = readFilter(spec.filters[key], p.get(key));
    if (v !== undefined) filters[key] = v;
  }
  const sortRaw = p.get('sort');
  const sort = sortRaw && (spec.sorts as readonly string[]).includes(sortRaw) ? (sortRaw as S) : undefined;
  const orderRaw = p.get('order');
  const order: SortOrder | undefined = sort ? (orderRaw === 'asc' ? 'asc' : 'desc') : undefined;
  const pageNo = Number(p.get('pageNo'));
  const pageSize = Number(p.get('pageSize'));
  return {
    filters,
    sort,
    order,
    pageNo: Number.isInteger(pageNo) && pageNo >= 1 && pageNo <= 100000 ? pageNo : 1,
    pageSize: spec.pageSizes.options.includes(pageSize) ? pageSize : spec.pageSizes.default,
  };
}

/** The address query of a state: only what differs from the defaults, in the spec's order. */
export function writeListState<F extends string, S extends string>(spec: ListSpec<F, S>, state: ListState<F, S>): URLSearchParams {
  const q = new URLSearchParams();
  for (const key of Object.keys(spec.filters) as F[]) {
    const v = readFilter(spec.filters[key], state.filters[key] ?? null);
    if (v !== undefined) q.set(key, v);
  }
  if (state.sort && (spec.sorts as readonly string[]).includes(state.sort)) {
    q.set('sort', state.sort);
    q.set('order', state.order === 'asc' ? 'asc' : 'desc');
  }
  if (state.pageNo > 1) q.set('pageNo', String(state.pageNo));
  if (state.pageSize !== spec.pageSizes.default && spec.pageSizes.options.includes(state.pageSize))
    q.set('pageSize', String(state.pageSize));
  return q;
}

export interface ListChange<F extends string, S extends string> {
  /** Filters to set (a value) or clear (undefined or ''). */
  filters?: Partial<Record<F, string | undefined>>;
  sort?: S | null;
  order?: SortOrder | null;
  pageNo?: number;
  pageSize?: number;
}

/**
 * The next state after a change. Any change of filters, sort or page size starts again at page 1
 * (the old page may not exist in the new list); only a page change keeps the rest.
 */
export function applyListChange<F extends string, S extends string>(state: ListState<F, S>, change: ListChange<F, S>): ListState<F, S> {
  const filters = { ...state.filters };
  for (const [k, v] of Object.entries(change.filters ?? {}) as [F, string | undefined][]) {
    if (v === undefined || v === '') delete filters[k];
    else filters[k] = v;
  }
  const sort = change.sort === undefined ? state.sort : (change.sort ?? undefined);
  const order = change.order === undefined ? state.order : (change.order ?? undefined);
  const pageSize = change.pageSize ?? state.pageSize;
  const resets = change.filters !== undefined || change.sort !== undefined || change.order !== undefined || pageSize !== state.pageSize;
  return { filters, sort, order: sort ? (order ?? 'desc') : undefined, pageSize, pageNo: resets ? 1 : (change.pageNo ?? state.pageNo) };
}
