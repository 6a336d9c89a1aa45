// The life of an application after submit (issue 11): referralStatus and the counsellor's
// stuStatus (dictionary stuStatus_agent), which changes staff may make from which state, who holds
// the next step in each state, and the keys of the next-step settings. canChange is the one rule
// the server applies (inside the transaction that holds the file's row) and the console shows.
import type { Bilingual } from './lang';
import { REFERRAL } from './schemas/application';

export type ReferralStatus = (typeof REFERRAL)[keyof typeof REFERRAL];

/** referralStatus names (spec 001 section 4), as the student's card shows them. */
export const REFERRAL_LABELS: Record<ReferralStatus, Bilingual> = {
  0: { cn: '未提交', en: 'Not submitted' },
  1: { cn: '已提交', en: 'Submitted' },
  2: { cn: '已转案', en: 'Case transferred' },
  3: { cn: '已退回', en: 'Returned' },
};

/** The files of the counsellor's queue: submitted, transferred or returned. */
export const QUEUE_REFERRALS: readonly ReferralStatus[] = [1, 2, 3];

/** stuStatus_agent values (seeded in the server's dictionaries from STU_STATUS_LABELS). */
export const STU_STATUS = {
  processing: '0',
  submitted: '1',
  admitted: '2',
  refunding: '3',
  postponed: '4',
  abnormal: '5',
  register: '6',
  refusal: '7',
  termination: '8',
} as const;
export type StuStatus = (typeof STU_STATUS)[keyof typeof STU_STATUS];
export const STU_STATUS_VALUES = Object.values(STU_STATUS) as StuStatus[];
export const isStuStatus = (v: unknown): v is StuStatus => typeof v === 'string' && (STU_STATUS_VALUES as string[]).includes(v);

/** The labels of stuStatus_agent (spec 001 section 4 names them Processing ... Termination). */
export const STU_STATUS_LABELS: Record<StuStatus, Bilingual> = {
  '0': { cn: '处理中', en: 'Processing' },
  '1': { cn: '已提交', en: 'Submitted' },
  '2': { cn: '已录取', en: 'Admitted' },
  '3': { cn: '退款中', en: 'Refunding' },
  '4': { cn: '已延期', en: 'Postponed' },
  '5': { cn: '异常', en: 'Abnormal' },
  '6': { cn: '已注册', en: 'Register' },
  '7': { cn: '已拒绝', en: 'Refusal' },
  '8': { cn: '已终止', en: 'Termination' },
};

/**
 * The stuStatus a transferred case may move to from each stuStatus. Our choice (the spec names the
 * statuses, not their order):
 * - 0 Processing (the counsellor prepares the application) → 1 Submitted to the university,
 *   5 Abnormal (something is wrong with the file), 8 Termination.
 * - 1 Submitted → the university's answer: 2 Admitted, 7 Refusal, 4 Postponed; or 5 Abnormal, 8.
 * - 2 Admitted → 6 Register (enrolled), 3 Refunding (the student withdraws), 4 Postponed (deferral), 8.
 * - 4 Postponed → 1 Submitted again, 2 Admitted (the deferred offer), 8.
 * - 5 Abnormal → back to 0 Processing or 1 Submitted once cleared, or 8.
 * - 7 Refusal → 3 Refunding, 8.
 * - 3 Refunding → 8.
 * - 6 Register and 8 Termination are final.
 * A status never moves to itself.
 */
export const STU_STATUS_TRANSITIONS: Record<StuStatus, readonly StuStatus[]> = {
  '0': ['1', '5', '8'],
  '1': ['2', '7', '4', '5', '8'],
  '2': ['6', '3', '4', '8'],
  '3': ['8'],
  '4': ['1', '2', '8'],
  '5': ['0', '1', '8'],
  '6': [],
  '7': ['3', '8'],
  '8': [],
};

/** A transfer starts the case at 0 Processing or, when the counsellor has already sent it on, 1 Submitted. */
export const TRANSFER_STU_STATUSES: readonly StuStatus[] = ['0', '1'];

export const isFinalStuStatus = (v: string | null | undefined) => isStuStatus(v) && STU_STATUS_TRANSITIONS[v].length === 0;

/** What staff do to a file (POST /console/applications/status). */
export const STATUS_ACTIONS = ['return', 'transfer', 'status'] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];

/** Every row of status_changes: the student's submit and resubmit, staff's actions and assignment. */
export const HISTORY_ACTIONS = ['submit', 'resubmit', 'return', 'transfer', 'status', 'assign'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const HISTORY_ACTION_LABELS: Record<HistoryAction, Bilingual> = {
  submit: { cn: '提交申请', en: 'Submitted' },
  resubmit: { cn: '重新提交', en: 'Submitted again' },
  return: { cn: '退回修改', en: 'Returned for changes' },
  transfer: { cn: '转案', en: 'Case transferred' },
  status: { cn: '更新状态', en: 'Status changed' },
  assign: { cn: '分配顾问', en: 'Assigned' },
};

/** The longest note of a change (the return reason the student reads): status_changes.note, students.return_reason. */
export const STATUS_NOTE_MAX = 500;

/** The actions staff may take on a file in each referralStatus ('status' only while a move is left). */
export const REFERRAL_ACTIONS: Record<ReferralStatus, readonly StatusAction[]> = {
  0: [],
  1: ['return', 'transfer'],
  2: ['status'],
  3: [],
};

export interface FileState {
  referralStatus: number;
  stuStatus: string | null;
}

/** The actions open on a file now. */
export function allowedActions(s: FileState): StatusAction[] {
  const list = REFERRAL_ACTIONS[s.referralStatus as ReferralStatus] ?? [];
  return list.filter((a) => a !== 'status' || nextStuStatuses(s).length > 0);
}

/**
 * The stuStatus values the next change may set: the transfer's starting values on a submitted
 * file, the table's moves on a transferred one, none otherwise.
 */
export function nextStuStatuses(s: FileState): StuStatus[] {
  if (s.referralStatus === REFERRAL.submitted) return [...TRANSFER_STU_STATUSES];
  if (s.referralStatus === REFERRAL.transferred && isStuStatus(s.stuStatus)) return [...STU_STATUS_TRANSITIONS[s.stuStatus]];
  return [];
}

/** Why a change is refused: a key of the message catalogue (messages.ts), shown with code 70040. */
export type StatusRefusal =
  | 'statusReturnFrom'
  | 'statusReturnNote'
  | 'statusTransferFrom'
  | 'statusTransferTarget'
  | 'statusTransferStart'
  | 'statusChangeFrom'
  | 'statusChangeTarget'
  | 'statusUnknown'
  | 'statusFinal'
  | 'statusMove';

export interface StatusTarget {
  stuStatus?: string | null;
  note?: string | null;
}

export type ChangeDecision =
  | { ok: true; referralStatus: ReferralStatus; stuStatus: string | null; note: string | null }
  | { ok: false; reason: StatusRefusal; params?: Record<string, string> };

const labelParams = (from: StuStatus, to: StuStatus) => ({
  fromCn: STU_STATUS_LABELS[from].cn,
  fromEn: STU_STATUS_LABELS[from].en,
  toCn: STU_STATUS_LABELS[to].cn,
  toEn: STU_STATUS_LABELS[to].en,
});

/**
 * Whether staff may make this change from the file's current state, and the state it leads to:
 * - return: from 1 only, with a note (the reason the student reads) → 3;
 * - transfer: from 1 only, with a starting stuStatus (TRANSFER_STU_STATUSES) → 2;
 * - status: from 2 only, to a stuStatus the table allows from the current one.
 */
export function canChange(current: FileState, action: StatusAction, target: StatusTarget = {}): ChangeDecision {
  const note = target.note?.trim() ? target.note.trim() : null;
  const to = target.stuStatus ?? null;
  switch (action) {
    case 'return':
      if (current.referralStatus !== REFERRAL.submitted) return { ok: false, reason: 'statusReturnFrom' };
      if (!note) return { ok: false, reason: 'statusReturnNote' };
      return { ok: true, referralStatus: REFERRAL.returned, stuStatus: current.stuStatus, note };
    case 'transfer':
      if (current.referralStatus !== REFERRAL.submitted) return { ok: false, reason: 'statusTransferFrom' };
      if (!to) return { ok: false, reason: 'statusTransferTarget' };
      if (!isStuStatus(to)) return { ok: false, reason: 'statusUnknown' };
      if (!TRANSFER_STU_STATUSES.includes(to)) return { ok: false, reason: 'statusTransferStart' };
      return { ok: true, referralStatus: REFERRAL.transferred, stuStatus: to, note };
    case 'status': {
      if (current.referralStatus !== REFERRAL.transferred) return { ok: false, reason: 'statusChangeFrom' };
      if (!to) return { ok: false, reason: 'statusChangeTarget' };
      if (!isStuStatus(to)) return { ok: false, reason: 'statusUnknown' };
      // A transferred case always has a status; one from before this table (free text) moves like Processing.
      const from: StuStatus = isStuStatus(current.stuStatus) ? current.stuStatus : STU_STATUS.processing;
      if (STU_STATUS_TRANSITIONS[from].length === 0)
        return { ok: false, reason: 'statusFinal', params: { cn: STU_STATUS_LABELS[from].cn, en: STU_STATUS_LABELS[from].en } };
      if (!STU_STATUS_TRANSITIONS[from].includes(to)) return { ok: false, reason: 'statusMove', params: labelParams(from, to) };
      return { ok: true, referralStatus: REFERRAL.transferred, stuStatus: to, note };
    }
    default:
      return { ok: false, reason: 'statusUnknown' };
  }
}

// --- Who holds the next step --------------------------------------------------------------------
export const NEXT_OWNERS = ['student', 'counsellor', 'university', 'none'] as const;
export type NextOwner = (typeof NEXT_OWNERS)[number];

export const NEXT_OWNER_LABELS: Record<NextOwner, Bilingual> = {
  student: { cn: '学生', en: 'Student' },
  counsellor: { cn: '顾问', en: 'Counsellor' },
  university: { cn: '院校', en: 'University' },
  none: { cn: '无', en: 'None' },
};

/** Keys of status_settings: referral:1 submitted, referral:3 returned, stu:<value> once transferred. */
export const STATUS_SETTING_KEYS = ['referral:1', 'referral:3', ...STU_STATUS_VALUES.map((v) => `stu:${v}` as const)] as const;
export type StatusSettingKey = (typeof STATUS_SETTING_KEYS)[number];
export const isStatusSettingKey = (k: unknown): k is StatusSettingKey =>
  typeof k === 'string' && (STATUS_SETTING_KEYS as readonly string[]).includes(k);

/** The longest usual wait a setting may give, in days. */
export const WAIT_DAYS_MAX = 365;

export interface NextStep {
  owner: NextOwner;
  waitDays: number | null;
}

/**
 * The seeded settings (inserted when missing, so staff edits survive restarts): a submitted file is
 * the counsellor's within 3 days; a returned one waits for the student; once transferred, each
 * stuStatus has its holder and usual wait; final statuses have none.
 */
export const DEFAULT_STATUS_SETTINGS: Record<StatusSettingKey, NextStep> = {
  'referral:1': { owner: 'counsellor', waitDays: 3 },
  'referral:3': { owner: 'student', waitDays: null },
  'stu:0': { owner: 'counsellor', waitDays: 5 },
  'stu:1': { owner: 'university', waitDays: 30 },
  'stu:2': { owner: 'student', waitDays: 14 },
  'stu:3': { owner: 'counsellor', waitDays: 15 },
  'stu:4': { owner: 'university', waitDays: 60 },
  'stu:5': { owner: 'counsellor', waitDays: 3 },
  'stu:6': { owner: 'none', waitDays: null },
  'stu:7': { owner: 'none', waitDays: null },
  'stu:8': { owner: 'none', waitDays: null },
};

/** The settings key of a file's state; null for a draft (the student holds it, no setting). */
export function statusSettingKey(s: FileState): StatusSettingKey | null {
  if (s.referralStatus === REFERRAL.submitted) return 'referral:1';
  if (s.referralStatus === REFERRAL.returned) return 'referral:3';
  if (s.referralStatus === REFERRAL.transferred) {
    const k = `stu:${isStuStatus(s.stuStatus) ? s.stuStatus : STU_STATUS.processing}`;
    return isStatusSettingKey(k) ? k : null;
  }
  return null;
}

/** A draft is the student's to finish, with no usual wait. */
export const DRAFT_NEXT_STEP: NextStep = { owner: 'student', waitDays: null };

/** The next step of a file from the stored setting (owner and wait read with it), else the default. */
export function nextStepOf(s: FileState, stored?: { owner: string | null; waitDays: number | null } | null): NextStep {
  const key = statusSettingKey(s);
  if (!key) return DRAFT_NEXT_STEP;
  if (stored?.owner && (NEXT_OWNERS as readonly string[]).includes(stored.owner))
    return { owner: stored.owner as NextOwner, waitDays: stored.owner === 'none' ? null : stored.waitDays };
  return DEFAULT_STATUS_SETTINGS[key];
}

/** The label of a settings key in both languages (the stuStatus key by the dictionary's fixed names). */
export function statusSettingLabel(key: StatusSettingKey): Bilingual {
  if (key === 'referral:1') return REFERRAL_LABELS[1];
  if (key === 'referral:3') return REFERRAL_LABELS[3];
  return STU_STATUS_LABELS[key.slice(4) as StuStatus];
}

/**
 * The status a file shows: the referralStatus name, or once transferred the stuStatus label
 * (the dictionary's, when given, so staff renaming an entry is seen; else the fixed one).
 */
export function fileStatusLabel(s: FileState, dictLabel?: Bilingual | null): Bilingual {
  if (s.referralStatus === REFERRAL.transferred && s.stuStatus) {
    if (dictLabel?.cn) return { cn: dictLabel.cn, en: dictLabel.en || dictLabel.cn };
    if (isStuStatus(s.stuStatus)) return STU_STATUS_LABELS[s.stuStatus];
  }
  return REFERRAL_LABELS[s.referralStatus as ReferralStatus] ?? REFERRAL_LABELS[0];
}
