// The real universities of the fifteen study countries (universities.json: the public
// "university-domains-list" data set, MIT licence in LICENSE beside it), loaded into the demo
// catalogue THROUGH the catalogue import (modules/imports): each row becomes a row of a universities
// import in 'fill' mode, keyed by website domain. A demo university with the same domain is merged:
// it keeps its Chinese name, rank, texts and majors, and only gains what it lacked (the source and
// the date the data was taken). The others are created in English only (uniName = the English name
// until staff add a Chinese one), not open for applications, without logo, pictures or introduction.
//
// Left out by rule (excludedReason, tested in world-universities.test.ts): rows that are plainly not
// universities, see the README beside this file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { websiteDomainOf } from '@portal/shared';
import { SERVER_ROOT } from '../../../paths';
import type { Db } from '../../client';
import { rows } from '../../../lib/sql';
import { importFile } from '../../../modules/imports/service';
import type { ParsedFile } from '../../../modules/imports/parse';

export interface WorldUniversity {
  name: string;
  country: string;
  stateProvince: string | null;
  webPages: string[];
  domains: string[];
}

/** The source written on every row, and the date the data was taken (commit bb07faf of 2026-06-20). */
export const WORLD_SOURCE = 'university-domains-list (MIT)';
export const WORLD_SOURCE_URL = 'https://github.com/Hipo/university-domains-list';
export const WORLD_TAKEN_ON = '2026-06-20';

/**
 * Why a row is left out, or null to load it. The rule, in order:
 * 1. regional education authorities, not institutions: French "Académie de …" (rectorats);
 * 2. schools below higher education or administrative bodies: high/secondary/grammar/primary school,
 *    school district, public schools, board of education, "system of higher education",
 *    correspondence schools, German Berufskolleg (vocational upper-secondary);
 * 3. hospitals, clinics, laboratories, observatories and health systems (a name with hospital,
 *    clinic, laboratory, observatory, or ending in "Health"), unless the name also says it is a
 *    college, a school, or a "University of …" (a hospital's college of nursing stays);
 * 4. the "42" coding schools (no degrees);
 * 5. entries the source marks as a second copy ("(II)", "(Student email)");
 * 6. a website on a government domain (gov, gov.xx): it is not the institution's own site, so it
 *    cannot be the key the import finds the university by.
 */
export function excludedReason(u: Pick<WorldUniversity, 'name' | 'webPages'>): string | null {
  const name = u.name.trim();
  if (/^acad[ée]mie d(e |')/i.test(name)) return 'education authority';
  if (
    /\b(high school|secondary school|grammar school|primary school|school district|public schools|board of education|system of higher education|correspondence schools?|berufskolleg)\b/i.test(
      name,
    )
  )
    return 'not higher education';
  if (
    /\b(hospitals?|clinic|laborator(y|ies)|observatory)\b|\bhealth\s*$/i.test(name) &&
    !/\b(college|school)\b|\buniversit(y|ies) of\b/i.test(name)
  )
    return 'hospital or laboratory';
  if (/^42\b/.test(name)) return 'coding school';
  if (/\((ii|student email)\)\s*$/i.test(name)) return 'second copy';
  const domain = websiteDomainOf(u.webPages[0]);
  if (!domain) return 'no website';
  if (/(^|\.)gov(\.[a-z]{2})?$/.test(domain)) return 'government website';
  return null;
}

/**
 * The data set, read from its file when it is loaded (not bundled into the server: as code it made
 * the build a third larger and stayed in every process's memory, with its source map, after the one
 * start that loads it).
 */
export function worldUniversities(): WorldUniversity[] {
  const file = path.join(SERVER_ROOT, 'src/db/seed/world-universities/universities.json');
  return JSON.parse(readFileSync(file, 'utf8')) as WorldUniversity[];
}

/**
 * The website a row is imported with: its first web page, unless the university of the same English
 * name is in the catalogue under another domain that the row also has (one of its mail domains, or
 * the page's parent domain: mit.edu of web.mit.edu); then that domain, so the row merges with it.
 */
function websiteOf(u: WorldUniversity, known: ReadonlyMap<string, string>): string {
  const own = websiteDomainOf(u.webPages[0]);
  if (!own || known.has(own)) return u.webPages[0];
  const name = u.name.trim().replace(/\.$/, '').toLowerCase();
  const parent = own.split('.').slice(1).join('.');
  const other = [...u.domains.map((d) => d.toLowerCase().replace(/^www\./, '')), parent].find((d) => known.get(d) === name);
  return other ? `https://${other}` : u.webPages[0];
}

/**
 * The data set as the file of a universities import (English headers of the import's template);
 * `known`: the website domains the catalogue has, with the English name (lower case) of each (see websiteOf).
 */
export function worldImportFile(
  list: readonly WorldUniversity[] = worldUniversities(),
  known: ReadonlyMap<string, string> = new Map(),
): { file: ParsedFile; excluded: number } {
  const kept = list.filter((u) => excludedReason(u) === null);
  return {
    excluded: list.length - kept.length,
    file: {
      headers: ['English name', 'Country', 'Website', 'Source URL'],
      rows: kept.map((u, i) => ({
        rowNo: i + 2,
        cells: [u.name.trim().replace(/\.$/, ''), u.country, websiteOf(u, known), WORLD_SOURCE_URL],
      })),
    },
  };
}

/** The website domains the catalogue has, with the English name (lower case) of each. */
export async function knownDomains(db: Db): Promise<Map<string, string>> {
  const found = await rows<{ d: string; n: string }>(
    db,
    sql`SELECT website_domain AS d, lower(uni_en_name) AS n FROM universities WHERE website_domain IS NOT NULL`,
  );
  return new Map(found.map((r) => [r.d, r.n]));
}

/**
 * Fills website_domain (the key imports merge universities by) of universities that have a website
 * but no domain yet: the demo catalogue's and any loaded by an earlier version. A domain another
 * university has already is left empty (the console shows it; staff decide).
 */
export async function fillWebsiteDomains(db: Db): Promise<number> {
  const missing = await rows<{ id: number; website: string }>(
    db,
    sql`SELECT id, website FROM universities WHERE website_domain IS NULL AND website IS NOT NULL ORDER BY id`,
  );
  if (!missing.length) return 0;
  const taken = new Set(
    (await rows<{ d: string }>(db, sql`SELECT website_domain AS d FROM universities WHERE website_domain IS NOT NULL`)).map((r) => r.d),
  );
  const pairs: [number, string][] = [];
  for (const u of missing) {
    const d = websiteDomainOf(u.website);
    if (!d || taken.has(d)) continue;
    taken.add(d);
    pairs.push([Number(u.id), d]);
  }
  for (let i = 0; i < pairs.length; i += 500) {
    const chunk = pairs.slice(i, i + 500);
    await db.execute(
      sql`UPDATE universities u SET website_domain = v.d FROM (VALUES ${sql.join(
        chunk.map(([id, d]) => sql`(${id}::int, ${d}::text)`),
        sql`, `,
      )}) AS v(id, d) WHERE u.id = v.id`,
    );
  }
  return pairs.length;
}

export interface WorldLoad {
  rows: number;
  excluded: number;
  created: number;
  merged: number;
  errors: number;
}

/**
 * Loads the world universities once (skipped when an import of this source was applied already, so
 * later starts cost one query). Answers what it did, or null when skipped.
 */
export async function seedWorldUniversities(db: Db): Promise<WorldLoad | null> {
  const done = await rows(db, sql`SELECT 1 FROM import_jobs WHERE source = ${WORLD_SOURCE} AND status = 'applied' LIMIT 1`);
  if (done.length) return null;
  await fillWebsiteDomains(db);
  const list = worldUniversities();
  const { file, excluded } = worldImportFile(list, await knownDomains(db));
  const r = await importFile(
    db,
    { kind: 'universities', fileName: 'world-universities.json', source: WORLD_SOURCE, checkedAt: WORLD_TAKEN_ON, mode: 'fill' },
    file,
  );
  return {
    rows: list.length,
    excluded,
    created: r.applied?.create ?? 0,
    merged: r.applied?.change ?? 0,
    errors: r.checked.error,
  };
}
