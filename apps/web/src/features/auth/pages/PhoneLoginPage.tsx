// /phoneLogin: login with a code sent to the phone.
import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../components/AuthFrame';
import { LoginTabs } from '../components/LoginTabs';
import { useAfterLogin } from '../hooks/useAfterLogin';
import { useAuthPageSwitch } from '../hooks/useAuthPageSwitch';

export default function PhoneLoginPage() {
  const { t } = useTranslation('auth');
  const after = useAfterLogin();
  const go = useAuthPageSwitch();
  return (
    <AuthFrame title={t('login.title')}>
      <LoginTabs view="phoneLogin" onSwitch={go} onSuccess={() => after()} />
    </AuthFrame>
  );
}
