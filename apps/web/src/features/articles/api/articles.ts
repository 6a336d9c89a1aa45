// Articles (spec 000 screens 8 and 10): study stages with slogans, the paged list (pages are
// appended), and one article (login required).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Article, ArticleCard, ArticleStage, Paged } from '@portal/shared';
import { api } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';
import { ARTICLE_PAGE_SIZE, nextArticlePage } from '../paging';

/** The spec's list call carries tabType 3 (study-help articles). */
const ARTICLE_TAB_TYPE = 3;
const STAGE_DICT = 'jxj_article_type';

export type { Article, ArticleStage };

export function useArticleStages() {
  return useQuery({
    queryKey: ['articles', 'stages'],
    queryFn: () => api.post<ArticleStage[]>('/content/bs/article/wechatTypes', { dictType: STAGE_DICT }, { quiet: true }),
    staleTime: Infinity,
  });
}

export const articleListKey = (articleType: string, articleName: string) => ['articles', 'list', articleType, articleName] as const;

/** A new stage or title search is a new key: the list starts again from page 1, empty. */
export function useArticleList(articleType: string, articleName: string) {
  return useInfiniteQuery({
    queryKey: articleListKey(articleType, articleName),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.post<Paged<ArticleCard>>(
        '/content/bs/article/list',
        {
          tabType: ARTICLE_TAB_TYPE,
          articleType: articleType || undefined,
          articleName: articleName || undefined,
          pageNo: pageParam,
          pageSize: ARTICLE_PAGE_SIZE,
        },
        { quiet: true, signal },
      ),
    getNextPageParam: (last, all) => nextArticlePage(last, all),
  });
}

/** Login required: keyed by user, so logging in from the prompt loads it. */
export function useArticle(articleId: number | undefined) {
  const { user, loading } = useCurrentUser();
  return useQuery({
    queryKey: ['articles', 'detail', articleId ?? 0, user?.userId ?? 0],
    queryFn: () => api.post<Article>('/content/bs/article/webArticle', { articleId, userId: user?.userId }, { quiet: true }),
    enabled: !!articleId && !loading,
  });
}
