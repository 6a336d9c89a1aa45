// Account login: phone number or email plus password; the button waits until both are filled.
import { Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loginBody } from '@portal/shared';
import { PasswordInput } from '../../../components/PasswordInput';
import { useFormRules } from '../../../lib/form-rules';
import type { AuthView } from '../../../lib/login-dialog';
import { useAllFilled } from '../../../lib/use-all-filled';
import { accountLogin } from '../api/login';

interface Values {
  content: string;
  passWord: string;
}

export interface AuthFormProps {
  onSwitch: (view: AuthView) => void;
  onSuccess: () => void | Promise<void>;
}

export function LoginForm({ onSwitch, onSuccess }: AuthFormProps) {
  const { t } = useTranslation('auth');
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const filled = useAllFilled(form, ['content', 'passWord']);
  const login = useMutation({ mutationFn: accountLogin, onSuccess: () => onSuccess() });

  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={(v) => login.mutate(v)} className="auth-form">
      <Form.Item name="content" rules={[rules.field(loginBody, 'content')]}>
        <Input prefix={<UserOutlined />} placeholder={rules.text('account')} autoComplete="username" maxLength={100} />
      </Form.Item>
      <Form.Item name="passWord" rules={[rules.field(loginBody, 'passWord')]}>
        <PasswordInput prefix={<LockOutlined />} placeholder={rules.text('passwordRequired')} maxLength={100} />
      </Form.Item>
      <div className="auth-form__row">
        <Button type="link" size="small" onClick={() => onSwitch('reset')}>
          {t('login.forgot')}
        </Button>
      </div>
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
