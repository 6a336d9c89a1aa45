// Personal centre key '5': "privacy & my data", drawn by the privacy feature (handed in by app/parts.tsx).
import { useAppParts } from '../../../lib/parts';

export function PrivacyPart() {
  const PrivacyCentre = useAppParts()?.PrivacyCentre;
  return PrivacyCentre ? <PrivacyCentre /> : null;
}
