import { describe, expect, it } from 'vitest';
import { TAB_BAR_FIXED_PX } from '@portal/shared';
import { ANCHOR_OFFSET_PX, activeAnchor, anchorScrollTop, isTabBarFixed } from './anchors';

describe('tab bar anchors', () => {
  it('fixes the bar past the shared threshold', () => {
    expect(isTabBarFixed(TAB_BAR_FIXED_PX)).toBe(false);
    expect(isTabBarFixed(TAB_BAR_FIXED_PX + 1)).toBe(true);
  });
  it('scrolls the section to 100 px below the top', () => {
    expect(ANCHOR_OFFSET_PX).toBe(100);
    expect(anchorScrollTop(900, 200)).toBe(1000);
    expect(anchorScrollTop(50, 0)).toBe(0);
  });
  it('picks the last section above the anchor line', () => {
    const tops = [
      { key: 'intro', top: -600 },
      { key: 'master', top: 40 },
      { key: 'analysis', top: 700 },
    ] as const;
    expect(activeAnchor(tops)).toBe('master');
    expect(
      activeAnchor([
        { key: 'intro', top: 400 },
        { key: 'master', top: 900 },
      ]),
    ).toBe('intro');
    expect(activeAnchor(tops, true)).toBe('analysis');
    expect(activeAnchor([])).toBeUndefined();
  });
});
