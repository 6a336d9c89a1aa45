// Labels of the dashboard's keys, apart from the charts (so they are tested without ECharts).
import { REFERRAL_LABELS, STU_STATUS_LABELS, isStuStatus, type Lang } from '@portal/shared';

/** The label of a queue status key ('referral:1', 'referral:3', 'stu:<stuStatus>'). */
export function statusKeyLabel(key: string, lang: Lang): string {
  const [kind, v] = key.split(':');
  if (kind === 'referral') return REFERRAL_LABELS[Number(v) as 1 | 3]?.[lang] ?? key;
  if (kind === 'stu' && isStuStatus(v)) return STU_STATUS_LABELS[v][lang];
  return key;
}
