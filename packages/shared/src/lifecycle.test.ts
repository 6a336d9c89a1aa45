import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATUS_SETTINGS,
  STATUS_SETTING_KEYS,
  STU_STATUS_TRANSITIONS,
  STU_STATUS_VALUES,
  TRANSFER_STU_STATUSES,
  VALIDATION_MESSAGES,
  allowedActions,
  assignBody,
  canChange,
  fileStatusLabel,
  isMessageKey,
  nextStepOf,
  nextStuStatuses,
  queueExportQuery,
  queueListBody,
  statusChangeBody,
  statusSettingBody,
  statusSettingKey,
  translateMessage,
  type StatusAction,
} from './index';

const submitted = { referralStatus: 1, stuStatus: null };
const at = (stuStatus: string) => ({ referralStatus: 2, stuStatus });

describe('the stuStatus table', () => {
  it('names only dictionary values, never a status itself, and 6 and 8 are final', () => {
    for (const [from, tos] of Object.entries(STU_STATUS_TRANSITIONS)) {
      expect(STU_STATUS_VALUES).toContain(from);
      for (const to of tos) expect(STU_STATUS_VALUES).toContain(to);
      expect(tos).not.toContain(from);
    }
    expect(STU_STATUS_TRANSITIONS['6']).toEqual([]);
    expect(STU_STATUS_TRANSITIONS['8']).toEqual([]);
  });

  it('reaches every status from Processing', () => {
    const seen = new Set<string>(['0']);
    const todo = ['0'];
    while (todo.length)
      for (const n of STU_STATUS_TRANSITIONS[todo.pop() as '0'])
        if (!seen.has(n)) {
          seen.add(n);
          todo.push(n);
        }
    expect([...seen].sort()).toEqual([...STU_STATUS_VALUES].sort());
  });
});

describe('canChange', () => {
  it('returns a submitted file with a note, and only a submitted one', () => {
    expect(canChange(submitted, 'return', { note: '  Please add the IELTS score  ' })).toEqual({
      ok: true,
      referralStatus: 3,
      stuStatus: null,
      note: 'Please add the IELTS score',
    });
    expect(canChange(submitted, 'return', {})).toEqual({ ok: false, reason: 'statusReturnNote' });
    expect(canChange(submitted, 'return', { note: '   ' })).toEqual({ ok: false, reason: 'statusReturnNote' });
    for (const r of [0, 2, 3])
      expect(canChange({ referralStatus: r, stuStatus: null }, 'return', { note: 'x' })).toMatchObject({
        ok: false,
        reason: 'statusReturnFrom',
      });
  });

  it('transfers a submitted file with a starting status', () => {
    for (const s of TRANSFER_STU_STATUSES)
      expect(canChange(submitted, 'transfer', { stuStatus: s })).toMatchObject({ ok: true, referralStatus: 2, stuStatus: s });
    expect(canChange(submitted, 'transfer', {})).toEqual({ ok: false, reason: 'statusTransferTarget' });
    expect(canChange(submitted, 'transfer', { stuStatus: '2' })).toEqual({ ok: false, reason: 'statusTransferStart' });
    expect(canChange(submitted, 'transfer', { stuStatus: 'Processing' })).toEqual({ ok: false, reason: 'statusUnknown' });
    for (const r of [0, 2, 3])
      expect(canChange({ referralStatus: r, stuStatus: null }, 'transfer', { stuStatus: '0' })).toMatchObject({
        ok: false,
        reason: 'statusTransferFrom',
      });
  });

  it('moves the status of a transferred case exactly as the table allows', () => {
    for (const from of STU_STATUS_VALUES)
      for (const to of STU_STATUS_VALUES) {
        const d = canChange(at(from), 'status', { stuStatus: to });
        expect(d.ok, `${from} → ${to}`).toBe(STU_STATUS_TRANSITIONS[from].includes(to));
        if (!d.ok) expect(d.reason).toBe(STU_STATUS_TRANSITIONS[from].length ? 'statusMove' : 'statusFinal');
      }
    expect(canChange(at('1'), 'status', { stuStatus: '2' })).toEqual({ ok: true, referralStatus: 2, stuStatus: '2', note: null });
    expect(canChange(at('1'), 'status', {})).toEqual({ ok: false, reason: 'statusChangeTarget' });
    expect(canChange(at('1'), 'status', { stuStatus: '9' })).toEqual({ ok: false, reason: 'statusUnknown' });
    for (const r of [0, 1, 3])
      expect(canChange({ referralStatus: r, stuStatus: '1' }, 'status', { stuStatus: '2' })).toMatchObject({
        ok: false,
        reason: 'statusChangeFrom',
      });
  });

  it('says why in both languages, naming the statuses', () => {
    const d = canChange(at('0'), 'status', { stuStatus: '6' });
    expect(d.ok).toBe(false);
    if (d.ok) return;
    const key = `${d.reason}|${JSON.stringify(d.params)}`;
    expect(translateMessage(key, 'cn')).toBe('申请状态不能从“处理中”改为“已注册”');
    expect(translateMessage(key, 'en')).toBe('The status cannot change from "Processing" to "Register"');
    const fin = canChange(at('8'), 'status', { stuStatus: '0' });
    if (!fin.ok)
      expect(translateMessage(`${fin.reason}|${JSON.stringify(fin.params)}`, 'en')).toBe(
        '"Termination" is a final status and cannot change',
      );
    const reasons = [
      'statusReturnFrom',
      'statusReturnNote',
      'statusTransferFrom',
      'statusTransferTarget',
      'statusTransferStart',
      'statusChangeFrom',
      'statusChangeTarget',
      'statusUnknown',
      'statusFinal',
      'statusMove',
    ];
    for (const r of reasons) {
      expect(isMessageKey(r)).toBe(true);
      expect(VALIDATION_MESSAGES[r as keyof typeof VALIDATION_MESSAGES].cn).toBeTruthy();
    }
  });
});

describe('actions and next statuses', () => {
  it('opens return and transfer on a submitted file, status on a transferred one while a move is left', () => {
    expect(allowedActions(submitted)).toEqual<StatusAction[]>(['return', 'transfer']);
    expect(nextStuStatuses(submitted)).toEqual(['0', '1']);
    expect(allowedActions(at('1'))).toEqual(['status']);
    expect(nextStuStatuses(at('1'))).toEqual(['2', '7', '4', '5', '8']);
    expect(allowedActions(at('6'))).toEqual([]);
    expect(allowedActions({ referralStatus: 3, stuStatus: null })).toEqual([]);
    expect(allowedActions({ referralStatus: 0, stuStatus: null })).toEqual([]);
  });
});

describe('next step', () => {
  it('has a default for every settings key, a key for every queue state, the student for a draft', () => {
    expect(Object.keys(DEFAULT_STATUS_SETTINGS).sort()).toEqual([...STATUS_SETTING_KEYS].sort());
    expect(statusSettingKey(submitted)).toBe('referral:1');
    expect(statusSettingKey({ referralStatus: 3, stuStatus: null })).toBe('referral:3');
    expect(statusSettingKey(at('4'))).toBe('stu:4');
    expect(statusSettingKey({ referralStatus: 0, stuStatus: null })).toBeNull();
    expect(nextStepOf({ referralStatus: 0, stuStatus: null })).toEqual({ owner: 'student', waitDays: null });
    expect(nextStepOf(at('1'))).toEqual({ owner: 'university', waitDays: 30 });
    expect(nextStepOf(at('1'), { owner: 'counsellor', waitDays: 9 })).toEqual({ owner: 'counsellor', waitDays: 9 });
    expect(nextStepOf(at('1'), { owner: 'none', waitDays: 9 })).toEqual({ owner: 'none', waitDays: null });
  });

  it('labels a file by referralStatus, or by its stuStatus once transferred', () => {
    expect(fileStatusLabel(submitted)).toEqual({ cn: '已提交', en: 'Submitted' });
    expect(fileStatusLabel({ referralStatus: 3, stuStatus: null })).toEqual({ cn: '已退回', en: 'Returned' });
    expect(fileStatusLabel(at('2'))).toEqual({ cn: '已录取', en: 'Admitted' });
    expect(fileStatusLabel(at('2'), { cn: '录取', en: '' })).toEqual({ cn: '录取', en: '录取' });
  });
});

describe('console payloads', () => {
  it('takes the queue filters with the same limits in the body and in the export query', () => {
    const body = queueListBody.parse({
      countryId: 140,
      assignedTo: 'me',
      unread: true,
      submittedFrom: '2026-01-01',
      submittedTo: '2026-02-01',
      keyword: ' 张 ',
    });
    expect(body).toMatchObject({ countryId: '140', assignedTo: 'me', unread: true, keyword: '张', pageNo: 1, pageSize: 20 });
    const query = queueExportQuery.parse({ unread: 'true', assignedTo: '7', referralStatus: '2', stuStatus: '1' });
    expect(query).toMatchObject({ unread: true, assignedTo: 7, referralStatus: 2, stuStatus: '1', format: 'xlsx' });
    for (const bad of [
      { pageSize: 101 },
      { referralStatus: 0 },
      { stuStatus: '9' },
      { submittedFrom: '2026-02-30' },
      { keyword: 'x'.repeat(51) },
      { sort: 'owner' },
      { assignedTo: 'them' },
    ])
      expect(queueListBody.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    const order = queueExportQuery.safeParse({ submittedFrom: '2026-03-01', submittedTo: '2026-02-01' });
    expect(order.success).toBe(false);
    expect(order.error?.issues[0].message).toBe('dateOrder');
    expect(queueExportQuery.safeParse({ format: 'pdf' }).success).toBe(false);
  });

  it('checks status changes, assignment and settings with catalogue messages', () => {
    expect(statusChangeBody.safeParse({ stuId: 1, action: 'delete' }).success).toBe(false);
    expect(statusChangeBody.safeParse({ stuId: 1, action: 'return', note: 'x'.repeat(501) }).success).toBe(false);
    expect(statusChangeBody.safeParse({ stuId: 1, action: 'return' }).success).toBe(true);
    expect(assignBody.safeParse({ stuId: 1 }).success).toBe(false);
    expect(assignBody.safeParse({ stuId: 1, userId: null }).success).toBe(true);
    expect(statusSettingBody.safeParse({ status: 'stu:1', nextOwner: 'university', waitDays: 30 }).success).toBe(true);
    expect(statusSettingBody.safeParse({ status: 'stu:1', nextOwner: 'university', waitDays: 366 }).success).toBe(false);
    expect(statusSettingBody.safeParse({ status: 'stu:9', nextOwner: 'university' }).success).toBe(false);
    const none = statusSettingBody.safeParse({ status: 'stu:6', nextOwner: 'none', waitDays: 3 });
    expect(none.error?.issues[0].message).toBe('waitDaysNone');
    for (const r of [statusChangeBody.safeParse({ stuId: 'x', action: 1 }), queueListBody.safeParse({ pageNo: 'a', unread: 'maybe' })])
      for (const i of r.error?.issues ?? []) expect(isMessageKey(i.message.split('|')[0]), i.message).toBe(true);
  });
});
