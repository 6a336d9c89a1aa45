// The consents of a student file for staff (issue 15, PIPL): sensitive information, the transfer
// abroad with its recipients, the guardian's consent, each with version, time and whether it was
// withdrawn. Without an active transfer consent naming the schools the file cannot be transferred.
import { Card, Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ConsentRecord, FileConsentKind } from '@portal/shared';
import { api } from '../../../lib/api-client';
import { beijingMinute } from '../../../lib/display';
import { getLang } from '../../../lib/lang';

interface Detail {
  recipients?: { uniName?: string; uniEnName?: string; country?: string; countryEn?: string }[];
  name?: string;
  relation?: string;
  relationLabel?: { cn?: string; en?: string };
  phoneMasked?: string | null;
  onBehalfOf?: { stuName?: string | null; stuSpell?: string | null };
}

const FILE_KINDS: readonly string[] = ['sensitive', 'transfer', 'guardian'];

export function ConsentsPanel({ stuId }: { stuId: number }) {
  const { t } = useTranslation('file-consents');
  const en = getLang() === 'en';
  const colon = en ? ': ' : '：';
  const q = useQuery({
    queryKey: ['file-consents', 'console', stuId],
    queryFn: () => api.get<ConsentRecord[]>('/console/applications/consents', { stuId }, { quiet: true }),
    enabled: stuId > 0,
  });
  const list = (q.data ?? []).filter((c) => FILE_KINDS.includes(c.kind));
  const transferActive = list.some((c) => c.kind === 'transfer' && !c.withdrawnAt);

  const detailOf = (c: ConsentRecord) => {
    const d = (c.detail ?? {}) as Detail;
    if (c.kind === 'transfer')
      return (d.recipients ?? [])
        .map((r) =>
          en
            ? `${r.uniEnName || r.uniName || ''} (${r.countryEn || r.country || ''})`
            : `${r.uniName || r.uniEnName || ''}（${r.country || ''}）`,
        )
        .join(en ? ', ' : '、');
    if (c.kind === 'guardian') {
      const relation = (en ? d.relationLabel?.en : d.relationLabel?.cn) ?? d.relation ?? '';
      return t('card.guardian', { name: d.name ?? '', relation, phone: d.phoneMasked ?? '' });
    }
    return null;
  };

  return (
    <Card size="small" title={t('panel.title')} className="console-panel" data-testid="consents-panel">
      {q.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : q.isError ? (
        <p className="muted">{q.error instanceof Error ? q.error.message : String(q.error)}</p>
      ) : (
        <>
          {!transferActive ? <p style={{ color: '#d46b08', margin: '0 0 8px' }}>{t('panel.missingTransfer')}</p> : null}
          {list.length === 0 ? <p className="muted">{t('panel.empty')}</p> : null}
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((c) => (
              <li key={c.id} style={{ padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 8px', alignItems: 'center' }}>
                  <strong>{t(`kinds.${c.kind as FileConsentKind}`)}</strong>
                  {c.withdrawnAt ? <Tag>{t('card.withdrawn')}</Tag> : <Tag color="green">{t('card.active')}</Tag>}
                </div>
                <div className="muted" style={{ fontSize: 12 }}>
                  {t('card.version')}
                  {colon}
                  {c.version} · {t('card.date')}
                  {colon}
                  {beijingMinute(c.createdAt)}
                  {c.withdrawnAt ? ` · ${t('card.withdrawnAt', { date: beijingMinute(c.withdrawnAt) })}` : ''}
                </div>
                {detailOf(c) ? <div style={{ fontSize: 12 }}>{detailOf(c)}</div> : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
