// Whether the open step can be saved yet: its panel has loaded (lazy chunk) and nothing it needs is
// still loading (dictionaries, the country's course types). Parts of a panel report what they wait
// for; the shell keeps Next disabled, with a spinner, until nothing is pending (an enabled Next over
// a skeleton would do nothing when clicked).
import { createContext, useContext, useEffect, useMemo, useState } from 'react';

export interface StepLoading {
  /** This part of the panel is (or is no longer) waiting for something. */
  report(part: symbol, pending: boolean): void;
}

export const StepLoadingContext = createContext<StepLoading | null>(null);

/** Tells the wizard shell that `pending` is true while it lasts; nothing outside the wizard (e.g. /addApply). */
export function useReportPending(pending: boolean): void {
  const ctx = useContext(StepLoadingContext);
  const [part] = useState(() => Symbol('step-part'));
  useEffect(() => {
    if (!ctx) return;
    ctx.report(part, pending);
    return () => ctx.report(part, false);
  }, [ctx, part, pending]);
}

/** The shell's side: the context value to provide, and whether some part is still pending. */
export function usePendingParts(): { value: StepLoading; pending: boolean } {
  const [parts, setParts] = useState<ReadonlySet<symbol>>(() => new Set());
  const value = useMemo<StepLoading>(
    () => ({
      report(part, pending) {
        setParts((prev) => {
          if (prev.has(part) === pending) return prev;
          const next = new Set(prev);
          if (pending) next.add(part);
          else next.delete(part);
          return next;
        });
      },
    }),
    [],
  );
  return { value, pending: parts.size > 0 };
}

/** Ready for Next: the panel is mounted and no part of it is pending. */
export const stepReady = (panelMounted: boolean, pending: boolean) => panelMounted && !pending;
