// /myApply's page and stage filter in the address (issue 11): ?referralStatus=<0-3>&pageNo=<n>,
// read with the list readers of lib/list-query, so reload and back keep them; anything else
// (a stage that does not exist, a page that is not a number) gives the plain list. Defaults are
// left out of the address.
import { pageNoParam, type Params } from '../../lib/list-query';
import { STAGES } from './status';

export interface MyApplyState {
  /** The stage shown (referralStatus), or null for all. */
  stage: number | null;
  pageNo: number;
}

export function parseMyApplyQuery(p: Params): MyApplyState {
  const raw = p.get('referralStatus');
  const n = raw === null || raw.trim() === '' ? NaN : Number(raw);
  const stage = (STAGES as readonly number[]).includes(n) ? n : null;
  return { stage, pageNo: pageNoParam(p, 'pageNo') };
}

export function myApplyQuery(s: MyApplyState): URLSearchParams {
  const q = new URLSearchParams();
  if (s.stage !== null) q.set('referralStatus', String(s.stage));
  if (s.pageNo > 1) q.set('pageNo', String(s.pageNo));
  return q;
}
