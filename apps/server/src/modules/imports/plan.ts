// What an import would do to the catalogue: for each checked row, whether it creates a record, changes
// one (which fields, before and after) or leaves it alone, and the rows that cannot be applied for a
// reason found only against the database or the rest of the file (an unknown university, the same key
// twice, an English name another university has). The dry run and the apply both plan with this, the
// apply again inside its transaction, so what it writes is decided on the rows as they are then.
import { sql } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import { importReason, majorKeyOf, websiteDomainOf, type ImportKind, type ImportMode, type RowError } from '@portal/shared';
import type { Db } from '../../db/client';
import { pgArray, rows } from '../../lib/sql';

type SqlType = 'text' | 'int' | 'numeric' | 'bool' | 'date' | 'text[]';
/** A writable field: its column and SQL type. */
interface Field {
  column: string;
  type: SqlType;
}

export const TABLES: Record<ImportKind, string> = { universities: 'universities', majors: 'majors', cases: 'cases' };

export const FIELDS: Record<ImportKind, Record<string, Field>> = {
  universities: {
    uniName: { column: 'uni_name', type: 'text' },
    uniEnName: { column: 'uni_en_name', type: 'text' },
    countryId: { column: 'country_id', type: 'text' },
    website: { column: 'website', type: 'text' },
    websiteDomain: { column: 'website_domain', type: 'text' },
    city: { column: 'city', type: 'text' },
    cityCn: { column: 'city_cn', type: 'text' },
    uniType: { column: 'uni_type', type: 'text' },
    founded: { column: 'founded', type: 'int' },
    qsRank: { column: 'qs_rank', type: 'int' },
    rankSource: { column: 'rank_source', type: 'text' },
    rankYear: { column: 'rank_year', type: 'int' },
    aiShow: { column: 'ai_show', type: 'bool' },
    source: { column: 'source', type: 'text' },
    sourceUrl: { column: 'source_url', type: 'text' },
    checkedAt: { column: 'checked_at', type: 'date' },
    pinyin: { column: 'pinyin', type: 'text' },
    initials: { column: 'initials', type: 'text' },
    aliases: { column: 'aliases', type: 'text[]' },
    stipendShow: { column: 'stipend_show', type: 'text' },
  },
  majors: {
    externalKey: { column: 'external_key', type: 'text' },
    uniId: { column: 'uni_id', type: 'int' },
    countryId: { column: 'country_id', type: 'text' },
    majorName: { column: 'major_name', type: 'text' },
    majorEnName: { column: 'major_en_name', type: 'text' },
    degreeType: { column: 'degree_type', type: 'text' },
    majorSystem: { column: 'major_system', type: 'text' },
    majorTuition: { column: 'major_tuition', type: 'numeric' },
    currency: { column: 'currency', type: 'text' },
    ieltsScore: { column: 'ielts_score', type: 'text' },
    toeflScore: { column: 'toefl_score', type: 'text' },
    languageRequirement: { column: 'language_requirement', type: 'text' },
    languageRequirementEn: { column: 'language_requirement_en', type: 'text' },
    backgroundRequirement: { column: 'background_requirement', type: 'text' },
    backgroundRequirementEn: { column: 'background_requirement_en', type: 'text' },
    majorIntroduction: { column: 'major_introduction', type: 'text' },
    majorIntroductionEn: { column: 'major_introduction_en', type: 'text' },
    minGpa: { column: 'min_gpa', type: 'numeric' },
    applyDate: { column: 'apply_date', type: 'text' },
    beginDate: { column: 'begin_date', type: 'text' },
    majorLink: { column: 'major_link', type: 'text' },
    source: { column: 'source', type: 'text' },
    sourceUrl: { column: 'source_url', type: 'text' },
    checkedAt: { column: 'checked_at', type: 'date' },
  },
  cases: {
    externalKey: { column: 'external_key', type: 'text' },
    uniId: { column: 'uni_id', type: 'int' },
    stuName: { column: 'stu_name', type: 'text' },
    stuSpell: { column: 'stu_spell', type: 'text' },
    courseType: { column: 'course_type', type: 'text' },
    courseName: { column: 'course_name', type: 'text' },
    resultDate: { column: 'result_date', type: 'date' },
    eduUniName: { column: 'edu_uni_name', type: 'text' },
    eduUniEnName: { column: 'edu_uni_en_name', type: 'text' },
    eduMajorName: { column: 'edu_major_name', type: 'text' },
    eduMajorNameEn: { column: 'edu_major_name_en', type: 'text' },
    eduGpa: { column: 'edu_gpa', type: 'numeric' },
    eduLanguage: { column: 'edu_language', type: 'text' },
    uniMoney: { column: 'uni_money', type: 'int' },
    source: { column: 'source', type: 'text' },
  },
};

/** Fields written only when a record is created (derived keys and search forms), never reported as changes. */
const CREATE_ONLY: Record<ImportKind, readonly string[]> = {
  universities: ['websiteDomain', 'pinyin', 'initials', 'aliases', 'stipendShow'],
  majors: [],
  cases: [],
};

/** A value as text, the way the database's ::text shows it (null for none). */
export type Val = string | null;
export const asText = (v: unknown): Val => {
  if (v === null || v === undefined) return null;
  if (Array.isArray(v)) return JSON.stringify(v);
  return String(v);
};
const numeric = /^-?\d+(\.\d+)?$/;
const sameVal = (a: Val, b: Val) => a === b || (a !== null && b !== null && numeric.test(a) && numeric.test(b) && Number(a) === Number(b));
const empty = (v: Val) => v === null || v === '';

export interface PlanOptions {
  source: string;
  checkedAt: string;
  mode: ImportMode;
}

/** A row as the check stored it: its spreadsheet row number and the normalised cells of the row schema. */
export interface CheckedRow {
  row: number;
  data: Record<string, unknown>;
}

export interface PlannedRow {
  row: number;
  key: string;
  name: string;
  outcome: 'create' | 'change' | 'same';
  /** The id of the record changed or left alone. */
  id: number | null;
  /** Every field the row writes: all of them for a new record, the changed ones otherwise. */
  values: Record<string, Val>;
  changes: { field: string; before: Val; after: Val }[];
}

export interface Plan {
  planned: PlannedRow[];
  errors: RowError[];
}

const err = (row: number, column: string, value: string, key: string): RowError => ({ row, column, value, reason: importReason(key) });
const reasonKey = (k: string, params: Record<string, unknown>) => `${k}|${JSON.stringify(params)}`;

const hasCjk = (s: string) => /[\u4e00-\u9fff]/.test(s);
function nameForms(uniName: string): { pinyin: string; initials: string } {
  if (!hasCjk(uniName)) return { pinyin: '', initials: '' };
  const plain = uniName.replace(/[（）()]/g, '');
  return {
    pinyin: pinyin(plain, { toneType: 'none', separator: '', v: true }).toLowerCase().slice(0, 400),
    initials: pinyin(plain, { pattern: 'first', toneType: 'none', separator: '' }).toLowerCase().slice(0, 80),
  };
}

/** The word of a domain students may type (acu of acu.edu.au, mit of mit.edu): an alias of a new university. */
export function domainWord(domain: string): string | null {
  const first = domain.split('.')[0];
  return /^[a-z][a-z0-9-]{1,30}$/.test(first) ? first : null;
}

interface UniRef {
  id: number;
  countryId: string;
  currency: string;
}

async function universitiesByDomain(db: Db, domains: string[]): Promise<Map<string, UniRef>> {
  const found = await rows<{ id: number; domain: string; countryId: string; currency: string }>(
    db,
    sql`SELECT u.id, u.website_domain AS domain, u.country_id AS "countryId", c.currency
          FROM universities u JOIN countries c ON c.id = u.country_id
         WHERE u.website_domain = ANY(${pgArray([...new Set(domains)])}::text[])`,
  );
  return new Map(found.map((u) => [u.domain, { id: Number(u.id), countryId: u.countryId, currency: u.currency }]));
}

/** The stored values (as text) of the records with these keys, by key. */
async function existingBy(db: Db, kind: ImportKind, keyColumn: string, keys: string[]): Promise<Map<string, Record<string, Val>>> {
  if (!keys.length) return new Map();
  const fields = FIELDS[kind];
  const cols = sql.raw(
    Object.entries(fields)
      .map(([f, d]) => (d.type === 'date' ? `to_char(${d.column}, 'YYYY-MM-DD')` : `${d.column}::text`) + ` AS "${f}"`)
      .join(', '),
  );
  const found = await rows<Record<string, Val> & { __id: number; __key: string }>(
    db,
    sql`SELECT id AS "__id", ${sql.raw(keyColumn)} AS "__key", ${cols} FROM ${sql.raw(TABLES[kind])}
         WHERE ${sql.raw(keyColumn)} = ANY(${pgArray([...new Set(keys)])}::text[])`,
  );
  return new Map(found.map((r) => [r.__key, r]));
}

/** The record's values the row sets (null: the file leaves it alone). */
function targetOf(kind: ImportKind, d: Record<string, unknown>, o: PlanOptions, uni: UniRef | undefined): Record<string, Val> {
  const t: Record<string, Val> = {};
  for (const f of Object.keys(FIELDS[kind])) if (f in d) t[f] = asText(d[f]);
  t.source = o.source;
  if ('checkedAt' in FIELDS[kind]) t.checkedAt = o.checkedAt;
  if (kind === 'universities') t.countryId = asText(d.country);
  if (uni) t.uniId = String(uni.id);
  if (kind === 'majors' && uni) t.countryId = uni.countryId;
  return t;
}

/** Defaults of a new record for what the file left empty, and its derived fields. */
function createValues(kind: ImportKind, target: Record<string, Val>, key: string, uni: UniRef | undefined): Record<string, Val> {
  const v: Record<string, Val> = { ...target };
  if (kind === 'universities') {
    v.uniName = v.uniName ?? v.uniEnName;
    v.uniType = v.uniType ?? 'public';
    // Open for applications only when the file says so: an imported university has no programmes yet.
    v.aiShow = v.aiShow ?? 'false';
    // Nothing is known of its scholarships: no scholarship badge until staff say so.
    v.stipendShow = '0';
    v.websiteDomain = key;
    const forms = nameForms(v.uniName ?? '');
    v.pinyin = forms.pinyin;
    v.initials = forms.initials;
    const word = domainWord(key);
    v.aliases = JSON.stringify(word ? [word] : []);
  } else if (kind === 'majors') {
    v.externalKey = key;
    v.majorName = v.majorName ?? v.majorEnName;
    v.currency = v.currency ?? uni?.currency ?? 'USD';
  } else {
    v.externalKey = key;
    v.stuSpell =
      v.stuSpell ??
      (hasCjk(v.stuName ?? '') ? pinyin(v.stuName ?? '', { toneType: 'none', separator: ' ' }).toLowerCase() : (v.stuName ?? ''));
  }
  for (const k of Object.keys(v)) if (v[k] === null) delete v[k];
  return v;
}

/**
 * Plans the rows: the key of each, the record it finds, and what applying it would create or change.
 * A row whose university is unknown, whose key came earlier in the file, or whose English name
 * another university has, becomes an error instead.
 */
export async function planRows(db: Db, kind: ImportKind, checked: CheckedRow[], o: PlanOptions): Promise<Plan> {
  const errors: RowError[] = [];
  const keyed: { c: CheckedRow; key: string; uni?: UniRef }[] = [];
  let unis = new Map<string, UniRef>();
  if (kind !== 'universities')
    unis = await universitiesByDomain(
      db,
      checked.map((c) => String(c.data.uniDomain)),
    );
  const firstRow = new Map<string, number>();
  for (const c of checked) {
    const d = c.data;
    let key: string;
    let uni: UniRef | undefined;
    if (kind === 'universities') key = websiteDomainOf(String(d.website)) ?? '';
    else {
      uni = unis.get(String(d.uniDomain));
      if (!uni) {
        errors.push(err(c.row, 'uniDomain', String(d.uniDomain), 'uniUnknown'));
        continue;
      }
      key =
        kind === 'majors'
          ? ((d.externalKey as string | null) ?? majorKeyOf(String(d.uniDomain), String(d.degreeType), String(d.majorEnName)))
          : String(d.externalKey);
    }
    if (!key) {
      errors.push(err(c.row, 'website', String(d.website ?? ''), 'domain'));
      continue;
    }
    const seen = firstRow.get(key);
    if (seen !== undefined) {
      const column = kind === 'universities' ? 'website' : kind === 'cases' || d.externalKey ? 'externalKey' : 'majorEnName';
      errors.push(err(c.row, column, String(d[column] ?? key), reasonKey('duplicate', { row: seen })));
      continue;
    }
    firstRow.set(key, c.row);
    keyed.push({ c, key, uni });
  }

  const keyColumn = kind === 'universities' ? 'website_domain' : 'external_key';
  const existing = await existingBy(
    db,
    kind,
    keyColumn,
    keyed.map((k) => k.key),
  );
  // English names of universities must stay unique: the names in the database and those the file gives.
  const names = new Map<string, { id: number; domain: string | null }>();
  if (kind === 'universities') {
    const all = await rows<{ id: number; name: string; domain: string | null }>(
      db,
      sql`SELECT id, lower(uni_en_name) AS name, website_domain AS domain FROM universities`,
    );
    for (const u of all) names.set(u.name, { id: Number(u.id), domain: u.domain });
  }

  const planned: PlannedRow[] = [];
  const createOnly = CREATE_ONLY[kind];
  for (const { c, key, uni } of keyed) {
    const target = targetOf(kind, c.data, o, uni);
    const before = existing.get(key) as (Record<string, Val> & { __id: number }) | undefined;
    const name = String(c.data.uniEnName ?? c.data.majorEnName ?? c.data.stuName ?? key);
    if (!before) {
      if (kind === 'universities') {
        const taken = names.get(name.toLowerCase());
        if (taken) {
          errors.push(err(c.row, 'uniEnName', name, reasonKey('nameTaken', { other: taken.domain ?? `#${taken.id}` })));
          continue;
        }
        names.set(name.toLowerCase(), { id: -c.row, domain: key });
      }
      const values = createValues(kind, target, key, uni);
      planned.push({ row: c.row, key, name, outcome: 'create', id: null, values, changes: [] });
      continue;
    }
    const changes: PlannedRow['changes'] = [];
    for (const [f, after] of Object.entries(target)) {
      if (after === null || createOnly.includes(f) || !(f in before)) continue;
      const was = before[f] ?? null;
      if (o.mode === 'fill' ? empty(was) : !sameVal(was, after)) changes.push({ field: f, before: was, after });
    }
    const rename = changes.find((ch) => ch.field === 'uniEnName');
    if (rename) {
      const taken = names.get(String(rename.after).toLowerCase());
      if (taken && taken.id !== Number(before.__id)) {
        errors.push(err(c.row, 'uniEnName', name, reasonKey('nameTaken', { other: taken.domain ?? `#${taken.id}` })));
        continue;
      }
      names.set(String(rename.after).toLowerCase(), { id: Number(before.__id), domain: key });
    }
    const values: Record<string, Val> = Object.fromEntries(changes.map((ch) => [ch.field, ch.after]));
    if (kind === 'universities' && 'uniName' in values) Object.assign(values, nameForms(values.uniName ?? ''));
    planned.push({ row: c.row, key, name, outcome: changes.length ? 'change' : 'same', id: Number(before.__id), values, changes });
  }
  errors.sort((a, b) => a.row - b.row);
  return { planned, errors };
}

const castOf = (t: SqlType) => ({ text: 'text', int: 'int', numeric: 'numeric', bool: 'boolean', date: 'date', 'text[]': 'text[]' })[t];
const bindOf = (t: SqlType, v: Val) => (t === 'text[]' && v !== null ? pgArray(JSON.parse(v) as string[]) : v);

/**
 * Writes a plan: new records in batches of one INSERT, changed records in batches of one UPDATE per
 * set of changed fields. Answers the ids of new records. Run inside the apply's transaction.
 */
export async function writePlan(db: Db, kind: ImportKind, planned: PlannedRow[], onProgress?: (n: number) => void): Promise<void> {
  const fields = FIELDS[kind];
  const table = TABLES[kind];
  let done = 0;
  const creates = planned.filter((p) => p.outcome === 'create');
  // Inserts grouped by their set of columns (rows leave different cells empty).
  const groups = new Map<string, PlannedRow[]>();
  for (const p of creates) {
    const sig = Object.keys(p.values).sort().join(',');
    groups.set(sig, [...(groups.get(sig) ?? []), p]);
  }
  for (const [sig, list] of groups) {
    const cols = sig.split(',');
    for (let i = 0; i < list.length; i += 400) {
      const chunk = list.slice(i, i + 400);
      const valuesSql = sql.join(
        chunk.map(
          (p) =>
            sql`(${sql.join(
              cols.map((c) => sql`${bindOf(fields[c].type, p.values[c])}::${sql.raw(castOf(fields[c].type))}`),
              sql`, `,
            )})`,
        ),
        sql`, `,
      );
      const inserted = await rows<{ id: number }>(
        db,
        sql`INSERT INTO ${sql.raw(table)} (${sql.raw(cols.map((c) => fields[c].column).join(', '))}) VALUES ${valuesSql} RETURNING id`,
      );
      // A new university shows the portal's drawn monogram and campus picture (as the demo's do)
      // until staff upload its own: the public cards and the page keep their look.
      if (kind === 'universities' && inserted.length)
        await db.execute(
          sql`UPDATE universities SET uni_logo = '/api/media/logo/' || id || '.svg', uni_main = '/api/media/campus/' || id || '.svg'
               WHERE id = ANY(${pgArray(inserted.map((r) => Number(r.id)))}::int[])`,
        );
      done += chunk.length;
      onProgress?.(done);
    }
  }
  const changes = planned.filter((p) => p.outcome === 'change');
  const updates = new Map<string, PlannedRow[]>();
  for (const p of changes) {
    const sig = Object.keys(p.values).sort().join(',');
    updates.set(sig, [...(updates.get(sig) ?? []), p]);
  }
  for (const [sig, list] of updates) {
    const cols = sig.split(',');
    for (let i = 0; i < list.length; i += 400) {
      const chunk = list.slice(i, i + 400);
      const valuesSql = sql.join(
        chunk.map(
          (p) =>
            sql`(${p.id}::int, ${sql.join(
              cols.map((c) => sql`${bindOf(fields[c].type, p.values[c])}::${sql.raw(castOf(fields[c].type))}`),
              sql`, `,
            )})`,
        ),
        sql`, `,
      );
      const set = cols.map((c, j) => `${fields[c].column} = v.c${j}`).join(', ');
      const names = cols.map((_, j) => `c${j}`).join(', ');
      await db.execute(
        sql`UPDATE ${sql.raw(table)} t SET ${sql.raw(set)}${sql.raw(kind === 'cases' ? '' : ', updated_at = now()')}
              FROM (VALUES ${valuesSql}) AS v(id, ${sql.raw(names)}) WHERE t.id = v.id`,
      );
      done += chunk.length;
      onProgress?.(done);
    }
  }
}
