// Data of the home page (spec 000 screen 1): banners and recommendation cards, services, success
// cases, summary figures, source universities, hot majors, study stages and their articles.
// Every block fetches its own data when it scrolls into view; answers change rarely. The answers'
// types are the shared answer schemas'.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleCard, ArticleStage, Banner, CaseCard, HomeService, HomeSummary, HotMajor, Paged, UniListItem } from '@portal/shared';
import { api } from '../../../lib/api-client';

const STALE = 5 * 60_000;

/** Banner functionType: 0 the carousel, 2 overseas recommendation cards. */
export type BannerFunction = 0 | 2;

export type { Banner };

export const bannersQuery = (functionType: BannerFunction) =>
  queryOptions({
    queryKey: ['home', 'banners', functionType],
    queryFn: () => api.post<Banner[]>('/operate/bs/stu/banner', { functionType }, { quiet: true }),
    staleTime: STALE,
  });

export function useBanners(functionType: BannerFunction) {
  return useQuery(bannersQuery(functionType));
}

/** Records a banner click (with the user when there is one); failures do not matter to the visitor. */
export function recordBannerClick(bannerId: number, userId: number | undefined): void {
  void api.post('/operate/bs/add/view', { bannerId, userId }, { quiet: true }).catch(() => undefined);
}

export const servicesQuery = () =>
  queryOptions({
    queryKey: ['home', 'services'],
    queryFn: () => api.post<HomeService[]>('/dynamics/bs/stu/service', { functionType: 1 }, { quiet: true }),
    staleTime: STALE,
  });

export function useServices() {
  return useQuery(servicesQuery());
}

/** A success case: the shared case card. */
export type SuccessCase = CaseCard;

/** The newest success cases (the spec's scrollbar): the first six are cards, all of them scroll. */
export function useSuccessCases() {
  return useQuery({
    queryKey: ['home', 'cases'],
    queryFn: () => api.post<SuccessCase[]>('/clerk/student/scrollbar', {}, { quiet: true }),
    staleTime: STALE,
  });
}

export type Summary = HomeSummary;

export function useSummary() {
  return useQuery({
    queryKey: ['home', 'summary'],
    queryFn: () => api.post<Summary>('/operate/bs/stu/summary', {}, { quiet: true }),
    staleTime: STALE,
  });
}

/** Source universities: a page of 12. */
export const SOURCE_SCHOOLS = 12;

export function useSourceSchools() {
  return useQuery({
    queryKey: ['home', 'schools'],
    queryFn: () =>
      api.post<Paged<UniListItem>>('/operate/bs/stu/school', { pageNo: 1, pageSize: SOURCE_SCHOOLS }, { quiet: true }).then((p) => p.list),
    staleTime: STALE,
  });
}

/** uniList without a major name answers the 20 hot majors. */
export function useHotMajors() {
  return useQuery({
    queryKey: ['home', 'hotMajors'],
    queryFn: () => api.post<HotMajor[]>('/uni/major/uniList', {}, { quiet: true }),
    staleTime: STALE,
  });
}

export function useArticleStages() {
  return useQuery({
    queryKey: ['home', 'stages'],
    queryFn: () => api.post<ArticleStage[]>('/content/bs/article/wechatTypes', { dictType: 'jxj_article_type' }, { quiet: true }),
    staleTime: STALE,
  });
}

/** Articles of one stage shown on the home page. */
export const HOME_ARTICLES = 4;

export function useStageArticles(articleType: string | undefined) {
  return useQuery({
    queryKey: ['home', 'articles', articleType],
    queryFn: () =>
      api.post<Paged<ArticleCard>>('/content/bs/article/list', { articleType, limit: HOME_ARTICLES }, { quiet: true }).then((p) => p.list),
    enabled: !!articleType,
    staleTime: STALE,
  });
}
