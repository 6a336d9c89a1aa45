import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps paths of this site', () => {
    expect(safeRedirect('/user?menuItem=3')).toBe('/user?menuItem=3');
  });
  it('drops anything that could leave the site', () => {
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect('//evil.example')).toBeUndefined();
    expect(safeRedirect('/\\evil.example')).toBeUndefined();
    expect(safeRedirect('')).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
  });
});
