// Runs an apply-now entry: asks the server (apply/uni or apply/situation), then goes where the
// answer leads, confirming first when the server sent a tip. Loaded on the first click only, so the
// detail pages and the shell's floating button carry none of it up front.
import { CODES, type ApplyUniAnswer } from '@portal/shared';
import { isApiError } from '../api-client';
import { dialog, toast } from '../feedback';
import { i18n } from '../i18n';
import { applySituation, applyUni } from './api';
import { applyNowTarget, situationTarget, type ApplyTarget } from './targets';

type Navigate = (to: string) => void;

/** The apply codes the shared handler keeps silent; spec 001 section 8 shows them as error toasts. */
const APPLY_TOAST_CODES: readonly string[] = [CODES.BUSINESS_TIP, CODES.BUSINESS_TIP_2, CODES.APPLY_REFUSED];

function onFailure(e: unknown): void {
  if (isApiError(e) && e.kind === 'business' && APPLY_TOAST_CODES.includes(e.code))
    toast.error(e.message || i18n.t('apply:applyNow.failed'));
  // Every other failure was already shown by the API client (toast, or the session-ended dialog).
}

async function go(target: ApplyTarget | null, navigate: Navigate): Promise<void> {
  await i18n.loadNamespaces('apply');
  if (!target) {
    toast.error(i18n.t('apply:applyNow.failed'));
    return;
  }
  if (target.confirm === undefined) {
    navigate(target.to);
    return;
  }
  dialog.confirm({
    type: 'warning',
    title: i18n.t('apply:applyNow.tipTitle'),
    content: target.confirm || i18n.t('apply:applyNow.tipFallback'),
    okText: i18n.t('common:ok'),
    cancelText: i18n.t('common:cancel'),
    onOk: () => navigate(target.to),
  });
}

/** Apply from a university or major page. */
export async function runApplyUni(uniId: number, majorId: number | undefined, navigate: Navigate): Promise<void> {
  let answer: ApplyUniAnswer;
  try {
    answer = await applyUni(uniId, majorId);
  } catch (e) {
    onFailure(e);
    return;
  }
  await go(applyNowTarget(answer), navigate);
}

/** The floating apply button. */
export async function runApplySituation(navigate: Navigate): Promise<void> {
  try {
    const answer = await applySituation();
    const to = situationTarget(answer);
    await go(to === null ? null : { to }, navigate);
  } catch (e) {
    onFailure(e);
  }
}
