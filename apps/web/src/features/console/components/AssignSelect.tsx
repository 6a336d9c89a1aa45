// An admin's assignment of a file to a clerk (or to nobody): one select, saved on change.
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StaffRef } from '@portal/shared';
import { toast } from '../../../lib/feedback';
import { useAssign, useStaff } from '../api/console';

const NOBODY = 0;

export function AssignSelect({ stuId, assignedTo, size }: { stuId: number; assignedTo: StaffRef | null; size?: 'small' | 'middle' }) {
  const { t } = useTranslation('console');
  const staff = useStaff();
  const assign = useAssign();
  const clerks = (staff.data ?? []).filter((s) => s.roles.includes('clerk'));
  // The current one stays listed even when the staff list does not hold it (an admin, a removed role).
  const options = [
    { value: NOBODY, label: t('assign.nobody') },
    ...clerks.map((s) => ({ value: s.id, label: s.name })),
    ...(assignedTo && !clerks.some((s) => s.id === assignedTo.id) ? [{ value: assignedTo.id, label: assignedTo.name }] : []),
  ];
  return (
    <Select
      size={size}
      className="console-assign"
      aria-label={t('assign.label')}
      value={assignedTo?.id ?? NOBODY}
      options={options}
      loading={staff.isPending || assign.isPending}
      disabled={assign.isPending}
      popupMatchSelectWidth={false}
      onClick={(e) => e.stopPropagation()}
      onChange={(v: number) =>
        assign.mutate(
          { stuId, userId: v === NOBODY ? null : v },
          {
            onSuccess: () => toast.success(t('assign.done')),
            onError: (e) => toast.error(e.message || t('assign.failed')),
          },
        )
      }
    />
  );
}
