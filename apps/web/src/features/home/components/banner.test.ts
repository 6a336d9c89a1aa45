import { describe, expect, it } from 'vitest';
import { bannerTarget, carouselBanners } from './banner';
import { chunk } from '../blocks/chunk';

describe('home banners', () => {
  it('shows exactly two banners twice, other counts as they are', () => {
    expect(carouselBanners([1, 2])).toEqual([1, 2, 1, 2]);
    expect(carouselBanners([1])).toEqual([1]);
    expect(carouselBanners([1, 2, 3])).toEqual([1, 2, 3]);
    expect(carouselBanners([])).toEqual([]);
  });

  it('follows in-app routes, else http(s) addresses, else nothing', () => {
    expect(bannerTarget({ bannerRoute: '/Institutional?countryIds=140', routeUrl: null })).toEqual({
      route: '/Institutional?countryIds=140',
    });
    expect(bannerTarget({ bannerRoute: null, routeUrl: 'https://example.org/x' })).toEqual({ url: 'https://example.org/x' });
    expect(bannerTarget({ bannerRoute: '//evil.example', routeUrl: 'javascript:alert(1)' })).toBeNull();
    expect(bannerTarget({ bannerRoute: '', routeUrl: '' })).toBeNull();
  });
});

describe('video slides', () => {
  it('splits into slides of four', () => {
    expect(chunk([1, 2, 3, 4, 5, 6], 4)).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
    expect(chunk([], 4)).toEqual([]);
  });
});
