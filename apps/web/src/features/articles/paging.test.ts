import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@portal/shared';
import { ARTICLE_PAGE_SIZE, canShowMore, nextArticlePage } from './paging';

const page = (currPage: number, n: number, totalCount: number) => ({
  list: Array.from({ length: n }, (_, i) => i),
  currPage,
  pageSize: 8,
  totalCount,
});

describe('article paging', () => {
  it('uses the shared page size', () => {
    expect(ARTICLE_PAGE_SIZE).toBe(PAGE_SIZES.articles.default);
  });
  it("shows 'show more' above 7 loaded items while more exist", () => {
    expect(canShowMore(7, 20)).toBe(false);
    expect(canShowMore(8, 20)).toBe(true);
    expect(canShowMore(16, 16)).toBe(false);
  });
  it('asks for the next page until everything is loaded', () => {
    const p1 = page(1, 8, 20);
    const p2 = page(2, 8, 20);
    const p3 = page(3, 4, 20);
    expect(nextArticlePage(p1, [p1])).toBe(2);
    expect(nextArticlePage(p2, [p1, p2])).toBe(3);
    expect(nextArticlePage(p3, [p1, p2, p3])).toBeUndefined();
    expect(nextArticlePage(page(1, 0, 0), [page(1, 0, 0)])).toBeUndefined();
  });
});
