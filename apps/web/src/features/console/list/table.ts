// antd Table events turned into list changes (url-state.ts), and the table's sort arrows read back
// from the list's state: the address holds the one truth.
import type { SorterResult, TablePaginationConfig } from 'antd/es/table/interface';
import type { ListChange, ListState } from './url-state';

export type AntSortOrder = 'ascend' | 'descend' | null;

/** The arrow a column shows for the list's sort. */
export function columnSortOrder<F extends string, S extends string>(state: ListState<F, S>, column: S): AntSortOrder {
  if (state.sort !== column) return null;
  return state.order === 'asc' ? 'ascend' : 'descend';
}

/** What a table change asks for: a page (or page size), or a sort (a third click drops it). */
export function tableChange<F extends string, S extends string>(
  state: ListState<F, S>,
  pagination: Pick<TablePaginationConfig, 'current' | 'pageSize'>,
  sorter: Pick<SorterResult<unknown>, 'columnKey' | 'order'> | Pick<SorterResult<unknown>, 'columnKey' | 'order'>[],
  action: 'paginate' | 'sort' | 'filter',
  sorts: readonly S[],
): ListChange<F, S> {
  if (action === 'sort') {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = String(s?.columnKey ?? '');
    if (!s?.order || !(sorts as readonly string[]).includes(key)) return { sort: null, order: null };
    return { sort: key as S, order: s.order === 'ascend' ? 'asc' : 'desc' };
  }
  if (pagination.pageSize && pagination.pageSize !== state.pageSize) return { pageSize: pagination.pageSize };
  return { pageNo: pagination.current ?? 1 };
}
