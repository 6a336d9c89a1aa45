// The texts of the file consents in the wizard (issue 15, PIPL): the purpose of each sensitive value
// in plain words, and each recipient of a transfer with what is sent and how to reach it.
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FileConsentStatus, TransferRecipient } from '@portal/shared';
import { getLang } from '../../../lib/lang';

/** The name of the student the account consents for (an agent keeps several files). */
export function studentName(s: { stuName?: string | null; stuSpell?: string | null }): string {
  return (getLang() === 'en' ? s.stuSpell || s.stuName : s.stuName || s.stuSpell) || '—';
}

export function SensitiveConsentText({ days, name }: { days: number; name: string }) {
  const { t } = useTranslation('file-consents');
  return (
    <div className="file-consent" data-testid="sensitive-consent">
      <Typography.Paragraph>{t('sensitive.intro')}</Typography.Paragraph>
      <ul>
        <li>{t('sensitive.purposeCard')}</li>
        <li>{t('sensitive.purposeCvv', { days })}</li>
        <li>{t('sensitive.purposePassword')}</li>
        <li>{t('sensitive.purposeIdentity')}</li>
      </ul>
      <Typography.Paragraph type="secondary">{t('sensitive.security')}</Typography.Paragraph>
      <Typography.Paragraph strong>{t('sensitive.behalf', { name })}</Typography.Paragraph>
    </div>
  );
}

/** The contact of a recipient from the catalogue: its website (a link). */
function Contact({ r }: { r: TransferRecipient }) {
  const { t } = useTranslation('file-consents');
  if (!r.website) return <>{t('transfer.noContact')}</>;
  const href = /^https?:\/\//i.test(r.website) ? r.website : `https://${r.website}`;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {r.website}
    </a>
  );
}

export function TransferConsentText({ status, stale }: { status: FileConsentStatus; stale: boolean }) {
  const { t } = useTranslation('file-consents');
  const en = getLang() === 'en';
  return (
    <div className="file-consent" data-testid="transfer-consent">
      {stale ? <Typography.Paragraph type="warning">{t('transfer.stale')}</Typography.Paragraph> : null}
      <Typography.Paragraph>{t('transfer.intro')}</Typography.Paragraph>
      {status.recipients.map((r) => (
        <Descriptions
          key={r.uniId}
          size="small"
          column={1}
          bordered
          className="file-consent__recipient"
          title={en ? r.uniEnName || r.uniName : r.uniName || r.uniEnName}
          items={[
            { key: 'country', label: t('transfer.country'), children: en ? r.countryEn || r.country : r.country },
            { key: 'contact', label: t('transfer.contact'), children: <Contact r={r} /> },
          ]}
        />
      ))}
      <Typography.Title level={5}>{t('transfer.sentTitle')}</Typography.Title>
      <Typography.Paragraph>{t('transfer.sent')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('transfer.notSent')}</Typography.Paragraph>
      <Typography.Title level={5}>{t('transfer.rightsTitle')}</Typography.Title>
      <Typography.Paragraph>{t('transfer.rights')}</Typography.Paragraph>
    </div>
  );
}
