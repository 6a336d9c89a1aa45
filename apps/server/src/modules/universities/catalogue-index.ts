// The universities in memory: every open university with its card, its name forms for search and
// the facets of its open majors, so the institution lists and the autocomplete are answered without
// a query. Loaded on first use and loaded again after the database says the catalogue changed
// (change notice 'catalogue'); the view and favourite counters, which change all day, are read
// again every few seconds on their own. Several processes each keep their own copy, all current.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { uniCard, type UniCard, type UniListBody } from '@portal/shared';
import type { Db } from '../../db/client';
import { paged, rowsAs } from '../../lib/sql';
import { NameIndex, pageOfMatches, prepareName, prepareQuery, type NameMatches, type PreparedName } from './name-search';
import { countryIdsOf, hasMajorFilter } from './search';
import { UNI_CARD } from './repo';

interface MajorFacet {
  focus: string;
  degreeType: string;
  stipend: number;
  minGpa: number | null;
  tuition: number | null;
  nameLower: string;
  enLower: string;
}

export interface UniEntry {
  card: UniCard;
  majorCount: number;
  aiShow: boolean;
  forms: PreparedName;
  majors: MajorFacet[];
}

const uniRow = uniCard.extend({
  majorCount: z.number(),
  aiShow: z.boolean(),
  pinyin: z.string(),
  initials: z.string(),
  aliases: z.array(z.string()),
  enWords: z.array(z.string()).nullable(),
});
const majorRow = z.object({
  uniId: z.number(),
  focus: z.string().nullable(),
  degreeType: z.string().nullable(),
  stipend: z.coerce.number().nullable(),
  minGpa: z.coerce.number().nullable(),
  tuition: z.coerce.number().nullable(),
  name: z.string().nullable(),
  enName: z.string().nullable(),
});
const counterRow = z.object({ id: z.number(), v: z.number(), c: z.number() });

/** How long the view and favourite counters shown in lists may lag behind the database. */
export const COUNTERS_MAX_AGE_MS = 5_000;
/** Derived values (details, figures that depend on the date) are built again at least this often. */
const MEMO_MAX_AGE_MS = 10 * 60_000;

/** A university whose majors pass the search form's major conditions (the SQL of majorConditions). */
function majorsPass(b: Partial<UniListBody>, countryIds: string[], list: MajorFacet[]): boolean {
  const focus = b.majorFocusList ?? [];
  const gpa = b.gpa && !Number.isNaN(Number(b.gpa)) ? Number(b.gpa) : null;
  const oneCountry = countryIds.length === 1;
  const min = oneCountry && b.majorTuitionMin ? Number(b.majorTuitionMin) : null;
  const max = oneCountry && b.majorTuitionMax ? Number(b.majorTuitionMax) : null;
  const names = [...(b.majorNameList ?? []), ...(b.majorName ? [b.majorName] : [])].filter(Boolean).map((n) => n.toLowerCase());
  return list.some(
    (m) =>
      (!focus.length || focus.some((f) => `,${m.focus},`.includes(`,${f},`))) &&
      (!b.majorType || m.degreeType === b.majorType) &&
      (b.stipendShow !== '1' || m.stipend > 0) &&
      (gpa === null || m.minGpa === null || m.minGpa <= gpa) &&
      (min === null || (m.tuition !== null && m.tuition >= min)) &&
      (max === null || (m.tuition !== null && m.tuition <= max)) &&
      (!names.length || names.some((n) => m.nameLower.includes(n) || m.enLower.includes(n))),
  );
}

const byRank = (a: UniEntry, b: UniEntry) => (a.card.qsRank ?? Infinity) - (b.card.qsRank ?? Infinity) || a.card.uniId - b.card.uniId;

/** The first `k` of `items` in `order` (a total order): what sorting them all and cutting would give. */
function firstInOrder<T>(items: T[], k: number, order: (a: T, b: T) => number): T[] {
  if (k * 4 >= items.length) return items.sort(order).slice(0, k);
  let kept: T[] = [];
  let last: T | undefined;
  for (const x of items) {
    if (last !== undefined && order(x, last) > 0) continue;
    kept.push(x);
    if (kept.length >= 2 * k) {
      kept = kept.sort(order).slice(0, k);
      last = kept[k - 1];
    }
  }
  return kept.sort(order).slice(0, k);
}

export class CatalogueIndex {
  private entries: UniEntry[] = [];
  private byId = new Map<number, UniEntry>();
  private names = new NameIndex([]);
  /** Entry index by university id. */
  private indexOf = new Map<number, number>();
  private loaded: Promise<void> | null = null;
  private stale = true;
  private countersAt = 0;
  private countersLoading: Promise<void> | null = null;
  /** Bumped whenever what the lists answer may have changed (cached answers carry it). */
  version = 0;
  /** Bumped when the catalogue itself changed (not its counters). */
  private contentVersion = 0;
  private memos = new Map<string, { version: number; at: number; value: Promise<unknown> }>();

  constructor(
    private readonly db: Db,
    /** Views counted here and not yet written (added to the counters read from the database). */
    private readonly unwrittenViews: (uniId: number) => number = () => 0,
  ) {}

  /**
   * The version of what the lists answer, for a cached answer to check against. Starts reading the
   * counters again (without waiting) when they are older than COUNTERS_MAX_AGE_MS.
   */
  currentVersion(): number {
    if (!this.stale && !this.loaded && Date.now() - this.countersAt > COUNTERS_MAX_AGE_MS)
      void this.refreshCounters().catch(() => undefined);
    return this.version;
  }

  /** A value derived from the catalogue (a detail), kept until the catalogue changes. */
  async memo<T>(key: string, build: () => Promise<T>): Promise<T> {
    await this.ensure();
    const hit = this.memos.get(key);
    if (hit && hit.version === this.contentVersion && Date.now() - hit.at < MEMO_MAX_AGE_MS) return hit.value as Promise<T>;
    const value = build();
    if (this.memos.size >= 5000) this.memos.delete(this.memos.keys().next().value as string);
    this.memos.set(key, { version: this.contentVersion, at: Date.now(), value });
    value.catch(() => this.memos.delete(key));
    return value;
  }

  /** A view counted by this process: shown at once. */
  addView(uniId: number): void {
    const e = this.byId.get(uniId);
    if (e) e.card = { ...e.card, viewNumber: e.card.viewNumber + 1 };
  }

  /** The catalogue changed: load it again before the next answer. */
  invalidate(): void {
    this.stale = true;
    this.version++;
    this.contentVersion++;
  }

  /** The counters changed (a favourite): read them again before the next answer. */
  countersChanged(): void {
    this.countersAt = 0;
    this.version++;
  }

  private async ensure(): Promise<void> {
    while (this.stale) {
      if (!this.loaded) {
        this.stale = false;
        this.loaded = this.load().then(
          () => {
            this.loaded = null;
          },
          (err: unknown) => {
            this.loaded = null;
            this.stale = true;
            throw err;
          },
        );
      }
      await this.loaded;
    }
    if (this.loaded) await this.loaded;
    if (Date.now() - this.countersAt > COUNTERS_MAX_AGE_MS) await this.refreshCounters();
  }

  private async load(): Promise<void> {
    const [unis, majors] = await Promise.all([
      rowsAs(
        this.db,
        uniRow,
        sql`SELECT ${UNI_CARD}, u.ai_show AS "aiShow", u.pinyin, u.initials, u.aliases, u.en_words AS "enWords",
              (SELECT count(*)::int FROM majors mm WHERE mm.uni_id = u.id AND mm.major_status = '0') AS "majorCount"
            FROM universities u JOIN countries c ON c.id = u.country_id WHERE u.status = '0'`,
      ),
      rowsAs(
        this.db,
        majorRow,
        sql`SELECT m.uni_id AS "uniId", m.major_focus AS focus, m.degree_type AS "degreeType", m.stipend, m.min_gpa AS "minGpa",
              m.major_tuition AS tuition, m.major_name AS name, m.major_en_name AS "enName"
            FROM majors m WHERE m.major_status = '0'`,
      ),
    ]);
    // Each row comes with strings of its own; the many that repeat (countries, types, words, course
    // names) are kept once, which halves the memory of a catalogue of thousands.
    const strings = new Map<string, string>();
    const one = <T extends string | null>(v: T): T => {
      if (v === null) return v;
      const known = strings.get(v);
      if (known !== undefined) return known as T;
      strings.set(v, v);
      return v;
    };
    const facets = new Map<number, MajorFacet[]>();
    for (const m of majors) {
      const list = facets.get(m.uniId) ?? [];
      list.push({
        focus: one(m.focus ?? ''),
        degreeType: one(m.degreeType ?? ''),
        stipend: m.stipend ?? 0,
        minGpa: m.minGpa,
        tuition: m.tuition,
        nameLower: one((m.name ?? '').toLowerCase()),
        enLower: one((m.enName ?? '').toLowerCase()),
      });
      facets.set(m.uniId, list);
    }
    const entries = unis.map((r): UniEntry => {
      const { majorCount, aiShow, pinyin, initials, aliases, enWords, ...row } = r;
      const card: UniCard = {
        ...row,
        countryId: one(row.countryId),
        countryName: one(row.countryName),
        countryEnName: one(row.countryEnName),
        countryFlag: one(row.countryFlag),
        city: one(row.city),
        cityCn: one(row.cityCn),
        uniType: one(row.uniType),
        stipendShow: one(row.stipendShow),
        isSpecial: one(row.isSpecial),
        isReduce: one(row.isReduce),
        uniMain: one(row.uniMain),
        applyOpen: one(row.applyOpen),
      };
      return {
        card,
        majorCount,
        aiShow,
        forms: prepareName({
          uniName: card.uniName,
          uniEnName: card.uniEnName,
          pinyin,
          initials,
          aliases: aliases.map(one),
          enWords: (enWords ?? []).map(one),
        }),
        majors: facets.get(card.uniId) ?? [],
      };
    });
    entries.sort(byRank);
    this.entries = entries;
    this.byId = new Map(entries.map((e) => [e.card.uniId, e]));
    this.indexOf = new Map(entries.map((e, i) => [e.card.uniId, i]));
    this.names = new NameIndex(entries.map((e) => e.forms));
    this.countersAt = Date.now();
    this.version++;
    this.contentVersion++;
  }

  private async refreshCounters(): Promise<void> {
    if (!this.countersLoading) {
      this.countersLoading = (async () => {
        const started = Date.now();
        const rows = await rowsAs(
          this.db,
          counterRow,
          sql`SELECT id, view_number AS v, collect_number AS c FROM universities WHERE status = '0'`,
        );
        let changed = false;
        for (const r of rows) {
          const e = this.byId.get(r.id);
          const v = r.v + this.unwrittenViews(r.id);
          if (e && (e.card.viewNumber !== v || e.card.collectNumber !== r.c)) {
            // Cards are replaced, not changed: an answer being written keeps the card it read.
            e.card = { ...e.card, viewNumber: v, collectNumber: r.c };
            changed = true;
          }
        }
        if (changed) this.version++;
        this.countersAt = started;
      })().finally(() => {
        this.countersLoading = null;
      });
    }
    await this.countersLoading;
  }

  /** What a typed name matches: every entry with its rank (all rank 0 without a name). */
  private matches(uniName: string | undefined): NameMatches {
    return uniName ? this.names.match(prepareQuery(uniName)) : this.names.all();
  }

  /** Ids of open universities whose name matches (the university condition of other lists). */
  async matchingIds(uniName: string): Promise<number[]> {
    await this.ensure();
    const { ranks } = this.matches(uniName);
    const ids: number[] = [];
    for (let i = 0; i < ranks.length; i++) if (ranks[i] >= 0) ids.push(this.entries[i].card.uniId);
    return ids;
  }

  async get(uniId: number): Promise<UniEntry | undefined> {
    await this.ensure();
    return this.byId.get(uniId);
  }

  /** The institution list: filters, name rank, the chosen order and one page. */
  async list(b: UniListBody) {
    await this.ensure();
    const countryIds = countryIdsOf(b);
    const countries = countryIds.length ? new Set(countryIds) : null;
    const { ranks, members } = this.matches(b.uniName);
    const majorFilter = hasMajorFilter(b);
    const found: { e: UniEntry; rank: number }[] = [];
    for (const i of members) {
      const rank = ranks[i];
      const e = this.entries[i];
      const c = e.card;
      if (b.uniId && c.uniId !== b.uniId) continue;
      if (countries && !countries.has(c.countryId)) continue;
      if (b.uniType && c.uniType !== b.uniType) continue;
      if (b.stipendShow === '1' && c.stipendShow !== '1') continue;
      if (majorFilter && !majorsPass(b, countryIds, e.majors)) continue;
      found.push({ e, rank });
    }
    const order =
      b.sort === 'views'
        ? (x: { e: UniEntry }, y: { e: UniEntry }) => y.e.card.viewNumber - x.e.card.viewNumber || x.e.card.uniId - y.e.card.uniId
        : b.sort === 'collects'
          ? (x: { e: UniEntry }, y: { e: UniEntry }) => y.e.card.collectNumber - x.e.card.collectNumber || x.e.card.uniId - y.e.card.uniId
          : (x: { e: UniEntry; rank: number }, y: { e: UniEntry; rank: number }) => x.rank - y.rank || byRank(x.e, y.e);
    const start = (b.pageNo - 1) * b.pageSize;
    const page = firstInOrder(found, start + b.pageSize, order)
      .slice(start)
      .map(({ e }) => ({ ...e.card, flag: '0' as const, majorCount: e.majorCount }));
    return paged(page, b.pageNo, b.pageSize, found.length);
  }

  /** The autocomplete: name rank, then English similarity, then world rank. */
  async keywords(b: { uniNameLike: string; countryId?: string; uniIdSort?: number; aiShow?: number; pageNo: number; pageSize: number }) {
    await this.ensure();
    const entries = this.entries;
    const keep =
      b.countryId || b.aiShow === 1
        ? (i: number) => (!b.countryId || entries[i].card.countryId === b.countryId) && (b.aiShow !== 1 || entries[i].aiShow)
        : null;
    const first = b.uniIdSort ? (this.indexOf.get(b.uniIdSort) ?? -1) : -1;
    const start = (b.pageNo - 1) * b.pageSize;
    const { page, total } = pageOfMatches(this.matches(b.uniNameLike), keep, first, start, b.pageSize);
    return paged(
      page.map((i) => entries[i].card),
      b.pageNo,
      b.pageSize,
      total,
    );
  }
}
