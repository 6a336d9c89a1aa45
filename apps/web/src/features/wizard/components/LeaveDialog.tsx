// Unsaved changes when leaving a step or the page (spec 001 section 8): Save or Don't save; closing
// the dialog stays.
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export function LeaveDialog({
  open,
  saving,
  onSave,
  onDiscard,
  onStay,
}: {
  open: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onStay: () => void;
}) {
  const { t } = useTranslation('wizard');
  return (
    <Modal
      open={open}
      title={t('tips')}
      onCancel={saving ? undefined : onStay}
      maskClosable={!saving}
      footer={[
        <Button key="discard" onClick={onDiscard} disabled={saving}>
          {t('leave.discard')}
        </Button>,
        <Button key="save" type="primary" onClick={onSave} loading={saving}>
          {t('leave.save')}
        </Button>,
      ]}
    >
      <p>{t('leave.content')}</p>
    </Modal>
  );
}
