// The step-panel contract (see README.md): what a step panel receives from the wizard shell and
// what it gives back. The shell owns loading, saving, answer codes and navigation; a panel owns
// its fields.
import type { ComponentType, Ref } from 'react';
import type { StepNo, StudentDraft } from '@portal/shared';
import type { ServerFieldError } from './field-errors';

export type StepValues = Record<string, unknown>;

/** Query flags of /studentInfo the panels may need (spec 001 section 2). */
export interface WizardFlags {
  /** No student on the server yet (new form or an unsaved copy). */
  isNew: boolean;
  copy: boolean;
  /** Copy as a new application: English name plus '1', country locked. */
  namePlus: boolean;
  /** What the saves send (copy mode: 3 with namePlus, else 2; otherwise the query's). */
  isClerkApply: string | null;
  carryUniId: number | null;
  carryMajorId: number | null;
  resType: string | null;
}

/** What the shell calls on a mounted panel. */
export interface StepPanelHandle {
  /**
   * Validate with the step's shared schema (stepSchema) and show the errors on the fields.
   * Resolves with the step's values, flat, as STEP_FIELDS[step] names them (after the schema's
   * transforms), or null when something is invalid.
   */
  collect(): Promise<StepValues | null>;
  /** Show the server's 003 errors on the fields; answers the messages no field took (the shell toasts them). */
  showServerErrors(errors: readonly ServerFieldError[]): string[];
  /**
   * Typed values that are never reported through onChange (the card secrets): the shell asks for
   * them only to carry them across an in-page reload after 70030, and keeps them in memory only.
   */
  memoryOnly?(): StepValues;
}

export interface StepPanelProps {
  step: StepNo;
  /** The working draft: as loaded, plus what was saved since (version always current). */
  draft: StudentDraft;
  flags: WizardFlags;
  /** Changed fields to start from, on top of the draft (restored from sessionStorage, or kept across the reload after 70030). */
  restored: StepValues | null;
  /** The shell is saving: inputs stay as they are but should not be edited. */
  busy: boolean;
  /**
   * Report every change: the fields whose values differ from the draft (in the panel's form shape,
   * the same shape `restored` comes back in) and whether there are any.
   */
  onChange(changed: StepValues, dirty: boolean): void;
  /** The panel made its own call that changed the stored file (e.g. switch country): merge it into the working draft. */
  commitDraft(patch: Partial<StudentDraft>): void;
  /**
   * Open another step as the step list would (Save / Don't save when changes are left): after the
   * country switch of step 1, which moves to step 2 (spec 001 section 4).
   */
  goTo(step: StepNo): void;
  ref?: Ref<StepPanelHandle>;
}

export type StepPanelComponent = ComponentType<StepPanelProps>;
/** A registry entry: the panel's module, loaded when the step is first opened. */
export type StepPanelLoader = () => Promise<{ default: StepPanelComponent }>;
