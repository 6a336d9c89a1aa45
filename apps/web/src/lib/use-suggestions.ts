// Suggestions for a typed text: debounced, the request before a newer one aborted, cleared when the
// text is empty. Every autocomplete of the portal (schools, universities, major names) uses it.
import { useCallback, useEffect, useRef, useState } from 'react';

export type SuggestState = 'idle' | 'loading' | 'failed';
export const SUGGEST_DEBOUNCE_MS = 300;

export function useSuggestions<T>(fetcher: (text: string, signal: AbortSignal) => Promise<T[]>, debounceMs = SUGGEST_DEBOUNCE_MS) {
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
      if (!k) {
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
    [debounceMs],
  );

  return { list, state, search };
}
