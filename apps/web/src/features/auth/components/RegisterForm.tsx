// Register: phone or email with a code (sendType 1), password twice, school (required). The button
// waits for contact, password, confirmation and code. Success logs in.
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { registerBody, SEND_TYPES } from '@portal/shared';
import { ContactCodeItems } from '../../../components/ContactCodeItems';
import { PasswordPairItems } from '../../../components/PasswordPairItems';
import { SchoolFormItems } from '../../../components/SchoolAutocomplete';
import { register, type RegisterValues } from '../api/account';
import { useContactCodeForm } from '../hooks/useContactCodeForm';
import { ContactTabs } from './ContactTabs';
import type { AuthFormProps } from './LoginForm';

const stuUniNameRule = registerBody.shape.stuUniName;

export function RegisterForm({ onSwitch, onSuccess }: AuthFormProps) {
  const { t } = useTranslation('auth');
  const { form, kind, setKind, precheck, filled, submit } = useContactCodeForm<RegisterValues>({
    mustExist: false,
    send: register,
    onSuccess,
  });

  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={(v) => submit.mutate(v)} className="auth-form">
      <ContactTabs kind={kind} onChange={setKind} />
      <ContactCodeItems kind={kind} sendType={SEND_TYPES.register} precheck={precheck} />
      <PasswordPairItems hideLabels />
      <SchoolFormItems required rule={stuUniNameRule} />
      <Button type="primary" htmlType="submit" block disabled={!filled} loading={submit.isPending}>
        {t('register.submit')}
      </Button>
      <p className="auth-form__footer">
        {t('register.hasAccount')}
        <Button type="link" size="small" onClick={() => onSwitch('login')}>
          {t('register.toLogin')}
        </Button>
      </p>
    </Form>
  );
}
