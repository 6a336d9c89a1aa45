// Where 'apply now' and the floating apply button lead (spec 000 section 4, 001 section 4). The
// decision is a pure function of the account's students, so it is tested case by case.
//
// Apply now on university U of country C (first rule that holds wins):
//   refused  C not open for applications, or U offers no scholarship          -> 70024 (toast)
//   8        some student of the account has an agreement waiting to be signed -> /signContract
//   2        a student of C already has U                                       -> open it at the apply step
//   5        the newest student T of C has 5 schools, or U's kind (college or
//            university) differs from T's schools                              -> tip, then a copy of T (English name plus 1)
//   3        T exists and was submitted                                          -> tip, then /addApply for T
//   4 / 7    T exists, not submitted                                             -> open T with U (7 when a clerk applies)
//   4 / 7    no student of C; the newest student S is not submitted and has no
//            school yet                                                          -> open S with U (its country becomes C)
//   6        no student of C, S exists                                           -> copy of S for C (isClerkApply 2)
//   1        no student at all                                                   -> new form with U
import { APPLY_NOW, APPLY_SITUATION, CLERK_APPLY, MAX_SCHOOLS, REFERRAL } from '@portal/shared';

export interface StudentSummary {
  id: number;
  countryId: string | null;
  referralStatus: number;
  contractStatus: string | null;
  /** uniTypeTip of each chosen school. */
  schools: { uniId: number; uniTypeTip: number }[];
}

export interface UniSummary {
  uniId: number;
  countryId: string;
  uniTypeTip: number;
  stipendShow: string;
  applicationOpen: boolean;
}

export type ApplyNowDecision =
  | { refused: 'countryClosed' | 'noStipend' }
  | {
      refused?: undefined;
      type: (typeof APPLY_NOW)[keyof typeof APPLY_NOW];
      stuId: number | null;
      tip?: 'applyTipAdd' | 'applyTipCopy';
      isClerkApply: string | null;
    };

const isCollege = (t: number) => t === 1;

/** Students newest first. */
export function decideApplyNow(studentsNewestFirst: StudentSummary[], uni: UniSummary, clerk: boolean): ApplyNowDecision {
  if (!uni.applicationOpen) return { refused: 'countryClosed' };
  if (uni.stipendShow === '0') return { refused: 'noStipend' };
  const clerkFlag = clerk ? CLERK_APPLY.clerk : null;
  const pending = studentsNewestFirst.find((s) => s.contractStatus === 'pending');
  if (pending) return { type: APPLY_NOW.signContract, stuId: pending.id, isClerkApply: null };
  const ofCountry = studentsNewestFirst.filter((s) => s.countryId === uni.countryId);
  const having = ofCountry.find((s) => s.schools.some((x) => x.uniId === uni.uniId));
  if (having) return { type: APPLY_NOW.openApplyStep, stuId: having.id, isClerkApply: null };
  const t = ofCountry[0];
  if (t) {
    const full = t.schools.length >= MAX_SCHOOLS;
    const otherKind = t.schools.some((x) => isCollege(x.uniTypeTip) !== isCollege(uni.uniTypeTip));
    if (full || otherKind)
      return { type: APPLY_NOW.tipCopyNamePlus, stuId: t.id, tip: 'applyTipCopy', isClerkApply: CLERK_APPLY.copyNamePlus };
    if (t.referralStatus !== REFERRAL.notSubmitted)
      return { type: APPLY_NOW.tipAddApply, stuId: t.id, tip: 'applyTipAdd', isClerkApply: null };
    return clerk
      ? { type: APPLY_NOW.openClerk, stuId: t.id, isClerkApply: clerkFlag }
      : { type: APPLY_NOW.openWithUni, stuId: t.id, isClerkApply: null };
  }
  const s = studentsNewestFirst[0];
  if (!s) return { type: APPLY_NOW.newForm, stuId: null, isClerkApply: clerkFlag };
  if (s.referralStatus === REFERRAL.notSubmitted && s.schools.length === 0)
    return clerk
      ? { type: APPLY_NOW.openClerk, stuId: s.id, isClerkApply: clerkFlag }
      : { type: APPLY_NOW.openWithUni, stuId: s.id, isClerkApply: null };
  return { type: APPLY_NOW.copyClerk, stuId: s.id, isClerkApply: CLERK_APPLY.copy };
}

/**
 * The floating apply button: 3 an agreement waits for the signature; 0 no student yet; 1 the
 * newest student is not submitted (continue it from step 1); 2 start another application as a copy.
 */
export function decideSituation(studentsNewestFirst: StudentSummary[]): {
  type: (typeof APPLY_SITUATION)[keyof typeof APPLY_SITUATION];
  stuId: number | null;
} {
  const pending = studentsNewestFirst.find((s) => s.contractStatus === 'pending');
  if (pending) return { type: APPLY_SITUATION.signContract, stuId: pending.id };
  const s = studentsNewestFirst[0];
  if (!s) return { type: APPLY_SITUATION.newForm, stuId: null };
  if (s.referralStatus === REFERRAL.notSubmitted) return { type: APPLY_SITUATION.openStudent, stuId: s.id };
  return { type: APPLY_SITUATION.copy, stuId: s.id };
}
