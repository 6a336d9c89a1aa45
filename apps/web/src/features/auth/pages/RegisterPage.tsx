// /register (desktop) and /registerIndex (mobile).
import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../components/AuthFrame';
import { RegisterForm } from '../components/RegisterForm';
import { useAfterLogin } from '../hooks/useAfterLogin';
import { useAuthPageSwitch } from '../hooks/useAuthPageSwitch';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const after = useAfterLogin();
  const go = useAuthPageSwitch();
  return (
    <AuthFrame title={t('register.title')}>
      <RegisterForm onSwitch={go} onSuccess={() => after()} />
    </AuthFrame>
  );
}
