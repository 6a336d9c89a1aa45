// Dictionaries (spec 000 section 3): entries keyed by type, label picked by language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DictEntry, Lang } from '@portal/shared';
import { api } from './api-client';

export type DictByType = Record<string, DictEntry[]>;

/** Dictionaries change rarely: fetched once per page load. Failures are shown by the screen. */
export const dictQuery = (types: readonly string[]) =>
  queryOptions({
    queryKey: ['dict', ...types],
    queryFn: () => api.post<DictByType>('/admin/dict/types', { dictType: types }, { quiet: true }),
    staleTime: Infinity,
  });

export function useDict(types: readonly string[], { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...dictQuery(types), enabled });
}

export function dictLabel(entry: Pick<DictEntry, 'dictLabel' | 'dictEnLabel'>, lang: Lang): string {
  return lang === 'en' ? entry.dictEnLabel || entry.dictLabel : entry.dictLabel;
}

export function dictLabelOf(entries: readonly DictEntry[] | undefined, value: string | null | undefined, lang: Lang): string | undefined {
  const e = entries?.find((d) => d.dictValue === value);
  return e ? dictLabel(e, lang) : undefined;
}

/** Select options of a dictionary's entries, labelled in the language. */
export function dictOptions(entries: readonly DictEntry[] | undefined, lang: Lang): { value: string; label: string }[] {
  return (entries ?? []).map((d) => ({ value: d.dictValue, label: dictLabel(d, lang) }));
}
