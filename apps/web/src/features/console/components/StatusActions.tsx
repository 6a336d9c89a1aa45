// The changes open on a file now (the detail's allowedActions and nextStuStatuses): return to the
// student (a reason the student reads), transfer the case (a starting stuStatus), move the status
// (one of the allowed next ones); each with a note. A refused change shows the server's message.
import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Space } from 'antd';
import { RollbackOutlined, SendOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { STATUS_NOTE_MAX, type ConsoleDetail, type StatusAction } from '@portal/shared';
import { toast } from '../../../lib/feedback';
import { useStatusChange } from '../api/console';

interface Values {
  note?: string;
  stuStatus?: string;
}

const ICONS: Record<StatusAction, React.ReactNode> = {
  return: <RollbackOutlined />,
  transfer: <SendOutlined />,
  status: <SwapOutlined />,
};

export function StatusActions({
  stuId,
  detail,
  stuStatusLabel,
}: {
  stuId: number;
  detail: Pick<ConsoleDetail, 'allowedActions' | 'nextStuStatuses'>;
  stuStatusLabel: (v: string) => string;
}) {
  const { t } = useTranslation('console');
  const [open, setOpen] = useState<StatusAction | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();
  const change = useStatusChange();

  if (!detail.allowedActions.length) return <p className="console-muted console-actions__none">{t('actions.none')}</p>;

  const start = (a: StatusAction) => {
    form.resetFields();
    setRefusal(null);
    setOpen(a);
  };
  const close = () => {
    if (!change.isPending) setOpen(null);
  };
  const submit = async () => {
    if (!open || change.isPending) return;
    const v = await form.validateFields();
    setRefusal(null);
    change.mutate(
      { stuId, action: open, note: v.note?.trim() || undefined, stuStatus: open === 'return' ? undefined : v.stuStatus },
      {
        onSuccess: () => {
          toast.success(t(`actions.${open}.done`));
          setOpen(null);
        },
        onError: (e) => setRefusal(e.message || t('actions.failed')),
      },
    );
  };

  const options = detail.nextStuStatuses.map((v) => ({ value: v, label: stuStatusLabel(v) }));
  return (
    <>
      <Space wrap className="console-actions">
        {detail.allowedActions.map((a) => (
          <Button key={a} type={a === 'return' ? 'default' : 'primary'} danger={a === 'return'} icon={ICONS[a]} onClick={() => start(a)}>
            {t(`actions.${a}.button`)}
          </Button>
        ))}
      </Space>
      <Modal
        open={open !== null}
        title={open ? t(`actions.${open}.title`) : undefined}
        okText={open ? t(`actions.${open}.ok`) : undefined}
        cancelText={t('actions.cancel')}
        onOk={() => void submit()}
        onCancel={close}
        confirmLoading={change.isPending}
        mask={{ closable: false }}
        destroyOnHidden
        forceRender
      >
        {refusal ? <Alert className="console-alert" type="error" showIcon title={refusal} /> : null}
        <Form form={form} layout="vertical" requiredMark>
          {open === 'transfer' || open === 'status' ? (
            <Form.Item
              name="stuStatus"
              label={t(open === 'transfer' ? 'actions.transfer.status' : 'actions.status.status')}
              rules={[{ required: true, message: t('actions.statusRequired') }]}
            >
              <Select options={options} placeholder={t('actions.statusPlaceholder')} />
            </Form.Item>
          ) : null}
          <Form.Item
            name="note"
            label={open === 'return' ? t('actions.return.reason') : t('actions.note')}
            extra={open === 'return' ? t('actions.return.hint') : undefined}
            rules={[
              ...(open === 'return' ? [{ required: true, whitespace: true, message: t('actions.return.required') }] : []),
              { max: STATUS_NOTE_MAX, message: t('actions.noteMax', { n: STATUS_NOTE_MAX }) },
            ]}
          >
            <Input.TextArea
              rows={4}
              maxLength={STATUS_NOTE_MAX}
              showCount
              placeholder={open === 'return' ? t('actions.return.placeholder') : t('actions.notePlaceholder')}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
