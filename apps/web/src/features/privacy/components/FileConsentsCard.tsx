// The consents of the account's student files in the personal centre (issue 15): for each file the
// sensitive-information, transfer (with its recipients) and guardian consents with version and time,
// and a withdraw button for each active one, as easy as giving it, whose confirm says what stops.
import { Button, Card, Modal, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { REFERRAL, type ConsentRecord, type FileConsentFile, type FileConsentKind } from '@portal/shared';
import { ErrorState } from '../../../components/ErrorState';
import { isApiError } from '../../../lib/api-client';
import { beijingMinute } from '../../../lib/display';
import { toast } from '../../../lib/feedback';
import { getLang } from '../../../lib/lang';
import { useFileConsentList, useWithdrawFileConsent } from '../api/file-consents';

interface Recipient {
  uniName?: string;
  uniEnName?: string;
  country?: string;
  countryEn?: string;
}
interface GuardianDetail {
  name?: string;
  relation?: string;
  relationLabel?: { cn?: string; en?: string };
  phoneMasked?: string | null;
}

const row = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
  alignItems: 'center',
  padding: '10px 0',
  borderBottom: '1px solid #f0f0f0',
} as const;

function Detail({ c }: { c: ConsentRecord }) {
  const { t } = useTranslation('file-consents');
  const en = getLang() === 'en';
  const colon = en ? ': ' : '：';
  if (c.kind === 'transfer') {
    const list = ((c.detail?.recipients as Recipient[] | undefined) ?? []).map((r) => {
      const name = en ? r.uniEnName || r.uniName : r.uniName || r.uniEnName;
      const country = en ? r.countryEn || r.country : r.country;
      return country ? (en ? `${name} (${country})` : `${name}（${country}）`) : name;
    });
    return list.length ? (
      <span className="file-consents__recipients">
        {t('card.recipients')}
        {colon}
        {list.join(en ? ', ' : '、')}
      </span>
    ) : null;
  }
  if (c.kind === 'guardian') {
    const g = (c.detail ?? {}) as GuardianDetail;
    const relation = (en ? g.relationLabel?.en : g.relationLabel?.cn) ?? g.relation ?? '';
    return <span>{t('card.guardian', { name: g.name ?? '', relation, phone: g.phoneMasked ?? '' })}</span>;
  }
  return null;
}

function stopsKey(kind: FileConsentKind, file: FileConsentFile) {
  if (kind === 'sensitive') return 'card.stopsSensitive' as const;
  if (kind === 'guardian') return 'card.stopsGuardian' as const;
  return file.referralStatus === REFERRAL.notSubmitted || file.referralStatus === REFERRAL.returned
    ? ('card.stopsTransferBefore' as const)
    : ('card.stopsTransferAfter' as const);
}

export function FileConsentsCard() {
  const { t } = useTranslation('file-consents');
  const en = getLang() === 'en';
  const colon = en ? ': ' : '：';
  const q = useFileConsentList();
  const withdraw = useWithdrawFileConsent();
  const [modal, holder] = Modal.useModal();

  const confirm = (c: ConsentRecord, file: FileConsentFile) => {
    const kind = c.kind as FileConsentKind;
    modal.confirm({
      title: t('card.withdrawTitle', { kind: t(`kinds.${kind}`) }),
      content: <p data-testid="withdraw-stops">{t(stopsKey(kind, file))}</p>,
      okText: t('card.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('card.cancel'),
      onOk: async () => {
        try {
          await withdraw.mutateAsync(c.id);
          toast.success(t('card.done'));
        } catch (e) {
          toast.error(isApiError(e) ? e.message : String(e));
        }
      },
    });
  };

  let body;
  if (q.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (q.isError)
    body = <ErrorState message={q.error instanceof Error ? q.error.message : String(q.error)} onRetry={() => void q.refetch()} />;
  else if (q.data.length === 0) body = <p className="muted">{t('card.empty')}</p>;
  else
    body = q.data.map((file) => {
      const name = (en ? file.stuSpell || file.stuName : file.stuName || file.stuSpell) || t('card.unnamed');
      return (
        <section key={file.stuId} className="file-consents__file" data-testid={`file-consents-${file.stuId}`}>
          <h4 style={{ margin: '12px 0 0' }}>{t('card.file', { name })}</h4>
          {file.consents.length === 0 ? <p className="muted">{t('card.noConsents')}</p> : null}
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {file.consents.map((c) => (
              <li key={c.id} style={row} data-testid={`file-consent-${c.id}`}>
                <strong style={{ minWidth: 160 }}>{t(`kinds.${c.kind as FileConsentKind}`)}</strong>
                <span>
                  {t('card.version')}
                  {colon}
                  {c.version}
                </span>
                <span>
                  {t('card.date')}
                  {colon}
                  {beijingMinute(c.createdAt)}
                </span>
                {c.withdrawnAt ? (
                  <Tag>{t('card.withdrawnAt', { date: beijingMinute(c.withdrawnAt) })}</Tag>
                ) : (
                  <Tag color="green">{t('card.active')}</Tag>
                )}
                <Detail c={c} />
                {c.withdrawnAt ? null : (
                  <Button size="small" danger onClick={() => confirm(c, file)} loading={withdraw.isPending && withdraw.variables === c.id}>
                    {t('card.withdraw')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      );
    });

  return (
    <Card title={t('card.title')} className="privacy-card" data-testid="file-consents-card">
      {holder}
      <p className="muted">{t('card.intro')}</p>
      {body}
    </Card>
  );
}
