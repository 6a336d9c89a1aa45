// The workbench's list table: antd's Table with the console's frame (class console-table), and on
// a phone (the portal's mobile layout: below 992 px or a mobile browser) one card per row instead
// of a table to scroll sideways. Same props as antd's Table; a column may add `cardLabel` (its
// label in the cards when its title is not text, or false for none) and `cardActions` (the row's
// actions: the card's footer; a column keyed 'actions' is that by default).
//
// The cards are antd's own rows (the same DOM: tbody > tr.ant-table-row > td), so selection, row
// events, row classes and everything found by selector keep working. On a phone the columns lose
// their pinning (fixed), cutting (ellipsis) and the sideways scroll, each cell draws its column's
// label before its value, and console.css lays the rows out as cards: a line per visible column
// ("label  value"), the row's box at the top left, the actions column (`cardActions`, or key
// 'actions') as the card's last line without a label; the pages bar is antd's simple one (previous,
// page / pages, next: one line on a phone, no page-size choice). The header row
// stays antd's own, drawn as a wrapping strip: a chip per sortable column (a tap or Enter sorts,
// the arrows show the order) and the select-all box with its text; the other header cells are
// hidden.
import type { ReactNode } from 'react';
import { isValidElement } from 'react';
import { Table } from 'antd';
import type { TableProps } from 'antd';
import type { ColumnGroupType, ColumnType } from 'antd/es/table';
import type { AnyObject } from 'antd/es/_util/type';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/device';

type CardExtra = {
  /** The label in a card; the column's title when it is text or a node. `false`: no label. */
  cardLabel?: ReactNode | false;
  /** The row's actions (links, buttons): drawn as the card's footer without a label. Default: key 'actions'. */
  cardActions?: boolean;
};
export type ConsoleColumn<T> = (ColumnGroupType<T> | ColumnType<T>) & CardExtra;
export type ConsoleColumns<T> = ConsoleColumn<T>[];
export type ConsoleTableProps<T> = Omit<TableProps<T>, 'columns'> & { columns?: ConsoleColumns<T> };

const join = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/** What antd takes as a rendered cell with props (a plain object, not a node or a list). */
function isRenderedCell(v: unknown): v is { children?: ReactNode; props?: object } {
  return !!v && typeof v === 'object' && !Array.isArray(v) && !isValidElement(v);
}

function plainColumn<T>(col: ConsoleColumn<T>): ColumnGroupType<T> | ColumnType<T> {
  const { cardLabel: _label, cardActions: _actions, ...rest } = col;
  if ('children' in rest && rest.children) return { ...rest, children: rest.children.map((c) => plainColumn<T>(c)) };
  return rest;
}

/** The card label of a column: its cardLabel, else its title unless that is a function. */
function labelOf<T>(col: ConsoleColumn<T>): ReactNode {
  if (col.cardLabel !== undefined) return col.cardLabel || null;
  return typeof col.title === 'function' ? null : (col.title ?? null);
}

function isActions<T>(col: ConsoleColumn<T>): boolean {
  return col.cardActions ?? col.key === 'actions';
}

function cardColumn<T>(col: ConsoleColumn<T>): ColumnGroupType<T> | ColumnType<T> {
  const actions = isActions(col);
  const label = actions ? null : labelOf(col);
  const { cardLabel: _label, cardActions: _actions, fixed: _fixed, ellipsis: _ellipsis, ...rest } = col;
  if ('children' in rest && rest.children) return { ...rest, children: rest.children.map((c) => cardColumn<T>(c)) };
  const own = rest as ColumnType<T>;
  const wrap = (node: ReactNode) => (
    <>
      {label !== null && label !== '' ? <span className="console-table__label">{label}</span> : null}
      <div className="console-table__value">{node}</div>
    </>
  );
  return {
    ...own,
    onCell: (record, index) => {
      const props = own.onCell?.(record, index) ?? {};
      return { ...props, className: join(props.className, actions ? 'console-table__actions' : 'console-table__field') };
    },
    render: (value: unknown, record: T, index: number) => {
      const out: unknown = own.render ? own.render(value, record, index) : value;
      if (isRenderedCell(out)) return { ...out, children: wrap(out.children) };
      return wrap(out as ReactNode);
    },
  };
}

function hasSorter<T>(cols: readonly ConsoleColumn<T>[] | undefined): boolean {
  return !!cols?.some((c) => !!c.sorter || ('children' in c && !!c.children && hasSorter(c.children as ConsoleColumn<T>[])));
}

export function ConsoleTable<T extends AnyObject>(props: ConsoleTableProps<T>) {
  const { className, columns, scroll, rowSelection, onHeaderRow, showSorterTooltip, pagination, ...rest } = props;
  const cards = useIsMobile();
  const { t } = useTranslation('console');
  if (!cards)
    return (
      <Table<T>
        {...rest}
        className={join('console-table', className)}
        columns={columns?.map((c) => plainColumn<T>(c))}
        scroll={scroll}
        rowSelection={rowSelection}
        onHeaderRow={onHeaderRow}
        showSorterTooltip={showSorterTooltip}
        pagination={pagination}
      />
    );

  const sorts = hasSorter(columns);
  const selection: TableProps<T>['rowSelection'] = rowSelection && {
    ...rowSelection,
    fixed: undefined,
    getTitleCheckboxProps: () => ({
      ...rowSelection.getTitleCheckboxProps?.(),
      'aria-label': t('list.cards.all'),
      children: <span className="console-table__all">{t('list.cards.all')}</span>,
    }),
  };
  return (
    <Table<T>
      {...rest}
      className={join(
        'console-table',
        'console-table--cards',
        sorts && 'console-table--sorts',
        rowSelection && 'console-table--select',
        className,
      )}
      columns={columns?.map((c) => cardColumn<T>(c))}
      scroll={scroll?.y ? { y: scroll.y } : undefined}
      rowSelection={selection}
      pagination={pagination ? { ...pagination, size: 'small', simple: true, showSizeChanger: false, showQuickJumper: false } : pagination}
      showSorterTooltip={showSorterTooltip ?? false}
      onHeaderRow={(cols, index) =>
        ({ ...onHeaderRow?.(cols, index), ...(sorts ? { 'data-sort-label': t('list.cards.sort') } : {}) }) as ReturnType<
          NonNullable<TableProps<T>['onHeaderRow']>
        >
      }
    />
  );
}
