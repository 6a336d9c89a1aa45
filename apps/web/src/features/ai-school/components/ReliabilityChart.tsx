// The reliability chart of /aiSchool/method (scatter and line on the shared ECharts box). The method
// page loads this module lazily, so ECharts is fetched only there, after the page's text.
import { useMemo } from 'react';
import { use as registerCharts } from 'echarts/core';
import { LineChart, ScatterChart } from 'echarts/charts';
import type { MatchMethod } from '@portal/shared';
import { EChart, type ChartOption } from '../../../components/EChart';
import { reliabilityOption, type ReliabilityTexts } from '../reliability-option';

registerCharts([ScatterChart, LineChart]);

export default function ReliabilityChart({
  deciles,
  texts,
  compact,
  label,
}: {
  deciles: MatchMethod['deciles'];
  texts: ReliabilityTexts;
  compact: boolean;
  label: string;
}) {
  const option = useMemo(() => reliabilityOption(deciles, texts, compact) as ChartOption, [deciles, texts, compact]);
  return <EChart option={option} height={compact ? 300 : 400} label={label} className="ai-method__chart" />;
}
