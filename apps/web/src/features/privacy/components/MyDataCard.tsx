// "My data" in the personal centre: what the download holds, the button, and what went wrong.
import { Alert, Button, Card } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MY_DATA_EXPORTS_PER_HOUR } from '@portal/shared';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/feedback';
import { useDownloadMyData } from '../api/my-data';

export function MyDataCard() {
  const { t } = useTranslation('my-data');
  const download = useDownloadMyData();
  const error = download.error;
  const onDownload = () =>
    download.mutate(undefined, {
      onSuccess: () => toast.success(t('export.done')),
    });
  return (
    <Card title={t('export.title')} className="user-card my-data-card" data-testid="my-data-card">
      <p>{t('export.text')}</p>
      <p className="my-data-card__note">{t('export.secrets')}</p>
      <p className="my-data-card__note">{t('export.limit', { count: MY_DATA_EXPORTS_PER_HOUR })}</p>
      {error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          title={t('export.failed', { msg: isApiError(error) && error.message ? error.message : error.message || '' })}
        />
      ) : null}
      <Button type="primary" icon={<DownloadOutlined />} loading={download.isPending} onClick={onDownload}>
        {download.isPending ? t('export.downloading') : t('export.download')}
      </Button>
    </Card>
  );
}
