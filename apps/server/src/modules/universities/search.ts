// The search form every catalogue list shares (universities, majors, cases): university name
// matching, the country and major conditions, and the page of rows parsed by its answer schema.
// Name matching covers the Chinese name, English name, pinyin, pinyin initials, aliases (ucl, 墨大)
// and English typos (trigram word similarity); exact names and aliases rank first, then prefixes.
import { sql, type SQL } from 'drizzle-orm';
import type { UniListBody } from '@portal/shared';
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

export function countryIdsOf(b: { countryId?: string; countryIds?: string[]; countryIdList?: string[] }): string[] {
  return [...new Set([...(b.countryIds ?? []), ...(b.countryIdList ?? []), ...(b.countryId ? [b.countryId] : [])])];
}

/** Conditions on majors (alias m) from the search form. Tuition counts only with exactly one country. */
export function majorConditions(b: Partial<UniListBody>, countryIds: string[]): SQL[] {
  const c: SQL[] = [sql`m.major_status = '0'`];
  if (b.majorFocusList?.length)
    c.push(
      sql`(${sql.join(
        b.majorFocusList.map((f) => sql`(',' || m.major_focus || ',') LIKE ${`%,${f},%`}`),
        sql` OR `,
      )})`,
    );
  if (b.majorType) c.push(sql`m.degree_type = ${b.majorType}`);
  if (b.stipendShow === '1') c.push(sql`m.stipend > 0`);
  if (b.gpa && !Number.isNaN(Number(b.gpa))) c.push(sql`(m.min_gpa IS NULL OR m.min_gpa <= ${Number(b.gpa)})`);
  if (countryIds.length === 1) {
    if (b.majorTuitionMin) c.push(sql`m.major_tuition >= ${Number(b.majorTuitionMin)}`);
    if (b.majorTuitionMax) c.push(sql`m.major_tuition <= ${Number(b.majorTuitionMax)}`);
  }
  const names = [...(b.majorNameList ?? []), ...(b.majorName ? [b.majorName] : [])].filter(Boolean);
  if (names.length)
    c.push(
      sql`(${sql.join(
        names.map(
          (n) => sql`(m.major_name ILIKE ${`%${likeEscape(n)}%`} OR lower(m.major_en_name) LIKE ${`%${likeEscape(n.toLowerCase())}%`})`,
        ),
        sql` OR `,
      )})`,
    );
  return c;
}

export const hasMajorFilter = (b: Partial<UniListBody>) =>
  Boolean(
    b.majorFocusList?.length ||
    b.majorType ||
    b.stipendShow === '1' ||
    b.gpa ||
    b.majorTuitionMin ||
    b.majorTuitionMax ||
    b.majorNameList?.length ||
    b.majorName,
  );

/** `IN (...)` of a list of values. */
export const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
