// The selected study stage of /studyHelp (spec 000 screen 10) lives in sessionStorage: it survives
// opening an article and coming back, and is cleared when the visitor leaves for anything else.
export const STAGE_STORAGE_KEY = 'studyHelp.articleType';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const safe = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn();
  } catch {
    return fallback; // storage disabled (private mode, sandboxed frame)
  }
};

/** The remembered stage, or '' (all stages). */
export const readStage = (store: Store | undefined): string => (store ? safe(() => store.getItem(STAGE_STORAGE_KEY) ?? '', '') : '');

export function writeStage(store: Store | undefined, stage: string): void {
  if (!store) return;
  safe(() => (stage ? store.setItem(STAGE_STORAGE_KEY, stage) : store.removeItem(STAGE_STORAGE_KEY)), undefined);
}

export function clearStage(store: Store | undefined): void {
  if (store) safe(() => store.removeItem(STAGE_STORAGE_KEY), undefined);
}

/** Leaving /studyHelp for `nextPath`: keep the stage only while an article (or the list) is open. */
export const keepsStage = (nextPath: string, articlePath: string, listPath: string) => nextPath === articlePath || nextPath === listPath;

/** The stage to show: a known stage from the store, else all (''). */
export const validStage = (stage: string, known: readonly string[]) => (stage && known.includes(stage) ? stage : '');
