import { describe, expect, it } from 'vitest';
import { saveFailure } from './save-codes';

describe('saveFailure', () => {
  it('maps the save codes of spec 001 section 8', () => {
    expect(saveFailure('70022')).toBe('duplicate');
    expect(saveFailure('70017')).toBe('duplicate');
    expect(saveFailure('70020')).toBe('tip');
    expect(saveFailure('70023')).toBe('tip');
    expect(saveFailure('003')).toBe('invalid');
    expect(saveFailure('70030')).toBe('stale');
    for (const c of ['014', '015', '016', '017', '002']) expect(saveFailure(c)).toBe('session');
    expect(saveFailure('001')).toBe('toast');
    expect(saveFailure('NETWORK', 'network')).toBe('toast');
  });
});
