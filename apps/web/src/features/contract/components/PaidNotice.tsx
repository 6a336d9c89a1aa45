// 'The service fee is paid' with the way to the contract: beside the text on desktop, under it on a
// phone (beside it, the text had a third of the width).
import { Alert, Button } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function PaidNotice({ mobile, contractsPath, className }: { mobile: boolean; contractsPath: string; className?: string }) {
  const { t } = useTranslation('contract');
  const link = (
    <Link to={contractsPath}>
      <Button size="small">{t('sign.viewContract')}</Button>
    </Link>
  );
  return (
    <Alert
      className={className}
      type="success"
      showIcon
      icon={<CheckCircleFilled />}
      title={t('sign.paidTitle')}
      description={
        <>
          {t('sign.paidText')}
          {mobile ? <div className="sign-paid__link">{link}</div> : null}
        </>
      }
      action={mobile ? undefined : link}
    />
  );
}
