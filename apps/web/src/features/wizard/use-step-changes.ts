// What was typed on the open step and not saved (spec 001 section 8): the panel's change reports,
// kept in sessionStorage per student and step (unsaved-store.ts) so that they survive a session
// expiry; the offer to put them back when the step opens again; and the values a remounted panel
// starts from (an accepted offer, or what the 70030 reload keeps).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StepNo } from '@portal/shared';
import type { StepValues } from './types';
import { clearUnsaved, readUnsaved, saveUnsaved, type UnsavedKey } from './unsaved-store';

export function useStepChanges(storeKey: UnsavedKey, step: StepNo) {
  const valuesRef = useRef<StepValues>({});
  const dirtyRef = useRef(false);
  // The panel is keyed by step and epoch: a new epoch remounts it on `restored`.
  const [restored, setRestored] = useState<StepValues | null>(null);
  const [epoch, setEpoch] = useState(0);
  const [offer, setOffer] = useState<StepValues | null>(() => readUnsaved(storeKey, step));

  // A step opened again offers back what was typed there and not saved.
  const shown = useRef({ step, storeKey });
  useEffect(() => {
    if (shown.current.step === step && shown.current.storeKey === storeKey) return;
    shown.current = { step, storeKey };
    setOffer(readUnsaved(storeKey, step));
  }, [step, storeKey]);

  /** The panel's report: the fields that differ from the draft, and whether any do. */
  const onChange = useCallback(
    (values: StepValues, dirty: boolean) => {
      const wasDirty = dirtyRef.current;
      valuesRef.current = values;
      dirtyRef.current = dirty;
      if (dirty) {
        // A change of fields that are never kept (the card secrets) leaves nothing to offer back.
        if (Object.keys(values).length) saveUnsaved(storeKey, step, values);
        else clearUnsaved(storeKey, step);
        setOffer(null);
      } else if (wasDirty) clearUnsaved(storeKey, step); // typed back to what is saved
    },
    [storeKey, step],
  );

  /** The panel starts over (remounted) with these values on top of the draft. */
  const restart = (values: StepValues | null) => {
    setRestored(values);
    setEpoch((e) => e + 1);
  };

  return {
    onChange,
    restored,
    epoch,
    offer,
    /** Something on the step differs from the draft. */
    isDirty: () => dirtyRef.current,
    /** The changed fields as last reported. */
    values: () => valuesRef.current,
    /** Saved or discarded: nothing of the step is kept. */
    forget() {
      clearUnsaved(storeKey, step);
      dirtyRef.current = false;
    },
    /** Another step opens: it starts from the draft. */
    leaveStep() {
      dirtyRef.current = false;
      setRestored(null);
    },
    restart,
    acceptOffer() {
      restart(offer);
      setOffer(null);
    },
    discardOffer() {
      clearUnsaved(storeKey, step);
      setOffer(null);
    },
  };
}

export type StepChanges = ReturnType<typeof useStepChanges>;
