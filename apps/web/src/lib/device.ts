// Desktop or mobile layout (spec 000 section 2): a mobile user agent OR a viewport below 992 px.
import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@portal/shared';
import { serverLayoutIsMobile } from './render-context';

const MOBILE_UA = /Android|webOS|iPhone|iPod|iPad|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS|MicroMessenger/i;

export function isMobileUserAgent(ua: string): boolean {
  return MOBILE_UA.test(ua);
}

export function isMobileDevice(width: number, ua: string): boolean {
  return width < MOBILE_BREAKPOINT_PX || isMobileUserAgent(ua);
}

/** Read once, e.g. by the route guard which runs outside React. */
export function isMobileNow(): boolean {
  if (typeof window === 'undefined') return false;
  return isMobileDevice(window.innerWidth, navigator.userAgent);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Re-renders only when the answer flips, not on every resize event. A page drawn by the server
 * starts from the layout the server chose (from the user agent), then follows the window. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, serverLayoutIsMobile);
}
