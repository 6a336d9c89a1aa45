// Unsaved values of the current step, kept in sessionStorage per student and step, so that after a
// session expiry (reload, login, back to the same URL) the wizard can offer them back.
export type UnsavedKey = string;

const PREFIX = 'wizard.unsaved';

/** 'new' for a student not saved yet, 'copy-<source>' for an unsaved copy, else the student id. */
export function unsavedKey(stuId: number, opts: { copyFromId?: number | null } = {}): UnsavedKey {
  if (stuId > 0) return String(stuId);
  return opts.copyFromId ? `copy-${opts.copyFromId}` : 'new';
}

const storageKey = (key: UnsavedKey, step: number) => `${PREFIX}.${key}.${step}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveUnsaved(key: UnsavedKey, step: number, values: Record<string, unknown>): void {
  try {
    storage()?.setItem(storageKey(key, step), JSON.stringify({ at: Date.now(), values }));
  } catch {
    /* storage full or blocked: the values just are not kept */
  }
}

export function readUnsaved(key: UnsavedKey, step: number): Record<string, unknown> | null {
  const raw = storage()?.getItem(storageKey(key, step));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { values?: unknown };
    return parsed.values && typeof parsed.values === 'object' ? (parsed.values as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function clearUnsaved(key: UnsavedKey, step: number): void {
  storage()?.removeItem(storageKey(key, step));
}
