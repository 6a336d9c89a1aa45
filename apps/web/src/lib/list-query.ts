// Readers of a list page's address (the catalogue lists, the case share list): texts, comma
// lists, page numbers and page sizes, each checked, so a mistyped or stale link gives the plain
// list rather than a broken request. The pages write their queries back leaving defaults out.

export type Params = Pick<URLSearchParams, 'get' | 'getAll'>;

/** A text parameter, trimmed and cut to `max` characters; missing → ''. */
export const textParam = (p: Params, key: string, max = 200) => (p.get(key) ?? '').trim().slice(0, max);

/** A list given as a comma list and/or repeated keys: trimmed, without blanks or repeats. */
export function listParam(p: Params, key: string): string[] {
  const parts = p.getAll(key).flatMap((v) => v.split(','));
  return [...new Set(parts.map((s) => s.trim()).filter(Boolean))];
}

/** A page number from 1 to 100000; anything else → 1. */
export function pageNoParam(p: Params, key: string): number {
  const n = Number(p.get(key));
  return Number.isInteger(n) && n >= 1 && n <= 100000 ? n : 1;
}

/** One of the list's page sizes; anything else → its default. */
export function pageSizeParam(p: Params, key: string, sizes: { default: number; options: readonly number[] }): number {
  const n = Number(p.get(key));
  return sizes.options.includes(n) ? n : sizes.default;
}
