import { Tag } from 'antd';
import { REFERRAL, STU_STATUS } from '@portal/shared';

/** Colour of a file's status: submitted waits for staff, returned for the student, a transferred case by its stuStatus. */
export function statusColor(referralStatus: number, stuStatus?: string | null): string {
  if (referralStatus === REFERRAL.submitted) return 'processing';
  if (referralStatus === REFERRAL.returned) return 'warning';
  if (referralStatus !== REFERRAL.transferred) return 'default';
  switch (stuStatus) {
    case STU_STATUS.admitted:
    case STU_STATUS.register:
      return 'success';
    case STU_STATUS.refusal:
    case STU_STATUS.termination:
    case STU_STATUS.abnormal:
      return 'error';
    case STU_STATUS.refunding:
    case STU_STATUS.postponed:
      return 'gold';
    default:
      return 'cyan';
  }
}

export function StatusTag({ referralStatus, stuStatus, label }: { referralStatus: number; stuStatus?: string | null; label: string }) {
  return (
    <Tag color={statusColor(referralStatus, stuStatus)} className="console-status-tag">
      {label}
    </Tag>
  );
}
