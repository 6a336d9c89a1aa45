// The pages the server draws for a first visit (public pages a visitor arrives on from a search
// engine, a link or a shared address): their route, the module that draws them (its chunk and
// styles go with the page) and what their first screen reads (lib/first-screen).
import { paths } from '../config/paths';
import type { FirstScreenQueries } from '../lib/first-screen';
import { firstScreen as home, preloadFirstScreen as homeParts } from '../features/home/pages/HomePage';
import { firstScreen as institutional } from '../features/catalogue/pages/InstitutionalPage';
import { firstScreen as uniDetail } from '../features/uni-detail/pages/UniDetailPage';
import { firstScreen as majorDetail } from '../features/major-detail/pages/MajorDetailPage';

export interface FirstScreenPage {
  /** The page module as the build's manifest names it. */
  module: string;
  queries: FirstScreenQueries;
  /** Lazy parts of the first screen the server loads before drawing it, and their modules (their
   * chunks are fetched with the page's, to take those parts over). */
  parts?: () => Promise<unknown>;
  partModules?: string[];
}

export const FIRST_SCREEN_PAGES: Readonly<Record<string, FirstScreenPage>> = {
  [paths.home]: {
    module: 'src/features/home/pages/HomePage.tsx',
    queries: home,
    parts: homeParts,
    partModules: ['src/features/home/blocks/ServicesBlock.tsx'],
  },
  [paths.institutional]: { module: 'src/features/catalogue/pages/InstitutionalPage.tsx', queries: institutional },
  [paths.institutionDetail]: { module: 'src/features/uni-detail/pages/UniDetailPage.tsx', queries: uniDetail },
  [paths.majorDetail]: { module: 'src/features/major-detail/pages/MajorDetailPage.tsx', queries: majorDetail },
};
