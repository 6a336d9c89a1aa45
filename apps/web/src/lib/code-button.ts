// Decision of the verification-code button (spec 000 section 4): 60 s countdown, 1 s debounce,
// a warning when clicked during the countdown. Kept pure for tests.
import { CODE_DEBOUNCE_MS } from '@portal/shared';

export type CodeClick = 'ignore' | 'warn' | 'send';

export function decideCodeClick(now: number, lastClick: number, secondsLeft: number, sending: boolean): CodeClick {
  if (sending || now - lastClick < CODE_DEBOUNCE_MS) return 'ignore';
  if (secondsLeft > 0) return 'warn';
  return 'send';
}

export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
