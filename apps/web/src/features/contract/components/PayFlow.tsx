// The payment of a contract's fee (spec 001 section 4, steps 2-3, and section 8): the fee dialog
// with the two QR codes (or, `inline`, the panel in the page), then 'payment succeeded' with
// thanks and 'view' (/studentInfo?id=), or, when the user's check finds no payment, 'payment
// failed' with retry and cancel. Retry checks again (the fee dialog reopens); when the orders are
// closed or expired it signs again with the same signature for new orders (`resubmit`). Cancel
// goes back to the page.
import { useEffect, useState } from 'react';
import { Button, Modal, Result } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { contractsKey } from '../../../components/contract/api';
import type { PayResult } from '../api/contract';
import { PayPanel, type PayOrder } from './PayPanel';

type Stage = 'fee' | 'success' | 'failed' | 'done';

interface Props {
  order: PayOrder | null;
  mobile: boolean;
  /** The panel is drawn by the page; only the result dialogs are dialogs. */
  inline?: boolean;
  /** The fee dialog was closed, or the failed dialog cancelled. */
  onClose(): void;
  /** The success dialog was closed (default: onClose). */
  onDone?(): void;
  /** New orders after closed or expired ones (signing again); none → the fee dialog reopens. */
  resubmit?: () => Promise<PayOrder | null>;
  /** Where 'my contracts' lives on this layout. */
  contractsPath: string;
}

export function PayFlow({ order, mobile, inline = false, onClose, onDone, resubmit, contractsPath }: Props) {
  const { t } = useTranslation('contract');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [stage, setStage] = useState<Stage>('fee');
  const [failure, setFailure] = useState<PayResult | null>(null);
  const [retrying, setRetrying] = useState(false);
  const orderNo = order?.orderNo;
  useEffect(() => {
    setStage('fee');
    setFailure(null);
  }, [orderNo]);
  if (!order) return null;

  const paid = () => {
    setStage('success');
    // The contracts and the list now say paid. The page's own agreement is asked again once the
    // dialog is left (a page that showed it unpaid would otherwise change under the dialog).
    void qc.invalidateQueries({ queryKey: contractsKey });
    void qc.invalidateQueries({ queryKey: ['applications'] });
  };
  const leaveSuccess = () => {
    setStage('done');
    void qc.invalidateQueries({ queryKey: ['contract', 'agreement'] });
    (onDone ?? onClose)();
  };
  const notPaid = (r: PayResult) => {
    setFailure(r);
    setStage('failed');
  };
  const retry = async () => {
    if (failure?.code === 'ERROR' && resubmit) {
      setRetrying(true);
      try {
        const next = await resubmit();
        // New orders: the effect above opens the fee dialog for them.
        if (next && next.orderNo === order.orderNo) setStage('fee');
      } finally {
        setRetrying(false);
      }
      return;
    }
    setStage('fee');
  };
  const cancel = () => {
    setStage('fee');
    onClose();
  };

  const panel = <PayPanel order={order} mobile={mobile} active={stage === 'fee'} onPaid={paid} onNotPaid={notPaid} />;
  return (
    <>
      {inline ? (
        stage === 'done' ? null : (
          panel
        )
      ) : (
        <Modal
          open={stage === 'fee'}
          title={t('pay.title')}
          onCancel={onClose}
          footer={null}
          width={mobile ? undefined : 560}
          destroyOnHidden
          mask={{ closable: false }}
          className="pay-dialog"
        >
          {panel}
        </Modal>
      )}
      <Modal
        open={stage === 'success'}
        footer={null}
        onCancel={leaveSuccess}
        mask={{ closable: false }}
        className="pay-result pay-result--ok"
        width={480}
      >
        <Result
          status="success"
          title={t('pay.successTitle')}
          subTitle={t('pay.successText')}
          extra={[
            <Button key="view" type="primary" onClick={() => navigate(`${paths.studentInfo}?id=${order.stuId}`)}>
              {t('pay.view')}
            </Button>,
            <Button key="contracts" onClick={() => navigate(contractsPath)}>
              {t('pay.contracts')}
            </Button>,
          ]}
        />
      </Modal>
      <Modal
        open={stage === 'failed'}
        footer={null}
        closable={false}
        mask={{ closable: false }}
        className="pay-result pay-result--failed"
        width={480}
      >
        <Result
          status="error"
          title={t('pay.failedTitle')}
          subTitle={failure?.code === 'ERROR' ? t('pay.failedClosed') : t('pay.failedText')}
          extra={[
            <Button key="retry" type="primary" loading={retrying} onClick={() => void retry()}>
              {t('pay.retry')}
            </Button>,
            <Button key="cancel" onClick={cancel}>
              {t('pay.cancel')}
            </Button>,
          ]}
        />
      </Modal>
    </>
  );
}
