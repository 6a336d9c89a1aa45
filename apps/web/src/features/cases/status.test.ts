import { describe, expect, it } from 'vitest';
import { statusColor } from './status';

describe('statusColor', () => {
  it('maps stuStatus values to tag colours', () => {
    expect(statusColor('2')).toBe('success');
    expect(statusColor('6')).toBe('success');
    expect(statusColor('7')).toBe('error');
    expect(statusColor('8')).toBe('error');
    expect(statusColor('5')).toBe('error');
    expect(statusColor('1')).toBe('processing');
    expect(statusColor(null)).toBe('processing');
  });
});
