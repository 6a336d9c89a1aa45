// ECharts options of the case analysis (spec 000 screen 4): two pies (education background, GPA
// distribution) and the monthly line of applications versus admissions. Pure data → option, so
// they are tested without a canvas; the five colours are fixed (spec 000 section 9).
import type { CaseMonth, CaseShareSlice, Lang } from '@portal/shared';

export const CHART_COLORS = ['#1664ff', '#13c2c2', '#faad14', '#f5222d', '#722ed1'] as const;

/** What a pie draws of a slice of the case analysis. */
export type ShareItem = Pick<CaseShareSlice, 'dataTypeName' | 'dataTypeEnName' | 'sumTotal' | 'proportion'>;

/** What the monthly line draws of a month ('YYYY-MM') of the case analysis. */
export type MonthItem = Pick<CaseMonth, 'dataTypeName' | 'sumTotal' | 'offerTotal'>;

export const shareName = (i: ShareItem, lang: Lang) => (lang === 'en' && i.dataTypeEnName ? i.dataTypeEnName : i.dataTypeName);

/** A pie has something to draw when at least one slice is above zero. */
export const hasShares = (items: readonly ShareItem[] | undefined) => !!items?.some((i) => i.sumTotal > 0);

/** Legend entry: the band with its share, e.g. '211院校 33.3%'. */
export function legendLabel(items: readonly ShareItem[], lang: Lang, name: string): string {
  const item = items.find((i) => shareName(i, lang) === name);
  return item ? `${name} ${item.proportion}%` : name;
}

/** Phones: pie of PIE_COMPACT_PX on top, then one legend row per band (no paging, no outside labels). */
const PIE_COMPACT_PX = 190;
const LEGEND_ROW_PX = 22;

/** Desktop: the ring sits in the upper part, its outside labels clear of the top edge and the legend. */
const PIE_DESKTOP_PX = 320;

export const pieHeight = (items: readonly ShareItem[], compact: boolean) =>
  compact ? PIE_COMPACT_PX + 16 + items.length * LEGEND_ROW_PX : PIE_DESKTOP_PX;

export function pieOption(items: readonly ShareItem[], lang: Lang, compact = false) {
  return {
    color: [...CHART_COLORS],
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: {
      type: 'plain',
      orient: compact ? 'vertical' : 'horizontal',
      bottom: 0,
      left: 'center',
      itemWidth: 12,
      itemHeight: 12,
      itemGap: compact ? 8 : 12,
      textStyle: { fontSize: 12 },
      formatter: (name: string) => legendLabel(items, lang, name),
    },
    series: [
      {
        type: 'pie',
        // Radius and centre leave room above the ring for an outside label (a label at the top was
        // cut by the card's edge with a larger ring).
        radius: compact ? [48, 82] : ['30%', '48%'],
        center: compact ? ['50%', PIE_COMPACT_PX / 2] : ['50%', '44%'],
        avoidLabelOverlap: true,
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        label: { show: !compact, formatter: '{d}%', fontSize: 12 },
        labelLine: { show: !compact, length: 10, length2: 8 },
        // Empty bands stay in the legend but draw no slice or label.
        data: items.map((i) => ({
          name: shareName(i, lang),
          value: i.sumTotal,
          ...(i.sumTotal > 0 ? {} : { label: { show: false }, labelLine: { show: false } }),
        })),
      },
    ],
  };
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Axis label of 'YYYY-MM': the year is printed on the first month and on January only. */
export function monthAxisLabel(key: string, index: number, lang: Lang): string {
  const [y, m] = key.split('-').map(Number);
  if (!y || !m) return key;
  const withYear = index === 0 || m === 1;
  if (lang === 'cn') return withYear ? `${y}年${m}月` : `${m}月`;
  return withYear ? `${EN_MONTHS[m - 1]} ${y}` : EN_MONTHS[m - 1];
}

export function monthlyLineOption(
  months: readonly MonthItem[],
  lang: Lang,
  names: { applications: string; offers: string },
  compact = false,
) {
  return {
    color: [CHART_COLORS[0], CHART_COLORS[2]],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [names.applications, names.offers] },
    grid: { left: 8, right: compact ? 8 : 24, top: 40, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: months.map((m, i) => monthAxisLabel(m.dataTypeName, i, lang)),
      axisLabel: { fontSize: compact ? 10 : 12, interval: compact ? 1 : 0 },
    },
    yAxis: { type: 'value', minInterval: 1 },
    // Where every application was admitted the two lines meet: applications are a thick solid line
    // with round markers, admissions a dashed line with diamond markers drawn over it, so both
    // stay visible.
    series: [
      {
        name: names.applications,
        type: 'line',
        smooth: 0.2,
        symbol: 'circle',
        symbolSize: 9,
        lineStyle: { width: 4 },
        areaStyle: { opacity: 0.08 },
        z: 2,
        data: months.map((m) => m.sumTotal),
      },
      {
        name: names.offers,
        type: 'line',
        smooth: 0.2,
        symbol: 'diamond',
        symbolSize: 8,
        lineStyle: { width: 2, type: 'dashed' },
        areaStyle: { opacity: 0.08 },
        z: 3,
        data: months.map((m) => m.offerTotal),
      },
    ],
  };
}
