// An admin's refund of a paid service fee (POST /console/contract/refund): the amount in yuan
// (nothing prefilled; at most what can still be refunded, shown) and the reason (required). The
// server checks it all again under the contract's lock; its refusals are shown by the API client.
import { Form, Input, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REFUND_REASON_MAX, type ConsoleContract } from '@portal/shared';
import { formatYuan } from '../../../components/contract/format';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/feedback';
import { consoleKeys } from '../api/console';

interface Values {
  amount: string;
  reason: string;
}

const YUAN = /^\d{1,9}(?:\.\d{1,2})?$/;
/** Yuan text → fen (integers, so 2500.01 > 2500.00 compares right). */
const fenOf = (yuan: string) => {
  const [i, d = ''] = yuan.trim().split('.');
  return Number(i) * 100 + Number(d.padEnd(2, '0'));
};

export function RefundDialog({
  stuId,
  refundable,
  open,
  onClose,
}: {
  stuId: number;
  refundable: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['contract', 'common']);
  const [form] = Form.useForm<Values>();
  const qc = useQueryClient();
  const send = useMutation({
    mutationFn: (v: Values) =>
      api.post<ConsoleContract>('/console/contract/refund', { stuId, amount: v.amount.trim(), reason: v.reason.trim() }),
    onSuccess: (c) => {
      void qc.invalidateQueries({ queryKey: consoleKeys.detail(stuId) });
      const last = c.refunds.at(-1);
      toast.success(t(last?.state === 'processing' ? 'console.refund.processing' : 'console.refund.done'));
      onClose();
    },
    // Refused (another refund going on, more than can be refunded...): the API client showed why;
    // the figures may have changed, so the section is read again.
    onError: () => void qc.invalidateQueries({ queryKey: consoleKeys.detail(stuId) }),
  });
  return (
    <Modal
      open={open}
      title={t('console.refund.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('console.refund.submit')}
      cancelText={t('common:cancel')}
      confirmLoading={send.isPending}
      destroyOnHidden
      centered
    >
      <Form form={form} layout="vertical" onFinish={(v) => send.mutate(v)} preserve={false} className="console-refund">
        <p className="console-refund__max">{t('console.refund.max', { amount: formatYuan(refundable) })}</p>
        <Form.Item
          name="amount"
          label={t('console.refund.amount')}
          rules={[
            { required: true, whitespace: true, message: t('console.refund.amountRequired') },
            {
              validator: async (_, v?: string) => {
                const s = (v ?? '').trim();
                if (!s) return;
                if (!YUAN.test(s) || fenOf(s) <= 0) throw new Error(t('console.refund.amountInvalid'));
                if (fenOf(s) > fenOf(refundable)) throw new Error(t('console.refund.amountTooMuch', { amount: formatYuan(refundable) }));
              },
            },
          ]}
        >
          <Input inputMode="decimal" autoComplete="off" suffix={t('console.refund.yuan')} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('console.refund.reason')}
          rules={[{ required: true, whitespace: true, message: t('console.refund.reasonRequired') }]}
        >
          <Input.TextArea maxLength={REFUND_REASON_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
