// Saving a wizard step (spec 001 sections 4 and 8): the panel's values through add or update, and
// what every answer code does: 70022 asks and saves again with isDuplicate; 70020/70023 show the
// red tip; 003 goes onto the fields (the rest is toasted); 70030 offers a reload that keeps what was
// typed on the step; a session code ends the session (the values wait in sessionStorage). After a
// save the working draft follows the answer, and the URL names a new student or drops a carried school.
// A submit goes to /signContract when the answer says an agreement waits (signContract), else /myApply.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { STEP_COUNT, type SaveAnswer, type StepNo, type StudentDraft } from '@portal/shared';
import { paths } from '../../config/paths';
import { abortSession, isApiError } from '../../lib/api-client';
import { toast } from '../../lib/feedback';
import { fetchStudentInfo, infoQueryKey, saveStudent } from './api/student';
import { serverErrorsOf } from './field-errors';
import { showRefusal, type WizardModal } from './modal-context';
import { clerkApplyOf, parseWizardQuery, queryAfterCreate, queryWithStep } from './nav';
import { saveFailure } from './save-codes';
import { askFileConsent, isFileConsentCode } from './consents/ask';
import { applySaveAnswer, buildSaveBody } from './save-body';
import type { StepPanelHandle, StepValues, WizardFlags } from './types';
import type { StepChanges } from './use-step-changes';

/** Where a submit leads: the agreement when the answer asks for a signature, else my applications. */
export function submitTarget(answer: Pick<SaveAnswer, 'signContract'>): string {
  return answer.signContract ? paths.signContract : paths.myApply;
}

export interface SaveRequest {
  agentDraftStatus: 0 | 1;
  /** Where to go after the save; null stays. */
  target: StepNo | null;
  /** Leaving the route: the URL is not touched (the blocked navigation proceeds). */
  leaving?: boolean;
}

interface WizardSaveOptions {
  step: StepNo;
  /** The working draft as of now (a ref: answers arrive after renders). */
  draftRef: RefObject<StudentDraft>;
  setDraft(draft: StudentDraft): void;
  flags: WizardFlags;
  /** type=copy and no student of our own yet: the source student. */
  copyFromId: number | null;
  panelRef: RefObject<StepPanelHandle | null>;
  changes: StepChanges;
  /** Open another step (the step list's way). */
  move(target: StepNo): void;
  modal: WizardModal;
}

export function useWizardSave({ step, draftRef, setDraft, flags, copyFromId, panelRef, changes, move, modal }: WizardSaveOptions) {
  const { t } = useTranslation(['wizard', 'common']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  const reloadAfterConflict = async () => {
    // What was typed: the reported values, plus the card secrets, which live in memory only.
    const keep = { ...changes.values(), ...(panelRef.current?.memoryOnly?.() ?? {}) };
    try {
      const fresh = await fetchStudentInfo({ id: draftRef.current.stuId });
      setDraft(fresh);
      // The panel starts over on the fresh file with the user's values of this step on top.
      changes.restart(keep);
    } catch (e) {
      toast.error(isApiError(e) ? e.message : String(e));
    }
  };

  const onSaved = (values: StepValues, answer: SaveAnswer, req: SaveRequest) => {
    const created = draftRef.current.stuId <= 0;
    changes.forget();
    const next = applySaveAnswer(draftRef.current, values, answer);
    setDraft(next);
    if (step === STEP_COUNT && req.agentDraftStatus === 1) {
      toast.success(t('submitted'));
      // A file submitted without a current contract waits for the agreement's signature (issue 12).
      navigate(submitTarget(answer));
      return;
    }
    if (req.target === null) toast.success(t('saved'));
    if (req.leaving) return;
    if (created) {
      // The new student's file is the one just saved: seed its answer so the new URL needs no load.
      const nextParams = queryAfterCreate(params, answer.stuId, req.target ?? step);
      const q = parseWizardQuery(nextParams);
      queryClient.setQueryData(
        infoQueryKey({ id: q.id, carryUniId: q.carryUniId, carryMajorId: q.carryMajorId, isClerkApply: clerkApplyOf(q) }),
        next,
      );
      setParams(nextParams, { replace: true });
    } else if (step === 2 && (params.has('carryUniId') || params.has('carryMajorId'))) {
      // The carried school is saved now: the URL stops carrying it, so coming back to step 2 does
      // not add it again. The file just saved seeds the query of the new URL.
      const nextParams = new URLSearchParams(params);
      nextParams.delete('carryUniId');
      nextParams.delete('carryMajorId');
      const q = parseWizardQuery(nextParams);
      queryClient.setQueryData(infoQueryKey({ id: q.id, carryUniId: null, carryMajorId: null, isClerkApply: clerkApplyOf(q) }), next);
      changes.leaveStep();
      setParams(req.target !== null ? queryWithStep(nextParams, req.target) : nextParams, { replace: true });
    } else if (req.target !== null) move(req.target);
  };

  const send = async (values: StepValues, req: SaveRequest, isDuplicate: boolean): Promise<boolean> => {
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
      onSaved(values, await saveStudent(body), req);
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
    // A missing file consent (issue 15): its dialog; agreed, the same values are saved again.
    if (isFileConsentCode(e.code)) {
      const d = draftRef.current;
      const who = { stuId: d.stuId, stuName: d.stuName, stuSpell: d.stuSpell, client: queryClient };
      return askFileConsent(modal, e.code, who).then((given) => (given ? send(values, req, false) : false));
    }
    switch (saveFailure(e.code, e.kind)) {
      case 'duplicate':
        return new Promise<boolean>((resolve) => {
          modal.confirm({
            title: t('tips'),
            content: e.message,
            okText: t('ok'),
            cancelText: t('cancel'),
            onOk: async () => resolve(await send(values, req, true)),
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

  /** Collect the panel's values and save them; resolves whether the save landed. */
  const save = async (req: SaveRequest): Promise<boolean> => {
    if (saving) return false;
    const values = await panelRef.current?.collect();
    if (!values) return false;
    return send(values, req, false);
  };

  return { saving, save };
}
