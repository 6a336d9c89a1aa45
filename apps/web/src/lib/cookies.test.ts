import { describe, expect, it } from 'vitest';
import { getCookie } from './cookies';

describe('getCookie', () => {
  const jar = 'language=en; student-session=1; other=a%20b';
  it('reads a cookie by exact name', () => {
    expect(getCookie('student-session', jar)).toBe('1');
    expect(getCookie('language', jar)).toBe('en');
    expect(getCookie('other', jar)).toBe('a b');
  });
  it('does not match on a prefix', () => {
    expect(getCookie('student', jar)).toBeUndefined();
    expect(getCookie('student-token', jar)).toBeUndefined();
  });
});
