// The "report an error" dialog: which fact and a note (the shared zod schema checks both here and on
// the server); no login needed. Sent to POST /catalogue/report-error; a thank-you toast closes it.
import { Form, Input, Modal, Select } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ERROR_NOTE_MAX, errorReportBody, type ErrorReportField, type ErrorReportTarget } from '@portal/shared';
import { api } from '../../lib/api-client';
import { toast } from '../../lib/feedback';
import { useFormRules } from '../../lib/form-rules';

interface ReportForm {
  field: ErrorReportField;
  note: string;
}

export default function ReportErrorDialog({
  targetType,
  targetId,
  fields,
  onClose,
}: {
  targetType: ErrorReportTarget;
  targetId: number;
  fields: readonly ErrorReportField[];
  onClose: () => void;
}) {
  const { t } = useTranslation('sourcing');
  const rules = useFormRules();
  const [form] = Form.useForm<ReportForm>();
  const send = useMutation({
    mutationFn: (v: ReportForm) =>
      api.post<{ id: number }>('/catalogue/report-error', { targetType, targetId, field: v.field, note: v.note }),
    onSuccess: () => {
      toast.success(t('thanks'));
      onClose();
    },
  });
  return (
    <Modal
      open
      title={t('title')}
      okText={t('submit')}
      cancelText={t('cancel')}
      confirmLoading={send.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'report-submit' } as Record<`data-${string}`, string>}
    >
      <p className="source-line">{t('intro')}</p>
      <Form<ReportForm> form={form} layout="vertical" initialValues={{ field: fields[0], note: '' }} onFinish={(v) => send.mutate(v)}>
        <Form.Item name="field" label={t('field')} rules={[rules.zod(errorReportBody.shape.field)]}>
          <Select options={fields.map((f) => ({ value: f, label: t(`fields.${f}`) }))} />
        </Form.Item>
        <Form.Item name="note" label={t('note')} rules={[rules.zod(errorReportBody.shape.note)]}>
          <Input.TextArea rows={4} maxLength={ERROR_NOTE_MAX} showCount placeholder={t('notePlaceholder')} data-testid="report-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
