import type { NextOwner } from '@portal/shared';

/** A row's values being edited. */
export interface SettingDraft {
  nextOwner: NextOwner;
  waitDays: number | null;
}

/** Whether the edited values differ from the stored ones. */
export function settingChanged(stored: SettingDraft, draft: SettingDraft | undefined): boolean {
  if (!draft) return false;
  const wait = draft.nextOwner === 'none' ? null : draft.waitDays;
  return draft.nextOwner !== stored.nextOwner || wait !== (stored.nextOwner === 'none' ? null : stored.waitDays);
}
