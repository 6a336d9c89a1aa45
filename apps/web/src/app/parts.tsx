// The pieces features draw from each other (lib/parts.tsx), composed here: each a lazy chunk.
import { lazy } from 'react';
import type { AppParts } from '../lib/parts';

export const APP_PARTS: AppParts = {
  PrivacyCentre: lazy(() => import('../features/privacy/components/PrivacyCentre').then((m) => ({ default: m.PrivacyCentre }))),
  CorrectionRequest: lazy(() => import('../features/privacy/components/CorrectionRequest').then((m) => ({ default: m.CorrectionRequest }))),
};
