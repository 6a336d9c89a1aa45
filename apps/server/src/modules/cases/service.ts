// Case rules: a case page counts one view per visitor a day and lists the universities its student
// applied to with up to five other cases of the admitting university; a university's cases come
// five a page; the home ticker shows the newest twenty.
import { CODES, type CaseDetail, type CollegeCases, type Lang } from '@portal/shared';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { countView } from '../universities/views';
import { caseApplyRows, casePage, caseTotals, findCase, findUniversityByName, newestCases, otherCasesOf } from './repo';

const RELATED = 5;
const TICKER = 20;

export async function caseDetail(db: Db, stuId: number, lang: Lang): Promise<CaseDetail> {
  const k = await findCase(db, stuId, lang);
  if (!k) throw new BizError(CODES.NOT_FOUND);
  const applyList = await caseApplyRows(db, stuId);
  const relatedList = await otherCasesOf(db, k.uniId, stuId, lang, RELATED);
  return { ...k, applyList, relatedList };
}

/** The case as its page shows it: a view by this visitor today counts, and shows, at once. */
export async function showCase(db: Db, stuId: number, lang: Lang, visitor: string): Promise<CaseDetail> {
  const d = await caseDetail(db, stuId, lang);
  if (await countView(db, 'case', stuId, visitor)) d.viewNumber += 1;
  return d;
}

export function uniCaseList(db: Db, uniId: number, pageNo: number, pageSize: number, lang: Lang) {
  return casePage(db, { uniId, pageNo, pageSize }, lang);
}

/** Success cases for the home page and the scrolling ticker: the newest admissions. */
export function scrollbar(db: Db, lang: Lang) {
  return newestCases(db, lang, TICKER);
}

/** Case statistics of a university found by its English or Chinese name. */
export async function collegeCases(db: Db, enName = '', name = ''): Promise<CollegeCases> {
  const u = await findUniversityByName(db, enName, name);
  if (!u) throw new BizError(CODES.NOT_FOUND);
  return { ...u, ...(await caseTotals(db, u.uniId)) };
}
