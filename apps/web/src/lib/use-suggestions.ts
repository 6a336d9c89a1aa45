// Suggestions for a typed text: debounced, the request before a newer one aborted, cleared when the
// text is empty (or, with `whenEmpty: 'ask'`, asked for the empty text too: a list to pick from on
// focus). Every autocomplete of the portal uses it: the wizard's school picker and course names, the
// university name filters, major names and the universities of the case share list.
import { useCallback, useEffect, useRef, useState } from 'react';

export type SuggestState = 'idle' | 'loading' | 'failed';
export const SUGGEST_DEBOUNCE_MS = 300;

export function useSuggestions<T>(
  fetcher: (text: string, signal: AbortSignal) => Promise<T[]>,
  debounceMs = SUGGEST_DEBOUNCE_MS,
  whenEmpty: 'clear' | 'ask' = 'clear',
) {
  const [list, setList] = useState<T[]>([]);
  const [state, setState] = useState<SuggestState>('idle');
  const timer = useRef<number | undefined>(undefined);
  const inflight = useRef<AbortController | undefined>(undefined);
  const fetchRef = useRef(fetcher);
  fetchRef.current = fetcher;

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      inflight.current?.abort();
    },
    [],
  );

  const search = useCallback(
    (text: string) => {
      window.clearTimeout(timer.current);
      inflight.current?.abort();
      const k = text.trim();
      if (!k && whenEmpty === 'clear') {
        setList([]);
        setState('idle');
        return;
      }
      setState('loading');
      timer.current = window.setTimeout(async () => {
        const ctrl = new AbortController();
        inflight.current = ctrl;
        try {
          setList(await fetchRef.current(k, ctrl.signal));
          setState('idle');
        } catch {
          if (!ctrl.signal.aborted) {
            setList([]);
            setState('failed');
          }
        }
      }, debounceMs);
    },
    [debounceMs, whenEmpty],
  );

  /** Drops the suggestions and any pending request (the source changed, e.g. another country). */
  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    inflight.current?.abort();
    setList([]);
    setState('idle');
  }, []);

  return { list, state, search, clear };
}
