// Pieces one feature draws from another, handed in by the app layer (app/parts.tsx through
// AppProvider), since a feature imports no other feature: the personal centre's "privacy & my data"
// and the "request a correction" button of the application detail (issue 15, features/privacy).
import { createContext, useContext, type ComponentType } from 'react';

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

const PartsContext = createContext<AppParts | null>(null);
export const AppPartsProvider = PartsContext.Provider;

/** The parts, or null where no provider is mounted (unit tests of a single page). */
export function useAppParts(): AppParts | null {
  return useContext(PartsContext);
}
