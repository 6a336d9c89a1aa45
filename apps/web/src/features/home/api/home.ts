// Data of the home page (spec 000 screen 1): banners and recommendation cards, services, success
// cases, summary figures, source universities, hot majors, study stages and their articles.
// Every block fetches its own data when it scrolls into view; answers change rarely.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const STALE = 5 * 60_000;

/** Banner functionType: 0 the carousel, 2 overseas recommendation cards. */
export type BannerFunction = 0 | 2;

export interface Banner {
  bannerId: number;
  /** In-app route the banner leads to. */
  bannerRoute: string | null;
  /** Outside address, when the banner leads out of the portal. */
  routeUrl: string | null;
  coverPicture: string;
  titleName: string;
  intro: string | null;
}

export function useBanners(functionType: BannerFunction) {
  return useQuery({
    queryKey: ['home', 'banners', functionType],
    queryFn: () => api.post<Banner[]>('/operate/bs/stu/banner', { functionType }, { quiet: true }),
    staleTime: STALE,
  });
}

/** Records a banner click (with the user when there is one); failures do not matter to the visitor. */
export function recordBannerClick(bannerId: number, userId: number | undefined): void {
  void api.post('/operate/bs/add/view', { bannerId, userId }, { quiet: true }).catch(() => undefined);
}

export interface Service {
  serviceId: number;
  icon: string;
  /** In the request's language. */
  title: string;
  intro: string;
}

export function useServices() {
  return useQuery({
    queryKey: ['home', 'services'],
    queryFn: () => api.post<Service[]>('/dynamics/bs/stu/service', { functionType: 1 }, { quiet: true }),
    staleTime: STALE,
  });
}

export interface SuccessCase {
  stuId: number;
  stuName: string;
  stuSpell?: string | null;
  uniId: number;
  uniName: string;
  uniEnName: string;
  uniLogo: string | null;
  countryFlag: string | null;
  countryName: string;
  countryEnName: string;
  courseType: string | null;
  courseName: string | null;
  resultDate: string | null;
  /** In the request language; eduUniCnName is the school's own Chinese name. */
  eduUniName: string | null;
  eduUniCnName?: string | null;
  eduUniType: string | null;
  eduMajorName: string | null;
  eduGpa: string | null;
  eduLanguage: string | null;
  uniMoney: number | null;
}

/** The newest success cases (the spec's scrollbar): the first six are cards, all of them scroll. */
export function useSuccessCases() {
  return useQuery({
    queryKey: ['home', 'cases'],
    queryFn: () => api.post<SuccessCase[]>('/clerk/student/scrollbar', {}, { quiet: true }),
    staleTime: STALE,
  });
}

export interface Summary {
  uniTotal: number;
  majorTotal: number;
  caseTotal: number;
  countryTotal: number;
  scholarshipTotal: number;
}

export function useSummary() {
  return useQuery({
    queryKey: ['home', 'summary'],
    queryFn: () => api.post<Summary>('/operate/bs/stu/summary', {}, { quiet: true }),
    staleTime: STALE,
  });
}

export interface SourceSchool {
  uniId: number;
  uniName: string;
  uniEnName: string;
  uniLogo: string | null;
  countryName: string;
  countryEnName: string;
  countryFlag: string | null;
}

/** Source universities: a page of 12. */
export const SOURCE_SCHOOLS = 12;

export function useSourceSchools() {
  return useQuery({
    queryKey: ['home', 'schools'],
    queryFn: () =>
      api.post<{ list: SourceSchool[] }>('/operate/bs/stu/school', { pageNo: 1, pageSize: SOURCE_SCHOOLS }, { quiet: true }).then((p) => p.list),
    staleTime: STALE,
  });
}

export interface HotMajor {
  majorId: number;
  majorName: string;
  majorEnName: string;
  uniId: number;
  uniName: string;
  uniEnName: string;
}

/** uniList without a major name answers the 20 hot majors. */
export function useHotMajors() {
  return useQuery({
    queryKey: ['home', 'hotMajors'],
    queryFn: () => api.post<HotMajor[]>('/uni/major/uniList', {}, { quiet: true }),
    staleTime: STALE,
  });
}

export interface ArticleStage {
  dictValue: string;
  dictLabel: string;
  dictEnLabel: string;
  slogan: string | null;
  sloganEn: string | null;
  total: number;
}

export function useArticleStages() {
  return useQuery({
    queryKey: ['home', 'stages'],
    queryFn: () => api.post<ArticleStage[]>('/content/bs/article/wechatTypes', { dictType: 'jxj_article_type' }, { quiet: true }),
    staleTime: STALE,
  });
}

export interface ArticleCard {
  articleId: number;
  articleName: string;
  intro: string | null;
  articleCoverRoute: string | null;
  totalView: number;
  publishDate: string | null;
  articleType: string;
}

/** Articles of one stage shown on the home page. */
export const HOME_ARTICLES = 4;

export function useStageArticles(articleType: string | undefined) {
  return useQuery({
    queryKey: ['home', 'articles', articleType],
    queryFn: () =>
      api
        .post<{ list: ArticleCard[] }>('/content/bs/article/list', { articleType, limit: HOME_ARTICLES }, { quiet: true })
        .then((p) => p.list),
    enabled: !!articleType,
    staleTime: STALE,
  });
}
