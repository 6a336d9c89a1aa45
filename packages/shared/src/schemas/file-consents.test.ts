import { describe, expect, it } from 'vitest';
import { needsGuardian, sensitiveCardValues } from './file-consents';

describe('needsGuardian', () => {
  // 2026-11-27 16:30 UTC is 2026-11-28 00:30 in Beijing: the Beijing date decides.
  const at = new Date('2026-11-27T16:30:00Z');
  it('asks for a child under 14 on the Beijing day', () => {
    expect(needsGuardian('2012-11-29', at)).toBe(true);
    expect(needsGuardian('2012-11-28', at)).toBe(false);
    expect(needsGuardian('2012-11-27', at)).toBe(false);
    expect(needsGuardian('2020-01-01', at)).toBe(true);
  });
  it('asks nothing without a birthday', () => {
    expect(needsGuardian(null, at)).toBe(false);
    expect(needsGuardian('', at)).toBe(false);
  });
});

describe('sensitiveCardValues', () => {
  it('names the secrets given a new value; masked, empty and absent ones give nothing', () => {
    expect(sensitiveCardValues({ cardNo: '4111 1111 1111 1234', cardSafetyCode: '123', eduPassword: 'pw' })).toEqual([
      'cardNo',
      'cardSafetyCode',
      'eduPassword',
    ]);
    expect(sensitiveCardValues({ cardNo: '**** **** **** 1234', cardSafetyCode: '******', eduPassword: '' })).toEqual([]);
    expect(sensitiveCardValues({ cardUsername: 'ZHANG SAN' })).toEqual([]);
    // Only the exact mask keeps a stored secret: a password with a star in it is a new value.
    expect(sensitiveCardValues({ eduPassword: 'pa*ss' })).toEqual(['eduPassword']);
  });
});
