// Pieces one feature draws from another, handed in by the app layer (app/antd-pages.ts, evaluated
// before any page drawn with antd), since a feature imports no other feature: the personal centre's
// "privacy & my data" and the "request a correction" button of the application detail (issue 15,
// features/privacy). Kept out of the app's start: only those antd pages draw them.
import type { ComponentType } from 'react';

export interface CorrectionRequestProps {
  stuId: number;
  /** Transferred (referralStatus 2): every field is locked; otherwise the English name and birthday. */
  transferred: boolean;
  onSent?: () => void;
}

export interface AppParts {
  PrivacyCentre: ComponentType;
  CorrectionRequest: ComponentType<CorrectionRequestProps>;
}

let parts: AppParts | null = null;

/** The app layer hands the parts in once. */
export function provideAppParts(value: AppParts): void {
  parts = value;
}

/** The parts (a plain read, not a hook), or null where the app layer has not handed them in (unit tests of a single page). */
export function appParts(): AppParts | null {
  return parts;
}
