import { describe, expect, it } from 'vitest';
import { CHART_COLORS, hasShares, monthAxisLabel, monthlyLineOption, pieHeight, pieOption } from './chart-options';

const edu = [
  { dataTypeName: '985院校', dataTypeEnName: 'Project 985 University', sumTotal: 2, proportion: 66.7 },
  { dataTypeName: '211院校', dataTypeEnName: 'Project 211 University', sumTotal: 1, proportion: 33.3 },
  { dataTypeName: '普通本科', dataTypeEnName: 'Regular University', sumTotal: 0, proportion: 0 },
];

describe('pieOption', () => {
  it('uses the five fixed colours and names in the interface language', () => {
    const cn = pieOption(edu, 'cn');
    expect(cn.color).toEqual([...CHART_COLORS]);
    expect(CHART_COLORS).toHaveLength(5);
    expect(cn.series[0].data.map((d) => d.name)).toEqual(['985院校', '211院校', '普通本科']);
    expect(pieOption(edu, 'en').series[0].data[0]).toMatchObject({ name: 'Project 985 University', value: 2 });
  });
  it('hides the label of empty slices', () => {
    const data = pieOption(edu, 'cn').series[0].data;
    expect(data[2]).toMatchObject({ value: 0, label: { show: false } });
    expect(data[0]).not.toHaveProperty('label');
  });
  it('puts the share in the legend and drops outside labels on phones', () => {
    expect(pieOption(edu, 'cn').legend.formatter('985院校')).toBe('985院校 66.7%');
    expect(pieOption(edu, 'en').legend.formatter('Project 211 University')).toBe('Project 211 University 33.3%');
    expect(pieOption(edu, 'cn', true).series[0].label.show).toBe(false);
    expect(pieOption(edu, 'cn').series[0].label.show).toBe(true);
    expect(pieOption(edu, 'cn', true).legend.orient).toBe('vertical');
    expect(pieHeight(edu, true)).toBeGreaterThan(pieHeight(edu.slice(0, 1), true));
  });
  it('leaves room above the ring for an outside label', () => {
    const [inner, outer] = pieOption(edu, 'en').series[0].radius as string[];
    const [, cy] = pieOption(edu, 'en').series[0].center as string[];
    // Top of the ring, in px, of the desktop chart, minus a label line and a line of text.
    const top = (parseFloat(cy) / 100) * pieHeight(edu, false) - (parseFloat(outer) / 100) * (pieHeight(edu, false) / 2);
    expect(top - 10 - 8 - 14).toBeGreaterThan(0);
    expect(parseFloat(inner)).toBeLessThan(parseFloat(outer));
  });
  it('knows when there is nothing to draw', () => {
    expect(hasShares(edu)).toBe(true);
    expect(hasShares(edu.map((e) => ({ ...e, sumTotal: 0 })))).toBe(false);
    expect(hasShares(undefined)).toBe(false);
  });
});

describe('monthly line', () => {
  const months = ['2025-10', '2025-11', '2025-12', '2026-01', '2026-02'].map((k, i) => ({
    dataTypeName: k,
    sumTotal: i + 1,
    offerTotal: i,
  }));
  it('prints the year on the first month and on January', () => {
    expect(months.map((m, i) => monthAxisLabel(m.dataTypeName, i, 'cn'))).toEqual(['2025年10月', '11月', '12月', '2026年1月', '2月']);
    expect(months.map((m, i) => monthAxisLabel(m.dataTypeName, i, 'en'))).toEqual(['Oct 2025', 'Nov', 'Dec', 'Jan 2026', 'Feb']);
  });
  it('draws applications against admissions', () => {
    const o = monthlyLineOption(months, 'cn', { applications: '申请', offers: '录取' });
    expect(o.series.map((s) => s.name)).toEqual(['申请', '录取']);
    expect(o.series[0].data).toEqual([1, 2, 3, 4, 5]);
    expect(o.series[1].data).toEqual([0, 1, 2, 3, 4]);
    expect(o.color).toEqual([CHART_COLORS[0], CHART_COLORS[2]]);
  });
  it('keeps both lines visible where applications equal admissions', () => {
    const [apps, offers] = monthlyLineOption(months, 'en', { applications: 'Applications', offers: 'Offers' }).series;
    expect(offers.lineStyle.type).toBe('dashed');
    expect(apps.lineStyle.type).toBeUndefined();
    expect(apps.lineStyle.width).toBeGreaterThan(offers.lineStyle.width);
    expect(apps.symbol).not.toBe(offers.symbol);
    expect(offers.z).toBeGreaterThan(apps.z);
  });
});
