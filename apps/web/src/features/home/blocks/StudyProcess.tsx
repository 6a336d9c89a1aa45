// Study process (spec 000 screen 1): the study stages as tabs and 4 articles of the chosen stage.
// Articles need a session: the login dialog leads on to /article?articleId=&type=help (or
// /studyHelp when an entry has no id). With more than 3 articles a button leads to the
// scholarship finder (spec 000 screen 9).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RightOutlined } from '@ant-design/icons';
import { ArticleCardGrid } from '../../../components/ArticleCardGrid';
import { EmptyState, ErrorState } from '../../../components/ErrorState';
import { articlePath, paths } from '../../../config/paths';
import { getLang } from '../../../lib/lang';
import { useLoginGate } from '../../../lib/login-gate';
import { HOME_ARTICLES, useArticleStages, useStageArticles } from '../api/home';
import { QueryBody, Section, Skeletons } from '../components/Section';

export default function StudyProcess() {
  const { t } = useTranslation('home');
  const lang = getLang();
  const { go, goWithLogin } = useLoginGate();
  const stages = useArticleStages();
  const [picked, setPicked] = useState<string>();
  const list = stages.data ?? [];
  const active = picked ?? list[0]?.dictValue;
  const articles = useStageArticles(active);
  const stage = list.find((s) => s.dictValue === active);
  const slogan = stage ? (lang === 'en' ? stage.sloganEn : stage.slogan) : null;

  const moveFocus = (from: number, step: number) => {
    const next = list[(from + step + list.length) % list.length];
    setPicked(next.dictValue);
    document.getElementById(`stage-tab-${next.dictValue}`)?.focus();
  };

  let panel;
  if (articles.isPending) panel = <Skeletons n={HOME_ARTICLES} className="article-grid" itemClass="home-article-skeleton" />;
  else if (articles.isError) panel = <ErrorState onRetry={() => void articles.refetch()} />;
  else if (!articles.data?.length) panel = <EmptyState message={t('empty')} />;
  else
    panel = (
      <>
        <ArticleCardGrid
          articles={articles.data}
          onOpen={(a) => goWithLogin(a.articleId ? articlePath(a.articleId) : `${paths.studyHelp}?type=help`)}
        />
        {articles.data.length > 3 ? (
          <div className="study__more">
            <button type="button" className="btn btn--ghost-primary" onClick={() => go(paths.findScholarship)}>
              {t('study.findScholarship')} <RightOutlined aria-hidden="true" />
            </button>
          </div>
        ) : null}
      </>
    );

  return (
    <Section id="study" title={t('study.title')} lead={t('study.lead')}>
      <QueryBody
        q={stages}
        empty={list.length === 0}
        emptyText={t('empty')}
        skeleton={<Skeletons n={6} className="stage-tabs" itemClass="stage-tab" />}
      >
        {() => (
          <>
            <div className="stage-tabs" role="tablist" aria-label={t('study.stages')}>
              {list.map((s, i) => (
                <button
                  key={s.dictValue}
                  id={`stage-tab-${s.dictValue}`}
                  type="button"
                  role="tab"
                  aria-selected={s.dictValue === active}
                  aria-controls="stage-panel"
                  tabIndex={s.dictValue === active ? 0 : -1}
                  className={s.dictValue === active ? 'stage-tab stage-tab--active' : 'stage-tab'}
                  onClick={() => setPicked(s.dictValue)}
                  onKeyDown={(e) => {
                    if (e.key === 'ArrowRight') moveFocus(i, 1);
                    else if (e.key === 'ArrowLeft') moveFocus(i, -1);
                  }}
                >
                  {lang === 'en' ? s.dictEnLabel : s.dictLabel}
                </button>
              ))}
            </div>
            <div id="stage-panel" role="tabpanel" aria-labelledby={active ? `stage-tab-${active}` : undefined} className="stage-panel">
              {slogan ? <p className="stage-panel__slogan">{slogan}</p> : null}
              {panel}
            </div>
          </>
        )}
      </QueryBody>
    </Section>
  );
}
