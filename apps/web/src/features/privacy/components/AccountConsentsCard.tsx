// The account's own consents in the personal centre's "privacy & my data" (issue 15): each
// agreement to the privacy policy and the terms with the version, the time (Beijing) and a link to
// that version's text, and the sentence saying they are withdrawn by deleting the account.
import { Alert, Card, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_CONSENT_KINDS, POLICY_VERSIONS, type AccountConsentKind, type ConsentRecord } from '@portal/shared';
import { ErrorState } from '../../../components/ErrorState';
import { beijingMinute } from '../../../lib/display';
import { policyPath, useConsents } from '../api/consents';

const isAccountKind = (k: string): k is AccountConsentKind => (ACCOUNT_CONSENT_KINDS as readonly string[]).includes(k);

function StateTag({ r }: { r: ConsentRecord }) {
  const { t } = useTranslation('privacy');
  if (r.withdrawnAt) return <Tag>{t('card.withdrawn')}</Tag>;
  return r.version === POLICY_VERSIONS[r.kind] ? (
    <Tag color="green">{t('card.current')}</Tag>
  ) : (
    <Tag color="orange">{t('card.outdated')}</Tag>
  );
}

export function AccountConsentsCard() {
  const { t } = useTranslation('privacy');
  const q = useConsents();
  const rows = (q.data ?? []).filter((r) => isAccountKind(r.kind));
  const missing = ACCOUNT_CONSENT_KINDS.filter((k) => !rows.some((r) => r.kind === k && !r.withdrawnAt));

  let body;
  if (q.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (q.isError) body = <ErrorState message={t('card.loadFailed')} onRetry={() => void q.refetch()} />;
  else
    body = (
      <ul className="account-consents" data-testid="account-consents" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((r) => (
          <li
            key={r.id}
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: '4px 16px',
              alignItems: 'center',
              padding: '10px 0',
              borderBottom: '1px solid #f0f0f0',
            }}
          >
            <strong style={{ minWidth: 120 }}>{t(`card.kind.${r.kind as AccountConsentKind}`)}</strong>
            <span>{t('card.versionOf', { version: r.version })}</span>
            <span>{t('card.atOf', { at: beijingMinute(r.createdAt) })}</span>
            <StateTag r={r} />
            <a href={policyPath(r.kind as AccountConsentKind, r.version)} target="_blank" rel="noopener noreferrer">
              {t('card.read')}
            </a>
          </li>
        ))}
        {missing.map((k) => (
          <li key={k} style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', padding: '10px 0', borderBottom: '1px solid #f0f0f0' }}>
            <strong style={{ minWidth: 120 }}>{t(`card.kind.${k}`)}</strong>
            <span>{t('card.none')}</span>
            <a href={policyPath(k)} target="_blank" rel="noopener noreferrer">
              {t('card.read')}
            </a>
          </li>
        ))}
      </ul>
    );

  return (
    <Card title={t('card.title')} className="privacy-card" data-testid="account-consents-card">
      {body}
      <Alert type="info" showIcon style={{ marginTop: 16 }} title={t('card.withdrawNote')} />
    </Card>
  );
}
