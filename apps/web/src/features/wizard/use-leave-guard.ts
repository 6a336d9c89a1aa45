// Leaving a step with unsaved changes (spec 001 section 8): the step list, Back, a panel's own move
// (the country switch) and leaving the route (links, the browser's back) ask Save / Don't save;
// closing the dialog stays. A page unload asks the browser's own question.
import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import type { StepNo } from '@portal/shared';
import { hasSessionHint } from '../../lib/session';
import type { SaveRequest } from './use-wizard-save';

type Leave = { kind: 'step'; target: StepNo } | { kind: 'route' };

interface LeaveGuardOptions {
  step: StepNo;
  isDirty(): boolean;
  saving: boolean;
  save(req: SaveRequest): Promise<boolean>;
  /** Forget the step's unsaved values (Don't save). */
  forget(): void;
  /** Open another step without asking. */
  move(target: StepNo): void;
}

export function useLeaveGuard({ step, isDirty, saving, save, forget, move }: LeaveGuardOptions) {
  const [leave, setLeave] = useState<Leave | null>(null);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty() && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state === 'blocked') setLeave({ kind: 'route' });
  }, [blocker.state]);
  const dirtyNow = useRef(isDirty);
  dirtyNow.current = isDirty;
  useEffect(() => {
    const onUnload = (ev: BeforeUnloadEvent) => {
      // Not when the session just ended (the abort dialog reloads; the values are kept anyway).
      if (!dirtyNow.current() || !hasSessionHint()) return;
      ev.preventDefault();
      ev.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, []);

  /** Open another step as the step list does: ask first when the step has changes. */
  const goTo = (target: StepNo) => {
    if (target === step || saving) return;
    if (isDirty()) setLeave({ kind: 'step', target });
    else move(target);
  };

  // A panel asking for another step (step 2 after a country switch): handled after the render that
  // follows its draft change, when the panel has measured its changes against the new draft, so
  // only changes still unsaved ask Save / Don't save.
  const [wanted, setWanted] = useState<StepNo | null>(null);
  const goToRef = useRef(goTo);
  goToRef.current = goTo;
  useEffect(() => {
    if (wanted === null) return;
    setWanted(null);
    goToRef.current(wanted);
  }, [wanted]);

  const onSave = async () => {
    if (!leave) return;
    const ok = await save({ agentDraftStatus: 0, target: leave.kind === 'step' ? leave.target : null, leaving: leave.kind === 'route' });
    setLeave(null);
    if (leave.kind === 'route') {
      if (ok) blocker.proceed?.();
      else blocker.reset?.();
    }
  };
  const onDiscard = () => {
    if (!leave) return;
    forget();
    setLeave(null);
    if (leave.kind === 'step') move(leave.target);
    else blocker.proceed?.();
  };
  const onStay = () => {
    if (leave?.kind === 'route') blocker.reset?.();
    setLeave(null);
  };

  return {
    goTo,
    /** For panels (StepPanelProps.goTo): asks after the next render. */
    requestStep: setWanted,
    /** The props of LeaveDialog. */
    dialog: { open: leave !== null, saving, onSave: () => void onSave(), onDiscard, onStay },
  };
}
