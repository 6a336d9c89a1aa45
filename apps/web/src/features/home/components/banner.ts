// Banner helpers shared by the carousel and the recommendation cards.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/auth';
import { recordBannerClick, type Banner } from '../api/home';

/** With exactly two banners the carousel shows them twice (spec 000 screen 1). */
export function carouselBanners<T>(list: readonly T[]): T[] {
  return list.length === 2 ? [...list, ...list] : [...list];
}

/** Where a banner leads: an in-app route, else an outside http(s) address, else nowhere. */
export function bannerTarget(b: Pick<Banner, 'bannerRoute' | 'routeUrl'>): { route: string } | { url: string } | null {
  if (b.bannerRoute?.startsWith('/') && !b.bannerRoute.startsWith('//')) return { route: b.bannerRoute };
  if (b.routeUrl && /^https?:\/\//i.test(b.routeUrl)) return { url: b.routeUrl };
  return null;
}

/** Follows a banner after recording the click with the banner and the user (spec 000 section 4). */
export function useOpenBanner() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  return useCallback(
    (b: Banner) => {
      recordBannerClick(b.bannerId, user?.userId);
      const target = bannerTarget(b);
      if (target && 'route' in target) navigate(target.route);
      else if (target) window.open(target.url, '_blank', 'noopener');
    },
    [navigate, user?.userId],
  );
}
