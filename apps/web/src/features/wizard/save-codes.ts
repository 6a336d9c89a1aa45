// What the wizard does with a failed save (spec 001 section 8).
import { CODES, reactionFor } from '@portal/shared';

export type SaveFailure =
  | 'duplicate' // confirm with the server message; OK saves again with isDuplicate=1
  | 'tip' // red warning titled 温馨提示, message only
  | 'invalid' // 003: errors on the fields, the rest as a toast
  | 'stale' // 70030: conflict dialog offering a reload that keeps the step's unsaved values
  | 'session' // the session ended: abort dialog, then reload (values are kept in sessionStorage)
  | 'toast'; // anything else: the server message as an error toast

export function saveFailure(code: string, kind: 'business' | 'network' | 'timeout' = 'business'): SaveFailure {
  if (kind !== 'business') return 'toast';
  switch (code) {
    case CODES.DUPLICATE_STUDENT:
    case CODES.DUPLICATE_ALT:
      return 'duplicate';
    case CODES.BUSINESS_TIP:
    case CODES.BUSINESS_TIP_2:
      return 'tip';
    case CODES.INVALID_PARAM:
      return 'invalid';
    case CODES.STALE_VERSION:
      return 'stale';
    default:
      return reactionFor(code) === 'abort' ? 'session' : 'toast';
  }
}
