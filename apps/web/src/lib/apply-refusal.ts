// Why apply-now would be refused for a university, known from the university itself (its country
// open for applications, its scholarship), so the button can say so before the click instead of
// after it (apply/uni answers 70024 for the same two reasons). The text is the server's own.
import { translateMessage, type Lang } from '@portal/shared';

export interface ApplyFacts {
  /** '1' when the university's country takes applications. */
  applyOpen?: string | null;
  /** '0' when the university offers no scholarship. */
  stipendShow?: string | null;
}

export function applyRefusal(u: ApplyFacts, lang: Lang): string | null {
  if (u.applyOpen === '0') return translateMessage('countryClosed', lang);
  if (u.stipendShow === '0') return translateMessage('noStipend', lang);
  return null;
}
