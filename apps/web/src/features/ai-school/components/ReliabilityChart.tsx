// The reliability chart of /aiSchool/method, drawn by ECharts with only the scatter and line charts,
// grid, legend, tooltip and the canvas renderer. The method page loads this module lazily, so
// ECharts is fetched only there, after the page's text. The chart follows its box (ResizeObserver).
import { useEffect, useMemo, useRef } from 'react';
import * as echarts from 'echarts/core';
import { LineChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { MatchMethod } from '@portal/shared';
import { reliabilityOption, type ReliabilityTexts } from '../reliability-option';

echarts.use([ScatterChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

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
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const option = useMemo(() => reliabilityOption(deciles, texts, compact), [deciles, texts, compact]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const c = echarts.init(el, undefined, { renderer: 'canvas' });
    chart.current = c;
    let frame = 0;
    const ro = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => c.resize());
    });
    ro.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      ro.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option as Parameters<echarts.ECharts['setOption']>[0], true);
  }, [option]);

  return <div ref={box} className="echart ai-method__chart" style={{ height: compact ? 300 : 400 }} role="img" aria-label={label} />;
}
