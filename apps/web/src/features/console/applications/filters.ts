// The application queue's filters, sort and page in the address (the workbench's list pattern,
// list/url-state.ts), and the list call's body and the export's query made from them.
// Address keys: countryId, uniId, uniName (the picked school's name, shown only), status (a status
// key as the next-step settings name them: referral:1 submitted, referral:3 returned, referral:2
// transferred, stu:<stuStatus_agent value>), assignedTo (me, none or a staff id), from, to
// (submitted, yyyy-MM-dd), unread (1), keyword, sort, order, pageNo, pageSize.
import {
  QUEUE_PAGE_SIZES,
  QUEUE_REFERRALS,
  QUEUE_SORTS,
  STU_STATUS_VALUES,
  isStuStatus,
  type QueueListInput,
  type QueueSort,
} from '@portal/shared';
import type { ListSpec, ListState } from '../list/url-state';

export type QueueFilter = 'countryId' | 'uniId' | 'uniName' | 'status' | 'assignedTo' | 'from' | 'to' | 'unread' | 'keyword';

/** The list call's body without the fields every call carries. */
export type QueueBody = Omit<QueueListInput, 'scholarshipType' | 'lang' | 'sign'> & { pageNo: number; pageSize: number };

/** The status filter's values: each stage of the queue, then each stuStatus of a transferred case. */
export const QUEUE_STATUS_KEYS: readonly string[] = [
  ...QUEUE_REFERRALS.map((r) => `referral:${r}`),
  ...STU_STATUS_VALUES.map((v) => `stu:${v}`),
];

export const QUEUE_SPEC: ListSpec<QueueFilter, QueueSort> = {
  filters: {
    countryId: { kind: 'text', max: 20 },
    uniId: { kind: 'id' },
    uniName: { kind: 'text', max: 200 },
    status: { kind: 'choice', values: QUEUE_STATUS_KEYS },
    assignedTo: { kind: 'choice', values: ['me', 'none'], pattern: /^[1-9]\d{0,9}$/ },
    from: { kind: 'date' },
    to: { kind: 'date' },
    unread: { kind: 'flag' },
    keyword: { kind: 'text', max: 50 },
  },
  sorts: QUEUE_SORTS,
  pageSizes: { default: 20, options: QUEUE_PAGE_SIZES },
};

export type QueueState = ListState<QueueFilter, QueueSort>;

/** A status key's meaning: referral:n → that referralStatus; stu:v → transferred with that stuStatus. */
export function statusFilter(key: string | undefined): Pick<QueueBody, 'referralStatus' | 'stuStatus'> {
  if (!key) return {};
  const [kind, value] = key.split(':');
  if (kind === 'referral') return { referralStatus: Number(value) };
  if (kind === 'stu' && isStuStatus(value)) return { referralStatus: 2, stuStatus: value };
  return {};
}

/** The filters of the list call and of the export (no page). */
export function queueFilters(s: QueueState): Omit<QueueBody, 'pageNo' | 'pageSize'> {
  const f = s.filters;
  const body: Omit<QueueBody, 'pageNo' | 'pageSize'> = { ...statusFilter(f.status) };
  if (f.countryId) body.countryId = f.countryId;
  if (f.uniId) body.uniId = Number(f.uniId);
  if (f.assignedTo) body.assignedTo = f.assignedTo === 'me' || f.assignedTo === 'none' ? f.assignedTo : Number(f.assignedTo);
  if (f.from) body.submittedFrom = f.from;
  if (f.to) body.submittedTo = f.to;
  if (f.unread) body.unread = true;
  if (f.keyword) body.keyword = f.keyword;
  if (s.sort) {
    body.sort = s.sort;
    body.order = s.order ?? 'desc';
  }
  return body;
}

export function queueListBody(s: QueueState): QueueBody {
  return { pageNo: s.pageNo, pageSize: s.pageSize, ...queueFilters(s) };
}

/** The export's query: the same filters as plain query values. */
export function queueExportQuery(s: QueueState, format: 'xlsx' | 'csv'): Record<string, string> {
  const q: Record<string, string> = { format };
  for (const [k, v] of Object.entries(queueFilters(s))) if (v !== undefined) q[k] = String(v);
  return q;
}

/** How many filters are set (the uniName label only goes with uniId). */
export const activeFilterCount = (s: QueueState) => Object.keys(s.filters).filter((k) => k !== 'uniName').length;
