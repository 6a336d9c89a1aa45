// Case analysis body (spec 000 screen 4): education background and GPA pies, the yearly conversion
// list, and the monthly applications-versus-admissions line of the study year the server chose
// (data.studyYear; from October the year is the next one, the chart shows the previous one).
// Loaded lazily by the university page: this module is where ECharts enters.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/device';
import { getLang } from '../../../lib/lang';
import { hasShares, monthlyLineOption, pieHeight, pieOption, type ShareItem } from '../chart-options';
import type { CaseAnalysis } from '../api/uni';
import { use as registerCharts } from 'echarts/core';
import { LineChart, PieChart } from 'echarts/charts';
import { EChart } from '../../../components/EChart';

registerCharts([PieChart, LineChart]);

function Pie({ title, items }: { title: string; items: ShareItem[] }) {
  const { t } = useTranslation('detail');
  const lang = getLang();
  const compact = useIsMobile();
  const option = useMemo(() => pieOption(items, lang, compact), [items, lang, compact]);
  return (
    <figure className="analysis-card">
      <figcaption className="analysis-card__title">{title}</figcaption>
      {hasShares(items) ? (
        <EChart option={option} height={pieHeight(items, compact)} label={title} />
      ) : (
        <p className="analysis-card__empty">{t('uni.analysis.empty')}</p>
      )}
    </figure>
  );
}

export default function CaseAnalysisCharts({ data }: { data: CaseAnalysis }) {
  const { t } = useTranslation('detail');
  const lang = getLang();
  const compact = useIsMobile();
  const names = useMemo(() => ({ applications: t('uni.analysis.applications'), offers: t('uni.analysis.offers') }), [t]);
  const line = useMemo(() => monthlyLineOption(data.monthList, lang, names, compact), [data.monthList, lang, names, compact]);
  const monthlyTitle = t('uni.analysis.monthly', { year: data.studyYear });
  return (
    <div className="analysis">
      <div className="analysis__pies">
        <Pie title={t('uni.analysis.education')} items={data.educationList} />
        <Pie title={t('uni.analysis.gpa')} items={data.gpaList} />
      </div>
      <div className="analysis__trend">
        <figure className="analysis-card analysis-card--convert">
          <figcaption className="analysis-card__title">{t('uni.analysis.convert')}</figcaption>
          {data.convertList.length ? (
            <table className="convert-table">
              <thead>
                <tr>
                  <th scope="col">{t('uni.analysis.year')}</th>
                  <th scope="col">{t('uni.analysis.applications')}</th>
                  <th scope="col">{t('uni.analysis.offers')}</th>
                  <th scope="col">{t('uni.analysis.rate')}</th>
                </tr>
              </thead>
              <tbody>
                {data.convertList.map((r) => (
                  <tr key={r.year}>
                    <th scope="row">{r.year}</th>
                    <td>{r.sumTotal}</td>
                    <td>{r.offerTotal}</td>
                    <td>
                      <span className="convert-table__rate">
                        <span className="convert-table__bar" style={{ width: `${Math.min(100, Math.max(0, r.proportion))}%` }} />
                        <span>{r.proportion}%</span>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="analysis-card__empty">{t('uni.analysis.empty')}</p>
          )}
        </figure>
        <figure className="analysis-card analysis-card--line">
          <figcaption className="analysis-card__title">{monthlyTitle}</figcaption>
          <EChart option={line} height={compact ? 260 : 300} label={monthlyTitle} />
        </figure>
      </div>
    </div>
  );
}
