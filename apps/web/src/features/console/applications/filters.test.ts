import { describe, expect, it } from 'vitest';
import { applyListChange, readListState, writeListState } from '../list/url-state';
import { columnSortOrder, tableChange } from '../list/table';
import { QUEUE_SPEC, activeFilterCount, queueExportQuery, queueListBody, statusFilter } from './filters';

const read = (q: string) => readListState(QUEUE_SPEC, new URLSearchParams(q));
const write = (q: string) => writeListState(QUEUE_SPEC, read(q)).toString();

describe('queue filters from the address', () => {
  it('an empty address is the first page of everything, newest rules left to the server', () => {
    const s = read('');
    expect(s).toEqual({ filters: {}, sort: undefined, order: undefined, pageNo: 1, pageSize: 20 });
    expect(queueListBody(s)).toEqual({ pageNo: 1, pageSize: 20 });
  });

  it('reads every filter, the sort and the page, and makes the list body', () => {
    const s = read(
      'countryId=140&uniId=12&uniName=Oxford&status=stu:2&assignedTo=7&from=2026-01-01&to=2026-03-31&unread=1&keyword=%20Zhang%20&sort=stuName&order=asc&pageNo=3&pageSize=50',
    );
    expect(s.filters).toEqual({
      countryId: '140',
      uniId: '12',
      uniName: 'Oxford',
      status: 'stu:2',
      assignedTo: '7',
      from: '2026-01-01',
      to: '2026-03-31',
      unread: '1',
      keyword: 'Zhang',
    });
    expect(queueListBody(s)).toEqual({
      pageNo: 3,
      pageSize: 50,
      countryId: '140',
      uniId: 12,
      referralStatus: 2,
      stuStatus: '2',
      assignedTo: 7,
      submittedFrom: '2026-01-01',
      submittedTo: '2026-03-31',
      unread: true,
      keyword: 'Zhang',
      sort: 'stuName',
      order: 'asc',
    });
  });

  it('stages map to referralStatus, a case status to a transferred file with that stuStatus', () => {
    expect(statusFilter('referral:1')).toEqual({ referralStatus: 1 });
    expect(statusFilter('referral:3')).toEqual({ referralStatus: 3 });
    expect(statusFilter('referral:2')).toEqual({ referralStatus: 2 });
    expect(statusFilter('stu:8')).toEqual({ referralStatus: 2, stuStatus: '8' });
    expect(statusFilter(undefined)).toEqual({});
  });

  it("'me' and 'none' pass as they are", () => {
    expect(queueListBody(read('assignedTo=me')).assignedTo).toBe('me');
    expect(queueListBody(read('assignedTo=none')).assignedTo).toBe('none');
  });

  it('drops what is not valid: unknown status, bad ids and dates, a sort it does not know, odd pages', () => {
    const s = read(
      'status=referral:0&uniId=abc&assignedTo=someone&from=2026-02-30&to=yesterday&unread=yes&sort=password&order=asc&pageNo=-2&pageSize=33&countryId=',
    );
    expect(s).toEqual({ filters: {}, sort: undefined, order: undefined, pageNo: 1, pageSize: 20 });
    expect(read('status=stu:99').filters.status).toBeUndefined();
    expect(read('keyword=' + 'x'.repeat(80)).filters.keyword).toHaveLength(50);
  });

  it('a sort without an order is newest first; an order without a sort is dropped', () => {
    expect(read('sort=submittedAt')).toMatchObject({ sort: 'submittedAt', order: 'desc' });
    expect(read('order=asc')).toMatchObject({ sort: undefined, order: undefined });
  });
});

describe('queue filters to the address', () => {
  it('writes back what it read, leaving defaults out', () => {
    expect(write('pageNo=1&pageSize=20')).toBe('');
    expect(write('keyword=Li&pageNo=2')).toBe('keyword=Li&pageNo=2');
    expect(write('sort=lastActivityAt')).toBe('sort=lastActivityAt&order=desc');
    const full =
      'countryId=140&uniId=12&uniName=Oxford&status=referral%3A3&assignedTo=me&from=2026-01-01&to=2026-03-31&unread=1&keyword=Li&sort=stuName&order=asc&pageNo=2&pageSize=50';
    expect(write(full)).toBe(full);
  });

  it('round-trips: the address of a state reads back as the same state', () => {
    const s = read('status=stu:2&unread=1&sort=submittedAt&order=asc&pageNo=4&pageSize=100');
    expect(readListState(QUEUE_SPEC, writeListState(QUEUE_SPEC, s))).toEqual(s);
  });

  it('a filter change goes back to page 1; a page change keeps the filters', () => {
    const s = read('keyword=Li&pageNo=3');
    expect(applyListChange(s, { filters: { unread: '1' } })).toMatchObject({ pageNo: 1, filters: { keyword: 'Li', unread: '1' } });
    expect(applyListChange(s, { filters: { keyword: '' } }).filters).toEqual({});
    expect(applyListChange(s, { pageNo: 5 })).toMatchObject({ pageNo: 5, filters: { keyword: 'Li' } });
    expect(applyListChange(s, { pageSize: 50 })).toMatchObject({ pageNo: 1, pageSize: 50 });
  });

  it('counts the filters set (the school label goes with the school)', () => {
    expect(activeFilterCount(read('uniId=3&uniName=Oxford&unread=1'))).toBe(2);
  });

  it('the export takes the same filters without the page', () => {
    expect(queueExportQuery(read('status=referral:1&assignedTo=none&unread=1&sort=stuName&pageNo=4'), 'csv')).toEqual({
      format: 'csv',
      referralStatus: '1',
      assignedTo: 'none',
      unread: 'true',
      sort: 'stuName',
      order: 'desc',
    });
  });
});

describe('the table and the address', () => {
  const s = read('sort=stuName&order=asc&pageNo=2');
  it('shows the sort of the address on its column only', () => {
    expect(columnSortOrder(s, 'stuName')).toBe('ascend');
    expect(columnSortOrder(s, 'submittedAt')).toBeNull();
    expect(columnSortOrder(read('sort=submittedAt'), 'submittedAt')).toBe('descend');
  });
  it('turns sort clicks, pages and page sizes into changes', () => {
    expect(tableChange(s, { current: 2, pageSize: 20 }, { columnKey: 'submittedAt', order: 'descend' }, 'sort', QUEUE_SPEC.sorts)).toEqual({
      sort: 'submittedAt',
      order: 'desc',
    });
    expect(tableChange(s, { current: 2, pageSize: 20 }, { columnKey: 'stuName', order: undefined }, 'sort', QUEUE_SPEC.sorts)).toEqual({
      sort: null,
      order: null,
    });
    expect(tableChange(s, { current: 3, pageSize: 20 }, {}, 'paginate', QUEUE_SPEC.sorts)).toEqual({ pageNo: 3 });
    expect(tableChange(s, { current: 2, pageSize: 100 }, {}, 'paginate', QUEUE_SPEC.sorts)).toEqual({ pageSize: 100 });
    const cleared = applyListChange(s, { sort: null, order: null });
    expect(writeListState(QUEUE_SPEC, cleared).toString()).toBe('');
  });
});
