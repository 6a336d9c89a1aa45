// The separate consent for sensitive personal information where it is first needed (issue 15): on
// the steps holding the card, CVV, portal password (8) and the passport/ID (10). Opening step 8
// without the consent asks at once; a decline leaves a notice with the way back to agreeing, and
// the save of those values is refused by the server (72020) until agreed. After a withdrawal the
// notice says that what was stored under the consent was erased.
import { Alert, Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentDraft } from '@portal/shared';
import { useFileConsentStatus } from './api';
import { useWizardModal } from '../modal-context';
import { askSensitive } from './ask';

interface Props {
  draft: StudentDraft;
  /** Ask at once when the step opens without the consent (the first step that needs it). */
  askOnOpen?: boolean;
}

export function SensitiveConsentNotice({ draft, askOnOpen = false }: Props) {
  const { t } = useTranslation('file-consents');
  const modal = useWizardModal();
  const client = useQueryClient();
  const status = useFileConsentStatus(draft.stuId);
  const asked = useRef(false);
  const [declined, setDeclined] = useState(false);
  const who = { stuId: draft.stuId, stuName: draft.stuName, stuSpell: draft.stuSpell, client };
  const missing = !!status.data && status.data.own && !status.data.sensitive;
  const ask = async () => setDeclined(!(await askSensitive(modal, who, status.data)));

  useEffect(() => {
    if (!askOnOpen || !missing || asked.current) return;
    asked.current = true;
    void ask();
  }, [askOnOpen, missing]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the status says it is missing

  if (!status.data || !status.data.own) return null;
  if (status.data.sensitive)
    return (
      <p className="muted wizard-span file-consent__given" data-testid="sensitive-given">
        {t('sensitive.given', { version: status.data.sensitive.version })}
      </p>
    );
  return (
    <Alert
      className="wizard-span file-consent__notice"
      type="info"
      showIcon
      data-testid="sensitive-notice"
      title={declined ? t('sensitive.declined') : draft.stuOther.sensitiveWithdrawn ? t('sensitive.withdrawn') : t('sensitive.notice')}
      description={
        <Button size="small" type="primary" onClick={() => void ask()}>
          {t('sensitive.read')}
        </Button>
      }
    />
  );
}
