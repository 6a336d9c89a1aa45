// The save body of add and update (spec 001 section 4): the whole form in the StudentDraft shape,
// with the saved step's values put back where they belong (root or stuOther) and currentStep set.
import { STU_OTHER_FIELDS, maskedSecrets, type SaveAnswer, type StepNo, type StudentDraft } from '@portal/shared';

export interface SaveOptions {
  step: StepNo;
  /** The step's values, flat (as STEP_FIELDS names them). */
  values: Record<string, unknown>;
  /** 1 only for the final submit of step 11. */
  agentDraftStatus: 0 | 1;
  /** type=copy and no student of our own yet: the source student. */
  copyFromId?: number | null;
  isClerkApply?: string | null;
  isDuplicate?: boolean;
}

const OTHER = new Set(STU_OTHER_FIELDS);

/** The draft with a step's flat values merged in (root fields at the root, the rest in stuOther). */
export function mergeStepValues(draft: StudentDraft, values: Record<string, unknown>): StudentDraft {
  const root: Record<string, unknown> = { ...draft };
  const other: Record<string, unknown> = { ...draft.stuOther };
  for (const [k, v] of Object.entries(values)) {
    if (OTHER.has(k)) other[k] = v;
    else root[k] = v;
  }
  return { ...(root as unknown as StudentDraft), stuOther: other as StudentDraft['stuOther'] };
}

export function buildSaveBody(draft: StudentDraft, o: SaveOptions): Record<string, unknown> {
  const merged = mergeStepValues(draft, o.values);
  // applyList repeats agentApplyList and carryUni is read-only context: neither is form data.
  const { applyList: _applyList, carryUni: _carryUni, ...form } = merged;
  const existing = draft.stuId > 0;
  const body: Record<string, unknown> = {
    ...form,
    stuOther: { ...merged.stuOther, currentStep: o.step },
    isOldVersions: 1,
    agentDraftStatus: o.agentDraftStatus,
  };
  if (existing) {
    body.id = draft.stuId;
    body.stuId = draft.stuId;
    body.version = draft.version;
  } else {
    delete body.id;
    delete body.stuId;
    delete body.version;
    if (o.copyFromId) body.copyFromId = o.copyFromId;
  }
  if (o.isClerkApply) body.isClerkApply = o.isClerkApply;
  if (o.isDuplicate) body.isDuplicate = 1;
  return body;
}

/**
 * The working draft after a successful save: values kept, ids, version and ticks from the answer.
 * The card number, CVV and portal password are kept only as the server shows them (masked).
 */
export function applySaveAnswer(draft: StudentDraft, values: Record<string, unknown>, a: SaveAnswer): StudentDraft {
  const merged = mergeStepValues(draft, values);
  merged.stuOther = { ...merged.stuOther, ...maskedSecrets(merged.stuOther) };
  // The schools as stored (with their applyId and courseId) when the save changed them.
  if (a.agentApplyList) Object.assign(merged, { agentApplyList: a.agentApplyList, applyList: a.agentApplyList });
  // The saved country's course-link rule (a new file learns it here, before step 2 opens).
  if (a.requiresProfessionalLink !== undefined) merged.requiresProfessionalLink = a.requiresProfessionalLink;
  return {
    ...merged,
    id: a.stuId,
    stuId: a.stuId,
    version: a.version,
    agentDraftStatus: a.agentDraftStatus ?? merged.agentDraftStatus,
    referralStatus: a.referralStatus ?? merged.referralStatus,
    stuOther: { ...merged.stuOther, currentStep: a.currentStep, currentStepStr: a.currentStepStr },
  };
}

/**
 * A copy opens the source student as a new file: no id or version of its own, no ticks yet, no
 * schools (the server copies every section but the schools), and with namePlus the English name
 * gets '1' appended (spec 001 section 4).
 */
export function draftForCopy(source: StudentDraft, namePlus: boolean): StudentDraft {
  return {
    ...source,
    id: 0,
    stuId: 0,
    version: 0,
    stuSpell: namePlus ? `${source.stuSpell ?? ''}1` : source.stuSpell,
    stuOther: { ...source.stuOther, currentStep: 1, currentStepStr: '' },
    agentApplyList: [],
    applyList: [],
  };
}

/**
 * The working draft the wizard starts from. A copy opens its source as a new file. A new file (or a
 * copy) carrying a university from apply-now applies to that university's country, so step 1 shows
 * it chosen; not with namePlus, whose country is locked (its school is of that country anyway).
 */
export function startingDraft(loaded: StudentDraft, q: { copy: boolean; namePlus: boolean }): StudentDraft {
  const d = q.copy ? draftForCopy(loaded, q.namePlus) : loaded;
  const carried = d.carryUni?.countryId;
  return d.stuId <= 0 && carried && !q.namePlus && carried !== d.countryId ? { ...d, countryId: carried } : d;
}
