// vitest-no-db: runs once, with the unit tests (it opens no database).
// The generated pictures fit their texts (SVG text does not wrap by itself), keep each
// university's colour in both languages, and draw a different cover for every article.
import { describe, expect, it } from 'vitest';
import { articleCoverSvg, campusSvg, fitText, posterSvg, textWidth } from './svg';

const lines = (svg: string) => [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]);

describe('fitText', () => {
  it('wraps English between words within the width and the line count', () => {
    const t = fitText('Fee reductions and scholarships for Chinese students at UK universities', {
      maxWidth: 300,
      fontSize: 24,
      minFontSize: 18,
      maxLines: 3,
    });
    expect(t.lines.length).toBeGreaterThan(1);
    expect(t.lines.length).toBeLessThanOrEqual(3);
    for (const l of t.lines) expect(textWidth(l) * t.fontSize).toBeLessThanOrEqual(300);
    expect(t.lines.join(' ')).toBe('Fee reductions and scholarships for Chinese students at UK universities');
  });
  it('wraps Chinese between characters', () => {
    const t = fitText('英国多所大学为中国学生提供学费减免与奖学金', { maxWidth: 200, fontSize: 20, minFontSize: 20, maxLines: 4 });
    expect(t.lines.length).toBe(3);
    expect(t.lines.join('')).toBe('英国多所大学为中国学生提供学费减免与奖学金');
  });
  it('shrinks, then ends the last line with an ellipsis when the text is too long', () => {
    const long = 'word '.repeat(80).trim();
    const t = fitText(long, { maxWidth: 200, fontSize: 30, minFontSize: 20, maxLines: 2 });
    expect(t.fontSize).toBe(20);
    expect(t.lines).toHaveLength(2);
    expect(t.lines[1].endsWith('…')).toBe(true);
    for (const l of t.lines) expect(textWidth(l) * t.fontSize).toBeLessThanOrEqual(200);
  });
  it('answers no lines for an empty text', () => {
    expect(fitText('  ', { maxWidth: 100, fontSize: 20, minFontSize: 10, maxLines: 2 }).lines).toEqual([]);
  });
});

describe('pictures', () => {
  it('wrap a long English recommendation title instead of running out of the card', () => {
    const svg = posterSvg('Australia Group of Eight intakes', 'February and July intakes are open at the Group of Eight', 'rec2', 640, 400);
    expect(lines(svg).length).toBeGreaterThanOrEqual(3);
  });
  it('centre the texts of the phone banner between equal margins, every line inside them', () => {
    const svg = posterSvg(
      'Scholarships at leading universities',
      '14 study countries, thousands of majors, a counsellor all the way',
      'banner1',
      750,
      360,
      {
        center: true,
      },
    );
    expect(svg).toMatch(/width="750" height="360"/);
    const texts = [...svg.matchAll(/<text x="(\d+)"[^>]*font-size="(\d+)"[^>]*>(.*?)<\/text>/g)];
    expect(texts).toHaveLength(2);
    for (const [whole, x, size] of texts) {
      expect(Number(x)).toBe(375);
      expect(whole).toContain('text-anchor="middle"');
      for (const line of [...whole.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]))
        expect(textWidth(line) * Number(size)).toBeLessThanOrEqual(750 - 2 * 75);
    }
    // The wide banner keeps its texts at the left margin.
    expect(posterSvg('Scholarships', '', 'banner1', 1920, 520)).not.toContain('text-anchor');
  });
  it('colour a campus by its English name in both languages', () => {
    const hueOf = (svg: string) => svg.match(/hsl\((\d+),/)![1];
    expect(hueOf(campusSvg('Imperial College London', '', 'Imperial College London'))).toBe(
      hueOf(campusSvg('帝国理工学院', 'Imperial College London', 'Imperial College London')),
    );
    expect(hueOf(campusSvg('University of Oxford', '', 'University of Oxford'))).not.toBe(
      hueOf(campusSvg('Imperial College London', '', 'Imperial College London')),
    );
  });
  it('draw a different cover for each article of a stage, with its title, and a narrow one without text', () => {
    const a = articleCoverSvg({ title: 'Reach, match and safety', stage: 'School Selection', type: '1', seed: 'article2' });
    const b = articleCoverSvg({ title: 'Choosing a city is choosing a future', stage: 'School Selection', type: '1', seed: 'article3' });
    expect(a).not.toBe(b);
    expect(lines(a)).toContain('School Selection');
    expect(lines(a).join(' ')).toContain('Reach, match and safety');
    expect(a.match(/stop-color="([^"]+)"/)![1]).not.toBe(b.match(/stop-color="([^"]+)"/)![1]);
    const narrow = articleCoverSvg({
      title: 'Reach, match and safety',
      stage: 'School Selection',
      type: '1',
      seed: 'article2',
      narrow: true,
    });
    expect(narrow).not.toMatch(/<text/);
    expect(narrow).toMatch(/width="240" height="180"/);
  });
});
