// /serviceFee (spec 000 mobile routes; also drawn on desktop): the fee of the current signed,
// unpaid contract (or of ?stuId=) with the two QR codes, on a phone also as links to the payment
// pages, the result asked every few seconds and on 'I have paid'. Paid → the paid state and the
// contract; an agreement still unsigned → /signContract; none → an empty state leading to /myApply.
import { useState } from 'react';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ErrorState';
import { paths } from '../../../config/paths';
import { useIsMobile } from '../../../lib/device';
import { usePinnedAgreement } from '../api/contract';
import { PaidNotice } from '../components/PaidNotice';
import { PayFlow } from '../components/PayFlow';
import { contractsPathFor } from '../links';
import '../../../components/detail-ui.css';
import '../../../components/contract/contract.css';
import '../contract.css';

export default function ServiceFeePage() {
  const { t } = useTranslation('contract');
  const mobile = useIsMobile();
  const { stuId, q } = usePinnedAgreement();
  // Cancelled 'payment failed': the panel waits for a new start.
  const [stopped, setStopped] = useState(false);
  const signPath = stuId ? `${paths.signContract}?stuId=${stuId}` : paths.signContract;
  let body;
  if (q.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (q.isError) body = <ErrorState message={q.error.message || undefined} onRetry={() => q.refetch()} />;
  else if (!q.data)
    body = (
      <div className="sign-empty">
        <p>{t('empty.none')}</p>
        <Link to={paths.myApply}>
          <Button type="primary">{t('empty.toMyApply')}</Button>
        </Link>
      </div>
    );
  else {
    const a = q.data;
    if (a.paid || a.isSignContract === '2') body = <PaidNotice mobile={mobile} contractsPath={contractsPathFor(mobile)} />;
    else if (a.isSignContract === '0' || !a.orderNo)
      body = (
        <div className="sign-empty">
          <p>{t('fee.signFirst')}</p>
          <Link to={signPath}>
            <Button type="primary">{t('fee.toSign')}</Button>
          </Link>
        </div>
      );
    else
      body = (
        <>
          <p className="fee-page__lead">{t('fee.lead', { name: a.stuName, num: a.contractNum ?? '' })}</p>
          {stopped ? (
            <div className="sign-empty">
              <Button type="primary" onClick={() => setStopped(false)}>
                {t('pay.retry')}
              </Button>
            </div>
          ) : (
            <PayFlow
              inline
              order={{ stuId: a.stuId, orderNo: a.orderNo, orderNoAs: a.orderNoAs, amount: a.amount }}
              mobile={mobile}
              onClose={() => setStopped(true)}
              // Closing 'payment succeeded': the agreement, asked again, shows the paid state.
              onDone={() => undefined}
              contractsPath={contractsPathFor(mobile)}
            />
          )}
          <p className="fee-page__again">
            <Link className="dlink" to={signPath}>
              {t('fee.viewAgreement')}
            </Link>
          </p>
        </>
      );
  }
  return (
    <div className={mobile ? 'm-page fee-page' : 'container dpage fee-page'}>
      <div className="dpanel">
        <h1 className="dpanel__title">{t('fee.title')}</h1>
        {body}
      </div>
    </div>
  );
}
