// The status of a file for staff: its label, who holds the next step and the usual wait, the
// counsellor it is assigned to (an admin may change it), the return reason, the changes open now
// and the history (who, when, from what to what, the note).
import { Alert, Card, Descriptions, Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REFERRAL_LABELS, type ConsoleDetail, type HistoryItem, type ReferralStatus } from '@portal/shared';
import { getLang } from '../../../lib/lang';
import { useConsoleAccess } from '../access';
import { AssignSelect } from './AssignSelect';
import { StatusActions } from './StatusActions';
import { StatusTag } from './StatusTag';

/**
 * A state of the history as text: the stage, or a transferred case's status. `withStage` names the
 * stage too ('Case transferred · Submitted'), for the change that entered it, whose status label
 * can be the same word as the stage it left.
 */
function stateText(
  referral: number | null,
  stu: string | null,
  stuLabel: (v: string) => string,
  lang: 'cn' | 'en',
  withStage = false,
): string | null {
  if (referral === null && !stu) return null;
  const stage = referral !== null ? (REFERRAL_LABELS[referral as ReferralStatus]?.[lang] ?? String(referral)) : null;
  if (referral === 2 && stu) return withStage && stage ? `${stage} · ${stuLabel(stu)}` : stuLabel(stu);
  return stage ?? (stu ? stuLabel(stu) : null);
}

function HistoryLine({ h, stuLabel }: { h: HistoryItem; stuLabel: (v: string) => string }) {
  const { t } = useTranslation('console');
  const lang = getLang();
  const from = stateText(h.fromReferral, h.fromStuStatus, stuLabel, lang);
  const to = stateText(h.toReferral, h.toStuStatus, stuLabel, lang, h.fromReferral !== h.toReferral);
  return (
    <div className="console-history__item">
      <div className="console-history__head">
        <strong>{h.actionLabel}</strong>
        {from && to && from !== to ? <span className="console-history__move">{t('status.move', { from, to })}</span> : null}
      </div>
      <div className="console-history__meta">
        {h.actorName ?? t('status.system')} · {h.createTime.slice(0, 16)}
      </div>
      {h.note ? <Typography.Paragraph className="console-history__note">{h.note}</Typography.Paragraph> : null}
    </div>
  );
}

export function StatusPanel({
  stuId,
  detail,
  stuStatusLabel,
}: {
  stuId: number;
  detail: ConsoleDetail;
  stuStatusLabel: (v: string) => string;
}) {
  const { t } = useTranslation('console');
  const { admin } = useConsoleAccess();
  const wait = detail.nextStep.waitDays;
  return (
    <>
      <Card className="console-status" title={t('status.title')} size="small">
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'status',
              label: t('status.current'),
              children: <StatusTag referralStatus={detail.referralStatus} stuStatus={detail.stuStatus} label={detail.statusLabel} />,
            },
            {
              key: 'next',
              label: t('status.next'),
              children: (
                <span>
                  {t(`owners.${detail.nextStep.owner}`)}
                  {wait !== null && detail.nextStep.owner !== 'none' ? (
                    <span className="console-muted"> · {t('status.wait', { count: wait })}</span>
                  ) : null}
                </span>
              ),
            },
            {
              key: 'assigned',
              label: t('status.assigned'),
              children: admin ? (
                <AssignSelect stuId={stuId} assignedTo={detail.assignedTo} />
              ) : (
                (detail.assignedTo?.name ?? t('assign.nobody'))
              ),
            },
          ]}
        />
        {detail.returnReason && detail.referralStatus === 3 ? (
          <Alert className="console-alert" type="warning" showIcon title={t('status.returnReason')} description={detail.returnReason} />
        ) : null}
        <div className="console-status__actions">
          <div className="console-status__label">{t('actions.title')}</div>
          <StatusActions stuId={stuId} detail={detail} stuStatusLabel={stuStatusLabel} />
        </div>
      </Card>
      <Card className="console-history" title={t('status.history')} size="small">
        {detail.history.length ? (
          <Timeline
            items={[...detail.history].reverse().map((h, i) => ({
              key: i,
              color: h.action === 'return' ? 'orange' : h.action === 'submit' || h.action === 'resubmit' ? 'blue' : 'green',
              content: <HistoryLine h={h} stuLabel={stuStatusLabel} />,
            }))}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('status.noHistory')} />
        )}
      </Card>
    </>
  );
}
