// The console's content calls (/api/console/cases, /articles, /banners, /dicts; clerks and admins).
// Queries are keyed under ['console', 'content', ...]; every write refreshes its kind, and a
// dictionary write also drops the portal's cached dictionaries (lib/dict.ts keeps them for the visit).
// Article, banner and dictionary saves send back the updatedAt their form loaded (71020 when someone
// changed the row since: catalogue/parts.tsx isStale).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ArticleSaveInput,
  type BannerSaveInput,
  type CaseSaveInput,
  type ConsoleArticleDetail,
  type ConsoleArticleItem,
  type ConsoleArticleListInput,
  type ConsoleBannerItem,
  type ConsoleCaseDetail,
  type ConsoleCaseItem,
  type ConsoleCaseListInput,
  type ConsoleDictItem,
  type DictSaveInput,
  type DictTypeItem,
  type Paged,
} from '@portal/shared';
import { api } from '../../../lib/api-client';

export const contentKeys = {
  cases: ['console', 'content', 'cases'] as const,
  caseList: (b: ConsoleCaseListInput) => ['console', 'content', 'cases', 'list', b] as const,
  case: (id: number) => ['console', 'content', 'cases', 'detail', id] as const,
  articles: ['console', 'content', 'articles'] as const,
  articleList: (b: ConsoleArticleListInput) => ['console', 'content', 'articles', 'list', b] as const,
  article: (id: number) => ['console', 'content', 'articles', 'detail', id] as const,
  banners: (functionType: number) => ['console', 'content', 'banners', functionType] as const,
  dictTypes: ['console', 'content', 'dicts', 'types'] as const,
  dict: (dictType: string) => ['console', 'content', 'dicts', 'values', dictType] as const,
};

type Body<T> = Omit<T, 'scholarshipType' | 'lang' | 'sign'>;

export function useCaseList(body: ConsoleCaseListInput) {
  return useQuery({
    queryKey: contentKeys.caseList(body),
    queryFn: () => api.post<Paged<ConsoleCaseItem>>('/console/cases/list', body, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}

export function useCase(id: number | null) {
  return useQuery({
    queryKey: contentKeys.case(id ?? 0),
    queryFn: () => api.get<ConsoleCaseDetail>('/console/cases/detail', { id: id! }, { quiet: true }),
    enabled: id !== null,
  });
}

export function useSaveCase() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<CaseSaveInput>) => api.post<ConsoleCaseDetail>('/console/cases/save', body, { quiet: true }),
    onSuccess: (d) => {
      qc.setQueryData(contentKeys.case(d.id), d);
      void qc.invalidateQueries({ queryKey: contentKeys.cases });
    },
  });
}

export function useVerifyCase() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; verified: boolean }) => api.post<ConsoleCaseDetail>('/console/cases/verify', body, { quiet: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: contentKeys.cases }),
  });
}

export function useCaseStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[]; status: '0' | '1' }) =>
      api.post<{ changed: number }>('/console/cases/status', body, { quiet: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: contentKeys.cases }),
  });
}

/** Uploads an offer letter (private: served to staff only); answers its file id and address. */
export async function uploadOffer(file: File): Promise<{ id: string; url: string; name: string }> {
  const r = await api.upload<{ imgPath: string; oldName: string }>('/file/upload/uploadImg', file, { use: 'offer' });
  const id = /\/api\/file\/([a-f0-9]{32})\./.exec(r.imgPath)?.[1] ?? '';
  return { id, url: r.imgPath, name: r.oldName };
}

export function useArticleList(body: ConsoleArticleListInput) {
  return useQuery({
    queryKey: contentKeys.articleList(body),
    queryFn: () => api.post<Paged<ConsoleArticleItem>>('/console/articles/list', body, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}

export function useArticle(id: number | null) {
  return useQuery({
    queryKey: contentKeys.article(id ?? 0),
    queryFn: () => api.get<ConsoleArticleDetail>('/console/articles/detail', { id: id! }, { quiet: true }),
    enabled: id !== null,
  });
}

export function useSaveArticle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<ArticleSaveInput>) => api.post<ConsoleArticleDetail>('/console/articles/save', body, { quiet: true }),
    onSuccess: (d) => {
      qc.setQueryData(contentKeys.article(d.id), d);
      void qc.invalidateQueries({ queryKey: contentKeys.articles });
    },
  });
}

export function useArticleStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[]; status: '0' | '1' }) =>
      api.post<{ changed: number }>('/console/articles/status', body, { quiet: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: contentKeys.articles }),
  });
}

export function useBanners(functionType: number) {
  return useQuery({
    queryKey: contentKeys.banners(functionType),
    queryFn: () => api.get<ConsoleBannerItem[]>('/console/banners', { functionType }, { quiet: true }),
  });
}

export function useSaveBanner() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<BannerSaveInput>) => api.post<ConsoleBannerItem[]>('/console/banners/save', body, { quiet: true }),
    onSuccess: (list, body) => qc.setQueryData(contentKeys.banners(Number(body.functionType ?? 0)), list),
  });
}

export function useMoveBanner(functionType: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; direction: 'up' | 'down' }) => api.post<null>('/console/banners/move', body, { quiet: true }),
    onSettled: () => qc.invalidateQueries({ queryKey: contentKeys.banners(functionType) }),
  });
}

export function useBannerStatus(functionType: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[]; status: '0' | '1' }) =>
      api.post<{ changed: number }>('/console/banners/status', body, { quiet: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: contentKeys.banners(functionType) }),
  });
}

export function useDictTypes() {
  return useQuery({
    queryKey: contentKeys.dictTypes,
    queryFn: () => api.get<DictTypeItem[]>('/console/dicts/types', {}, { quiet: true }),
  });
}

export function useDictValues(dictType: string | undefined) {
  return useQuery({
    queryKey: contentKeys.dict(dictType ?? ''),
    queryFn: () => api.get<ConsoleDictItem[]>('/console/dicts', { dictType }, { quiet: true }),
    enabled: !!dictType,
  });
}

/** After a dictionary write: the console's lists and the portal's cached dictionaries. */
function useDictRefresh() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ['console', 'content', 'dicts'] });
    void qc.invalidateQueries({ queryKey: ['dict'] });
  };
}

export function useSaveDict() {
  const refresh = useDictRefresh();
  return useMutation({
    mutationFn: (body: Body<DictSaveInput>) => api.post<ConsoleDictItem[]>('/console/dicts/save', body, { quiet: true }),
    onSuccess: refresh,
  });
}

export function useDictStatus() {
  const refresh = useDictRefresh();
  return useMutation({
    mutationFn: (body: { ids: number[]; status: '0' | '1' }) =>
      api.post<{ changed: number }>('/console/dicts/status', body, { quiet: true }),
    onSuccess: refresh,
  });
}

export function useDeleteDict() {
  const refresh = useDictRefresh();
  return useMutation({
    mutationFn: (id: number) => api.post<null>('/console/dicts/delete', { id }, { quiet: true }),
    onSuccess: refresh,
  });
}
