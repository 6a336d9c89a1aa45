// The shell's antd modal instance (Modal.useModal) for panels: dialogs then get the page's
// locale and theme from the tree, not from the static holder.
import { createContext, useContext } from 'react';
import type { Modal } from 'antd';
import { isApiError } from '../../lib/api-client';

export type WizardModal = ReturnType<typeof Modal.useModal>[0];
export const WizardModalContext = createContext<WizardModal | null>(null);

export function useWizardModal(): WizardModal {
  const m = useContext(WizardModalContext);
  if (!m) throw new Error('useWizardModal outside the wizard');
  return m;
}

/** A refusal as the spec's 温馨提示 dialog: the message only, no buttons; closed by its X or the mask. */
export function showRefusal(modal: WizardModal, title: string, e: unknown): void {
  modal.error({
    title,
    content: isApiError(e) ? e.message : e instanceof Error ? e.message : String(e),
    footer: null,
    closable: true,
    maskClosable: true,
  });
}
