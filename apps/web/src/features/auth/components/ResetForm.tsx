// Reset password: phone or email with a code (sendType 2), new password twice. Success logs in.
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEND_TYPES } from '@portal/shared';
import { ContactCodeItems } from '../../../components/ContactCodeItems';
import { PasswordPairItems } from '../../../components/PasswordPairItems';
import { resetPassword, type ContactPasswordValues } from '../api/account';
import { useContactCodeForm } from '../hooks/useContactCodeForm';
import { ContactTabs } from './ContactTabs';
import type { AuthFormProps } from './LoginForm';

export function ResetForm({ onSwitch, onSuccess }: AuthFormProps) {
  const { t } = useTranslation('auth');
  const { form, kind, setKind, precheck, filled, submit } = useContactCodeForm<ContactPasswordValues>({
    mustExist: true,
    send: resetPassword,
    onSuccess,
  });

  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={(v) => submit.mutate(v)} className="auth-form">
      <ContactTabs kind={kind} onChange={setKind} />
      <ContactCodeItems kind={kind} sendType={SEND_TYPES.reset} precheck={precheck} />
      <PasswordPairItems hideLabels />
      <Button type="primary" htmlType="submit" block disabled={!filled} loading={submit.isPending}>
        {t('reset.submit')}
      </Button>
      <p className="auth-form__footer">
        <Button type="link" size="small" onClick={() => onSwitch('login')}>
          {t('reset.backToLogin')}
        </Button>
      </p>
    </Form>
  );
}
