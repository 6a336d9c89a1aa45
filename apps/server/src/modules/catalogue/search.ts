// University name matching shared by every list: Chinese name, English name, pinyin, pinyin
// initials, aliases (ucl, 墨大) and English typos (trigram word similarity); exact names and
// aliases rank first, then prefix matches.
import { sql, type SQL } from 'drizzle-orm';
import { likeEscape } from '../../lib/sql';

export function uniNameMatch(raw: string, alias = 'u'): { where: SQL; rank: SQL } {
  const kw = raw.trim().toLowerCase();
  const a = sql.raw(alias);
  const compact = kw.replace(/\s+/g, '');
  const like = `%${likeEscape(kw)}%`;
  const prefix = `${likeEscape(compact)}%`;
  // Typos: every typed word of 4+ letters is within a small edit distance of a word of the name.
  const words = /^[a-z][a-z\s'-]*$/.test(kw) ? kw.split(/\s+/).filter((w) => w.length >= 4) : [];
  const typo = words.length
    ? sql.join(
        words.map(
          (w) => sql`EXISTS (SELECT 1 FROM unnest(${a}.en_words) AS nw(w)
                     WHERE abs(length(nw.w) - ${w.length}) <= 2 AND levenshtein(nw.w, ${w}) <= ${w.length >= 6 ? 2 : 1})`,
        ),
        sql` AND `,
      )
    : sql`FALSE`;
  // A name students use besides the full ones (ucl, 墨大): matched whole, through the GIN index.
  const byAlias = sql`${a}.aliases @> ARRAY[${kw}]::text[]`;
  const where = sql`(${byAlias} OR ${a}.uni_name ILIKE ${like} OR lower(${a}.uni_en_name) LIKE ${like}
    OR ${a}.pinyin LIKE ${prefix} OR ${a}.initials LIKE ${prefix}
    OR (char_length(${kw}) >= 4 AND word_similarity(${kw}, lower(${a}.uni_en_name)) >= 0.45)
    OR (${typo}))`;
  const wordStart = `% ${likeEscape(kw)}%`;
  const rank = sql`CASE WHEN ${a}.uni_name = ${raw.trim()} OR lower(${a}.uni_en_name) = ${kw} OR ${byAlias} THEN 0
    WHEN ${a}.uni_name ILIKE ${`${likeEscape(kw)}%`} OR (' ' || lower(${a}.uni_en_name)) LIKE ${wordStart}
      OR ${a}.pinyin LIKE ${prefix} OR ${a}.initials LIKE ${prefix} THEN 1
    WHEN ${a}.uni_name ILIKE ${like} OR lower(${a}.uni_en_name) LIKE ${like} THEN 2
    ELSE 3 END`;
  return { where, rank };
}
