// The shell's antd modal instance (Modal.useModal) for panels: dialogs then get the page's
// locale and theme from the tree, not from the static holder.
import { createContext, useContext } from 'react';
import type { Modal } from 'antd';

export type WizardModal = ReturnType<typeof Modal.useModal>[0];
export const WizardModalContext = createContext<WizardModal | null>(null);

export function useWizardModal(): WizardModal {
  const m = useContext(WizardModalContext);
  if (!m) throw new Error('useWizardModal outside the wizard');
  return m;
}
