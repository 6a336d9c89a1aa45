// The wizard shell (spec 001 sections 2, 4, 8): the working draft, the step list, the open step's
// panel (kept in the URL), Back/Next and the restore offer. Saving with its answer codes is
// use-wizard-save.ts, the unsaved values use-step-changes.ts, the leave dialog use-leave-guard.ts.
// Panels come from steps/registry.ts and follow the contract of types.ts. Next (and Save/Submit)
// stay disabled, with a spinner, until the step is ready (step-ready.ts).
import { Alert, Button, Modal, Skeleton, Space } from 'antd';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { STEP_COUNT, type StepNo, type StudentDraft } from '@portal/shared';
import { useIsMobile } from '../../../lib/device';
import { WizardModalContext } from '../modal-context';
import { canOpenStep, clerkApplyOf, doneSteps, initialStep, queryWithStep, stepAfterSave, stepBefore, type WizardQuery } from '../nav';
import { startingDraft } from '../save-body';
import { StepLoadingContext, stepReady, usePendingParts } from '../step-ready';
import { REGISTERED_STEPS, STEP_PANELS } from '../steps/registry';
import type { StepPanelComponent, StepPanelHandle, WizardFlags } from '../types';
import { unsavedKey } from '../unsaved-store';
import { useLeaveGuard } from '../use-leave-guard';
import { useStepChanges } from '../use-step-changes';
import { useWizardSave } from '../use-wizard-save';
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

export function WizardShell({ loaded, query }: { loaded: StudentDraft; query: WizardQuery }) {
  const { t } = useTranslation(['wizard', 'common']);
  const [params, setParams] = useSearchParams();
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

  // Keep the opened step in the URL, so a reload or a login comes back to it.
  useEffect(() => {
    if (params.get('activeStep') !== String(step)) setParams(queryWithStep(params, step), { replace: true });
  }, [params, setParams, step]);

  const changes = useStepChanges(storeKey, step);
  const commitDraft = useCallback((patch: Partial<StudentDraft>) => setDraft((d) => ({ ...d, ...patch })), []);
  const move = (target: StepNo) => {
    changes.leaveStep();
    setParams(queryWithStep(params, target), { replace: true });
  };
  const { saving, save } = useWizardSave({ step, draftRef, setDraft, flags, copyFromId, panelRef, changes, move, modal });
  const leave = useLeaveGuard({ step, isDirty: changes.isDirty, saving, save, forget: changes.forget, move });

  const Panel = panelOf(step);
  const prev = stepBefore(step, avail);
  const afterSave = stepAfterSave(step, { ...avail, hasStudent: true });

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
            onPick={leave.goTo}
            mobile={mobile}
          />
          <section className="wizard-main" aria-labelledby="wizard-step-title">
            <header className="wizard-main__head">
              <h2 id="wizard-step-title">{t(stepNameKey(step))}</h2>
              <span className="muted">{t('stepOf', { n: step, total: STEP_COUNT })}</span>
            </header>
            {changes.offer ? (
              <Alert
                className="wizard-restore"
                type="info"
                showIcon
                title={t('restore.text')}
                action={
                  <Space wrap>
                    <Button size="small" type="primary" onClick={changes.acceptOffer}>
                      {t('restore.restore')}
                    </Button>
                    <Button size="small" onClick={changes.discardOffer}>
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
                    key={`${step}-${changes.epoch}`}
                    ref={attachPanel}
                    step={step}
                    draft={draft}
                    flags={flags}
                    restored={changes.restored}
                    busy={saving}
                    onChange={changes.onChange}
                    commitDraft={commitDraft}
                    goTo={leave.requestStep}
                  />
                ) : null}
              </Suspense>
            </StepLoadingContext.Provider>
            <footer className="wizard-actions">
              {prev !== null ? (
                <Button onClick={() => leave.goTo(prev)} disabled={saving}>
                  {t('actions.back')}
                </Button>
              ) : null}
              {step === STEP_COUNT ? (
                <>
                  <Button onClick={() => void save({ agentDraftStatus: 0, target: null })} disabled={!ready} loading={saving || !ready}>
                    {t('actions.saveDraft')}
                  </Button>
                  <Button
                    type="primary"
                    onClick={() => void save({ agentDraftStatus: 1, target: null })}
                    disabled={!ready}
                    loading={saving || !ready}
                  >
                    {t('actions.submit')}
                  </Button>
                </>
              ) : (
                <Button
                  type="primary"
                  onClick={() => void save({ agentDraftStatus: 0, target: afterSave })}
                  disabled={!ready}
                  loading={saving || !ready}
                >
                  {afterSave !== null ? t('actions.next') : t('actions.save')}
                </Button>
              )}
            </footer>
          </section>
        </div>
      </div>
      <LeaveDialog {...leave.dialog} />
    </WizardModalContext.Provider>
  );
}
