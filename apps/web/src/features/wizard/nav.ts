// Wizard navigation rules (spec 001 section 2): the query the route accepts, the step it opens at,
// where Next and Back go, which steps the list lets the user pick, and the ticks of done steps.
import { copyClerkApply, doneStepsOf, isStepNo, type StepNo } from '@portal/shared';
import { idParam } from '../../lib/id-param';

export interface WizardQuery {
  /** The student to open (0: a new one). In copy mode, the student copied from. */
  id: number;
  copy: boolean;
  namePlus: boolean;
  carryUniId: number | null;
  carryMajorId: number | null;
  /** As given in the query; see clerkApplyOf for what is sent. */
  isClerkApply: string | null;
  resType: string | null;
  activeStep: StepNo | null;
}

export function parseWizardQuery(params: URLSearchParams): WizardQuery {
  const step = Number(params.get('activeStep'));
  const clerk = params.get('isClerkApply');
  return {
    id: idParam(params.get('id')) ?? 0,
    copy: params.get('type') === 'copy',
    namePlus: params.get('namePlus') === '1',
    carryUniId: idParam(params.get('carryUniId')) ?? null,
    carryMajorId: idParam(params.get('carryMajorId')) ?? null,
    isClerkApply: clerk && /^[0-9]$/.test(clerk) ? clerk : null,
    resType: params.get('resType') || null,
    activeStep: isStepNo(step) ? step : null,
  };
}

/** isClerkApply sent on save: copy mode decides it (3 with namePlus, else 2); otherwise the query's. */
export function clerkApplyOf(q: Pick<WizardQuery, 'copy' | 'namePlus' | 'isClerkApply'>): string | null {
  return q.copy ? copyClerkApply(q.namePlus) : q.isClerkApply;
}

export interface StepAvailability {
  /** The student exists on the server (saved at least once). */
  hasStudent: boolean;
  /** Steps whose panel is built (the registry). */
  registered: ReadonlySet<number>;
}

/** A step the user may open: built, and past step 1 only once the student exists. */
export function canOpenStep(step: number, a: StepAvailability): boolean {
  return a.registered.has(step) && (step === 1 || a.hasStudent);
}

/** Where the wizard opens: activeStep, else step 2 for resType, else 1; never a step it may not open. */
export function initialStep(q: Pick<WizardQuery, 'activeStep' | 'resType'>, a: StepAvailability): StepNo {
  const wanted: StepNo = q.activeStep ?? (q.resType ? 2 : 1);
  return canOpenStep(wanted, a) ? wanted : 1;
}

/** After saving step N: N+1 if it can be opened, else stay (null). Step 11 has no next step. */
export function stepAfterSave(step: StepNo, a: StepAvailability): StepNo | null {
  const next = step + 1;
  return isStepNo(next) && canOpenStep(next, a) ? next : null;
}

/** Back goes to N-1 (never saves); null on step 1 or when N-1 is not built. */
export function stepBefore(step: StepNo, a: StepAvailability): StepNo | null {
  const prev = step - 1;
  return isStepNo(prev) && canOpenStep(prev, a) ? prev : null;
}

/** Ticks: stuOther.currentStepStr is a comma list of done steps. */
export function doneSteps(currentStepStr: string | null | undefined): Set<number> {
  return new Set(doneStepsOf(currentStepStr));
}

/**
 * The query after the first save of a new student (or of a copy): later saves update the new
 * student, so id becomes its id and the copy marker goes; namePlus stays (the country stays locked).
 */
export function queryAfterCreate(params: URLSearchParams, stuId: number, step: StepNo): URLSearchParams {
  const q = parseWizardQuery(params);
  const clerk = clerkApplyOf(q);
  const next = new URLSearchParams(params);
  next.set('id', String(stuId));
  next.delete('type');
  // A copy's isClerkApply came from type=copy: keep sending it on the new student's saves.
  if (clerk) next.set('isClerkApply', clerk);
  next.set('activeStep', String(step));
  return next;
}

/** The query with another active step (everything else kept). */
export function queryWithStep(params: URLSearchParams, step: StepNo): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('activeStep', String(step));
  return next;
}
