// Deleting the account (PIPL art. 47): what is erased, what is kept and why, a confirmation with a
// code sent to the account's phone or email, and afterwards a goodbye that says what happened. The
// server ends the session and clears its cookies; leaving the goodbye, by its button or by a link
// of the page, loads the next page afresh, with nothing of the account left in memory.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Checkbox, Form, Input, Modal, Result, Space } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { deleteAccountBody, MY_DATA_CODES, type DeleteAccountData } from '@portal/shared';
import { VerifyCodeButton } from '../../../components/VerifyCodeButton';
import { isApiError } from '../../../lib/api-client';
import { useDeleteAccount, useSendDeleteCode } from '../api/my-data';

interface Values {
  code: string;
  confirm: boolean;
}

const messageOf = (e: unknown) => (isApiError(e) ? e.message || e.code : '');

export function DeleteAccountCard() {
  const { t } = useTranslation('my-data');
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<DeleteAccountData | null>(null);
  const leaving = useRef(false);
  const [form] = Form.useForm<Values>();
  const send = useSendDeleteCode();
  const del = useDeleteAccount();
  const staff = isApiError(send.error) && send.error.code === MY_DATA_CODES.STAFF_ACCOUNT;

  const onFinish = (v: Values) => del.mutate({ code: v.code.trim(), confirm: true }, { onSuccess: (d) => (setOpen(false), setDone(d)) });

  // The answer has cleared the session's cookies; what is left is this page's memory of the account.
  // Leaving the goodbye by a link of the page (it unmounts) loads that page afresh, as a visitor's;
  // its own button loads /home.
  useEffect(() => {
    if (!done) return;
    return () => {
      if (!leaving.current) window.location.replace(window.location.href);
    };
  }, [done]);

  if (done) {
    const rows = Object.values(done.erased).reduce((n, c) => n + c, 0);
    return (
      <Card className="user-card delete-account-card" data-testid="goodbye">
        <Result
          status="success"
          title={t('goodbye.title')}
          subTitle={
            <>
              <p>{t('goodbye.erased', { rows, files: done.filesErased })}</p>
              <p>
                {done.contractsKept.length
                  ? t('goodbye.kept', { list: done.contractsKept.map((c) => c.contractNo).join(', ') })
                  : t('goodbye.noneKept')}
              </p>
            </>
          }
          extra={
            <Button
              type="primary"
              onClick={() => {
                leaving.current = true;
                window.location.assign('/home');
              }}
            >
              {t('goodbye.home')}
            </Button>
          }
        />
      </Card>
    );
  }

  return (
    <Card title={t('delete.title')} className="user-card delete-account-card" data-testid="delete-account-card">
      <p>{t('delete.text')}</p>
      <h4>{t('delete.erasedTitle')}</h4>
      <ul>
        <li>{t('delete.erased.account')}</li>
        <li>{t('delete.erased.files')}</li>
        <li>{t('delete.erased.uploads')}</li>
        <li>{t('delete.erased.messages')}</li>
      </ul>
      <h4>{t('delete.keptTitle')}</h4>
      <p>{t('delete.kept')}</p>
      <p className="my-data-card__note">{t('delete.auditNote')}</p>
      <Button danger icon={<DeleteOutlined />} onClick={() => setOpen(true)}>
        {t('delete.button')}
      </Button>
      <Modal
        open={open}
        title={t('delete.dialogTitle')}
        okText={t('delete.ok')}
        cancelText={t('delete.cancel')}
        okButtonProps={{ danger: true, loading: del.isPending, disabled: staff, htmlType: 'submit', form: 'delete-account-form' }}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>{send.data ? t('delete.sentTo', { to: send.data.to }) : t('delete.sendTo')}</p>
        {staff ? <Alert type="warning" showIcon title={t('delete.staff')} style={{ marginBottom: 12 }} /> : null}
        {send.error && !staff ? <Alert type="error" showIcon title={messageOf(send.error)} style={{ marginBottom: 12 }} /> : null}
        {del.error ? <Alert type="error" showIcon role="alert" title={messageOf(del.error)} style={{ marginBottom: 12 }} /> : null}
        <Form<Values> id="delete-account-form" form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
          <Form.Item label={t('delete.codeLabel')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item
                name="code"
                noStyle
                rules={[
                  {
                    validator: (_, v) =>
                      deleteAccountBody.shape.code.safeParse(v ?? '').success
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('delete.codeRequired'))),
                  },
                ]}
              >
                <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" placeholder={t('delete.codePlaceholder')} />
              </Form.Item>
              <VerifyCodeButton onSend={() => send.mutateAsync()} disabled={staff} />
            </Space.Compact>
          </Form.Item>
          <Form.Item
            name="confirm"
            valuePropName="checked"
            rules={[{ validator: (_, v) => (v === true ? Promise.resolve() : Promise.reject(new Error(t('delete.confirmRequired')))) }]}
          >
            <Checkbox>{t('delete.confirm')}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
