// Status and actions of an application card (spec 001 sections 2 and 4). referralStatus 0, 1 and 3
// have fixed names; 2 (case transferred) shows the counsellor's stuStatus from stuStatus_agent. The
// server answers the label to show (statusLabel, the dictionary's in the request language); the
// local names are the fallback. The progress line follows referralStatus and stuStatus, and the
// next step says who holds the file and the usual wait (issue 11).
import { CARD_ACTIONS, CLERK_APPLY, REFERRAL, STU_STATUS, type NextStep, type StudentListItem } from '@portal/shared';
import { paths } from '../../config/paths';
import { pathWith } from '../../lib/apply-now/targets';

/** The fixed status names, as keys of the 'apply' texts. */
export const REFERRAL_KEYS = {
  [REFERRAL.notSubmitted]: 'status.notSubmitted',
  [REFERRAL.submitted]: 'status.submitted',
  [REFERRAL.transferred]: 'status.transferred',
  [REFERRAL.returned]: 'status.returned',
} as const;
export type ReferralKey = (typeof REFERRAL_KEYS)[keyof typeof REFERRAL_KEYS];

export type StatusLabel = { key: ReferralKey } | { text: string };

/**
 * What the card shows as status: the server's label when it gives one; else the stuStatus label
 * for a transferred case when the dictionary knows it (otherwise the plain 'transferred'), the
 * fixed name for the other states.
 */
export function statusLabel(
  item: Pick<StudentListItem, 'referralStatus' | 'stuStatus'> & { statusLabel?: string | null },
  stuStatusLabel: (v: string) => string | undefined,
): StatusLabel {
  if (item.statusLabel?.trim()) return { text: item.statusLabel.trim() };
  if (item.referralStatus === REFERRAL.transferred && item.stuStatus) {
    const text = stuStatusLabel(item.stuStatus);
    if (text) return { text };
  }
  const key = REFERRAL_KEYS[item.referralStatus as keyof typeof REFERRAL_KEYS];
  return { key: key ?? REFERRAL_KEYS[REFERRAL.notSubmitted] };
}

/** Tag colour: returned needs the student's attention, transferred is in the counsellor's hands. */
export function statusColor(referralStatus: number): 'default' | 'processing' | 'success' | 'error' {
  if (referralStatus === REFERRAL.returned) return 'error';
  if (referralStatus === REFERRAL.transferred) return 'success';
  if (referralStatus === REFERRAL.submitted) return 'processing';
  return 'default';
}

export type CardAction = 'view' | 'edit' | 'addSchool' | 'otherCountry';

const has = (list: readonly number[], status: number) => list.includes(status);

/** The card's buttons in display order: view always, the others by CARD_ACTIONS. */
export function cardActions(referralStatus: number): CardAction[] {
  const out: CardAction[] = ['view'];
  if (has(CARD_ACTIONS.edit, referralStatus)) out.push('edit');
  if (has(CARD_ACTIONS.addSchool, referralStatus)) out.push('addSchool');
  if (has(CARD_ACTIONS.otherCountry, referralStatus)) out.push('otherCountry');
  return out;
}

export const canEdit = (referralStatus: number) => has(CARD_ACTIONS.edit, referralStatus);

export const applyDetailPath = (stuId: number) => pathWith(paths.applyDetail, { id: stuId });
export const editPath = (stuId: number) => pathWith(paths.studentInfo, { id: stuId });

export function cardActionPath(action: CardAction, item: Pick<StudentListItem, 'stuId' | 'countryId'>): string {
  switch (action) {
    case 'view':
      return applyDetailPath(item.stuId);
    case 'edit':
      return editPath(item.stuId);
    case 'addSchool':
      return pathWith(paths.addApply, { id: item.stuId, countryId: item.countryId });
    case 'otherCountry':
      // A copy of the file for another country (isClerkApply 2, spec 001 section 4 'copy mode').
      return pathWith(paths.studentInfo, { id: item.stuId, type: 'copy', isClerkApply: CLERK_APPLY.copy });
  }
}

/** Stages of the bar above the list, in the order an application moves through them. */
export const STAGES = [REFERRAL.notSubmitted, REFERRAL.submitted, REFERRAL.transferred, REFERRAL.returned] as const;

/** The progress line of one application: filled in, the counsellor's review, the case, the result. */
export const PROGRESS_STEPS = ['draft', 'review', 'case', 'result'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

export interface Progress {
  /** Index into PROGRESS_STEPS. */
  current: number;
  /** finish: the last step reached with a good end; error: returned, abnormal, refused, ended. */
  status: 'process' | 'finish' | 'error';
}

const RESULT_GOOD: readonly string[] = [STU_STATUS.admitted, STU_STATUS.register];
const RESULT_BAD: readonly string[] = [STU_STATUS.refusal, STU_STATUS.termination, STU_STATUS.refunding];

export function progressOf(referralStatus: number, stuStatus: string | null | undefined): Progress {
  switch (referralStatus) {
    case REFERRAL.submitted:
      return { current: 1, status: 'process' };
    case REFERRAL.returned:
      return { current: 1, status: 'error' };
    case REFERRAL.transferred: {
      const s = stuStatus ?? '';
      if (RESULT_GOOD.includes(s)) return { current: 3, status: 'finish' };
      if (RESULT_BAD.includes(s)) return { current: 3, status: 'error' };
      return { current: 2, status: s === STU_STATUS.abnormal ? 'error' : 'process' };
    }
    default:
      return { current: 0, status: 'process' };
  }
}

/** The next step as the card says it, or null when nobody holds one (a final status). */
export function nextStepOf(
  next: NextStep | null | undefined,
): { owner: Exclude<NextStep['owner'], 'none'>; waitDays: number | null } | null {
  if (!next || next.owner === 'none') return null;
  return { owner: next.owner, waitDays: next.waitDays !== null && next.waitDays > 0 ? next.waitDays : null };
}
