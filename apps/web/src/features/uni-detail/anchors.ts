// Tab bar with scroll anchors of the university page (spec 000 screen 4): the bar becomes fixed
// after TAB_BAR_FIXED_PX of scroll, a click scrolls smoothly to the section with an offset of
// 100 px, and the tab of the section under that line is the active one.
import { TAB_BAR_FIXED_PX } from '@portal/shared';

export const ANCHOR_OFFSET_PX = 100;

export const isTabBarFixed = (scrollY: number) => scrollY > TAB_BAR_FIXED_PX;

/** Where to scroll so that the section's top sits ANCHOR_OFFSET_PX below the viewport top. */
export const anchorScrollTop = (sectionTopInViewport: number, scrollY: number) =>
  Math.max(0, Math.round(sectionTopInViewport + scrollY - ANCHOR_OFFSET_PX));

/**
 * The active section: the last one whose top has passed the anchor line (with a little slack so a
 * section reached by a tab click counts), or the first one. `tops` are viewport positions in page order.
 */
export function activeAnchor<K extends string>(tops: readonly { key: K; top: number }[], atBottom = false): K | undefined {
  if (!tops.length) return undefined;
  if (atBottom) return tops[tops.length - 1].key;
  let active = tops[0].key;
  for (const s of tops) if (s.top <= ANCHOR_OFFSET_PX + 8) active = s.key;
  return active;
}
