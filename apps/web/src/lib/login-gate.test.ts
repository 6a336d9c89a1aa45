import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { isPublicPath, routeOf } from './login-gate';

describe('login gate', () => {
  it('reads the route of an in-app path', () => {
    expect(routeOf('/Institutional?countryIds=140#x')).toBe('/Institutional');
    expect(routeOf('/home')).toBe('/home');
  });
  it('lets the catalogue lists through without a session, not the personal centre', () => {
    expect(isPublicPath(`${paths.institutional}?countryIds=140`)).toBe(true);
    expect(isPublicPath(`${paths.majors}?index=2`)).toBe(true);
    expect(isPublicPath('/user?menuItem=4')).toBe(false);
  });
});
