// @vitest-environment happy-dom
// /studyHelp on the costs stage (articleType=7): the breadcrumb names the stage, and the stage's
// slogan is shown in the page's language only (no English line under the Chinese one). The article
// calls are stand-ins; texts of the page itself are i18n keys.
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ArticleStage } from '@portal/shared';

const COSTS: ArticleStage = {
  dictValue: '7',
  dictLabel: '留学费用',
  dictEnLabel: 'Study costs',
  slogan: '合理规划，每一分都花得值',
  sloganEn: 'Plan wisely and make every penny count',
  total: 8,
};

vi.mock('../api/articles', () => ({
  articleListKey: (type: string, name: string) => ['articles', 'list', type, name],
  useArticleStages: () => ({ data: [COSTS], isPending: false }),
  useArticleList: () => ({ data: { pages: [{ list: [], totalCount: 0, currPage: 1 }] }, isPending: false, isError: false }),
}));

const { default: StudyHelpPage } = await import('./StudyHelpPage');

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'cimode', resources: {} });
});
afterEach(() => {
  cleanup();
  document.cookie = 'language=; path=/; max-age=0';
});

function open(lang: 'cn' | 'en') {
  document.cookie = `language=${lang}; path=/`;
  const router = createMemoryRouter([{ path: '/studyHelp', element: <StudyHelpPage /> }], {
    initialEntries: ['/studyHelp?type=help&articleType=7'],
  });
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
}

const crumbs = () => within(document.querySelector('.dpage__crumbs') as HTMLElement);

describe('study help, costs stage', () => {
  it('cn: the breadcrumb names the stage and the slogan is Chinese only', () => {
    open('cn');
    expect(crumbs().getByText('留学费用')).toBeTruthy();
    expect(crumbs().queryByText('studyHelp.allArticles')).toBeNull();
    expect(screen.getByText(COSTS.slogan!)).toBeTruthy();
    expect(screen.queryByText(COSTS.sloganEn!)).toBeNull();
  });

  it('en: the breadcrumb names the stage in English and the slogan is English only', () => {
    open('en');
    expect(crumbs().getByText('Study costs')).toBeTruthy();
    expect(screen.getByText(COSTS.sloganEn!)).toBeTruthy();
    expect(screen.queryByText(COSTS.slogan!)).toBeNull();
  });
});
