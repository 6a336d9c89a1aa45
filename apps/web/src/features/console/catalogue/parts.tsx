// What the console's edit forms share beyond the list kit (../list/kit.ts): the answer to a stale
// save, and the catalogue edit pages' loading states and head.
import type { ReactNode } from 'react';
import { Empty, Skeleton, Space } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { CATALOGUE_ADMIN_CODES, CONSOLE_SHARED_CODES } from '@portal/shared';
import { isApiError, type ApiError } from '../../../lib/api-client';
import { dialog } from '../../../lib/feedback';
import { LoadError } from '../list/kit';

/** A save refused because someone changed the row since its form loaded it (71020, every console form). */
export const isStale = (e: unknown): e is ApiError => isApiError(e) && e.code === CONSOLE_SHARED_CODES.STALE;

/** Someone else saved the row since it was loaded: say so, and offer to load their version. */
export function showStale(message: string, reload: () => void, t: (k: 'stale.title' | 'stale.reload' | 'stale.keep') => string) {
  dialog.confirm({
    title: t('stale.title'),
    content: message,
    okText: t('stale.reload'),
    cancelText: t('stale.keep'),
    onOk: reload,
  });
}

/** A row that is not there (a wrong address or a deleted row), with the way back to its list. */
export function NotFoundPage({ back }: { back: string }) {
  const { t } = useTranslation('console-catalogue');
  return (
    <div className="console-page">
      <Empty description={t('errors.notFound')}>
        <Link to={back}>{t('common.backToList')}</Link>
      </Empty>
    </div>
  );
}

/**
 * An edit page's loading states: a wrong id or an unknown row is "not found", then a skeleton while
 * loading, the load error with a retry, and the form once the row is there.
 */
export function Loaded<T>({
  query,
  valid,
  back,
  children,
}: {
  query: UseQueryResult<T>;
  valid: boolean;
  back: string;
  children: (data: T) => ReactNode;
}) {
  if (!valid || (query.isError && isApiError(query.error) && query.error.code === CATALOGUE_ADMIN_CODES.NOT_FOUND))
    return <NotFoundPage back={back} />;
  if (query.isPending) return <Skeleton active className="console-skeleton" paragraph={{ rows: 12 }} />;
  if (query.isError)
    return (
      <div className="console-page">
        <LoadError error={query.error} retry={() => void query.refetch()} />
      </div>
    );
  return <>{children(query.data)}</>;
}

/** The head of a university's or a programme's edit page: back to the list, the name, a line under it, actions. */
export function EditHead({ back, title, sub, extra }: { back: string; title: ReactNode; sub: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation('console-catalogue');
  return (
    <div className="console-page__head">
      <div>
        <Link to={back} className="console-catalogue__back">
          <ArrowLeftOutlined /> {t('common.backToList')}
        </Link>
        <h1 className="console-page__title">{title}</h1>
        <p className="console-page__sub">{sub}</p>
      </div>
      {extra ? <Space wrap>{extra}</Space> : null}
    </div>
  );
}

/** "ID n · source: x · last checked d" of a saved university or programme. */
export function SourceLine({ id, source, checkedAt }: { id: number; source: string | null; checkedAt: string | null }) {
  const { t } = useTranslation('console-catalogue');
  return (
    <>
      ID {id} · {t('uni.source')}: {source ?? '-'}
      {checkedAt ? ` · ${t('uni.checkedAt')} ${checkedAt}` : ''}
    </>
  );
}
