import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

// Rarely shown, so its drawing (with the warning icon) is fetched only when a route fails.
const ErrorState = lazy(() => import('../../components/ErrorState').then((m) => ({ default: m.ErrorState })));

/** A route failed to load (most often a code chunk after a new deployment): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="page-loading--full state-page">
      <Suspense fallback={<p>{t('errors.pageFailed')}</p>}>
        <ErrorState message={t('errors.pageFailed')} onRetry={() => window.location.reload()} />
      </Suspense>
    </div>
  );
}
