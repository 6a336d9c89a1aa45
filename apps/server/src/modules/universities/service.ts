// University rules: the detail counts a view once per visitor a day, the course lists are split by
// degree, the case analysis follows the study year (October to September), and the scholarship
// finder groups universities by country. No HTTP objects here; the SQL is in repo.ts.
import { CODES, type CaseAnalysis, type Lang, type ScholarshipCountry, type UniCourseLists, type UniDetail } from '@portal/shared';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import {
  appliesByMonth,
  appliesByYear,
  casesByGpa,
  casesBySchoolType,
  courses,
  favouriteIdsAmong,
  findUniversity,
  scholarshipUniversities,
} from './repo';
import type { CatalogueIndex } from './catalogue-index';
import type { ViewBatcher } from './view-batch';

interface ShowDeps {
  db: Db;
  catalogue: CatalogueIndex;
  uniViews: ViewBatcher;
}

/**
 * The detail as the page shows it: the text from memory until the catalogue changes, the counters
 * of now, the caller's favourite mark; a view by this visitor today counts, and shows, at once.
 */
export async function showUniversity(
  app: ShowDeps,
  uniId: number,
  userId: number | undefined,
  lang: Lang,
  /** null: read without counting a view (building a cached answer). */
  visitor: string | null,
  /** Told whether this visitor's view counted (a repeat anonymous view may be answered from a cache). */
  counted?: (fresh: boolean) => boolean,
): Promise<UniDetail | null> {
  if (!(await app.catalogue.get(uniId))) throw new BizError(CODES.NOT_FOUND);
  const base = await app.catalogue.memo(`uni:${uniId}:${lang}`, () => findUniversity(app.db, uniId, undefined, lang));
  if (!base) throw new BizError(CODES.NOT_FOUND);
  const fresh = visitor !== null && app.uniViews.record(uniId, visitor);
  if (fresh) app.catalogue.addView(uniId);
  if (counted && !counted(fresh)) return null;
  const card = (await app.catalogue.get(uniId))?.card;
  const flag = userId && (await favouriteIdsAmong(app.db, userId, [uniId])).has(uniId) ? '1' : '0';
  return { ...base, viewNumber: card?.viewNumber ?? base.viewNumber, collectNumber: card?.collectNumber ?? base.collectNumber, flag };
}

/** Whether a university page may be opened (it exists and is open to browsing). */
export async function uniAccess(catalogue: CatalogueIndex, uniId: number) {
  return { allowed: !!(await catalogue.get(uniId)) };
}

/** Undergraduate, master and doctorate course lists of a university, by faculty. */
export async function courseLists(db: Db, uniId: number): Promise<UniCourseLists> {
  const list = await courses(db, uniId);
  const of = (degree: string) => list.filter((m) => m.degreeType === degree);
  return { undergraduate: of('1'), master: of('2'), doctorate: of('3') };
}

/**
 * Study year: from October on, the study year is the next calendar year; the monthly chart shows
 * the previous study year (October of year-2 .. September of year-1 relative to that study year).
 */
export function chartWindow(now: Date): { studyYear: number; from: string; to: string } {
  const y = now.getUTCFullYear();
  const studyYear = now.getUTCMonth() >= 9 ? y + 1 : y;
  const shown = studyYear - 1;
  return { studyYear: shown, from: `${shown - 1}-10-01`, to: `${shown}-10-01` };
}

const share = (offers: number, total: number) => (total ? Math.round((1000 * offers) / total) / 10 : 0);

export async function caseAnalysis(db: Db, uniId: number, now = new Date()): Promise<CaseAnalysis> {
  const w = chartWindow(now);
  const educationList = await casesBySchoolType(db, uniId);
  const gpaList = await casesByGpa(db, uniId);
  const convertList = await appliesByYear(db, uniId);
  const monthRows = await appliesByMonth(db, uniId, w.from, w.to);
  // Every month of the window is shown, those without applications as zeros.
  const byMonth = new Map(monthRows.map((r) => [r.month, r]));
  const monthList = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(w.studyYear - 1, 9 + i, 1));
    const key = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    const r = byMonth.get(key);
    return {
      dataTypeName: key,
      sumTotal: r?.sumTotal ?? 0,
      offerTotal: r?.offerTotal ?? 0,
      proportion: r ? share(r.offerTotal, r.sumTotal) : 0,
    };
  });
  return { studyYear: w.studyYear, educationList, gpaList, convertList, monthList };
}

/** Countries with a picture and their universities that offer scholarships (the finder). */
export async function scholarshipList(db: Db): Promise<ScholarshipCountry[]> {
  const out = new Map<string, ScholarshipCountry>();
  for (const r of await scholarshipUniversities(db)) {
    const c = out.get(r.countryId) ?? {
      countryId: r.countryId,
      countryName: r.countryName,
      countryEnName: r.countryEnName,
      picture: r.picture,
      schoolList: [],
    };
    c.schoolList.push({ uniId: r.uniId, uniName: r.uniName, uniEnName: r.uniEnName });
    out.set(r.countryId, c);
  }
  return [...out.values()];
}
