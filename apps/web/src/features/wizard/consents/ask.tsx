// Asking a file consent in the wizard (issue 15, PIPL): each dialog resolves whether the consent
// was given. The save maps the server's refusals to them (72020 sensitive, 72021/72022 transfer,
// 72023 guardian) and saves again after an agree; a decline keeps the user on the step, unsaved.
import type { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { FILE_CONSENT_CODES, type FileConsentStatus } from '@portal/shared';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/feedback';
import { fetchFileConsentStatus, giveFileConsent } from './api';
import type { WizardModal } from '../modal-context';
import { GuardianConsentForm } from './GuardianConsentForm';
import { SensitiveConsentText, TransferConsentText, studentName } from './texts';

const CONSENT_CODES: readonly string[] = [
  FILE_CONSENT_CODES.SENSITIVE_REQUIRED,
  FILE_CONSENT_CODES.TRANSFER_REQUIRED,
  FILE_CONSENT_CODES.TRANSFER_STALE,
  FILE_CONSENT_CODES.GUARDIAN_REQUIRED,
];

/** A save refused for a missing file consent: the wizard asks for it instead of a toast. */
export const isFileConsentCode = (code: string) => CONSENT_CODES.includes(code);

async function texts() {
  await i18n.loadNamespaces('file-consents');
  return i18n.getFixedT(null, 'file-consents');
}

interface Who {
  stuId: number;
  /** The page's query client: the file's consent status is read again after a change. */
  client: QueryClient;
  stuName?: string | null;
  stuSpell?: string | null;
}

/** The separate consent for sensitive personal information; resolves true when given. */
export async function askSensitive(modal: WizardModal, who: Who, status?: FileConsentStatus): Promise<boolean> {
  const t = await texts();
  const s = status ?? (await fetchFileConsentStatus(who.stuId));
  if (s.sensitive) return true;
  return new Promise<boolean>((resolve) => {
    modal.confirm({
      title: t('sensitive.title'),
      icon: null,
      width: 560,
      content: <SensitiveConsentText days={s.cvvRetentionDays} name={studentName(who)} />,
      okText: t('sensitive.agree'),
      cancelText: t('sensitive.decline'),
      okButtonProps: { 'data-testid': 'sensitive-agree' } as Record<string, string>,
      cancelButtonProps: { 'data-testid': 'sensitive-decline' } as Record<string, string>,
      onOk: async () => {
        try {
          await giveFileConsent({ stuId: who.stuId, kind: 'sensitive' });
          await who.client.invalidateQueries({ queryKey: ['file-consents', 'status', who.stuId] });
          resolve(true);
        } catch (e) {
          toast.error(isApiError(e) ? e.message : String(e));
          resolve(false);
        }
      },
      onCancel: () => {
        void who.client.invalidateQueries({ queryKey: ['file-consents', 'status', who.stuId] });
        resolve(false);
      },
    });
  });
}

/** The consent to send the file to each listed university abroad; resolves true when given. */
async function askTransfer(modal: WizardModal, who: Who, stale: boolean): Promise<boolean> {
  const t = await texts();
  const s = await fetchFileConsentStatus(who.stuId);
  if (s.recipients.length === 0) {
    toast.error(t('transfer.noSchools'));
    return false;
  }
  return new Promise<boolean>((resolve) => {
    modal.confirm({
      title: t('transfer.title'),
      icon: null,
      width: 640,
      content: <TransferConsentText status={s} stale={stale} />,
      okText: t('transfer.agree'),
      cancelText: t('transfer.cancel'),
      okButtonProps: { 'data-testid': 'transfer-agree' } as Record<string, string>,
      onOk: async () => {
        try {
          await giveFileConsent({ stuId: who.stuId, kind: 'transfer', uniIds: s.recipients.map((r) => r.uniId) });
          await who.client.invalidateQueries({ queryKey: ['file-consents', 'status', who.stuId] });
          resolve(true);
        } catch (e) {
          toast.error(isApiError(e) ? e.message : String(e));
          resolve(false);
        }
      },
      onCancel: () => resolve(false),
    });
  });
}

/** The guardian's consent verified by a code to the guardian's phone; resolves true when given. */
async function askGuardian(modal: WizardModal, who: Who): Promise<boolean> {
  const t = await texts();
  const s = await fetchFileConsentStatus(who.stuId);
  return new Promise<boolean>((resolve) => {
    let given = false;
    const dialog = modal.info({
      title: t('guardian.title'),
      icon: null,
      width: 560,
      footer: null,
      closable: true,
      maskClosable: false,
      content: (
        <GuardianConsentForm
          status={s}
          onDone={() => {
            given = true;
            void who.client.invalidateQueries({ queryKey: ['file-consents', 'status', who.stuId] });
            dialog.destroy();
          }}
          onCancel={() => dialog.destroy()}
        />
      ),
      afterClose: () => resolve(given),
    });
  });
}

/** The dialog for a refusal code of the save; resolves whether the consent is now given. */
export async function askFileConsent(modal: WizardModal, code: string, who: Who): Promise<boolean> {
  try {
    switch (code) {
      case FILE_CONSENT_CODES.SENSITIVE_REQUIRED:
        return await askSensitive(modal, who);
      case FILE_CONSENT_CODES.TRANSFER_REQUIRED:
      case FILE_CONSENT_CODES.TRANSFER_STALE:
        return await askTransfer(modal, who, code === FILE_CONSENT_CODES.TRANSFER_STALE);
      case FILE_CONSENT_CODES.GUARDIAN_REQUIRED:
        return await askGuardian(modal, who);
      default:
        return false;
    }
  } catch (e) {
    toast.error(isApiError(e) ? e.message : String(e));
    return false;
  }
}
