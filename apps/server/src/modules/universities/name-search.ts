// Matching a typed university name against every form of a university's name, in memory: the
// Chinese name, the English name, pinyin, pinyin initials, the short names students use (ucl, 墨大)
// and English typos (trigram word similarity, and per-word edit distance). Exact names and aliases
// rank first (0), then prefixes and word starts (1), then other substrings (2), then fuzzy (3).
// The rules are those the SQL search used, so lists answer the same as before, without a scan of
// every row per request in the database.

export interface NameForms {
  uniName: string;
  uniEnName: string;
  pinyin: string;
  initials: string;
  aliases: readonly string[];
  enWords: readonly string[];
}

/** A university's name forms, prepared once when the index is loaded. */
export interface PreparedName {
  name: string;
  nameLower: string;
  enLower: string;
  /** ' ' + English name, for "a word starts with". */
  enSpaced: string;
  pinyin: string;
  initials: string;
  aliases: ReadonlySet<string>;
  enWords: readonly string[];
}

export interface PreparedQuery {
  raw: string;
  kw: string;
  compact: string;
  /** Words of 4+ letters of an English query, each of which must be near a word of the name. */
  typoWords: readonly string[];
  trigrams: ReadonlySet<string>;
  /** Whether the trigram rule applies (4 characters or more). */
  fuzzy: boolean;
}

/** The words trigrams are made of: lower case, letters or digits. */
export const trigramWords = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The trigrams of one word (of trigramWords), padded "  w" … "d ". */
function wordTrigrams(word: string): string[] {
  const cps = [...['  ', ...word, ' '].join('')];
  const out: string[] = [];
  for (let i = 0; i + 3 <= cps.length; i++) out.push(cps[i] + cps[i + 1] + cps[i + 2]);
  return out;
}

/** Trigrams as pg_trgm makes them: lower case, per word of letters or digits, padded "  w" … "d ". */
export function trigramsInOrder(text: string): string[] {
  return trigramWords(text).flatMap(wordTrigrams);
}

/**
 * The greatest similarity between the trigrams of the query and any run of consecutive trigrams of
 * the name: shared / (query's + run's - shared), counting distinct trigrams.
 */
export function wordSimilarity(query: ReadonlySet<string>, name: readonly string[]): number {
  const q = query.size;
  if (!q || !name.length) return 0;
  // Distinct trigrams of the run so far, marked with the run's start (no set made per run).
  const mark = runMarks;
  mark.clear();
  let best = 0;
  for (let i = 0; i < name.length; i++) {
    if (!query.has(name[i])) continue; // a best run starts and ends on a shared trigram
    let seen = 0;
    let shared = 0;
    for (let j = i; j < name.length; j++) {
      const t = name[j];
      const inQuery = query.has(t);
      if (mark.get(t) !== i) {
        mark.set(t, i);
        seen++;
        if (inQuery) shared++;
      }
      if (inQuery) {
        const s = shared / (q + seen - shared);
        if (s > best) best = s;
      }
    }
    if (best === 1) break;
  }
  return best;
}
const runMarks = new Map<string, number>();

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}

const NO_ALIASES: ReadonlySet<string> = new Set();

export function prepareName(f: NameForms): PreparedName {
  const enLower = f.uniEnName.toLowerCase();
  return {
    name: f.uniName,
    nameLower: f.uniName.toLowerCase(),
    enLower,
    enSpaced: ` ${enLower}`,
    pinyin: f.pinyin,
    initials: f.initials,
    // Most names have no alias: they share one empty set (a set costs about 100 bytes).
    aliases: f.aliases.length ? new Set(f.aliases) : NO_ALIASES,
    enWords: f.enWords,
  };
}

export function prepareQuery(raw: string): PreparedQuery {
  const kw = raw.trim().toLowerCase();
  const typoWords = /^[a-z][a-z\s'-]*$/.test(kw) ? kw.split(/\s+/).filter((w) => w.length >= 4) : [];
  return {
    raw: raw.trim(),
    kw,
    compact: kw.replace(/\s+/g, ''),
    typoWords,
    trigrams: new Set(trigramsInOrder(kw)),
    fuzzy: [...kw].length >= 4,
  };
}

/** Every typed word of 4+ letters is within a small edit distance of a word of the name. */
function typoMatch(q: PreparedQuery, n: PreparedName): boolean {
  if (!q.typoWords.length) return false;
  return q.typoWords.every((w) => {
    const max = w.length >= 6 ? 2 : 1;
    return n.enWords.some((nw) => Math.abs(nw.length - w.length) <= 2 && levenshtein(nw, w) <= max);
  });
}

/** The rank of a name by its exact forms (0 exact or alias, 1 prefix or word start, 2 substring), or -1. */
export function exactRank(q: PreparedQuery, n: PreparedName): number {
  const { kw, compact } = q;
  if (n.name === q.raw || n.enLower === kw || n.aliases.has(kw)) return 0;
  const prefix = compact.length > 0 && (n.pinyin.startsWith(compact) || n.initials.startsWith(compact));
  if (n.nameLower.startsWith(kw) || n.enSpaced.includes(` ${kw}`) || prefix) return 1;
  if (n.nameLower.includes(kw) || n.enLower.includes(kw)) return 2;
  return -1;
}

/** The word similarity of the query to the English name, worked out from the text (the reference the index answers as). */
export function enSimilarity(q: PreparedQuery, n: PreparedName): number {
  return wordSimilarity(q.trigrams, trigramsInOrder(n.enLower));
}

/** Whether a name matches a query only fuzzily (trigram similarity or per-word typos). */
export function fuzzyMatch(q: PreparedQuery, n: PreparedName): boolean {
  return (q.fuzzy && enSimilarity(q, n) >= FUZZY_MIN) || typoMatch(q, n);
}

/** The least word similarity of a fuzzy match. */
export const FUZZY_MIN = 0.45;

/** The rank of a name for a query (0 best, 3 fuzzy), or -1 when it does not match. */
export function rankName(q: PreparedQuery, n: PreparedName): number {
  const r = exactRank(q, n);
  if (r >= 0) return r;
  return fuzzyMatch(q, n) ? 3 : -1;
}

/** levenshtein(a, b) <= max, stopping as soon as a row of the table is all above max. */
export function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (a === b) return true;
  const m = b.length;
  if (distRows[0].length <= m) distRows = [new Int32Array(m + 1), new Int32Array(m + 1)];
  let [prev, cur] = distRows;
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ca = a.charCodeAt(i - 1);
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca === b.charCodeAt(j - 1) ? 0 : 1));
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    // A row's least cell never falls in the rows below it.
    if (rowMin > max) return false;
    [prev, cur] = [cur, prev];
  }
  return prev[m] <= max;
}
let distRows = [new Int32Array(32), new Int32Array(32)];

/** What a query matches in a NameIndex. */
export interface NameMatches {
  /** Per name (by index): its rank (0 exact … 3 fuzzy) when it matches, else -1. */
  readonly ranks: Int8Array;
  /** The names that match: those of ranks 0–2 (the first `exact`), then those of rank 3. */
  readonly members: readonly number[];
  readonly exact: number;
  /** How many names match, and how many of each rank. */
  readonly count: number;
  readonly perRank: readonly number[];
  /** How many different trigrams the query has. */
  readonly querySize: number;
  /** The names with each query trigram the catalogue knows, the shortest list first. */
  readonly rarest: readonly Int32Array[];
  /** How many of the query's trigrams a name has: sim(i) is at most shared(i) / querySize. */
  shared(i: number): number;
  /** The word similarity of the query to a name's English name, as wordSimilarity (measured once, when asked). */
  sim(i: number): number;
  /**
   * False when no run of the name can reach a similarity of `floor` (or, `strictly`, pass it); one
   * pass over the name, true when it cannot tell.
   */
  mayReach(i: number, floor: number, strictly?: boolean): boolean;
}

const NO_NAMES = new Int32Array(0);

/** Words of a name (positions in the index's nameWords) and what one query found for them. */
interface Span {
  readonly from: number;
  readonly to: number;
  /** Whether a run reaches FUZZY_MIN: 1 yes, -1 no, 0 not decided yet. */
  fits: number;
  /** The best run's similarity, -1 until measured. */
  sim: number;
}

/**
 * Lists of name indexes by key, each index once per key, frozen into one typed array (a typed array
 * of its own per key cost some 150 bytes each, for tens of thousands of keys).
 */
class Postings {
  private readonly open = new Map<string, number[]>();
  private keys = new Map<string, number>();
  private lists = new Flat([]);
  /** Names are added in the order of their index. */
  add(key: string, i: number) {
    const list = this.open.get(key);
    if (!list) this.open.set(key, [i]);
    else if (list[list.length - 1] !== i) list.push(i);
  }
  /** Every piece of `text` of 1 to 3 UTF-16 units (a substring of `text` has all of its own). */
  addPieces(text: string, i: number) {
    for (let g = 1; g <= 3; g++) for (let k = 0; k + g <= text.length; k++) this.add(text.slice(k, k + g), i);
  }
  freeze(): void {
    this.keys = new Map([...this.open.keys()].map((k, i) => [k, i]));
    this.lists = new Flat([...this.open.values()]);
    this.open.clear();
  }
  get(key: string): Int32Array | undefined {
    const id = this.keys.get(key);
    return id === undefined ? undefined : this.lists.list(id);
  }
  /** The names that may contain `text`: those of its rarest piece (every piece must be there). */
  containing(text: string): Int32Array {
    const g = Math.min(3, text.length);
    let best = -1;
    for (let k = 0; k + g <= text.length; k++) {
      const id = this.keys.get(text.slice(k, k + g));
      if (id === undefined) return NO_NAMES;
      if (best < 0 || this.lists.length(id) < this.lists.length(best)) best = id;
    }
    return best < 0 ? NO_NAMES : this.lists.list(best);
  }
}

/** Numbers that mark what belongs to one query (or one run), so that no array is cleared between them. */
class Stamps {
  readonly marks: Uint32Array;
  private last = 0;
  constructor(size: number) {
    this.marks = new Uint32Array(size);
  }
  next(): number {
    if (this.last === 0xffffffff) {
      this.marks.fill(0);
      this.last = 0;
    }
    return ++this.last;
  }
  get current(): number {
    return this.last;
  }
}

function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * The letters of a word as bits (UTF-16 unit modulo 32: a–z each a bit of their own). Letters that
 * share a bit are counted once, so a count of letters one word lacks is never above the true one.
 */
function letterBits(word: string): number {
  let bits = 0;
  for (let k = 0; k < word.length; k++) bits |= 1 << (word.charCodeAt(k) & 31);
  return bits >>> 0;
}

/** Ids for keys, in the order they are first seen. */
class Ids {
  private readonly ids = new Map<string, number>();
  readonly keys: string[] = [];
  id(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.keys.length;
      this.ids.set(key, id);
      this.keys.push(key);
    }
    return id;
  }
  get(key: string): number | undefined {
    return this.ids.get(key);
  }
}

/** Postings by id, built in the order of the names' indexes, each name once per id. */
function postingsOf(lists: Flat, ids: number): Flat {
  const out: number[][] = Array.from({ length: ids }, () => []);
  for (let i = 0; i < lists.at.length - 1; i++)
    for (let k = lists.at[i]; k < lists.at[i + 1]; k++) {
      const l = out[lists.data[k]];
      if (l[l.length - 1] !== i) l.push(i);
    }
  return new Flat(out);
}

/** Lists of numbers one after another in one array (list i is data[at[i]] … data[at[i + 1] - 1]). */
class Flat {
  readonly data: Int32Array;
  readonly at: Int32Array;
  constructor(lists: readonly ArrayLike<number>[]) {
    this.at = new Int32Array(lists.length + 1);
    lists.forEach((l, i) => (this.at[i + 1] = this.at[i] + l.length));
    this.data = new Int32Array(this.at[lists.length]);
    lists.forEach((l, i) => this.data.set(l, this.at[i]));
  }
  length(i: number): number {
    return this.at[i + 1] - this.at[i];
  }
  /** List i as a view (no copy). */
  list(i: number): Int32Array {
    return this.data.subarray(this.at[i], this.at[i + 1]);
  }
}

/**
 * Every name form of the catalogue indexed for rankName, so that a query looks only at the names that
 * can match it, and mostly through lists rather than name by name:
 * - exact forms through the pieces (1–3 letters) of the names, of pinyin and initials, and the aliases;
 * - fuzzy matches through the words of the English names: a word whose own best run of trigrams
 *   reaches FUZZY_MIN makes every name with it a match (long keywords share all of "university"); the
 *   other names with a word that has a query trigram are decided by bounds (the query trigrams they
 *   have, counted from bit masks per word; a pass over the name), measured only when those cannot tell;
 * - typos through the words of all names within edit distance, the rarest typed word first.
 * match() answers exactly what rankName answers for every name (tested against trying every name).
 */
export class NameIndex {
  private readonly trigrams = new Ids();
  /**
   * Per name: the trigram ids of its English name in order, how many different, per trigram whether
   * the name has it before (1) and after (2) it too (aligned with sequences.data), and an id for each
   * time a trigram comes again.
   */
  private readonly sequences: Flat;
  private readonly distinct: Int32Array;
  private readonly elsewhere: Uint8Array;
  private readonly extras: Flat;
  /** Per trigram id: the names that have it. */
  private readonly postings: Flat;
  /** The words of the English names (as trigrams are made): their trigrams, names, and per name its words in order. */
  private readonly words = new Ids();
  private readonly wordTrigrams: Flat;
  private readonly wordNames: Flat;
  private readonly nameWords: Flat;
  /** Per trigram id: the words that have it. */
  private readonly trigramWords: Flat;
  private readonly texts = new Postings();
  private readonly spellings = new Postings();
  private readonly aliases = new Postings();
  /** The words of enWords (typos): spelling, names, per name its words, by length, near words of a typed word. */
  private readonly spelled = new Ids();
  private readonly spelledNames: Flat;
  private readonly nameSpelled: Flat;
  private readonly spelledByLength = new Map<number, number[]>();
  private readonly nearWordsOf = new Map<string, Int32Array>();
  /** Per spelled word: the bits of its letters (letterBits), for a bound before the edit distance. */
  private readonly spelledLetters: Uint32Array;
  private readonly queryMarks: Stamps;
  private readonly runMarks: Stamps;
  private readonly nameMarks: Stamps;

  constructor(private readonly names: readonly PreparedName[]) {
    const wordTrigramIds: Int32Array[] = [];
    const nameWords = names.map((n, i) => {
      this.texts.addPieces(n.nameLower, i);
      this.texts.addPieces(n.enLower, i);
      this.spellings.addPieces(n.pinyin, i);
      this.spellings.addPieces(n.initials, i);
      for (const a of n.aliases) this.aliases.add(a, i);
      return Int32Array.from(trigramWords(n.enLower), (w) => {
        const id = this.words.id(w);
        if (id === wordTrigramIds.length) wordTrigramIds.push(Int32Array.from(wordTrigrams(w), (t) => this.trigrams.id(t)));
        return id;
      });
    });
    this.texts.freeze();
    this.spellings.freeze();
    this.aliases.freeze();
    this.nameWords = new Flat(nameWords);
    this.wordTrigrams = new Flat(wordTrigramIds);
    this.wordNames = postingsOf(this.nameWords, wordTrigramIds.length);
    this.trigramWords = postingsOf(this.wordTrigrams, this.trigrams.keys.length);
    // The English name's trigrams are those of its words in turn (as trigramsInOrder makes them).
    const sequences = nameWords.map((words) => {
      const seq: number[] = [];
      for (const w of words) seq.push(...wordTrigramIds[w]);
      return seq;
    });
    this.sequences = new Flat(sequences);
    this.postings = postingsOf(this.sequences, this.trigrams.keys.length);
    this.distinct = Int32Array.from(sequences, (seq) => new Set(seq).size);
    this.elsewhere = new Uint8Array(this.sequences.data.length);
    this.extras = new Flat(
      sequences.map((seq, i) => {
        const once = new Set<number>();
        const again: number[] = [];
        seq.forEach((t, p) => {
          if (once.has(t)) again.push(t);
          else once.add(t);
          this.elsewhere[this.sequences.at[i] + p] = (seq.indexOf(t) < p ? 1 : 0) | (seq.lastIndexOf(t) > p ? 2 : 0);
        });
        return again;
      }),
    );
    this.nameSpelled = new Flat(
      names.map((n) => {
        const ids = new Set<number>();
        for (const w of n.enWords) {
          if (!w) continue;
          const known = this.spelled.keys.length;
          const id = this.spelled.id(w);
          if (id === known) {
            const sameLength = this.spelledByLength.get(w.length);
            if (sameLength) sameLength.push(id);
            else this.spelledByLength.set(w.length, [id]);
          }
          ids.add(id);
        }
        return [...ids];
      }),
    );
    this.spelledNames = postingsOf(this.nameSpelled, this.spelled.keys.length);
    this.spelledLetters = Uint32Array.from(this.spelled.keys, letterBits);
    this.queryMarks = new Stamps(this.trigrams.keys.length);
    this.runMarks = new Stamps(this.trigrams.keys.length);
    this.nameMarks = new Stamps(names.length);
  }

  /** Every name, as the answer to no query: all rank 0, similarity 0. */
  all(): NameMatches {
    const count = this.names.length;
    return {
      ranks: new Int8Array(count),
      members: Array.from({ length: count }, (_, i) => i),
      exact: count,
      count,
      perRank: [count, 0, 0, 0],
      querySize: 0,
      rarest: [],
      shared: () => 0,
      sim: () => 0,
      mayReach: () => true,
    };
  }

  /** Every name that matches the query, with its rank; similarities measured on demand. */
  match(q: PreparedQuery): NameMatches {
    const count = this.names.length;
    const ranks = new Int8Array(count).fill(-1);
    const nameMarks = this.nameMarks.marks;
    const perRank = [0, 0, 0, 0];
    const members: number[] = [];

    // Exact forms: the names that have the keyword's rarest piece, checked one by one.
    if (!q.kw) {
      // Every name starts with the empty word.
      for (let i = 0; i < count; i++) {
        ranks[i] = exactRank(q, this.names[i]);
        if (ranks[i] >= 0) {
          perRank[ranks[i]]++;
          members.push(i);
        }
      }
    } else {
      const stamp = this.nameMarks.next();
      for (const list of [this.texts.containing(q.kw), this.spellings.containing(q.compact), this.aliases.get(q.kw) ?? NO_NAMES])
        for (let k = 0; k < list.length; k++) {
          const i = list[k];
          if (nameMarks[i] === stamp) continue;
          nameMarks[i] = stamp;
          const r = exactRank(q, this.names[i]);
          if (r >= 0) {
            ranks[i] = r;
            perRank[r]++;
            members.push(i);
          }
        }
    }

    // The words that have a query trigram, each with the bits of the query trigrams it has.
    const querySize = q.trigrams.size;
    const queryIds: number[] = [];
    for (const t of q.trigrams) {
      const id = this.trigrams.get(t);
      if (id !== undefined) queryIds.push(id);
    }
    const width = Math.max(1, Math.ceil(queryIds.length / 32));
    const slotOf = new Int32Array(this.words.keys.length).fill(-1);
    const touching: number[] = [];
    let masks = new Uint32Array(64 * width);
    const { data: words, at: wordsFrom } = this.trigramWords;
    queryIds.forEach((id, bit) => {
      for (let k = wordsFrom[id]; k < wordsFrom[id + 1]; k++) {
        const w = words[k];
        let slot = slotOf[w];
        if (slot < 0) {
          slot = slotOf[w] = touching.length;
          touching.push(w);
          if ((slot + 1) * width > masks.length) {
            const more = new Uint32Array(masks.length * 2);
            more.set(masks);
            masks = more;
          }
        }
        masks[slot * width + (bit >> 5)] |= 1 << (bit & 31);
      }
    });
    const { data: wordsOf, at: wordsAt } = this.nameWords;
    // The words of the last name shared() counted, from the first to the last with a query trigram
    // (positions in wordsOf; spanTo < spanFrom when it has none).
    let spanFrom = 0;
    let spanTo = -1;
    /** How many query trigrams a name has (each counted once): the bits of its words together. */
    const shared = (i: number) => {
      const from = wordsAt[i];
      const to = wordsAt[i + 1];
      spanFrom = 0;
      spanTo = -1;
      if (width === 1) {
        let bits = 0;
        for (let k = from; k < to; k++) {
          const slot = slotOf[wordsOf[k]];
          if (slot >= 0) {
            bits |= masks[slot];
            if (spanTo < 0) spanFrom = k;
            spanTo = k;
          }
        }
        return popcount(bits);
      }
      let total = 0;
      for (let part = 0; part < width; part++) {
        let bits = 0;
        for (let k = from; k < to; k++) {
          const slot = slotOf[wordsOf[k]];
          if (slot >= 0) {
            bits |= masks[slot * width + part];
            if (part === 0) {
              if (spanTo < 0) spanFrom = k;
              spanTo = k;
            }
          }
        }
        total += popcount(bits);
      }
      return total;
    };
    // A best run of trigrams starts and ends on query trigrams, so it lies within the name's words
    // from the first to the last that has one: names with the same such words (most of "… City
    // College", every copy of a name) have the same similarity, measured once per query.
    const spans = new Map<number, Span>();
    /** The span of the name shared() counted last (shared(i) first), or null when another span has its hash. */
    const spanOfLast = (): Span | null => {
      let h = spanTo - spanFrom;
      for (let k = spanFrom; k <= spanTo; k++) h = Math.imul(h ^ wordsOf[k], 0x9e3779b1);
      const known = spans.get(h);
      if (!known) {
        const made: Span = { from: spanFrom, to: spanTo, fits: 0, sim: -1 };
        spans.set(h, made);
        return made;
      }
      if (known.to - known.from !== spanTo - spanFrom) return null;
      for (let k = 0; k <= spanTo - spanFrom; k++) if (wordsOf[known.from + k] !== wordsOf[spanFrom + k]) return null;
      return known;
    };
    let queryStamp = 0;
    const marked = () => {
      if (queryStamp === 0 || this.queryMarks.current !== queryStamp) {
        queryStamp = this.queryMarks.next();
        for (const id of queryIds) this.queryMarks.marks[id] = queryStamp;
      }
      return queryStamp;
    };
    const sims = new Map<number, number>();
    const sim = (i: number) => {
      let s = sims.get(i);
      if (s === undefined) {
        const c = shared(i);
        const span = c ? spanOfLast() : null;
        if (span && span.sim >= 0) s = span.sim;
        else {
          s = c ? this.similarity(this.sequences, i, marked(), querySize, c) : 0;
          if (span) span.sim = s;
        }
        sims.set(i, s);
      }
      return s;
    };

    // The names with each query trigram, the shortest list first: a name with `need` of the K
    // trigrams has one of the first K − need + 1.
    const rarest = queryIds.map((id) => this.postings.list(id)).sort((x, y) => x.length - y.length);
    // Whether a name reaches (or passes) a similarity: by word, else by position (reaches()).
    let wordRunsOf = -1;
    let byWord: Float64Array = new Float64Array(0);
    let byWordDone: Uint8Array = new Uint8Array(0);
    const bounds = (i: number, floor: number, strictly = false) => {
      const stamp = marked();
      if (floor !== wordRunsOf) {
        byWord = new Float64Array(touching.length * 4);
        byWordDone = new Uint8Array(touching.length);
        wordRunsOf = floor;
      }
      const reach = this.reachesByWord(i, byWord, byWordDone, slotOf, stamp, querySize, floor, strictly);
      return reach !== 0 ? reach : this.reaches(i, stamp, querySize, floor, strictly);
    };
    const mayReach = (i: number, floor: number, strictly = false) => {
      const known = sims.get(i);
      if (known !== undefined) return strictly ? known > floor : known >= floor;
      return bounds(i, floor, strictly) >= 0;
    };

    if (q.fuzzy && querySize) {
      const stamp = marked();
      // A word whose own best run reaches FUZZY_MIN: every name with it matches.
      const { data: namesOfWord, at: namesFrom } = this.wordNames;
      for (const w of touching) {
        let c = 0;
        for (let part = 0; part < width; part++) c += popcount(masks[slotOf[w] * width + part]);
        if (c / querySize < FUZZY_MIN || this.similarity(this.wordTrigrams, w, stamp, querySize, c) < FUZZY_MIN) continue;
        for (let k = namesFrom[w]; k < namesFrom[w + 1]; k++)
          if (ranks[namesOfWord[k]] < 0) {
            ranks[namesOfWord[k]] = 3;
            perRank[3]++;
            members.push(namesOfWord[k]);
          }
      }
      // The other names with enough of the query's trigrams (a name's similarity is at most
      // shared / querySize: all of them in one run of nothing else). Decided by the least bound
      // first: the whole name as one run; the best run counted by word (Kadane); by position;
      // measured (or known from a name with the same words, spanOfLast).
      let need = Math.max(1, Math.ceil(FUZZY_MIN * querySize) - 1);
      while (need / querySize < FUZZY_MIN) need++;
      const seen = this.nameMarks.next();
      for (let r = 0; r <= rarest.length - need; r++) {
        const list = rarest[r];
        for (let k = 0; k < list.length; k++) {
          const i = list[k];
          if (ranks[i] >= 0 || nameMarks[i] === seen) continue;
          nameMarks[i] = seen;
          const c = shared(i);
          if (c < need) continue;
          if (c / (querySize + this.distinct[i] - c) < FUZZY_MIN) {
            const span = spanOfLast();
            if (span && span.fits !== 0) {
              if (span.fits < 0) continue;
            } else {
              const reach = bounds(i, FUZZY_MIN);
              const fits = reach > 0 || (reach === 0 && sim(i) >= FUZZY_MIN);
              if (span) span.fits = fits ? 1 : -1;
              if (!fits) continue;
            }
          }
          ranks[i] = 3;
          perRank[3]++;
          members.push(i);
        }
      }
    }
    if (q.typoWords.length) perRank[3] += this.typos(q.typoWords, ranks, members);
    const found = perRank[0] + perRank[1] + perRank[2] + perRank[3];
    return { ranks, members, exact: perRank[0] + perRank[1] + perRank[2], count: found, perRank, querySize, rarest, shared, sim, mayReach };
  }

  /** Marks the names not matched yet whose words are near every typed word (rank 3); how many. */
  private typos(words: readonly string[], ranks: Int8Array, members: number[]): number {
    const near = words.map((w) => this.nearWords(w));
    if (near.some((l) => !l.length)) return 0;
    // The typed word whose near words name the fewest names leads; the others are checked per name.
    const reach = near.map((l) => l.reduce((sum, id) => sum + this.spelledNames.length(id), 0));
    const lead = reach.indexOf(Math.min(...reach));
    const others = near
      .filter((_, k) => k !== lead)
      .map((l) => {
        const isNear = new Uint8Array(this.spelled.keys.length);
        for (const id of l) isNear[id] = 1;
        return isNear;
      });
    const stamp = this.nameMarks.next();
    const nameMarks = this.nameMarks.marks;
    let found = 0;
    const { data: namesOf, at: namesAt } = this.spelledNames;
    const { data: spelledOf, at: spelledAt } = this.nameSpelled;
    /** Whether name i has a word marked in isNear. */
    const hasNear = (i: number, isNear: Uint8Array) => {
      for (let k = spelledAt[i]; k < spelledAt[i + 1]; k++) if (isNear[spelledOf[k]] === 1) return true;
      return false;
    };
    for (const id of near[lead]) {
      for (let k = namesAt[id]; k < namesAt[id + 1]; k++) {
        const i = namesOf[k];
        if (nameMarks[i] === stamp) continue;
        nameMarks[i] = stamp;
        if (ranks[i] >= 0) continue;
        if (others.every((isNear) => hasNear(i, isNear))) {
          ranks[i] = 3;
          members.push(i);
          found++;
        }
      }
    }
    return found;
  }

  /** Ids of the words of all names within the edit distance a typed word allows (kept per typed word). */
  private nearWords(w: string): Int32Array {
    let ids = this.nearWordsOf.get(w);
    if (!ids) {
      const max = w.length >= 6 ? 2 : 1;
      const out: number[] = [];
      const letters = letterBits(w);
      for (let len = w.length - max; len <= w.length + max; len++)
        for (const id of this.spelledByLength.get(len) ?? []) {
          // Each edit brings in at most one letter the other word lacks and takes out at most one:
          // a word with more than `max` letters the typed word lacks (or the other way) is too far.
          const own = this.spelledLetters[id];
          if (popcount(own & ~letters) > max || popcount(letters & ~own) > max) continue;
          if (withinDistance(this.spelled.keys[id], w, max)) out.push(id);
        }
      ids = Int32Array.from(out);
      if (this.nearWordsOf.size >= 5000) this.nearWordsOf.delete(this.nearWordsOf.keys().next().value as string);
      this.nearWordsOf.set(w, ids);
    }
    return ids;
  }

  /**
   * Per word with a query trigram (by slot): the sums of weights +1 (query trigram) and −floor
   * (other) over the word — whole, best start, best end, best run — for reachesByWord.
   */
  /**
   * The four sums of one word (total, best start, best end, best run of +1 per query trigram and
   * −floor per other), written into `out` at the word's slot. Worked out for a word when a name with
   * it is first bounded, not for every word that shares a trigram with the query: with thousands of
   * names most of those words belong to no name that is ever bounded.
   */
  private wordRun(w: number, slot: number, out: Float64Array, stamp: number, floor: number): void {
    const inQuery = this.queryMarks.marks;
    const { data: seq, at } = this.wordTrigrams;
    let total = 0;
    let start = 0;
    let run = 0;
    let best = 0;
    for (let p = at[w]; p < at[w + 1]; p++) {
      const x = inQuery[seq[p]] === stamp ? 1 : -floor;
      total += x;
      if (total > start) start = total;
      run = Math.max(0, run + x);
      if (run > best) best = run;
    }
    out[slot * 4] = total;
    out[slot * 4 + 1] = start;
    out[slot * 4 + 2] = run;
    out[slot * 4 + 3] = best;
  }

  /**
   * reaches() from the words of the name instead of its trigrams: the best run of +1 (query trigram)
   * and −floor (other) by position is put together from the sums of each word (wordRun), and a
   * trigram that comes again in the name moves it by at most 1 (query trigram) or floor (other).
   */
  private reachesByWord(
    i: number,
    byWord: Float64Array,
    done: Uint8Array,
    slotOf: Int32Array,
    stamp: number,
    querySize: number,
    floor: number,
    strictly = false,
  ): number {
    const { data: words, at } = this.nameWords;
    let ending = 0;
    let best = 0;
    for (let k = at[i]; k < at[i + 1]; k++) {
      const slot = slotOf[words[k]];
      if (slot < 0) {
        ending = Math.max(0, ending - floor * this.wordTrigrams.length(words[k]));
        continue;
      }
      if (done[slot] === 0) {
        this.wordRun(words[k], slot, byWord, stamp, floor);
        done[slot] = 1;
      }
      const base = slot * 4;
      best = Math.max(best, byWord[base + 3], ending + byWord[base + 1]);
      ending = Math.max(byWord[base + 2], ending + byWord[base]);
    }
    if (ending > best) best = ending;
    let again = 0;
    let againOther = 0;
    const extras = this.extras;
    for (let k = extras.at[i]; k < extras.at[i + 1]; k++) {
      if (this.queryMarks.marks[extras.data[k]] === stamp) again++;
      else againOther++;
    }
    const need = floor * querySize;
    if (best - again > need + 1e-9) return 1;
    const high = best + floor * againOther;
    return (strictly ? high <= need + 1e-9 : high < need - 1e-9) ? -1 : 0;
  }

  /**
   * Whether some run of the name reaches a similarity of `floor` (or, `strictly`, passes it): 1
   * surely, -1 surely not, 0 the bounds cannot tell. A run reaches it when shared − floor·others ≥
   * floor·q, counting distinct trigrams. Counted by position instead, the best such sum of a run is
   * found in one pass (Kadane), once at most and once at least the true best: a trigram the name has
   * more than once counts as shared only where it comes first (at least) and as other only where it
   * comes last (at most). Only a name with a trigram twice, or one just at the floor, stays undecided.
   */
  private reaches(i: number, stamp: number, querySize: number, floor: number, strictly = false): number {
    const inQuery = this.queryMarks.marks;
    const { data: seq, at } = this.sequences;
    const elsewhere = this.elsewhere;
    let low = 0;
    let lowRun = 0;
    let high = 0;
    let highRun = 0;
    for (let p = at[i]; p < at[i + 1]; p++) {
      if (inQuery[seq[p]] === stamp) {
        lowRun += elsewhere[p] & 1 ? 0 : 1;
        highRun += 1;
      } else {
        lowRun = Math.max(0, lowRun - floor);
        highRun = Math.max(0, highRun - (elsewhere[p] & 2 ? 0 : floor));
      }
      if (lowRun > low) low = lowRun;
      if (highRun > high) high = highRun;
    }
    const need = floor * querySize;
    if (low > need + 1e-9) return 1;
    return (strictly ? high <= need + 1e-9 : high < need - 1e-9) ? -1 : 0;
  }

  /**
   * wordSimilarity over trigram ids: of list `k` of `lists` (a name's or a word's trigrams), with the
   * query's marked with `stamp` and `shared` of them in the list. The same runs are measured the same
   * way, less those that cannot be the best: a run that could take in the shared trigram before it,
   * and a run longer than one whose best possible value is no better.
   */
  private similarity(lists: Flat, k: number, stamp: number, querySize: number, shared: number): number {
    const inQuery = this.queryMarks.marks;
    const marks = this.runMarks.marks;
    const seq = lists.data;
    const from = lists.at[k];
    const to = lists.at[k + 1];
    let best = 0;
    for (let i = from; i < to; i++) {
      if (inQuery[seq[i]] !== stamp || (i > from && inQuery[seq[i - 1]] === stamp)) continue;
      const run = this.runMarks.next();
      let seen = 0;
      let common = 0;
      for (let j = i; j < to; j++) {
        const t = seq[j];
        const isShared = inQuery[t] === stamp;
        if (marks[t] !== run) {
          marks[t] = run;
          seen++;
          if (isShared) common++;
        }
        if (isShared) {
          const s = common / (querySize + seen - common);
          if (s > best) best = s;
        } else if (shared / (querySize + seen - common) <= best) break;
      }
      if (best === 1) break;
    }
    return best;
  }
}

/**
 * Of the matches that pass `keep` (all without it): how many, and the positions [start, start + size)
 * in the order of the autocomplete — `first` (a name index, or -1) when it is among them, then by
 * rank, then by word similarity (higher first), then by index. Only the ranks on the page are
 * ordered, and similarities are measured only where that order needs them.
 */
export function pageOfMatches(
  m: NameMatches,
  keep: ((i: number) => boolean) | null,
  first: number,
  start: number,
  size: number,
): { page: number[]; total: number } {
  const { ranks } = m;
  const counts = [...m.perRank];
  if (keep) {
    counts.fill(0);
    for (const i of m.members) if (keep(i)) counts[ranks[i]]++;
  }
  const total = counts[0] + counts[1] + counts[2] + counts[3];
  const firstIn = first >= 0 && ranks[first] >= 0 && (!keep || keep(first));
  if (firstIn) counts[ranks[first]]--;
  const page: number[] = [];
  const end = start + size;
  let at = 0;
  if (firstIn) {
    if (start === 0 && size > 0) page.push(first);
    at = 1;
  }
  for (let r = 0; r < 4; r++) {
    if (at >= end) break;
    if (counts[r] && at + counts[r] > start) {
      const member = (i: number) => ranks[i] === r && i !== first && (!keep || keep(i));
      const best = bestOfRank(m, r, member, counts[r], Math.min(counts[r], end - at));
      for (let k = Math.max(0, start - at); k < best.length; k++) page.push(best[k]);
    }
    at += counts[r];
  }
  return { page, total };
}

/**
 * The first `take` of the `size` names that are `member`s, by similarity (higher first), then index.
 * A few are simply sorted. Many are taken in the order of the query trigrams' lists, rarest first:
 * once the first r lists are read, a name not seen has at most K − r of the query trigrams, so its
 * similarity is at most (K − r) / querySize, and the names kept so far may be final.
 */
function bestOfRank(m: NameMatches, rank: number, member: (i: number) => boolean, size: number, take: number): number[] {
  const { ranks, querySize, rarest } = m;
  const bySim = (a: number, b: number) => m.sim(b) - m.sim(a) || a - b;
  if (take * 4 >= size || size <= 64) {
    const these = rank < 3 ? m.members.slice(0, m.exact) : m.members.slice(m.exact);
    return these.filter(member).sort(bySim).slice(0, take);
  }
  const kept: number[] = [];
  const last = () => kept[take - 1];
  const full = () => kept.length === take;
  const consider = (i: number) => {
    if (full()) {
      const floor = m.sim(last());
      const bound = querySize ? m.shared(i) / querySize : 0;
      // After the last one kept, a name must pass its similarity; before it, reach it.
      const after = i > last();
      if (bound < floor || (bound === floor && after) || !m.mayReach(i, floor, after)) return;
    }
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (bySim(kept[mid], i) < 0) lo = mid + 1;
      else hi = mid;
    }
    if (lo < take) {
      kept.splice(lo, 0, i);
      if (kept.length > take) kept.pop();
    }
  };
  const seen = new Uint8Array(ranks.length);
  for (let r = 0; r < rarest.length; r++) {
    const list = rarest[r];
    for (let k = 0; k < list.length; k++) {
      const i = list[k];
      if (seen[i]) continue;
      seen[i] = 1;
      if (member(i)) consider(i);
    }
    if (full() && m.sim(last()) > (rarest.length - r - 1) / querySize) return kept;
  }
  // The names with none of the query's trigrams: similarity 0, in index order.
  for (let i = 0; i < ranks.length; i++) {
    if (full() && (m.sim(last()) > 0 || last() < i)) break;
    if (!seen[i] && member(i)) consider(i);
  }
  return kept;
}
