// The service contract of a file for staff (issue 12): number, status, fee, signing and payment
// times, the payment orders, the PDF, and the service milestones with a box each that marks it
// done or not (POST /console/contract/milestone, audited by the server). No contract: a line saying so.
// A paid fee: what was paid and refunded, the refunds, and for admins a Refund button (RefundDialog).
import { useState } from 'react';
import { Button, Card, Checkbox, Descriptions, Empty, Table, Tag } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ConsoleContract } from '@portal/shared';
import { dayText, formatYuan, timeText } from '../../../components/contract/format';
import { orderedMilestones } from '../../../components/contract/Milestones';
import type { MilestoneKind } from '../../../components/contract/types';
import { api } from '../../../lib/api-client';
import { DASH } from '../../../lib/display';
import { toast } from '../../../lib/feedback';
import { consoleKeys } from '../api/console';
import { RefundDialog } from './RefundDialog';

const SIGN_COLOURS: Record<string, string> = { '1': 'processing', '2': 'success', '3': 'default' };
const REFUND_COLOURS: Record<string, string> = { processing: 'processing', done: 'success', failed: 'error' };

function useMilestoneMark(stuId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { stuId: number; kind: MilestoneKind; done: boolean }) => api.post<unknown>('/console/contract/milestone', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: consoleKeys.detail(stuId) }),
  });
}

interface Props {
  stuId: number;
  contract: ConsoleContract | null | undefined;
  /** Admins may refund a paid fee; clerks do not see the button. */
  admin?: boolean;
}

export function ContractPanel({ stuId, contract, admin = false }: Props) {
  const { t } = useTranslation('contract');
  const mark = useMilestoneMark(stuId);
  const [pending, setPending] = useState<MilestoneKind | null>(null);
  const [refunding, setRefunding] = useState(false);
  if (!contract)
    return (
      <Card className="console-contract" title={t('console.title')} size="small">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('console.none')} />
      </Card>
    );
  const c = contract;
  const paid = Number(c.paidTotal) > 0;
  const busy = c.refunds.some((r) => r.state === 'processing');
  const signState = t(`console.signStates.${c.isSignContract as '0' | '1' | '2' | '3'}`, { defaultValue: c.isSignContract });
  const onMark = async (kind: MilestoneKind, done: boolean) => {
    setPending(kind);
    try {
      await mark.mutateAsync({ stuId, kind, done });
      toast.success(t('console.saved'));
    } catch {
      // The API client has shown the server's message.
    } finally {
      setPending(null);
    }
  };
  return (
    <Card
      className="console-contract"
      title={t('console.title')}
      size="small"
      extra={
        <a href={c.contractRoute} target="_blank" rel="noopener">
          <FilePdfOutlined /> {t('console.pdf')}
        </a>
      }
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'num', label: t('console.number'), children: <span className="console-contract__num">{c.contractNum}</span> },
          {
            key: 'status',
            label: t('console.status'),
            children: <Tag color={SIGN_COLOURS[c.isSignContract] ?? 'default'}>{signState}</Tag>,
          },
          { key: 'fee', label: t('console.fee'), children: formatYuan(c.serviceMoney) },
          { key: 'signed', label: t('console.signedAt'), children: timeText(c.signedAt) },
          { key: 'paid', label: t('console.paidAt'), children: timeText(c.paidAt) },
          ...(paid
            ? [
                { key: 'paidTotal', label: t('console.paidTotal'), children: formatYuan(c.paidTotal) },
                { key: 'refunded', label: t('console.refundedTotal'), children: formatYuan(c.refundedTotal) },
              ]
            : []),
        ]}
      />
      {paid && admin ? (
        <div className="console-contract__refund">
          <Button size="small" danger disabled={busy || Number(c.refundable) <= 0} onClick={() => setRefunding(true)}>
            {t('console.refund.button')}
          </Button>
          <span className="console-muted">
            {busy ? t('console.refund.busy') : t('console.refund.max', { amount: formatYuan(c.refundable) })}
          </span>
          <RefundDialog stuId={stuId} refundable={c.refundable} open={refunding} onClose={() => setRefunding(false)} />
        </div>
      ) : null}
      {c.orders.length ? (
        <>
          <div className="console-contract__label">{t('console.orders')}</div>
          <Table
            size="small"
            pagination={false}
            rowKey="outTradeNo"
            scroll={{ x: true }}
            dataSource={c.orders}
            columns={[
              {
                key: 'channel',
                title: t('console.channel'),
                render: (_, o) => t(`console.channels.${o.channel as 'wechat' | 'alipay'}`, { defaultValue: o.channel }),
              },
              {
                key: 'state',
                title: t('console.state'),
                render: (_, o) => t(`console.states.${o.state as 'paid'}`, { defaultValue: o.state }),
              },
              { key: 'amount', title: t('console.amount'), render: (_, o) => formatYuan(o.amount) },
              { key: 'no', title: t('console.outTradeNo'), dataIndex: 'outTradeNo', ellipsis: true },
            ]}
          />
        </>
      ) : null}
      {c.refunds.length ? (
        <>
          <div className="console-contract__label">{t('console.refunds')}</div>
          <Table
            size="small"
            pagination={false}
            rowKey="outRefundNo"
            scroll={{ x: true }}
            dataSource={c.refunds}
            className="console-contract__refunds"
            columns={[
              { key: 'amount', title: t('console.amount'), render: (_, r) => formatYuan(r.amount) },
              {
                key: 'state',
                title: t('console.state'),
                render: (_, r) => <Tag color={REFUND_COLOURS[r.state]}>{t(`console.refundStates.${r.state}`)}</Tag>,
              },
              { key: 'reason', title: t('console.refund.reason'), dataIndex: 'reason' },
              {
                key: 'time',
                title: t('console.refund.time'),
                render: (_, r) => timeText(r.doneAt ?? r.requestedAt),
              },
              { key: 'by', title: t('console.refund.by'), render: (_, r) => r.byName ?? DASH },
            ]}
          />
        </>
      ) : null}
      <div className="console-contract__label">{t('console.milestones')}</div>
      <ul className="console-contract__milestones">
        {orderedMilestones(c.milestones).map((m) => (
          <li key={m.kind}>
            <Checkbox
              checked={m.done}
              disabled={pending !== null}
              onChange={(e) => void onMark(m.kind, e.target.checked)}
              data-kind={m.kind}
            >
              {m.title || t(`milestones.kinds.${m.kind}`)}
              {m.done && m.doneAt ? <span className="console-muted"> · {dayText(m.doneAt)}</span> : null}
            </Checkbox>
          </li>
        ))}
      </ul>
    </Card>
  );
}
