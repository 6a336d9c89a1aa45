import { describe, expect, it } from 'vitest';
import { dayText, formatYuan, timeText } from './format';

describe('contract formats', () => {
  it('money in yuan with two decimals', () => {
    expect(formatYuan('3000.00')).toBe('¥3,000.00');
    expect(formatYuan(5000)).toBe('¥5,000.00');
    expect(formatYuan('0.01')).toBe('¥0.01');
    expect(formatYuan(null)).toBe('-');
    expect(formatYuan('abc')).toBe('-');
  });
  it('times as text keep their day and minutes', () => {
    expect(timeText('2026-11-27 10:05:33')).toBe('2026-11-27 10:05');
    expect(timeText('2026-11-27')).toBe('2026-11-27');
    expect(timeText(null)).toBe('-');
    expect(dayText('2026-11-27 10:05:33')).toBe('2026-11-27');
    expect(dayText('')).toBe('-');
  });
  it('ISO times in local time', () => {
    expect(timeText('2026-11-27T02:05:00.000Z')).toMatch(/^2026-11-27 \d\d:05$/);
  });
});
