// /console/dashboard (clerks and admins; the console's first screen): applications by status, by
// country and by week (the last 12), the funnel registered -> student file -> submitted -> contract
// signed -> paid (accounts), and leads per country, from one call answered by database aggregates.
// This module is the only console screen that loads ECharts (its route chunk registers the charts).
import { useMemo } from 'react';
import { Button, Card, Col, Empty, Row, Statistic } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { use as registerCharts } from 'echarts/core';
import { BarChart, FunnelChart, LineChart } from 'echarts/charts';
import type { OpsDashboardData } from '@portal/shared';
import { EChart, type ChartOption } from '../../../../components/EChart';
import { useIsMobile } from '../../../../lib/device';
import { getLang } from '../../../../lib/lang';
import { useDashboard } from '../api';
import { LoadError } from '../../list/kit';
import { statusKeyLabel } from './labels';

registerCharts([BarChart, LineChart, FunnelChart]);

const STEPS = ['registered', 'file', 'submitted', 'signed', 'paid'] as const;
const COLORS = ['#1f6feb', '#2da44e', '#bf8700', '#cf222e', '#8250df', '#0a7ea4', '#d4380d'];

function barOption(items: { label: string; n: number }[], horizontal: boolean, color: string): ChartOption {
  const labels = items.map((i) => i.label);
  const values = items.map((i) => i.n);
  const category = { type: 'category' as const, data: labels, axisLabel: { interval: 0, width: 90, overflow: 'truncate' as const } };
  const value = { type: 'value' as const, minInterval: 1 };
  return {
    color: [color],
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: horizontal ? value : { ...category, axisLabel: { ...category.axisLabel, rotate: labels.length > 6 ? 30 : 0 } },
    yAxis: horizontal ? { ...category, inverse: true } : value,
    series: [{ type: 'bar', data: values, barMaxWidth: 28, label: { show: true, position: horizontal ? 'right' : 'top' } }],
  };
}

function ChartCard({ title, empty, children }: { title: string; empty: boolean; children: React.ReactNode }) {
  const { t } = useTranslation('console-ops');
  return (
    <Card title={title} size="small" className="console-ops-chart">
      {empty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noData')} /> : children}
    </Card>
  );
}

function Charts({ data }: { data: OpsDashboardData }) {
  const { t } = useTranslation('console-ops');
  const lang = getLang();
  const mobile = useIsMobile();
  const status = useMemo(
    () =>
      barOption(
        data.byStatus.map((s) => ({ label: statusKeyLabel(s.key, lang), n: s.n })),
        true,
        COLORS[0],
      ),
    [data.byStatus, lang],
  );
  const country = useMemo(
    () =>
      barOption(
        data.byCountry.map((c) => ({ label: c.name || '-', n: c.n })),
        !mobile,
        COLORS[1],
      ),
    [data.byCountry, mobile],
  );
  const leads = useMemo(
    () =>
      barOption(
        data.leadsByCountry.map((c) => ({ label: c.name || '-', n: c.n })),
        !mobile,
        COLORS[4],
      ),
    [data.leadsByCountry, mobile],
  );
  const weeks = useMemo<ChartOption>(
    () => ({
      color: [COLORS[0]],
      tooltip: { trigger: 'axis' },
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: data.byWeek.map((w) => w.key.slice(5)), boundaryGap: false },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { type: 'line', data: data.byWeek.map((w) => w.n), smooth: true, areaStyle: { opacity: 0.12 }, name: t('dashboard.submitted') },
      ],
    }),
    [data.byWeek, t],
  );
  const funnel = useMemo<ChartOption>(
    () => ({
      color: COLORS,
      tooltip: { trigger: 'item', formatter: '{b}: {c}' },
      series: [
        {
          type: 'funnel',
          sort: 'none',
          left: '8%',
          width: '84%',
          top: 8,
          bottom: 8,
          minSize: '30%',
          gap: 2,
          label: { show: true, position: 'inside', formatter: '{b} {c}', color: '#fff' },
          data: STEPS.map((s) => ({ name: t(`dashboard.funnel.${s}`), value: data.funnel[s] })),
        },
      ],
    }),
    [data.funnel, t],
  );
  const h = (n: number) => Math.max(180, Math.min(420, n * 30 + 40));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <ChartCard title={t('dashboard.byStatus')} empty={!data.byStatus.length}>
          <EChart option={status} height={h(data.byStatus.length)} label={t('dashboard.byStatus')} />
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard title={t('dashboard.funnelTitle')} empty={data.funnel.registered === 0}>
          <EChart option={funnel} height={280} label={t('dashboard.funnelTitle')} />
        </ChartCard>
      </Col>
      <Col xs={24}>
        <ChartCard title={t('dashboard.byWeek')} empty={!data.byWeek.length}>
          <EChart option={weeks} height={260} label={t('dashboard.byWeek')} />
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard title={t('dashboard.byCountry')} empty={!data.byCountry.length}>
          <EChart option={country} height={mobile ? 260 : h(data.byCountry.length)} label={t('dashboard.byCountry')} />
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard title={t('dashboard.leadsByCountry')} empty={!data.leadsByCountry.length}>
          <EChart option={leads} height={mobile ? 260 : h(data.leadsByCountry.length)} label={t('dashboard.leadsByCountry')} />
        </ChartCard>
      </Col>
    </Row>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation('console-ops');
  const q = useDashboard();
  const d = q.data;
  return (
    <div className="console-page">
      <div className="console-page__head">
        <div>
          <h1 className="console-page__title">{t('dashboard.title')}</h1>
          <p className="console-page__sub">{t('dashboard.sub')}</p>
        </div>
        <Button icon={<ReloadOutlined />} onClick={() => void q.refetch()} loading={q.isFetching}>
          {t('common.refresh')}
        </Button>
      </div>
      <LoadError error={q.error} retry={() => void q.refetch()} />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {(
          [
            ['applications', d?.totals.applications],
            ['registered', d?.funnel.registered],
            ['paid', d?.funnel.paid],
            ['leads', d?.totals.leads],
            ['newLeads', d?.totals.newLeads],
          ] as const
        ).map(([k, v]) => (
          <Col key={k} xs={12} md={8} xl={4}>
            <Card size="small" loading={q.isPending}>
              <Statistic title={t(`dashboard.kpi.${k}`)} value={v ?? 0} />
            </Card>
          </Col>
        ))}
      </Row>
      {q.isPending ? <Card loading /> : d ? <Charts data={d} /> : null}
    </div>
  );
}
