// The states of a detail page's one query, in the order every detail page checks them: no id in the
// address, loading, needs a session, not found (with a way home), another failure (with retry),
// then the content.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CODES } from '@portal/shared';
import { paths } from '../config/paths';
import { isApiError } from '../lib/api-client';
import { EmptyState, ErrorState } from './ErrorState';
import { LoginPrompt, needsLogin } from './LoginPrompt';

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  q: QueryLike<T>;
  /** The id the address must carry; missing or invalid shows missingText. */
  id: number | null | undefined;
  missingText: string;
  skeleton: ReactNode;
  notFoundText: string;
  /** When the content needs a session: the prompt's text (without it, a refused session is an error). */
  loginText?: string;
  /** Wraps every state but the content and the skeleton (e.g. the page's container). */
  frame?: (node: ReactNode) => ReactNode;
  children: (data: T) => ReactNode;
}

const same = (node: ReactNode) => node;

export function QueryState<T>({ q, id, missingText, skeleton, notFoundText, loginText, frame = same, children }: QueryStateProps<T>) {
  const { t } = useTranslation('detail');
  if (!id) return <>{frame(<EmptyState message={missingText} />)}</>;
  if (q.isPending) return <>{skeleton}</>;
  if (q.isError || q.data === undefined) {
    const e = q.error;
    if (loginText && needsLogin(e)) return <>{frame(<LoginPrompt message={loginText} />)}</>;
    if (isApiError(e) && e.code === CODES.NOT_FOUND)
      return (
        <>
          {frame(
            <div className="state-block">
              <p>{notFoundText}</p>
              <Link to={paths.home}>{t('common.backHome')}</Link>
            </div>,
          )}
        </>
      );
    return <>{frame(<ErrorState message={e?.message} onRetry={() => void q.refetch()} />)}</>;
  }
  return <>{children(q.data)}</>;
}
