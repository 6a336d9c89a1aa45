// /aiSchool/method, "how we estimate" (GET /aiSchool/method): in plain words what the chances rest
// on (the cases, the model's inputs, pooling by country and QS rank band, the minimum cases rule,
// the cut points of reach, match and safety), when the model was fitted and on how much, the check
// on held-out applications (Brier score against the one-rate baseline) and the reliability chart,
// whose ECharts chunk loads after the text. Ends with the note that a chance is no guarantee.
import { Suspense, lazy, useMemo, type ReactNode } from 'react';
import { Breadcrumb, Skeleton, Statistic } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RANK_BANDS, RANK_BAND_NAMES } from '@portal/shared';
import { ErrorState } from '../../../components/ErrorState';
import { paths } from '../../../config/paths';
import { useIsMobile } from '../../../lib/device';
import { formatCount as countText, formatDateTime } from '../../../lib/display';
import { getLang } from '../../../lib/lang';
import { useMatchMethod } from '../api/match';
import { brier, percent } from '../format';
import type { ReliabilityTexts } from '../reliability-option';
import '../../../components/detail-ui.css';
import '../ai-school.css';

const ReliabilityChart = lazy(() => import('../components/ReliabilityChart'));

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="ai-method__part">
      <h2 className="ai-method__title">{title}</h2>
      {children}
    </section>
  );
}

export default function MethodPage() {
  const { t } = useTranslation('match');
  const lang = getLang();
  const mobile = useIsMobile();
  const q = useMatchMethod();
  const texts = useMemo<ReliabilityTexts>(
    () => ({
      predicted: t('method.chart.predicted'),
      observed: t('method.chart.observed'),
      perfect: t('method.chart.perfect'),
      groups: t('method.chart.groups'),
      point: (p, o, n) => t('method.chart.point', { p, o, n }),
    }),
    [t],
  );

  let body;
  if (q.isPending) body = <Skeleton active paragraph={{ rows: 12 }} />;
  else if (q.isError)
    body = (
      <ErrorState
        message={q.error.message || t('method.failed')}
        onRetry={() => q.refetch()}
        back={{ to: paths.aiSchool, label: t('method.back') }}
      />
    );
  else {
    const m = q.data;
    const gain = m.baselineBrier > 0 ? 1 - m.brier / m.baselineBrier : 0;
    body = (
      <>
        <Part title={t('method.data.title')}>
          <p>
            {t('method.data.text', {
              date: formatDateTime(m.fittedAt).slice(0, 10),
              cases: countText(m.cases),
              outcomes: countText(m.outcomes),
              admitted: countText(m.admitted),
            })}
          </p>
        </Part>
        <Part title={t('method.how.title')}>
          <p>{t('method.how.text')}</p>
          <ul className="ai-method__features">
            {m.features.map((f) => (
              <li key={f.name}>
                <strong>{f.name}</strong>
                <span>{f.effect}</span>
              </li>
            ))}
          </ul>
        </Part>
        <Part title={t('method.pooling.title')}>
          <p>{t('method.pooling.text')}</p>
          <ul className="ai-method__bands">
            {RANK_BANDS.map((b) => (
              <li key={b.key}>{RANK_BAND_NAMES[b.key][lang]}</li>
            ))}
          </ul>
        </Part>
        <Part title={t('method.minCases.title')}>
          <p>
            {t('method.minCases.text', { n: m.minCases, rated: countText(m.universitiesRated), total: countText(m.universitiesTotal) })}
          </p>
        </Part>
        <Part title={t('method.bands.title')}>
          <p>{t('method.bands.text', { reach: percent(m.bands.reach), safety: percent(m.bands.safety) })}</p>
          <p className="ai-method__muted">{t('method.bands.range')}</p>
        </Part>
        <Part title={t('method.check.title')}>
          <p>{t('method.check.text', { train: countText(m.trainOutcomes), test: countText(m.testOutcomes) })}</p>
          <div className="ai-method__scores">
            <div className="ai-method__score ai-method__score--model" data-testid="brier">
              <Statistic title={t('method.check.brier')} value={brier(m.brier)} />
              <p>{t('method.check.brierExplain')}</p>
            </div>
            <div className="ai-method__score" data-testid="baseline-brier">
              <Statistic title={`${t('method.check.baseline')} · ${t('method.check.brier')}`} value={brier(m.baselineBrier)} />
              <p>{t('method.check.baselineExplain')}</p>
            </div>
          </div>
          <p className="ai-method__verdict">{gain > 0 ? t('method.check.better', { p: percent(gain) }) : t('method.check.worse')}</p>
        </Part>
        <Part title={t('method.chart.title')}>
          <p>{t('method.chart.text')}</p>
          <Suspense fallback={<Skeleton.Node active className="ai-method__chart-wait" />}>
            <ReliabilityChart deciles={m.deciles} texts={texts} compact={mobile} label={t('method.chart.label')} />
          </Suspense>
        </Part>
      </>
    );
  }

  return (
    <div className="container dpage ai-page ai-method">
      {mobile ? null : (
        <Breadcrumb
          className="dpage__crumbs"
          items={[
            { title: <Link to={paths.home}>{t('page.home')}</Link> },
            { title: <Link to={paths.aiSchool}>{t('page.title')}</Link> },
            { title: t('method.title') },
          ]}
        />
      )}
      <header className="ai-head">
        <div>
          <h1 className="ai-head__title">{t('method.title')}</h1>
          <p className="ai-head__lead">{t('method.lead')}</p>
        </div>
        <Link to={paths.aiSchool} className="ai-method-link">
          <ArrowLeftOutlined aria-hidden="true" /> {t('method.back')}
        </Link>
      </header>
      <div className="dpanel ai-method__body">{body}</div>
      <p className="ai-note">{t('method.note')}</p>
    </div>
  );
}
