// A canvas chart drawn by ECharts, following its box's size (ResizeObserver). Only the grid,
// legend, tooltip and the canvas renderer are registered here; each chart's module registers the
// chart types it draws (echarts.use). Only lazy chunks import this module (the case analysis of
// the university page, the reliability chart of /aiSchool/method), so ECharts loads nowhere else.
import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type ChartOption = Parameters<echarts.ECharts['setOption']>[0];

export function EChart({ option, height, label, className }: { option: ChartOption; height: number; label: string; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

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
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={box} className={className ? `echart ${className}` : 'echart'} style={{ height }} role="img" aria-label={label} />;
}
