// A home block: title, lead, optional action, and the loading / error / empty states of its data.
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '../../../components/ErrorState';

interface Props {
  id: string;
  title: string;
  lead?: string;
  action?: ReactNode;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

export function Section({ id, title, lead, action, tone = 'plain', children }: Props) {
  return (
    <section className={`home-block home-block--${tone}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <header className="home-block__head">
          <div>
            <h2 id={`${id}-title`} className="home-block__title">
              {title}
            </h2>
            {lead ? <p className="home-block__lead">{lead}</p> : null}
          </div>
          {action ? <div className="home-block__action">{action}</div> : null}
        </header>
        {children}
      </div>
    </section>
  );
}

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Skeleton while loading, error with retry, empty text, or the content. */
export function QueryBody({
  q,
  empty,
  emptyText,
  skeleton,
  children,
}: {
  q: QueryLike;
  empty: boolean;
  emptyText: string;
  skeleton: ReactNode;
  children: () => ReactNode;
}) {
  if (q.isPending) return <div aria-busy="true">{skeleton}</div>;
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  if (empty) return <EmptyState message={emptyText} />;
  return <>{children()}</>;
}

/** n grey boxes in a grid of the given class. */
export function Skeletons({ n, className, itemClass }: { n: number; className: string; itemClass: string }) {
  return (
    <div className={className}>
      {Array.from({ length: n }, (_, i) => (
        <div key={i} className={`${itemClass} skeleton-box`} />
      ))}
    </div>
  );
}
