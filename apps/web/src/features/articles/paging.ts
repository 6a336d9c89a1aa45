// Paging of the study-help list (spec 000 screen 10): pages of PAGE_SIZES.articles are appended;
// 'show more' appears once more than 7 items (a full first page) are loaded and more exist.
import { PAGE_SIZES, type Paged } from '@portal/shared';

export const ARTICLE_PAGE_SIZE = PAGE_SIZES.articles.default;
const SHOW_MORE_ABOVE = ARTICLE_PAGE_SIZE - 1;

/** What the next page is decided from: the loaded pages of the shared paged answer. */
type PageAnswer = Pick<Paged<unknown>, 'list' | 'currPage' | 'totalCount'>;

export const canShowMore = (loaded: number, total: number) => loaded > SHOW_MORE_ABOVE && loaded < total;

/** The page to ask for next, or undefined when every item is loaded. */
export function nextArticlePage(last: PageAnswer, all: readonly PageAnswer[]): number | undefined {
  const loaded = all.reduce((n, p) => n + p.list.length, 0);
  return last.list.length > 0 && loaded < last.totalCount ? last.currPage + 1 : undefined;
}
