// The fee to pay and its two QR codes (WeChat Pay with orderNo, Alipay with orderNoAs), with the
// payment result asked every few seconds while the panel is shown and on the user's 'I have paid'.
// Used inside the fee dialog of /signContract and on the /serviceFee page.
import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../../components/contract/format';
import { payResult, type PayResult } from '../api/contract';
import { PayQr } from './PayQr';

export const PAY_POLL_MS = 3000;

export interface PayOrder {
  stuId: number;
  orderNo: string;
  orderNoAs: string | null;
  amount: string;
}

interface Props {
  order: PayOrder;
  mobile: boolean;
  /** Poll while true (the dialog is open, the page is shown). */
  active: boolean;
  onPaid(result: PayResult): void;
  /** The user's own check found no payment (or a closed order). */
  onNotPaid(result: PayResult): void;
}

export function PayPanel({ order, mobile, active, onPaid, onNotPaid }: Props) {
  const { t } = useTranslation('contract');
  const [checking, setChecking] = useState(false);
  const poll = useQuery({
    queryKey: ['contract', 'pay-result', order.orderNo],
    queryFn: () => payResult(order.orderNo),
    enabled: active,
    refetchInterval: active ? PAY_POLL_MS : false,
    refetchIntervalInBackground: false,
    gcTime: 0,
    retry: false,
  });
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  });
  const paidCode = poll.data?.code;
  useEffect(() => {
    if (active && paidCode === 'SUCCESS' && poll.data) onPaidRef.current(poll.data);
  }, [active, paidCode, poll.data]);

  const check = async () => {
    setChecking(true);
    try {
      const r = await payResult(order.orderNo);
      if (r.code === 'SUCCESS') onPaid(r);
      else onNotPaid(r);
    } catch (e) {
      onNotPaid({ code: 'NETWORK', msg: (e as Error).message, paidAt: null });
    } finally {
      setChecking(false);
    }
  };

  const size = mobile ? 128 : 168;
  return (
    <div className="pay-panel">
      <div className="pay-panel__amount">
        <span className="pay-panel__amount-label">{t('pay.amount')}</span>
        <strong className="pay-panel__amount-value" data-testid="pay-amount">
          {formatYuan(order.amount)}
        </strong>
      </div>
      <div className="pay-panel__codes">
        <PayQr orderNo={order.orderNo} payType={1} size={size} showLink={mobile} />
        {order.orderNoAs ? <PayQr orderNo={order.orderNoAs} payType={2} size={size} showLink={mobile} /> : null}
      </div>
      <p className="pay-panel__wait" aria-live="polite">
        {active ? <LoadingOutlined aria-hidden="true" /> : null} {t('pay.waiting')}
      </p>
      <div className="pay-panel__actions">
        <Button type="primary" loading={checking} onClick={() => void check()}>
          {t('pay.paidCheck')}
        </Button>
      </div>
    </div>
  );
}
