// Personal centre key '5': "privacy & my data", drawn by the privacy feature (handed in by app/parts.tsx).
import { appParts } from '../../../lib/parts';

export function PrivacyPart() {
  const PrivacyCentre = appParts()?.PrivacyCentre;
  return PrivacyCentre ? <PrivacyCentre /> : null;
}
