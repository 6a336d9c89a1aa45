// Where 'apply now' leads (spec 000 section 4, spec 001 section 4 'apply-now result type'). The
// server decides the type (apply/uni, apply/situation); these pure functions turn its answer into
// the wizard URL, so every entry point (university, major, floating button) reads the same table.
import { APPLY_NOW, APPLY_SITUATION, CLERK_APPLY, copyClerkApply, type ApplySituationAnswer, type ApplyUniAnswer } from '@portal/shared';
import { paths } from '../../config/paths';

type Query = Record<string, string | number | null | undefined>;

/** A path with its query in insertion order; empty values are left out. */
export function pathWith(path: string, query: Query): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export interface ApplyTarget {
  /** Ask first with this text (the server's tipMsg); go on only when confirmed. */
  confirm?: string;
  to: string;
}

/** The target of an apply/uni answer; null for a type this client does not know. */
export function applyNowTarget(a: ApplyUniAnswer): ApplyTarget | null {
  const id = a.stuId ?? 0;
  const carry = { carryUniId: a.carryUniId, carryMajorId: a.carryMajorId };
  switch (a.type) {
    case APPLY_NOW.newForm:
      return { to: pathWith(paths.studentInfo, { id: 0, ...carry }) };
    case APPLY_NOW.openApplyStep:
      return { to: pathWith(paths.studentInfo, { id, resType: 1 }) };
    case APPLY_NOW.tipAddApply:
      return { confirm: a.tipMsg ?? '', to: pathWith(paths.addApply, { id, countryId: a.countryId, ...carry }) };
    case APPLY_NOW.openWithUni:
      return { to: pathWith(paths.studentInfo, { id, ...carry, resType: 1 }) };
    case APPLY_NOW.tipCopyNamePlus:
      return {
        confirm: a.tipMsg ?? '',
        to: pathWith(paths.studentInfo, { id, type: 'copy', namePlus: 1, isClerkApply: copyClerkApply(true), ...carry }),
      };
    case APPLY_NOW.copyClerk:
      return { to: pathWith(paths.studentInfo, { id, type: 'copy', isClerkApply: a.isClerkApply || CLERK_APPLY.copy, ...carry }) };
    case APPLY_NOW.openClerk:
      return { to: pathWith(paths.studentInfo, { id, isClerkApply: a.isClerkApply, ...carry, resType: 1 }) };
    case APPLY_NOW.signContract:
      return { to: paths.signContract };
    default:
      return null;
  }
}

/** The target of the floating apply button (apply/situation); null for an unknown type. */
export function situationTarget(a: ApplySituationAnswer): string | null {
  const id = a.stuId ?? 0;
  switch (a.type) {
    case APPLY_SITUATION.newForm:
      return pathWith(paths.studentInfo, { id: 0 });
    case APPLY_SITUATION.openStudent:
      return pathWith(paths.studentInfo, { id, activeStep: 1 });
    case APPLY_SITUATION.copy:
      return pathWith(paths.studentInfo, { id, type: 'copy', isClerkApply: copyClerkApply(false) });
    case APPLY_SITUATION.signContract:
      return paths.signContract;
    default:
      return null;
  }
}
