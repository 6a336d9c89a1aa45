// Phone login with a code (sendType 4). A wrong code (011) clears the code field.
import { Button, Form } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SEND_TYPES } from '@portal/shared';
import { ContactCodeItems } from '../../../components/ContactCodeItems';
import { useAllFilled } from '../../../lib/use-all-filled';
import { isWrongCode } from '../../../lib/verify-code';
import { phoneLogin } from '../api/login';
import type { AuthFormProps } from './LoginForm';

interface Values {
  phoneNumber: string;
  verifyCode: string;
}

export function PhoneLoginForm({ onSwitch, onSuccess }: AuthFormProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<Values>();
  const filled = useAllFilled(form, ['phoneNumber', 'verifyCode']);
  const login = useMutation({
    mutationFn: phoneLogin,
    onSuccess: () => onSuccess(),
    onError: (e) => {
      if (isWrongCode(e)) form.setFieldValue('verifyCode', '');
    },
  });

  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={(v) => login.mutate(v)} className="auth-form">
      <ContactCodeItems kind="phone" sendType={SEND_TYPES.login} />
      <Button type="primary" htmlType="submit" block disabled={!filled} loading={login.isPending}>
        {t('login.submit')}
      </Button>
      <p className="auth-form__footer">
        {t('login.noAccount')}
        <Button type="link" size="small" onClick={() => onSwitch('register')}>
          {t('login.toRegister')}
        </Button>
      </p>
    </Form>
  );
}
