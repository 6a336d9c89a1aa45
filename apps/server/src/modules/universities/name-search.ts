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
  /** Trigrams of the English name in their order (word similarity). */
  enTrigrams: readonly string[];
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

/** Trigrams as pg_trgm makes them: lower case, per word of letters or digits, padded "  w" … "d ". */
export function trigramsInOrder(text: string): string[] {
  const out: string[] = [];
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = ['  ', ...word, ' '].join('');
    const cps = [...chars];
    for (let i = 0; i + 3 <= cps.length; i++) out.push(cps[i] + cps[i + 1] + cps[i + 2]);
  }
  return out;
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

export function prepareName(f: NameForms): PreparedName {
  const enLower = f.uniEnName.toLowerCase();
  return {
    name: f.uniName,
    nameLower: f.uniName.toLowerCase(),
    enLower,
    enSpaced: ` ${enLower}`,
    pinyin: f.pinyin,
    initials: f.initials,
    aliases: new Set(f.aliases),
    enWords: f.enWords,
    enTrigrams: trigramsInOrder(enLower),
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

/** Whether a name matches a query only fuzzily (trigram similarity or per-word typos). */
export function fuzzyMatch(q: PreparedQuery, n: PreparedName): boolean {
  return (q.fuzzy && wordSimilarity(q.trigrams, n.enTrigrams) >= FUZZY_MIN) || typoMatch(q, n);
}

/** The least word similarity of a fuzzy match. */
export const FUZZY_MIN = 0.45;

/** The rank of a name for a query (0 best, 3 fuzzy), or -1 when it does not match. */
export function rankName(q: PreparedQuery, n: PreparedName): number {
  const r = exactRank(q, n);
  if (r >= 0) return r;
  return fuzzyMatch(q, n) ? 3 : -1;
}

/**
 * The names that can match a query only fuzzily, found without trying every name: a name needs at
 * least FUZZY_MIN of the query's trigrams to reach that similarity (postings of trigrams), and each
 * typed word needs a word of the name within its edit distance (looked up in the words of all names).
 */
export class FuzzyIndex {
  private readonly postings = new Map<string, number[]>();
  private readonly words = new Map<string, number[]>();

  constructor(private readonly names: readonly PreparedName[]) {
    names.forEach((n, i) => {
      for (const t of new Set(n.enTrigrams)) {
        const list = this.postings.get(t);
        if (list) list.push(i);
        else this.postings.set(t, [i]);
      }
      for (const w of new Set(n.enWords)) {
        if (!w) continue;
        const list = this.words.get(w);
        if (list) list.push(i);
        else this.words.set(w, [i]);
      }
    });
  }

  /** Indexes of the names that match the query fuzzily, with their word similarity where it was measured. */
  matches(q: PreparedQuery): Map<number, number> {
    const out = new Map<number, number>();
    if (q.fuzzy && q.trigrams.size) {
      const shared = new Map<number, number>();
      for (const t of q.trigrams) for (const i of this.postings.get(t) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
      const need = FUZZY_MIN * q.trigrams.size;
      for (const [i, c] of shared) {
        if (c < need) continue;
        const sim = wordSimilarity(q.trigrams, this.names[i].enTrigrams);
        if (sim >= FUZZY_MIN) out.set(i, sim);
      }
    }
    if (q.typoWords.length) {
      let all: Set<number> | undefined;
      for (const w of q.typoWords) {
        const max = w.length >= 6 ? 2 : 1;
        const near = new Set<number>();
        for (const [word, list] of this.words)
          if (Math.abs(word.length - w.length) <= 2 && levenshtein(word, w) <= max) for (const i of list) near.add(i);
        const before: Set<number> | undefined = all;
        all = before ? new Set([...before].filter((i) => near.has(i))) : near;
        if (!all.size) break;
      }
      if (all) for (const i of all) if (!out.has(i)) out.set(i, -1);
    }
    return out;
  }
}
