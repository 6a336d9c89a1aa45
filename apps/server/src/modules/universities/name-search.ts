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
  let best = 0;
  for (let i = 0; i < name.length; i++) {
    if (!query.has(name[i])) continue; // a best run starts and ends on a shared trigram
    const seen = new Set<string>();
    let shared = 0;
    for (let j = i; j < name.length; j++) {
      const t = name[j];
      if (!seen.has(t)) {
        seen.add(t);
        if (query.has(t)) shared++;
      }
      if (query.has(t)) {
        const s = shared / (q + seen.size - shared);
        if (s > best) best = s;
      }
    }
  }
  return best;
}

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

/** The rank of a name for a query (0 best), or -1 when it does not match. */
export function rankName(q: PreparedQuery, n: PreparedName): number {
  const { kw, compact } = q;
  const alias = n.aliases.has(kw);
  if (n.name === q.raw || n.enLower === kw || alias) return 0;
  const prefix = compact.length > 0 && (n.pinyin.startsWith(compact) || n.initials.startsWith(compact));
  if (n.nameLower.startsWith(kw) || n.enSpaced.includes(` ${kw}`) || prefix) return 1;
  if (n.nameLower.includes(kw) || n.enLower.includes(kw)) return 2;
  if (q.fuzzy && wordSimilarity(q.trigrams, n.enTrigrams) >= 0.45) return 3;
  if (typoMatch(q, n)) return 3;
  return -1;
}
