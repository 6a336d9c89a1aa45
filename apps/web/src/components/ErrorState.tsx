import { Icon } from './Icon';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A block that could not be loaded, with a retry and, where the page has one, a way back. */
export function ErrorState({ message, onRetry, back }: { message?: string; onRetry?: () => void; back?: { to: string; label: string } }) {
  const { t } = useTranslation();
  return (
    <div className="state-block state-block--error" role="alert">
      <Icon icon={WarningOutlined} className="state-block__icon" aria-hidden="true" />
      <p>{message || t('errors.loadFailed')}</p>
      {onRetry ? (
        <button type="button" className="btn" onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
      {back ? (
        <Link to={back.to} className="state-block__back">
          {back.label}
        </Link>
      ) : null}
    </div>
  );
}

/** Nothing to show. */
export function EmptyState({ message }: { message: string }) {
  return (
    <div className="state-block">
      <p>{message}</p>
    </div>
  );
}
