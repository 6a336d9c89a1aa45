// The dialog of the consent gate (components/PolicyConsentGate): what needs consent, each with its
// version, date, what changed and a link to the full text (new tab); agree records the consents of
// the versions shown, log out ends the session. It cannot be closed otherwise.
import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsentStatus } from '@portal/shared';
import { paths } from '../../../config/paths';
import { logout } from '../../../lib/auth';
import { policyPath, useAcceptConsents } from '../api/consents';

export default function ConsentGateDialog({ pending }: { pending: ConsentStatus['pending'] }) {
  const { t } = useTranslation('privacy');
  const accept = useAcceptConsents();
  const [leaving, setLeaving] = useState(false);
  const updated = pending.some((p) => p.previousVersion);

  // A text published meanwhile answers 72001 (shown as a toast); the status is fetched again either
  // way (useAcceptConsents), so the dialog then lists the newer version.
  const agree = () =>
    accept.mutate({ kinds: pending.map((p) => p.kind), versions: Object.fromEntries(pending.map((p) => [p.kind, p.version])) });
  const leave = async () => {
    setLeaving(true);
    await logout();
    window.location.assign(paths.home);
  };

  return (
    <Modal
      open
      centered
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      title={t('gate.title')}
      className="consent-gate"
      footer={[
        <Button key="out" onClick={() => void leave()} loading={leaving} disabled={accept.isPending}>
          {t('gate.logout')}
        </Button>,
        <Button key="ok" type="primary" autoFocus onClick={agree} loading={accept.isPending} disabled={leaving}>
          {t('gate.agree')}
        </Button>,
      ]}
    >
      <p>{updated ? t('gate.introUpdated') : t('gate.introNew')}</p>
      <ul className="consent-gate__list" style={{ paddingLeft: 20 }}>
        {pending.map((p) => (
          <li key={p.kind} style={{ marginBottom: 8 }}>
            <strong>{t('gate.item', { title: p.title, version: p.version, date: p.effectiveDate })}</strong>{' '}
            <a href={policyPath(p.kind)} target="_blank" rel="noopener noreferrer">
              {t('gate.read')}
            </a>
            {p.previousVersion ? <div>{t('gate.previous', { version: p.previousVersion })}</div> : null}
            {p.changes.length ? (
              <div>
                {t('gate.changes')}
                <ul>
                  {p.changes.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <p style={{ color: '#646a73', marginBottom: 0 }}>{t('gate.note')}</p>
    </Modal>
  );
}
