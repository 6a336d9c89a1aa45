// The ECharts option of the reliability chart on /aiSchool/method: the held-out applications in ten
// groups by predicted chance, each a point at (mean predicted chance, share admitted) sized by how
// many applications it holds, over the diagonal of perfectly calibrated chances. Pure data → option,
// so it is tested without a canvas.
import type { MatchMethod } from '@portal/shared';

export interface ReliabilityTexts {
  predicted: string;
  observed: string;
  perfect: string;
  groups: string;
  /** The tooltip of a point: 'predicted {p} · admitted {o} · {n} applications'. */
  point: (p: string, o: string, n: number) => string;
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** A point's size: the square root of its applications, between 8 and 28 px. */
export function pointSize(n: number, max: number): number {
  if (max <= 0) return 8;
  return Math.round(8 + 20 * Math.sqrt(Math.max(0, n) / max));
}

export function reliabilityOption(deciles: MatchMethod['deciles'], texts: ReliabilityTexts, compact = false) {
  const max = Math.max(0, ...deciles.map((d) => d.n));
  const axis = (name: string) => ({
    type: 'value' as const,
    min: 0,
    max: 1,
    interval: 0.2,
    name,
    nameLocation: 'middle' as const,
    nameGap: compact ? 28 : 32,
    axisLabel: { formatter: (v: number) => pct(v) },
    splitLine: { lineStyle: { color: '#eef0f3' } },
  });
  return {
    color: ['#1664ff', '#86909c'],
    grid: { left: compact ? 44 : 56, right: compact ? 12 : 24, top: compact ? 60 : 40, bottom: compact ? 44 : 52 },
    legend: {
      top: 0,
      left: compact ? 0 : 'center',
      orient: compact ? ('vertical' as const) : ('horizontal' as const),
      data: [texts.groups, texts.perfect],
    },
    tooltip: {
      trigger: 'item' as const,
      formatter: (p: { seriesIndex: number; data: [number, number, number] }) =>
        p.seriesIndex === 0 ? texts.point(pct(p.data[0]), pct(p.data[1]), p.data[2]) : texts.perfect,
    },
    xAxis: axis(texts.predicted),
    yAxis: axis(texts.observed),
    series: [
      {
        name: texts.groups,
        type: 'scatter' as const,
        data: deciles.map((d) => [d.predicted, d.observed, d.n]),
        symbolSize: (v: [number, number, number]) => pointSize(v[2], max),
        itemStyle: { opacity: 0.85 },
        z: 3,
      },
      {
        name: texts.perfect,
        type: 'line' as const,
        data: [
          [0, 0],
          [1, 1],
        ],
        symbol: 'none',
        lineStyle: { type: 'dashed' as const, width: 1.5 },
        silent: true,
        z: 2,
      },
    ],
  };
}
