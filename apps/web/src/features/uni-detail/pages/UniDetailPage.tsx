// /Instiutiondetail?uniId= (spec 000 screen 4; spelling as given): banner, section tabs with
// scroll anchors, college intro (server-sanitised HTML), undergraduate and master courses, case
// analysis (charts in a lazy chunk), related cases. Browsable without a session; the favourite
// heart, apply and consult need one.
import { Component, lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApplyConsultActions } from '../../../components/ApplyConsultActions';
import { applyRefusal } from '../../../lib/apply-refusal';
import { EmptyState, ErrorState } from '../../../components/ErrorState';
import { QueryState } from '../../../components/QueryState';
import { TextSkeleton } from '../../../components/TextSkeleton';
import { WhenVisible } from '../../../components/WhenVisible';
import { useIsMobile } from '../../../lib/device';
import { idParam } from '../../../lib/id-param';
import { uniNames } from '../../../lib/display';
import { getLang } from '../../../lib/lang';
import { useFavouriteToggle } from '../../../lib/favourites';
import { dictQuery } from '../../../lib/dict';
import type { FirstScreenQueries } from '../../../lib/first-screen';
import { courseListsQuery, uniDetailQuery, useCaseAnalysis, useCourseLists, useUniDetail } from '../api/uni';
import { SYSTEM_DICT } from '../components/CourseSection';
import { hasShares } from '../chart-options';
import { AnchorTabs, sectionId, type AnchorTab } from '../components/AnchorTabs';
import { CourseSection } from '../components/CourseSection';
import { UniBanner } from '../components/UniBanner';
import { ReportErrorLink, SourceLine } from '../../../components/sourcing/Sourcing';

/** What a reader may report on a university page. */
const UNI_REPORT_FIELDS = ['rank', 'name', 'website', 'other'] as const;
import { withAntd } from '../../../lib/with-antd';
import '../../../components/detail-ui.css';
import '../uni-detail.css';

// Below the fold, fetched with their data when they come near the viewport: the charts (ECharts)
// and the related cases (with antd's pagination).
const CaseAnalysisCharts = lazy(() => import('../components/CaseAnalysisCharts'));
const UniCasesSection = lazy(withAntd(() => import('../components/UniCasesSection')));

/** The chart chunk failed to load (offline, new deployment): say so in place of the charts. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type SectionKey = 'intro' | 'undergraduate' | 'master' | 'analysis' | 'cases';
const SECTIONS: readonly SectionKey[] = ['intro', 'undergraduate', 'master', 'analysis', 'cases'];

function AnalysisSection({ uniId }: { uniId: number }) {
  const { t } = useTranslation('detail');
  const q = useCaseAnalysis(uniId);
  const skeleton = <div className="skeleton-block analysis-skeleton" aria-busy="true" />;
  if (q.isPending) return skeleton;
  if (q.isError) return <ErrorState onRetry={() => q.refetch()} />;
  const d = q.data;
  if (!hasShares(d.educationList) && !hasShares(d.gpaList) && !d.convertList.length && !d.monthList.some((m) => m.sumTotal > 0))
    return <EmptyState message={t('uni.analysis.empty')} />;
  return (
    <ChartBoundary fallback={<ErrorState message={t('uni.analysis.chartFailed')} />}>
      <Suspense fallback={skeleton}>
        <CaseAnalysisCharts data={d} />
      </Suspense>
    </ChartBoundary>
  );
}

function PageSkeleton() {
  return (
    <div aria-busy="true">
      <div className="uni-banner uni-banner--skeleton" />
      <div className="container dpage">
        <div className="dpanel">
          <TextSkeleton rows={6} />
        </div>
      </div>
    </div>
  );
}

/** The university as a visitor without a session sees it, with its course lists (lib/first-screen). */
export const firstScreen: FirstScreenQueries = (params) => {
  const uniId = idParam(params.get('uniId'));
  return uniId ? [uniDetailQuery(uniId, 0), courseListsQuery(uniId), dictQuery([SYSTEM_DICT])] : null;
};

export default function UniDetailPage() {
  const { t } = useTranslation('detail');
  const [params] = useSearchParams();
  const uniId = idParam(params.get('uniId'));
  const mobile = useIsMobile();
  const detail = useUniDetail(uniId);
  const courses = useCourseLists(uniId);
  const favourite = useFavouriteToggle();

  const tabs = useMemo<AnchorTab<SectionKey>[]>(() => SECTIONS.map((key) => ({ key, label: t(`uni.tabs.${key}`) })), [t]);

  const section = (key: SectionKey, body: ReactNode, withTitle = true) => (
    <section id={sectionId(key)} className="dpanel uni-section" aria-labelledby={withTitle ? `${sectionId(key)}-title` : undefined}>
      {withTitle ? (
        <h2 id={`${sectionId(key)}-title`} className="dpanel__title">
          {t(`uni.tabs.${key}`)}
        </h2>
      ) : null}
      {body}
    </section>
  );

  return (
    <QueryState
      q={detail}
      id={uniId}
      missingText={t('common.missingId')}
      notFoundText={t('uni.notFound')}
      skeleton={<PageSkeleton />}
      frame={(node) => <div className="container dpage">{node}</div>}
    >
      {(uni) => (
        <div className={mobile ? 'uni-page uni-page--mobile' : 'uni-page'}>
          <UniBanner
            uni={uni}
            mobile={mobile}
            onToggleFavourite={() => favourite.toggle(uni)}
            favouritePending={favourite.pendingId === uni.uniId}
          />
          {mobile ? (
            <div className="container uni-mobile-actions">
              <ApplyConsultActions
                uniId={uni.uniId}
                consultLabel={t('actions.uniConsult')}
                consult={{ countryId: uni.countryId, uniId: uni.uniId, uniEnName: uni.uniEnName }}
                refusal={applyRefusal(uni, getLang())}
                size="middle"
              />
            </div>
          ) : null}
          <div className="container sourcing-bar">
            {uni.qsRank ? (
              <SourceLine
                source={uni.rankSource ? [uni.rankSource, uni.rankYear].filter(Boolean).join(' ') : null}
                checkedAt={uni.checkedAt}
              />
            ) : (
              <span />
            )}
            <ReportErrorLink targetType="university" targetId={uni.uniId} fields={UNI_REPORT_FIELDS} />
          </div>
          <AnchorTabs tabs={tabs} label={t('uni.tabsLabel')} />
          <div className="container dpage uni-sections">
            {section(
              'intro',
              uni.uniInfo ? (
                // uniInfo is sanitised on the server (only safe tags and attributes).
                <div className="rich-html" dangerouslySetInnerHTML={{ __html: uni.uniInfo }} />
              ) : (
                <EmptyState message={t('uni.introEmpty')} />
              ),
            )}
            {section('undergraduate', <CourseSection courses={courses.data?.undergraduate} loading={courses.isPending} />)}
            {section('master', <CourseSection courses={courses.data?.master} loading={courses.isPending} />)}
            {section(
              'analysis',
              <WhenVisible minHeight={320}>
                <AnalysisSection uniId={uni.uniId} />
              </WhenVisible>,
            )}
            {section(
              'cases',
              <WhenVisible minHeight={360}>
                <UniCasesSection uniId={uni.uniId} uniName={uniNames(uni, getLang()).name} mobile={mobile} />
              </WhenVisible>,
              false,
            )}
          </div>
        </div>
      )}
    </QueryState>
  );
}
