// A list's state read from the address and changed through it (see url-state.ts).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { applyListChange, readListState, writeListState, type ListChange, type ListSpec, type ListState } from './url-state';

export function useListState<F extends string, S extends string>(spec: ListSpec<F, S>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(spec, params), [spec, params]);
  const change = useCallback(
    (c: ListChange<F, S>) => {
      // From the address as it is now, not as this render saw it: a navigation is a transition,
      // so a change made just before (a box ticked, then a search typed at once) may not have
      // rendered yet, and building on the rendered one would undo it.
      setParams(() => writeListState(spec, applyListChange(readListState(spec, new URLSearchParams(window.location.search)), c)));
    },
    [spec, setParams],
  );
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { state, change, reset } as { state: ListState<F, S>; change: (c: ListChange<F, S>) => void; reset: () => void };
}
