import { useTranslation } from 'react-i18next';

/** Shown while a route's code or data is on its way (CSS only: it is part of every first load). */
export function PageLoading({ full = false }: { full?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={full ? 'page-loading page-loading--full' : 'page-loading'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="page-loading__text">{t('loading')}</span>
    </div>
  );
}
