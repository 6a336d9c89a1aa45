// "申请更正" / "Request a correction" (PIPL art. 46) on the owner's application detail: once a file
// is submitted its English name and birthday are locked (everything once transferred), so the owner
// names the fields and the reason, and the request reaches staff as a message thread on the file.
import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { FormOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { correctionRequestBody } from '@portal/shared';
import { toast } from '../../../lib/feedback';
import { useRequestCorrection } from '../api/my-data';

const LOCKED_AFTER_SUBMIT = ['stuSpell', 'birthday'] as const;
const ALL_FIELDS = [
  'stuName',
  'stuSpell',
  'birthday',
  'sex',
  'nationality',
  'phoneNumber',
  'stuEmail',
  'homeAddress',
  'education',
  'language',
  'work',
  'family',
  'attachments',
] as const;

interface Values {
  fields: string[];
  reason: string;
}

/** transferred: every field is locked (referralStatus 2); otherwise the English name and birthday. */
export function CorrectionRequest({ stuId, transferred, onSent }: { stuId: number; transferred: boolean; onSent?: () => void }) {
  const { t } = useTranslation('my-data');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const send = useRequestCorrection();
  const options = (transferred ? ALL_FIELDS : LOCKED_AFTER_SUBMIT).map((f) => ({
    value: t(`correction.field.${f}`),
    label: t(`correction.field.${f}`),
  }));
  const onFinish = (v: Values) =>
    send.mutate(
      { stuId, fields: v.fields, reason: v.reason.trim() },
      {
        onSuccess: () => {
          toast.success(t('correction.sent'));
          setOpen(false);
          form.resetFields();
          onSent?.();
        },
      },
    );
  return (
    <>
      <Button icon={<FormOutlined />} onClick={() => setOpen(true)} data-testid="correction-request">
        {t('correction.button')}
      </Button>
      <Modal
        open={open}
        title={t('correction.title')}
        okText={t('correction.submit')}
        okButtonProps={{ loading: send.isPending, htmlType: 'submit', form: 'correction-form' }}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Alert type="info" showIcon title={t('correction.text')} style={{ marginBottom: 12 }} />
        <Form<Values> id="correction-form" form={form} layout="vertical" onFinish={onFinish}>
          <Form.Item
            name="fields"
            label={t('correction.fields')}
            rules={[
              {
                validator: (_, v) =>
                  correctionRequestBody.shape.fields.safeParse(v ?? []).success
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('correction.fieldsRequired'))),
              },
            ]}
          >
            <Select mode="tags" options={options} placeholder={t('correction.fieldsPlaceholder')} maxCount={20} />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('correction.reason')}
            rules={[
              {
                validator: (_, v) =>
                  correctionRequestBody.shape.reason.safeParse(v ?? '').success
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('correction.reasonRequired'))),
              },
            ]}
          >
            <Input.TextArea rows={4} maxLength={500} showCount placeholder={t('correction.reasonPlaceholder')} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
