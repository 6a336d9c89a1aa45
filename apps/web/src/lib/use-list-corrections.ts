// Corrections of a list's address once its answers are in, so that what the page shows and its
// address agree: a page past the last one goes to the last page (an old link, or fewer results
// since), and countries that are not study countries (a mistyped or stale link) are dropped.
// Both replace the address, so the back button does not return to the wrong one.
import { useEffect } from 'react';

export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Whether the answer is for a page past the end of a non-empty list. */
export function pastTheEnd(
  answer: { totalCount: number; list: readonly unknown[] } | undefined,
  pageNo: number,
  pageSize: number,
): boolean {
  return !!answer && answer.totalCount > 0 && answer.list.length === 0 && pageNo > lastPage(answer.totalCount, pageSize);
}

/** The ids among `ids` that `known` does not hold; none while `known` is not loaded. */
export function unknownIds(ids: readonly string[], known: readonly { dictValue: string }[] | undefined): string[] {
  if (!known) return [];
  const values = new Set(known.map((k) => k.dictValue));
  return ids.filter((id) => !values.has(id));
}

export function useListCorrections(opts: {
  answer: { totalCount: number; list: readonly unknown[] } | undefined;
  pageNo: number;
  pageSize: number;
  toPage: (pageNo: number) => void;
  countryIds: readonly string[];
  countries: readonly { dictValue: string }[] | undefined;
  setCountryIds: (ids: string[]) => void;
}) {
  const { answer, pageNo, pageSize, toPage, countryIds, countries, setCountryIds } = opts;
  const past = pastTheEnd(answer, pageNo, pageSize);
  const last = answer ? lastPage(answer.totalCount, pageSize) : 1;
  useEffect(() => {
    if (past) toPage(last);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [past, last]);
  const unknown = unknownIds(countryIds, countries).join(',');
  useEffect(() => {
    if (unknown) setCountryIds(countryIds.filter((id) => !unknown.split(',').includes(id)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unknown]);
}
