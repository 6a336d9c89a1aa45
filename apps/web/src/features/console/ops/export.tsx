// The export buttons of an operations list (audit log, payments): XLSX and CSV of the filtered
// rows (the list's filters as the address has them; the server writes at most 10,000 rows), or of
// the chosen rows only (their ids). The file comes from the server (audited there) and is handed
// to the browser; a refusal shows as a toast.
import { useState } from 'react';
import { Button, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '@portal/shared';
import { toast } from '../../../lib/feedback';
import { downloadFile } from './api';

export function ExportButtons({
  path,
  filters,
  ids,
  fileName,
}: {
  /** The export call, e.g. /console/audit/export. */
  path: string;
  /** The list's filters (empty values are left out). Not sent when ids are given. */
  filters?: Record<string, string | number | undefined>;
  /** The chosen rows: export just those. */
  ids?: readonly (number | string)[];
  /** The file's name without its extension, when the server gives none. */
  fileName: string;
}) {
  const { t } = useTranslation('console-ops');
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const chosen = !!ids?.length;
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const query: Record<string, string> = { format };
      if (chosen) query.ids = ids!.join(',');
      else for (const [k, v] of Object.entries(filters ?? {})) if (v !== undefined && v !== '') query[k] = String(v);
      await downloadFile(path, query, `${fileName}.${format}`);
    } catch (e) {
      toast.error((e as Error).message || t('common.exportFailed'));
    } finally {
      setBusy(null);
    }
  };
  const button = (format: ExportFormat) => (
    <Button
      key={format}
      icon={<DownloadOutlined />}
      loading={busy === format}
      disabled={busy !== null}
      data-export={`${chosen ? 'selected' : 'filtered'}-${format}`}
      onClick={() => void run(format)}
    >
      {chosen
        ? t(format === 'xlsx' ? 'common.exportSelectedXlsx' : 'common.exportSelectedCsv')
        : t(format === 'xlsx' ? 'common.exportXlsx' : 'common.exportCsv')}
    </Button>
  );
  return (
    <Space wrap>
      {button('xlsx')}
      {button('csv')}
    </Space>
  );
}
