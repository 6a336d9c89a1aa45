// The wizard shell (spec 001 sections 2, 4, 8): step list, the current step's panel, Back/Next,
// saving with every answer code, unsaved-change guards and the unsaved values kept per step.
// Panels come from steps/registry.ts and follow the contract of types.ts. Next (and Save/Submit)
// stay disabled, with a spinner, until the step is ready (step-ready.ts).
import { Alert, Button, Modal, Skeleton, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, useSearchParams } from 'react-router';
import { STEP_COUNT, type SaveAnswer, type StepNo, type StudentDraft } from '@portal/shared';
import { paths } from '../../../config/paths';
import { abortSession, isApiError } from '../../../lib/api-client';
import { useIsMobile } from '../../../lib/device';
import { toast } from '../../../lib/feedback';
import { hasSessionHint } from '../../../lib/session';
import { fetchStudentInfo, infoQueryKey, saveStudent } from '../api/student';
import { serverErrorsOf } from '../field-errors';
import { WizardModalContext, showRefusal } from '../modal-context';
import { canOpenStep, clerkApplyOf, doneSteps, initialStep, parseWizardQuery, queryAfterCreate, queryWithStep, stepAfterSave, stepBefore, type WizardQuery } from '../nav';
import { saveFailure } from '../save-codes';
import { applySaveAnswer, buildSaveBody, startingDraft } from '../save-body';
import { StepLoadingContext, stepReady, usePendingParts } from '../step-ready';
import { REGISTERED_STEPS, STEP_PANELS } from '../steps/registry';
import type { StepPanelComponent, StepPanelHandle, StepValues, WizardFlags } from '../types';
import { clearUnsaved, readUnsaved, saveUnsaved, unsavedKey } from '../unsaved-store';
import { LeaveDialog } from './LeaveDialog';
import { StepNav, stepNameKey } from './StepNav';

const lazyPanels = new Map<number, LazyExoticComponent<StepPanelComponent>>();
function panelOf(step: StepNo): LazyExoticComponent<StepPanelComponent> | null {
  const load = STEP_PANELS[step];
  if (!load) return null;
  let panel = lazyPanels.get(step);
  if (!panel) lazyPanels.set(step, (panel = lazy(load)));
  return panel;
}

interface SaveRequest {
  agentDraftStatus: 0 | 1;
  /** Where to go after the save; null stays. */
  target: StepNo | null;
  /** Leaving the route: the URL is not touched (the blocked navigation proceeds). */
  leaving?: boolean;
}

type Leave = { kind: 'step'; target: StepNo } | { kind: 'route' };

export function WizardShell({ loaded, query }: { loaded: StudentDraft; query: WizardQuery }) {
  const { t } = useTranslation(['wizard', 'common']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const mobile = useIsMobile();

  const [draft, setDraft] = useState<StudentDraft>(() => startingDraft(loaded, query));
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const copyFromId = query.copy ? query.id : null;
  const flags = useMemo<WizardFlags>(
    () => ({
      isNew: draft.stuId <= 0,
      copy: query.copy,
      namePlus: query.namePlus,
      isClerkApply: clerkApplyOf(query),
      carryUniId: query.carryUniId,
      carryMajorId: query.carryMajorId,
      resType: query.resType,
    }),
    [draft.stuId, query],
  );
  const avail = useMemo(() => ({ hasStudent: draft.stuId > 0, registered: REGISTERED_STEPS }), [draft.stuId]);
  const step = initialStep(query, avail);
  const storeKey = unsavedKey(draft.stuId, { copyFromId });
  const done = useMemo(() => doneSteps(draft.stuOther?.currentStepStr), [draft.stuOther?.currentStepStr]);

  const panelRef = useRef<StepPanelHandle>(null);
  // The panel's handle arrives when its (lazy) module has loaded and it has mounted.
  const [panelMounted, setPanelMounted] = useState(false);
  const attachPanel = useCallback((h: StepPanelHandle | null) => {
    panelRef.current = h;
    setPanelMounted(h !== null);
  }, []);
  const loading = usePendingParts();
  const ready = stepReady(panelMounted, loading.pending);
  const valuesRef = useRef<StepValues>({});
  const dirtyRef = useRef(false);
  const [saving, setSaving] = useState(false);
  const [restored, setRestored] = useState<StepValues | null>(null);
  const [epoch, setEpoch] = useState(0);
  const [offer, setOffer] = useState<StepValues | null>(() => readUnsaved(storeKey, step));
  const [leave, setLeave] = useState<Leave | null>(null);

  // Keep the opened step in the URL, so a reload or a login comes back to it.
  useEffect(() => {
    if (params.get('activeStep') !== String(step)) setParams(queryWithStep(params, step), { replace: true });
  }, [params, setParams, step]);

  // A step opened again offers back what was typed there and not saved.
  const shown = useRef({ step, storeKey });
  useEffect(() => {
    if (shown.current.step === step && shown.current.storeKey === storeKey) return;
    shown.current = { step, storeKey };
    setOffer(readUnsaved(storeKey, step));
  }, [step, storeKey]);

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
  const commitDraft = useCallback((patch: Partial<StudentDraft>) => setDraft((d) => ({ ...d, ...patch })), []);

  const forgetStep = () => {
    clearUnsaved(storeKey, step);
    dirtyRef.current = false;
  };
  const move = (target: StepNo) => {
    dirtyRef.current = false;
    setRestored(null);
    setParams(queryWithStep(params, target), { replace: true });
  };

  const reloadAfterConflict = async () => {
    // What was typed: the reported values, plus the card secrets, which live in memory only.
    const keep = { ...valuesRef.current, ...(panelRef.current?.memoryOnly?.() ?? {}) };
    try {
      const fresh = await fetchStudentInfo({ id: draftRef.current.stuId });
      setDraft(fresh);
      // The panel starts over on the fresh file with the user's values of this step on top.
      setRestored(keep);
      setEpoch((e) => e + 1);
    } catch (e) {
      toast.error(isApiError(e) ? e.message : String(e));
    }
  };

  const onSaved = (values: StepValues, a: SaveAnswer, req: SaveRequest) => {
    const created = draftRef.current.stuId <= 0;
    forgetStep();
    const next = applySaveAnswer(draftRef.current, values, a);
    setDraft(next);
    if (step === STEP_COUNT && req.agentDraftStatus === 1) {
      toast.success(t('submitted'));
      navigate(paths.myApply);
      return;
    }
    if (req.target === null) toast.success(t('saved'));
    if (req.leaving) return;
    if (created) {
      // The new student's file is the one just saved: seed its answer so the new URL needs no load.
      const nextParams = queryAfterCreate(params, a.stuId, req.target ?? step);
      const q = parseWizardQuery(nextParams);
      queryClient.setQueryData(infoQueryKey({ id: q.id, carryUniId: q.carryUniId, carryMajorId: q.carryMajorId, isClerkApply: clerkApplyOf(q) }), next);
      setParams(nextParams, { replace: true });
    } else if (step === 2 && (params.has('carryUniId') || params.has('carryMajorId'))) {
      // The carried school is saved now: the URL stops carrying it, so coming back to step 2 does
      // not add it again. The file just saved seeds the query of the new URL.
      const nextParams = new URLSearchParams(params);
      nextParams.delete('carryUniId');
      nextParams.delete('carryMajorId');
      const q = parseWizardQuery(nextParams);
      queryClient.setQueryData(infoQueryKey({ id: q.id, carryUniId: null, carryMajorId: null, isClerkApply: clerkApplyOf(q) }), next);
      dirtyRef.current = false;
      setRestored(null);
      setParams(req.target !== null ? queryWithStep(nextParams, req.target) : nextParams, { replace: true });
    } else if (req.target !== null) move(req.target);
  };

  const submit = async (values: StepValues, req: SaveRequest, isDuplicate: boolean): Promise<boolean> => {
    setSaving(true);
    try {
      const body = buildSaveBody(draftRef.current, {
        step,
        values,
        agentDraftStatus: req.agentDraftStatus,
        copyFromId,
        isClerkApply: flags.isClerkApply,
        isDuplicate,
      });
      const answer = await saveStudent(body);
      onSaved(values, answer, req);
      return true;
    } catch (e) {
      return onFailed(e, values, req);
    } finally {
      setSaving(false);
    }
  };

  const onFailed = (e: unknown, values: StepValues, req: SaveRequest): Promise<boolean> | boolean => {
    if (!isApiError(e)) {
      toast.error(String(e));
      return false;
    }
    switch (saveFailure(e.code, e.kind)) {
      case 'duplicate':
        return new Promise<boolean>((resolve) => {
          modal.confirm({
            title: t('tips'),
            content: e.message,
            okText: t('ok'),
            cancelText: t('cancel'),
            onOk: async () => resolve(await submit(values, req, true)),
            onCancel: () => resolve(false),
          });
        });
      case 'tip':
        showRefusal(modal, t('tips'), e);
        return false;
      case 'invalid': {
        const errors = serverErrorsOf(e.data);
        const rest = panelRef.current?.showServerErrors(errors) ?? errors.map((x) => x.message);
        if (errors.length === 0) toast.error(e.message);
        rest.forEach((m) => toast.error(m));
        return false;
      }
      case 'stale':
        modal.confirm({
          title: t('conflict.title'),
          content: t('conflict.content'),
          okText: t('conflict.reload'),
          cancelText: t('cancel'),
          onOk: reloadAfterConflict,
        });
        return false;
      case 'session':
        // The values of this step are already in sessionStorage: after login they are offered back.
        abortSession(e.code, e.message);
        return false;
      default:
        toast.error(e.message);
        return false;
    }
  };

  const save = async (req: SaveRequest): Promise<boolean> => {
    if (saving) return false;
    const values = await panelRef.current?.collect();
    if (!values) return false;
    return submit(values, req, false);
  };

  // Leaving the route with unsaved changes (links, back button): the same Save / Don't save.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirtyRef.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state === 'blocked') setLeave({ kind: 'route' });
  }, [blocker.state]);
  useEffect(() => {
    const onUnload = (ev: BeforeUnloadEvent) => {
      // Not when the session just ended (the abort dialog reloads; the values are kept anyway).
      if (!dirtyRef.current || !hasSessionHint()) return;
      ev.preventDefault();
      ev.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, []);

  const goTo = (target: StepNo) => {
    if (target === step || saving) return;
    if (dirtyRef.current) setLeave({ kind: 'step', target });
    else move(target);
  };
  // A panel asking for another step (step 1 after a country switch): handled after the render that
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
  const leaveSave = async () => {
    if (!leave) return;
    const ok = await save({ agentDraftStatus: 0, target: leave.kind === 'step' ? leave.target : null, leaving: leave.kind === 'route' });
    setLeave(null);
    if (leave.kind === 'route') {
      if (ok) blocker.proceed?.();
      else blocker.reset?.();
    }
  };
  const leaveDiscard = () => {
    if (!leave) return;
    forgetStep();
    setLeave(null);
    if (leave.kind === 'step') move(leave.target);
    else blocker.proceed?.();
  };
  const leaveStay = () => {
    if (leave?.kind === 'route') blocker.reset?.();
    setLeave(null);
  };

  const Panel = panelOf(step);
  const prev = stepBefore(step, avail);
  const afterSave = stepAfterSave(step, { ...avail, hasStudent: true });
  const restore = () => {
    setRestored(offer);
    setOffer(null);
    setEpoch((e) => e + 1);
  };
  const discardOffer = () => {
    clearUnsaved(storeKey, step);
    setOffer(null);
  };

  return (
    <WizardModalContext.Provider value={modal}>
      {modalHolder}
      <div className="container wizard-page">
        <h1 className="wizard-title">{t('title')}</h1>
        <div className={mobile ? 'wizard-layout wizard-layout--mobile' : 'wizard-layout'}>
          <StepNav
            step={step}
            done={done}
            canOpen={(s) => canOpenStep(s, avail)}
            needsStudent={!avail.hasStudent}
            onPick={goTo}
            mobile={mobile}
          />
          <section className="wizard-main" aria-labelledby="wizard-step-title">
            <header className="wizard-main__head">
              <h2 id="wizard-step-title">{t(stepNameKey(step))}</h2>
              <span className="muted">{t('stepOf', { n: step, total: STEP_COUNT })}</span>
            </header>
            {offer ? (
              <Alert
                className="wizard-restore"
                type="info"
                showIcon
                title={t('restore.text')}
                action={
                  <Space wrap>
                    <Button size="small" type="primary" onClick={restore}>
                      {t('restore.restore')}
                    </Button>
                    <Button size="small" onClick={discardOffer}>
                      {t('restore.discard')}
                    </Button>
                  </Space>
                }
              />
            ) : null}
            <StepLoadingContext.Provider value={loading.value}>
              <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                {Panel ? (
                  <Panel
                    key={`${step}-${epoch}`}
                    ref={attachPanel}
                    step={step}
                    draft={draft}
                    flags={flags}
                    restored={restored}
                    busy={saving}
                    onChange={onChange}
                    commitDraft={commitDraft}
                    goTo={setWanted}
                  />
                ) : null}
              </Suspense>
            </StepLoadingContext.Provider>
            <footer className="wizard-actions">
              {prev !== null ? (
                <Button onClick={() => goTo(prev)} disabled={saving}>
                  {t('actions.back')}
                </Button>
              ) : null}
              {step === STEP_COUNT ? (
                <>
                  <Button onClick={() => void save({ agentDraftStatus: 0, target: null })} disabled={!ready} loading={saving || !ready}>
                    {t('actions.saveDraft')}
                  </Button>
                  <Button type="primary" onClick={() => void save({ agentDraftStatus: 1, target: null })} disabled={!ready} loading={saving || !ready}>
                    {t('actions.submit')}
                  </Button>
                </>
              ) : (
                <Button type="primary" onClick={() => void save({ agentDraftStatus: 0, target: afterSave })} disabled={!ready} loading={saving || !ready}>
                  {afterSave !== null ? t('actions.next') : t('actions.save')}
                </Button>
              )}
            </footer>
          </section>
        </div>
      </div>
      <LeaveDialog open={leave !== null} saving={saving} onSave={() => void leaveSave()} onDiscard={leaveDiscard} onStay={leaveStay} />
    </WizardModalContext.Provider>
  );
}
