// Changing the application country (spec 001 section 4), as steps 1 and 2 both offer it: asked
// first; for a file whose schools are saved, switch/country on the server (the schools go), and the
// working draft takes the new country, version and ticks. Cancel changes nothing.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentDraft } from '@portal/shared';
import { switchCountry } from '../api/student';
import { linkRequired } from '../apply/entries';
import { showRefusal, useWizardModal } from '../modal-context';
import type { StepPanelProps } from '../types';

export function useCountrySwitch(draft: StudentDraft, commitDraft: StepPanelProps['commitDraft']) {
  const { t } = useTranslation('wizard');
  const modal = useWizardModal();
  const [switching, setSwitching] = useState(false);

  /**
   * Asks to change to `next`; on OK switches on the server first when `onServer` (the stored file has
   * schools), then runs `then`. A refusal (70020, 70030) is the red tip and nothing changes.
   */
  const confirmSwitch = (next: string, opts: { onServer: boolean; then: () => void }) => {
    modal.confirm({
      title: t('tips'),
      content: t('basic.countryConfirm'),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        if (!opts.onServer) {
          opts.then();
          return;
        }
        setSwitching(true);
        try {
          const switched = await switchCountry({ stuId: draft.stuId, countryId: next, version: draft.version });
          commitDraft({
            countryId: next,
            requiresProfessionalLink: switched.requiresProfessionalLink ?? linkRequired(next, draft),
            agentApplyList: [],
            applyList: [],
            version: switched.version,
            stuOther: { ...draft.stuOther, currentStepStr: switched.currentStepStr },
          });
          opts.then();
        } catch (e) {
          showRefusal(modal, t('tips'), e);
        } finally {
          setSwitching(false);
        }
      },
    });
  };
  return { switching, confirmSwitch };
}
