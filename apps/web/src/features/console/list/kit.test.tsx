// @vitest-environment happy-dom
// The list kit with the real Chinese texts: the column choice is remembered per list (new columns
// take their default, older stores are read once, never every column hidden) and its picker; the
// bulk bar's count; the unsaved-leave question on leaving the page or closing a drawer; and the
// table: antd's table on a desktop, on a phone a card per row (a label per value, the row's box
// and the actions kept, the header a strip of sort chips and select-all).
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import zhConsole from '../../../locales/zh-CN/console.json';

const m = vi.hoisted(() => ({ confirm: vi.fn() }));
vi.mock('../../../lib/feedback', () => ({
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() },
  dialog: { warning: vi.fn(), confirm: m.confirm, success: vi.fn() },
  preloadFeedback: vi.fn(),
}));

const { columnsKey, readHiddenColumns, writeHiddenColumns } = await import('./columns');
const { BulkBar, ColumnPicker, ConsoleTable, LoadError, useColumnChoice, useLeaveGuard } = await import('./kit');

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'zh-CN', ns: ['console'], resources: { 'zh-CN': { console: zhConsole } } });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.clearAllMocks();
});

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('column choice', () => {
  it('starts from the defaults and remembers a choice per list, in the list order, without unknown keys', () => {
    const s = memory();
    expect(readHiddenColumns('unis', ['a', 'b', 'c'], ['c'], s)).toEqual(['c']);
    writeHiddenColumns('unis', ['a', 'b', 'c'], ['c', 'zzz', 'a'], s);
    expect(readHiddenColumns('unis', ['a', 'b', 'c'], ['c'], s)).toEqual(['a', 'c']);
    expect(readHiddenColumns('majors', ['a', 'b', 'c'], [], s)).toEqual([]);
  });
  it('gives a column added since the choice its default, and keeps a shown default-hidden column shown', () => {
    const s = memory();
    writeHiddenColumns('unis', ['a', 'b'], [], s); // b is hidden by default, the user showed it
    expect(readHiddenColumns('unis', ['a', 'b', 'new'], ['b', 'new'], s)).toEqual(['new']);
  });
  it('falls back to the defaults for a broken value or one hiding every column', () => {
    const s = memory();
    s.setItem(columnsKey('unis'), '{oops');
    expect(readHiddenColumns('unis', ['a', 'b'], ['b'], s)).toEqual(['b']);
    writeHiddenColumns('unis', ['a', 'b'], ['a', 'b'], s);
    expect(readHiddenColumns('unis', ['a', 'b'], ['b'], s)).toEqual(['b']);
  });
  it('reads the choices the screens stored before the kit', () => {
    const s = memory();
    s.setItem('console.catalogue.universities.columns', JSON.stringify(['a', 'c']));
    expect(readHiddenColumns('universities', ['a', 'b', 'c'], [], s)).toEqual(['b']);
    s.setItem('console-ops-columns:users', JSON.stringify(['b', 'gone']));
    expect(readHiddenColumns('users', ['a', 'b'], [], s)).toEqual(['b']);
    s.setItem(columnsKey('cases'), JSON.stringify(['gone', 'b']));
    expect(readHiddenColumns('cases', ['a', 'b'], [], s)).toEqual(['b']);
  });
  it('the hook keeps the choice in localStorage and refuses to hide every column', () => {
    const first = renderHook(() => useColumnChoice('cases', ['a', 'b', 'c'], ['c']));
    expect(first.result.current.shows('c')).toBe(false);
    act(() => first.result.current.setHidden(['a']));
    expect(first.result.current.shows('a')).toBe(false);
    expect(first.result.current.shows('c')).toBe(true);
    act(() => first.result.current.setHidden(['a', 'b', 'c']));
    expect(first.result.current.hidden).toEqual(['a']);
    expect(renderHook(() => useColumnChoice('cases', ['a', 'b', 'c'], ['c'])).result.current.hidden).toEqual(['a']);
    expect(renderHook(() => useColumnChoice('articles', ['a', 'b'])).result.current.hidden).toEqual([]);
  });
  it('the picker: 列设置, a box per column by its name, the last shown box cannot be switched off', async () => {
    localStorage.setItem(columnsKey('unis'), JSON.stringify({ hidden: ['rank'], known: ['majors', 'rank'] }));
    function Picker() {
      const choice = useColumnChoice('unis', ['majors', 'rank']);
      return (
        <>
          <ColumnPicker
            options={[
              { key: 'majors', label: '专业数' },
              { key: 'rank', label: '排名' },
            ]}
            choice={choice}
          />
          <output>{choice.hidden.join(',')}</output>
        </>
      );
    }
    render(<Picker />);
    fireEvent.click(screen.getByRole('button', { name: /列设置/ }));
    const majors = await screen.findByRole('checkbox', { name: '专业数' });
    expect((majors as HTMLInputElement).checked).toBe(true);
    expect((majors as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '排名' }));
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(screen.getByRole('checkbox', { name: '专业数' }));
    expect(screen.getByRole('status').textContent).toBe('majors');
    expect(JSON.parse(localStorage.getItem(columnsKey('unis')) ?? '{}')).toEqual({ hidden: ['majors'], known: ['majors', 'rank'] });
  });
});

describe('bulk bar and load error', () => {
  it('shows the count and clears; nothing when no row is chosen', () => {
    const onClear = vi.fn();
    const { rerender, container } = render(
      <BulkBar count={0} onClear={onClear}>
        <button type="button">x</button>
      </BulkBar>,
    );
    expect(container.textContent).toBe('');
    rerender(
      <BulkBar count={2} onClear={onClear}>
        <button type="button">x</button>
      </BulkBar>,
    );
    expect(screen.getByRole('region', { name: '批量操作' }).textContent).toContain('已选 2 项');
    fireEvent.click(screen.getByRole('button', { name: '取消选择' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
  it('shows a failed load with a retry, and nothing without an error', () => {
    const retry = vi.fn();
    const { container, rerender } = render(<LoadError error={null} retry={retry} />);
    expect(container.textContent).toBe('');
    rerender(<LoadError error={new Error('')} retry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('加载失败');
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('the unsaved-leave guard', () => {
  function Form({ dirty, onClose }: { dirty: boolean; onClose: () => void }) {
    const confirmClose = useLeaveGuard(dirty);
    return (
      <>
        <Link to="/other">away</Link>
        <Link to="/form?tab=2">same page</Link>
        <button type="button" onClick={() => confirmClose(onClose)}>
          close
        </button>
      </>
    );
  }
  const show = (dirty: boolean, onClose = vi.fn()) => {
    const router = createMemoryRouter(
      [
        { path: '/form', element: <Form dirty={dirty} onClose={onClose} /> },
        { path: '/other', element: <p>other page</p> },
      ],
      { initialEntries: ['/form'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  };

  it('asks before leaving the page with changes; staying keeps the page, leaving goes', async () => {
    const router = show(true);
    fireEvent.click(screen.getByRole('link', { name: 'same page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    expect(m.confirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'away' }));
    await waitFor(() => expect(m.confirm).toHaveBeenCalledOnce());
    const asked = m.confirm.mock.calls[0][0] as { content: string; okText: string; onOk: () => void; onCancel: () => void };
    expect(asked.content).toContain('本页的修改将丢失');
    expect(asked.okText).toBe('离开');
    act(() => asked.onCancel());
    expect(router.state.location.pathname).toBe('/form');
    fireEvent.click(screen.getByRole('link', { name: 'away' }));
    await waitFor(() => expect(m.confirm).toHaveBeenCalledTimes(2));
    act(() => (m.confirm.mock.calls[1][0] as { onOk: () => void }).onOk());
    await screen.findByText('other page');
  });
  it('closes a clean drawer at once and asks for a changed one', () => {
    const onClose = vi.fn();
    show(false, onClose);
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(m.confirm).not.toHaveBeenCalled();
    cleanup();
    const onClose2 = vi.fn();
    show(true, onClose2);
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(onClose2).not.toHaveBeenCalled();
    (m.confirm.mock.calls[0][0] as { onOk: () => void }).onOk();
    expect(onClose2).toHaveBeenCalledOnce();
  });
});

describe('the console table', () => {
  interface Row {
    id: number;
    name: string;
    rank: number | null;
  }
  const rows: Row[] = [
    { id: 1, name: '牛津大学', rank: 3 },
    { id: 2, name: '剑桥大学', rank: null },
  ];
  const setWidth = (px: number) => Object.defineProperty(window, 'innerWidth', { value: px, configurable: true });
  const draw = (onChange = vi.fn(), onSelect = vi.fn()) =>
    render(
      <ConsoleTable<Row>
        rowKey="id"
        dataSource={rows}
        pagination={false}
        scroll={{ x: 900 }}
        onChange={onChange}
        rowSelection={{ selectedRowKeys: [], onChange: onSelect }}
        columns={[
          { key: 'name', title: '名称', dataIndex: 'name', fixed: 'left', sorter: true },
          { key: 'rank', title: <span>QS</span>, cardLabel: '排名', render: (_, r) => r.rank ?? '-' },
          { key: 'actions', title: '操作', fixed: 'right', render: (_, r) => <button type="button">{`编辑 ${r.name}`}</button> },
        ]}
      />,
    );

  it('on a desktop is antd’s table with the console frame, unchanged', () => {
    setWidth(1440);
    const { container } = draw();
    const wrapper = container.querySelector('.console-table');
    expect(wrapper?.classList.contains('console-table--cards')).toBe(false);
    expect(container.querySelectorAll('.console-table__label')).toHaveLength(0);
    expect(container.querySelectorAll('thead th').length).toBe(4);
  });

  it('on a phone draws a card per row: a label per value, the box and the actions kept, sort chips and select-all', () => {
    setWidth(390);
    const onChange = vi.fn();
    const onSelect = vi.fn();
    const { container } = draw(onChange, onSelect);
    const wrapper = container.querySelector('.console-table');
    expect(wrapper?.className).toContain('console-table--cards');
    expect(wrapper?.className).toContain('console-table--sorts');
    expect(wrapper?.className).toContain('console-table--select');
    // No pinned cells, no sideways scroll.
    expect(
      container.querySelectorAll('.ant-table-cell-fix-left, .ant-table-cell-fix-right, .ant-table-cell-fix-start, .ant-table-cell-fix-end'),
    ).toHaveLength(0);
    expect(container.querySelector('table')?.getAttribute('style') ?? '').not.toContain('900');

    const cards = container.querySelectorAll('tbody tr.ant-table-row');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    const lines = [...first.querySelectorAll('td.console-table__field')].map((td) => [
      td.querySelector('.console-table__label')?.textContent,
      td.querySelector('.console-table__value')?.textContent,
    ]);
    expect(lines).toEqual([
      ['名称', '牛津大学'],
      ['排名', '3'],
    ]);
    expect(within(cards[1] as HTMLElement).getByText('-')).toBeTruthy();
    const actions = first.querySelector('td.console-table__actions') as HTMLElement;
    expect(actions.querySelector('.console-table__label')).toBeNull();
    expect(within(actions).getByRole('button', { name: '编辑 牛津大学' })).toBeTruthy();

    fireEvent.click(within(first).getByRole('checkbox'));
    expect(onSelect).toHaveBeenCalledWith([1], [rows[0]], expect.anything());

    const head = container.querySelector('thead tr') as HTMLElement;
    expect(head.getAttribute('data-sort-label')).toBe('排序');
    expect(within(head).getByRole('checkbox', { name: '全选本页' })).toBeTruthy();
    expect(head.querySelector('.console-table__all')?.textContent).toBe('全选本页');
    fireEvent.click(head.querySelector('th.ant-table-column-has-sorters') as HTMLElement);
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange.mock.calls[0][2]).toMatchObject({ columnKey: 'name', order: 'ascend' });
    fireEvent.click(within(head).getByRole('checkbox', { name: '全选本页' }));
    expect(onSelect).toHaveBeenLastCalledWith([1, 2], rows, expect.anything());
  });

  it('on a phone puts a column flagged cardActions in the footer and draws the simple pages bar', () => {
    setWidth(390);
    const { container } = render(
      <ConsoleTable<Row>
        rowKey="id"
        dataSource={rows}
        pagination={{ current: 1, pageSize: 1, total: 2, showSizeChanger: true }}
        columns={[
          { key: 'name', title: '名称', dataIndex: 'name' },
          { key: 'open', title: '操作', cardActions: true, render: (_, r) => <a href={`/x/${r.id}`}>{`打开 ${r.name}`}</a> },
          { key: 'edit', title: '编辑', render: () => <button type="button">改</button> },
        ]}
      />,
    );
    const card = container.querySelector('tbody tr.ant-table-row') as HTMLElement;
    const footer = card.querySelector('td.console-table__actions') as HTMLElement;
    expect(footer.querySelector('.console-table__label')).toBeNull();
    expect(within(footer).getByRole('link', { name: '打开 牛津大学' })).toBeTruthy();
    // Without the flag a column is a labelled line, whatever its key.
    const lines = [...card.querySelectorAll('td.console-table__field .console-table__label')].map((l) => l.textContent);
    expect(lines).toEqual(['名称', '编辑']);
    const pages = container.querySelector('.ant-pagination') as HTMLElement;
    expect(pages.classList.contains('ant-pagination-simple')).toBe(true);
    expect(pages.querySelector('.ant-pagination-options-size-changer, .ant-select')).toBeNull();
  });
});
