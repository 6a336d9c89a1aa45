// The list's pagination (antd) below the cards: fetched when it comes near the viewport, so the
// list's first screen carries no antd. A placeholder of its height holds its place until then.
import { lazy } from 'react';
import { WhenVisible } from '../../../components/WhenVisible';
import { withAntd } from '../../../lib/with-antd';
import type { ListPaginationProps } from './ListPagination';

const ListPagination = lazy(withAntd(() => import('./ListPagination')));

export function LazyPagination(props: ListPaginationProps) {
  if (props.total <= 0) return null;
  return (
    <WhenVisible minHeight={32} className="list-pagination-slot">
      <ListPagination {...props} />
    </WhenVisible>
  );
}
