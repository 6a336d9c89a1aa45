// /studyHelp (spec 000 screen 10); ?type=help adds the study-stage tab strip. Breadcrumb home /
// the stage's name (all articles without one), the stage's title with its slogan in the page's
// language only, a title search, and
// cards in pages of 8 that are appended ('show more' once more than 7 are loaded and more exist).
// A new search or stage starts again at page 1 with an empty list. The chosen stage is kept in the
// address (stage-param.ts).
import { useState } from 'react';
import { Breadcrumb, Button, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { articlePath, paths } from '../../../config/paths';
import { ArticleCardGrid } from '../../../components/ArticleCardGrid';
import { EmptyState, ErrorState } from '../../../components/ErrorState';
import { useLoginGate } from '../../../lib/login-gate';
import { getLang } from '../../../lib/lang';
import { articleListKey, useArticleList, useArticleStages, type ArticleStage } from '../api/articles';
import { canShowMore } from '../paging';
import { stageFromParams, withStage } from '../stage-param';
import '../../../components/detail-ui.css';
import '../articles.css';

function StageStrip({ stages, value, onChange }: { stages: ArticleStage[]; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('detail');
  const lang = getLang();
  const tabs = [
    { value: '', label: t('studyHelp.all') },
    ...stages.map((s) => ({ value: s.dictValue, label: lang === 'en' ? s.dictEnLabel || s.dictLabel : s.dictLabel })),
  ];
  return (
    <div className="stage-strip" role="tablist" aria-label={t('studyHelp.stages')}>
      {tabs.map((tab) => (
        <button
          key={tab.value || 'all'}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          className="stage-strip__tab"
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export default function StudyHelpPage() {
  const { t } = useTranslation('detail');
  const lang = getLang();
  const [params, setParams] = useSearchParams();
  const withStages = params.get('type') === 'help';
  const stages = useArticleStages();
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const { goWithLogin: open } = useLoginGate();
  const queryClient = useQueryClient();

  // A stage that does not exist (or any stage without the strip) means all.
  const effective = withStages
    ? stageFromParams(
        params,
        stages.data?.map((s) => s.dictValue),
      )
    : '';
  const list = useArticleList(effective, name);

  const chooseStage = (v: string) => setParams(withStage(params, v), { replace: true });

  const current = stages.data?.find((s) => s.dictValue === effective);
  const title = current ? (lang === 'en' ? current.dictEnLabel || current.dictLabel : current.dictLabel) : t('studyHelp.allArticles');
  const slogan = current ? (lang === 'en' ? current.sloganEn || current.slogan : current.slogan) : t('studyHelp.allSlogan');

  const items = list.data?.pages.flatMap((p) => p.list) ?? [];
  const total = list.data?.pages[list.data.pages.length - 1]?.totalCount ?? 0;

  let body;
  if (list.isPending)
    body = (
      <ul className="article-skeletons" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="skeleton-block" />
        ))}
      </ul>
    );
  else if (list.isError && !items.length) body = <ErrorState onRetry={() => list.refetch()} />;
  else if (!items.length) body = <EmptyState message={t('studyHelp.noData')} />;
  else
    body = (
      <>
        <ArticleCardGrid articles={items} onOpen={(a) => open(articlePath(a.articleId))} />
        {list.isFetchNextPageError ? <ErrorState onRetry={() => list.fetchNextPage()} /> : null}
        {canShowMore(items.length, total) && list.hasNextPage ? (
          <div className="study-help__more">
            <Button size="large" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
              {list.isFetchingNextPage ? t('studyHelp.loadingMore') : t('studyHelp.showMore')}
            </Button>
          </div>
        ) : null}
      </>
    );

  return (
    <div className="container dpage study-help">
      <Breadcrumb className="dpage__crumbs" items={[{ title: <Link to={paths.home}>{t('common.home')}</Link> }, { title }]} />
      {withStages && stages.data?.length ? <StageStrip stages={stages.data} value={effective} onChange={chooseStage} /> : null}
      <header className="study-help__head">
        <h1 className="study-help__title">{title}</h1>
        {slogan ? <p className="study-help__slogan">{slogan}</p> : null}
      </header>
      <form
        className="study-help__search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const next = text.trim();
          // The same search again also starts over at page 1.
          if (next === name) void queryClient.resetQueries({ queryKey: articleListKey(effective, name) });
          else setName(next);
        }}
      >
        <Input
          allowClear
          value={text}
          maxLength={100}
          prefix={<SearchOutlined aria-hidden="true" />}
          placeholder={t('studyHelp.searchPlaceholder')}
          aria-label={t('studyHelp.searchPlaceholder')}
          onChange={(e) => {
            setText(e.target.value);
            if (!e.target.value) setName('');
          }}
        />
        <Button type="primary" htmlType="submit">
          {t('studyHelp.query')}
        </Button>
      </form>
      {body}
    </div>
  );
}
