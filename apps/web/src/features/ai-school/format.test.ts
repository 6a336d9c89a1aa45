// How /aiSchool writes chances, yuan, tuition and the groups that open first.
import { describe, expect, it } from 'vitest';
import { brier, chanceText, percent, tuitionParts, yuan } from './format';
import { firstGroup, resultTotal } from './results';
import { pointSize, reliabilityOption, type ReliabilityTexts } from './reliability-option';

describe('figures', () => {
  it('a chance with its range, in each language', () => {
    expect(chanceText(0.62, 0.51, 0.72, 'cn')).toBe('62%（51%–72%）');
    expect(chanceText(0.62, 0.51, 0.72, 'en')).toBe('62% (51%–72%)');
    expect(chanceText(0.3, null, null, 'en')).toBe('30%');
    expect(percent(0.755)).toBe('76%');
  });
  it('yuan: 万 in Chinese, separators in English', () => {
    expect(yuan(312000, 'cn')).toBe('¥31.2万');
    expect(yuan(300000, 'cn')).toBe('¥30万');
    expect(yuan(8000, 'cn')).toBe('¥8000');
    expect(yuan(312000, 'en')).toBe('¥312,000');
  });
  it('tuition in yuan with the original amount', () => {
    expect(tuitionParts({ tuition: 34000, currency: 'GBP', tuitionCny: 312000 }, 'cn')).toEqual({
      yuan: '¥31.2万',
      original: '34,000 GBP',
    });
    expect(tuitionParts({ tuition: null, currency: 'GBP', tuitionCny: null }, 'en')).toEqual({ yuan: null, original: null });
    expect(brier(0.18234)).toBe('0.182');
  });
});

describe('groups', () => {
  const g = (total: number) => ({ total, list: [] });
  it('match opens when it has programmes, else the first group with any', () => {
    expect(firstGroup({ reach: g(2), match: g(1), safety: g(3), unrated: g(0) })).toBe('match');
    expect(firstGroup({ reach: g(0), match: g(0), safety: g(3), unrated: g(1) })).toBe('safety');
    expect(firstGroup({ reach: g(0), match: g(0), safety: g(0), unrated: g(0) })).toBe('match');
    expect(resultTotal({ reach: g(1), match: g(2), safety: g(3), unrated: g(4) })).toBe(10);
  });
});

describe('the reliability chart', () => {
  const texts: ReliabilityTexts = {
    predicted: 'predicted',
    observed: 'observed',
    perfect: 'perfect',
    groups: 'groups',
    point: (p, o, n) => `${p} ${o} ${n}`,
  };
  it('draws a point per decile over the diagonal, sized by its applications', () => {
    const o = reliabilityOption(
      [
        { predicted: 0.1, observed: 0.12, n: 40 },
        { predicted: 0.8, observed: 0.75, n: 10 },
      ],
      texts,
    );
    expect(o.series[0].data).toEqual([
      [0.1, 0.12, 40],
      [0.8, 0.75, 10],
    ]);
    expect(o.series[1].data).toEqual([
      [0, 0],
      [1, 1],
    ]);
    expect(o.xAxis).toMatchObject({ min: 0, max: 1, name: 'predicted' });
    expect(o.yAxis).toMatchObject({ min: 0, max: 1, name: 'observed' });
    expect(o.tooltip.formatter({ seriesIndex: 0, data: [0.1, 0.12, 40] })).toBe('10% 12% 40');
    expect(pointSize(40, 40)).toBe(28);
    expect(pointSize(10, 40)).toBe(18);
    expect(pointSize(0, 0)).toBe(8);
  });
});
