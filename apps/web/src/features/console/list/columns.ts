// The columns a list shows: every list declares its choosable columns (and which start hidden); the
// user's choice is remembered per list in this browser (localStorage `console.columns.<list>`).
// What is stored is the hidden columns AND the columns known when the choice was made, so a
// column added to a list later starts as its default says instead of as the old choice guessed.
// A choice never hides every choosable column. The three older stores (the catalogue's chosen
// columns, the content's and the operations' hidden columns) are read once as a first choice.
import { useCallback, useState } from 'react';

export interface KeyStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const storage = (): KeyStore | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export const columnsKey = (list: string) => `console.columns.${list}`;
/** Where the screens kept a choice before the list kit (read, never written). */
const LEGACY = {
  shown: (list: string) => `console.catalogue.${list}.columns`,
  hidden: (list: string) => `console-ops-columns:${list}`,
};

const strings = (v: unknown): string[] | null => (Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : null);

function parse(store: KeyStore, key: string): unknown {
  const raw = store.getItem(key);
  return raw ? (JSON.parse(raw) as unknown) : null;
}

/** The hidden columns of a list: the stored choice (only columns the list still has), else the defaults. */
export function readHiddenColumns(
  list: string,
  columns: readonly string[],
  hiddenByDefault: readonly string[] = [],
  store: KeyStore | null = storage(),
): string[] {
  const defaults = columns.filter((c) => hiddenByDefault.includes(c));
  if (!store) return defaults;
  let hidden: string[] | null = null;
  try {
    const saved = parse(store, columnsKey(list));
    if (saved && typeof saved === 'object' && !Array.isArray(saved)) {
      const h = strings((saved as { hidden?: unknown }).hidden);
      const known = strings((saved as { known?: unknown }).known) ?? [];
      // A column the choice did not know takes its default.
      if (h) hidden = columns.filter((c) => h.includes(c) || (!known.includes(c) && hiddenByDefault.includes(c)));
    } else if (Array.isArray(saved)) {
      hidden = columns.filter((c) => saved.includes(c));
    } else {
      const shown = strings(parse(store, LEGACY.shown(list)));
      const oldHidden = strings(parse(store, LEGACY.hidden(list)));
      if (shown?.length) hidden = columns.filter((c) => !shown.includes(c));
      else if (oldHidden) hidden = columns.filter((c) => oldHidden.includes(c));
    }
  } catch {
    /* a broken stored value: the defaults */
  }
  if (!hidden || (columns.length > 0 && hidden.length >= columns.length)) return defaults;
  return hidden;
}

export function writeHiddenColumns(
  list: string,
  columns: readonly string[],
  hidden: readonly string[],
  store: KeyStore | null = storage(),
) {
  try {
    store?.setItem(columnsKey(list), JSON.stringify({ hidden, known: columns }));
  } catch {
    /* private mode or full: the choice lasts this visit */
  }
}

export interface ColumnChoice {
  /** The choosable columns, in the list's order. */
  columns: readonly string[];
  hidden: readonly string[];
  shows: (key: string) => boolean;
  /** Hide exactly these (unknown keys dropped); hiding every column is refused. */
  setHidden: (keys: readonly string[]) => void;
}

/**
 * The column choice of one list. `columns` are the ones the user may switch (a list's always-shown
 * columns, such as a name or the actions, stay out of it); `hiddenByDefault` start switched off.
 */
export function useColumnChoice(list: string, columns: readonly string[], hiddenByDefault: readonly string[] = []): ColumnChoice {
  const [hidden, setState] = useState<string[]>(() => readHiddenColumns(list, columns, hiddenByDefault));
  const setHidden = useCallback(
    (keys: readonly string[]) => {
      const next = columns.filter((c) => keys.includes(c));
      if (columns.length > 0 && next.length >= columns.length) return;
      setState(next);
      writeHiddenColumns(list, columns, next);
    },
    [list, columns],
  );
  const shows = useCallback((key: string) => !hidden.includes(key), [hidden]);
  return { columns, hidden, shows, setHidden };
}
