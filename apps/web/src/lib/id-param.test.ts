import { describe, expect, it } from 'vitest';
import { idParam } from './id-param';

describe('idParam', () => {
  it('accepts positive integers', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam(' 7 ')).toBe(7);
  });
  it('rejects everything else', () => {
    for (const v of [null, undefined, '', '0', '-3', '1.5', 'abc', '1e3', '99999999999999999999']) expect(idParam(v)).toBeUndefined();
  });
});
