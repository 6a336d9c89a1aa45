import { describe, expect, it } from 'vitest';
import { levenshtein, prepareName, prepareQuery, rankName, trigramsInOrder, wordSimilarity } from './name-search';

const oxford = prepareName({
  uniName: '牛津大学',
  uniEnName: 'University of Oxford',
  pinyin: 'niujindaxue',
  initials: 'njdx',
  aliases: ['牛津'],
  enWords: ['university', 'of', 'oxford'],
});
const ucl = prepareName({
  uniName: '伦敦大学学院',
  uniEnName: 'University College London',
  pinyin: 'lundundaxuexueyuan',
  initials: 'lddxxy',
  aliases: ['ucl'],
  enWords: ['university', 'college', 'london'],
});

describe('name search in memory', () => {
  it('makes trigrams as pg_trgm does', () => {
    expect(trigramsInOrder('Word')).toEqual(['  w', ' wo', 'wor', 'ord', 'rd ']);
    expect(trigramsInOrder('a-b')).toEqual(['  a', ' a ', '  b', ' b ']);
  });
  it('scores the best run of the name (the documented example: 0.8)', () => {
    expect(wordSimilarity(new Set(trigramsInOrder('word')), trigramsInOrder('two words'))).toBeCloseTo(0.8, 5);
    expect(wordSimilarity(new Set(trigramsInOrder('zzz')), trigramsInOrder('oxford'))).toBe(0);
  });
  it('measures edit distance', () => {
    expect(levenshtein('oxferd', 'oxford')).toBe(1);
    expect(levenshtein('univercity', 'university')).toBe(1);
    expect(levenshtein('', 'abc')).toBe(3);
  });
  it('ranks exact names and aliases first, then prefixes, substrings and typos', () => {
    expect(rankName(prepareQuery('牛津大学'), oxford)).toBe(0);
    expect(rankName(prepareQuery(' UCL '), ucl)).toBe(0);
    expect(rankName(prepareQuery('niujin'), oxford)).toBe(1);
    expect(rankName(prepareQuery('nj'), oxford)).toBe(1);
    expect(rankName(prepareQuery('oxf'), oxford)).toBe(1);
    expect(rankName(prepareQuery('津大'), oxford)).toBe(2);
    expect(rankName(prepareQuery('xford'), oxford)).toBe(2);
    expect(rankName(prepareQuery('oxfrod'), oxford)).toBe(3);
    expect(rankName(prepareQuery('univercity of oxferd'), oxford)).toBe(3);
  });
  it('does not match a piece of an alias or nonsense', () => {
    expect(rankName(prepareQuery('uc'), ucl)).toBe(-1);
    expect(rankName(prepareQuery('zzqxv'), oxford)).toBe(-1);
  });
});

describe('the fuzzy index', () => {
  it('finds the same fuzzy matches as trying every name', async () => {
    const { FuzzyIndex, fuzzyMatch } = await import('./name-search');
    const names = [oxford, ucl];
    const index = new FuzzyIndex(names);
    for (const kw of ['oxfrod', 'univercity of oxferd', 'univrsity colege', 'zzqxv', 'lodnon', 'university']) {
      const q = prepareQuery(kw);
      const tried = new Set(names.map((n, i) => (fuzzyMatch(q, n) ? i : -1)).filter((i) => i >= 0));
      expect([...index.matches(q).keys()].sort(), kw).toEqual([...tried].sort());
    }
  });
});
