// vitest-no-db: runs once, with the unit tests (it opens no database).
import { describe, expect, it } from 'vitest';
import { pinyin } from 'pinyin-pro';
import { UNIVERSITIES } from '../../db/seed/universities';
import { normaliseAliases, UNIVERSITY_ALIASES } from '../../db/seed/aliases';
import {
  enSimilarity,
  FUZZY_MIN,
  levenshtein,
  NameIndex,
  pageOfMatches,
  prepareName,
  prepareQuery,
  rankName,
  trigramsInOrder,
  withinDistance,
  wordSimilarity,
  type PreparedName,
} from './name-search';

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

/**
 * Ten times the demo catalogue, as the bench makes it: every university with nine copies whose names
 * have a number added (the English words as the en_words column splits them).
 */
function tenfoldCatalogue(): PreparedName[] {
  const aliases = new Map(Object.entries(UNIVERSITY_ALIASES).map(([en, list]) => [en, normaliseAliases(list)]));
  const out: PreparedName[] = [];
  for (let k = 1; k <= 10; k++)
    for (const u of UNIVERSITIES) {
      const bare = u.uniName.replace(/[（）()]/g, '');
      const uniEnName = k === 1 ? u.uniEnName : `${u.uniEnName} ${k}`;
      out.push(
        prepareName({
          uniName: k === 1 ? u.uniName : `${u.uniName}${k}`,
          uniEnName,
          pinyin: pinyin(bare, { toneType: 'none', separator: '', v: true }).toLowerCase(),
          initials: pinyin(bare, { pattern: 'first', toneType: 'none', separator: '' }).toLowerCase(),
          aliases: aliases.get(u.uniEnName) ?? [],
          enWords: uniEnName.toLowerCase().split(/[^a-z]+/),
        }),
      );
    }
  return out;
}

/** The bench's keywords that the answer cache cannot help (bench/run.ts): names cut short, and with a typo. */
const varied = (n: string) => {
  const cut = n.slice(0, Math.max(4, n.length - 3));
  const i = Math.min(5, n.length - 2);
  return [cut, n.slice(0, i) + n[i + 1] + n[i] + n.slice(i + 2)];
};

describe('the name index', () => {
  const names = tenfoldCatalogue();
  const index = new NameIndex(names);
  const queries = [
    ...UNIVERSITIES.filter((_, k) => k % 10 === 0).flatMap((u) => varied(u.uniEnName.toLowerCase())),
    ...['', ' ', 'u', 'un', 'uni', 'univ', 'university', 'University of', 'universty of tecnology', 'institute', 'college london'],
    ...['大学', '墨大', '津', '牛津大学', '牛津大学3', 'niujin', 'niu jin', 'nj', 'ucl', ' UCL ', 'uc', 'mit', 'kcl', 'lse', 'hku'],
    ...['oxfrod', 'univercity of oxferd', 'univrsity colege', 'lodnon', "king's college", 'zzqxv', '!!!', '2', 'oxford 2'],
    ...['university of oxford 10', 'technische universitat', 'école', 'sao paulo', 'of', 'the university of the'],
  ];

  it('matches on a tenfold catalogue exactly what trying every name matches, with the same ranks', () => {
    expect(names.length).toBe(UNIVERSITIES.length * 10);
    // The single catalogue too: few of its names share their words, so most similarities are
    // measured rather than known from another name with the same words.
    const single = names.slice(0, UNIVERSITIES.length);
    for (const [catalogue, idx] of [
      [names, index],
      [single, new NameIndex(single)],
    ] as const)
      for (const kw of queries) {
        const q = prepareQuery(kw);
        const m = idx.match(q);
        const tried = catalogue.map((n) => rankName(q, n));
        expect([...m.ranks], kw).toEqual(tried);
        expect(m.count, kw).toBe(tried.filter((r) => r >= 0).length);
      }
  });

  it('pages the matches in the order of sorting every match by rank, similarity and index', () => {
    const countryOf = (i: number) => UNIVERSITIES[i % UNIVERSITIES.length].countryId;
    const filters: [string, ((i: number) => boolean) | null][] = [
      ['all', null],
      ['all, as a filter', () => true],
      ['one country', (i) => countryOf(i) === '140'],
    ];
    for (const kw of queries.filter((_, k) => k % 3 === 0)) {
      const q = prepareQuery(kw);
      const m = index.match(q);
      const sims = names.map((n) => enSimilarity(q, n));
      for (const [label, keep] of filters) {
        const all = names.map((_, i) => ({ i, rank: m.ranks[i], sim: sims[i] })).filter((x) => x.rank >= 0 && (!keep || keep(x.i)));
        const first = all.length > 30 ? all[30].i : -1;
        const sorted = (firstIndex: number) =>
          [...all]
            .sort((x, y) => Number(y.i === firstIndex) - Number(x.i === firstIndex) || x.rank - y.rank || y.sim - x.sim || x.i - y.i)
            .map((x) => x.i);
        for (const [start, size, firstIndex] of [
          [0, 16],
          [0, 20, first],
          [20, 20],
          [40, 7, first],
          [all.length - 3, 10],
        ]) {
          const s = Math.max(0, start);
          const fresh = index.match(q);
          const got = pageOfMatches(fresh, keep, firstIndex ?? -1, s, size);
          expect(got.total, `${kw} ${label}`).toBe(all.length);
          expect(got.page, `${kw} ${label} ${s}+${size}`).toEqual(sorted(firstIndex ?? -1).slice(s, s + size));
        }
      }
    }
  });

  it('rules a name out by its bounds only when its similarity cannot reach (or pass) a floor', () => {
    for (const kw of ['univesrity of oslo', 'ulm uinversity', 'the university of the west']) {
      const q = prepareQuery(kw);
      const m = index.match(q);
      const sims = names.map((n) => enSimilarity(q, n));
      const floors = [...new Set([0.3, FUZZY_MIN, 0.5, ...sims.filter((x) => x > 0.25)])];
      for (let i = 0; i < names.length; i++) {
        if (!m.shared(i)) continue;
        for (const floor of floors) {
          if (!m.mayReach(i, floor)) expect(sims[i], `${kw}: ${names[i].enLower} reaches ${floor}`).toBeLessThan(floor);
          if (!m.mayReach(i, floor, true)) expect(sims[i], `${kw}: ${names[i].enLower} passes ${floor}`).toBeLessThanOrEqual(floor);
        }
      }
    }
  });

  it('keeps its bounds sound on names that repeat words and trigrams', () => {
    // Names of a few short words, often the same twice, and queries of those words and pieces.
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
    const vocabulary = ['de', 'la', 'san', 'sant', 'ana', 'anna', 'nan', 'ban', 'banana', 'oro', 'or'];
    const phrase = (words: number) => Array.from({ length: words }, () => vocabulary[next(vocabulary.length)]).join(' ');
    // A best run over the same other word twice: 'sant de ana de oro' for 'sant ana oro'.
    const fixed = ['sant de ana de oro', 'oro de la de ana de san', 'banana de san de banana'];
    const small = [...fixed, ...Array.from({ length: 300 }, () => phrase(2 + next(5)))].map((en) =>
      prepareName({ uniName: en, uniEnName: en, pinyin: '', initials: '', aliases: [], enWords: en.split(' ') }),
    );
    const smallIndex = new NameIndex(small);
    const queries = ['sant ana oro', 'oro la ana san', 'banana san', ...Array.from({ length: 60 }, () => phrase(1 + next(4)))];
    for (const kw of queries) {
      const q = prepareQuery(kw);
      const m = smallIndex.match(q);
      const sims = small.map((n) => enSimilarity(q, n));
      expect([...m.ranks], q.kw).toEqual(small.map((n) => rankName(q, n)));
      const floors = [...new Set([FUZZY_MIN, ...sims.filter((x) => x > 0)])];
      small.forEach((n, i) => {
        expect(m.sim(i), `${q.kw} ~ ${n.enLower}`).toBe(sims[i]);
        for (const floor of floors) {
          if (!m.mayReach(i, floor)) expect(sims[i], `${q.kw}: ${n.enLower} reaches ${floor}`).toBeLessThan(floor);
          if (!m.mayReach(i, floor, true)) expect(sims[i], `${q.kw}: ${n.enLower} passes ${floor}`).toBeLessThanOrEqual(floor);
        }
      });
    }
  });

  it('measures the similarity of wordSimilarity', () => {
    for (const kw of ['university of oxfo', 'lodnon', 'univrsity colege', 'ucl']) {
      const q = prepareQuery(kw);
      const m = index.match(q);
      for (let i = 0; i < names.length; i += 7) expect(m.sim(i)).toBe(enSimilarity(q, names[i]));
    }
  });

  it('knows an edit distance within a limit as levenshtein does', () => {
    const words = ['oxford', 'oxferd', 'ofxord', 'univercity', 'university', 'colege', 'college', 'lodnon', 'london', 'x', ''];
    for (const a of words)
      for (const b of words) for (const max of [0, 1, 2]) expect(withinDistance(a, b, max)).toBe(levenshtein(a, b) <= max);
  });
});
