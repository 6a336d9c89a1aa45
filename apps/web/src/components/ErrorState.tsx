import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** A block that could not be loaded, with a retry. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state-block state-block--error" role="alert">
      <WarningOutlined className="state-block__icon" aria-hidden="true" />
      <p>{message || t('errors.loadFailed')}</p>
      {onRetry ? (
        <button type="button" className="btn" onClick={onRetry}>
          {t('retry')}
        </button>
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
