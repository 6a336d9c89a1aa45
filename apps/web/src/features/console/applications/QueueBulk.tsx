// The queue's bulk bar: staff export the chosen rows (the export route's ids filter); admins assign
// the chosen files to one clerk or to nobody (POST /console/applications/bulk-assign: each file by
// the single assignment's rules, the assignee told per file; the answer says how many changed and
// how many were skipped).
import { useState } from 'react';
import { Button, Select } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BulkAssignInput, BulkCounts } from '@portal/shared';
import { api } from '../../../lib/api-client';
import { dialog, toast } from '../../../lib/feedback';
import { downloadExport, useStaff } from '../api/console';
import { BulkBar } from '../list/kit';

const NOBODY = 0;

export function useBulkAssign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Pick<BulkAssignInput, 'stuIds' | 'userId'>) =>
      api.post<BulkCounts>('/console/applications/bulk-assign', body, { quiet: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['console'] }),
  });
}

/** The export query of the chosen files: just their ids (whatever the filters), in the list's language. */
export const chosenExportQuery = (stuIds: number[], format: 'xlsx' | 'csv'): Record<string, string> => ({
  format,
  ids: stuIds.join(','),
});

export function QueueBulkBar({ selected, admin, onClear }: { selected: number[]; admin: boolean; onClear: () => void }) {
  const { t } = useTranslation('console');
  const staff = useStaff();
  const bulk = useBulkAssign();
  const [busy, setBusy] = useState<'xlsx' | 'csv' | null>(null);
  const clerks = (staff.data ?? []).filter((s) => s.roles.includes('clerk'));
  const options = [{ value: NOBODY, label: t('assign.nobody') }, ...clerks.map((s) => ({ value: s.id, label: s.name }))];

  const exportChosen = async (format: 'xlsx' | 'csv') => {
    setBusy(format);
    try {
      await downloadExport(chosenExportQuery(selected, format), `${t('export.fileName')}.${format}`);
    } catch (e) {
      toast.error((e as Error).message || t('export.failed'));
    } finally {
      setBusy(null);
    }
  };

  const assignTo = (userId: number) => {
    const name = options.find((o) => o.value === userId)?.label ?? '';
    dialog.confirm({
      title: t('assign.bulkConfirm', { count: selected.length, name }),
      okText: t('assign.bulkOk'),
      onOk: () =>
        bulk
          .mutateAsync({ stuIds: selected, userId: userId === NOBODY ? null : userId })
          .then((r) => {
            toast.success(t('assign.bulkDone', { done: r.done, skipped: r.skipped }));
            onClear();
          })
          .catch((e: Error) => toast.error(e.message || t('assign.failed'))),
    });
  };

  return (
    <BulkBar count={selected.length} onClear={onClear}>
      {admin ? (
        <Select<number>
          className="console-assign console-assign--bulk"
          aria-label={t('assign.bulkLabel')}
          placeholder={t('assign.bulkPlaceholder')}
          value={null}
          options={options}
          loading={staff.isPending || bulk.isPending}
          disabled={bulk.isPending}
          popupMatchSelectWidth={false}
          onChange={assignTo}
          data-testid="queue-bulk-assign"
        />
      ) : null}
      <Button
        icon={<DownloadOutlined />}
        loading={busy === 'xlsx'}
        disabled={busy !== null}
        onClick={() => void exportChosen('xlsx')}
        data-testid="queue-bulk-xlsx"
      >
        {t('export.selectedXlsx')}
      </Button>
      <Button icon={<DownloadOutlined />} loading={busy === 'csv'} disabled={busy !== null} onClick={() => void exportChosen('csv')}>
        {t('export.selectedCsv')}
      </Button>
    </BulkBar>
  );
}
