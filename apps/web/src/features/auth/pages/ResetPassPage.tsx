// /resetPass (desktop, or mobile without a session) and /resetPassIndex (mobile): reset by code.
// Success logs in and goes to /home.
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { AuthFrame } from '../components/AuthFrame';
import { ResetForm } from '../components/ResetForm';
import { useAfterLogin } from '../hooks/useAfterLogin';
import { useAuthPageSwitch } from '../hooks/useAuthPageSwitch';

export default function ResetPassPage() {
  const { t } = useTranslation('auth');
  const after = useAfterLogin();
  const go = useAuthPageSwitch();
  return (
    <AuthFrame title={t('reset.title')} leaveWhenLoggedIn={false}>
      <ResetForm onSwitch={go} onSuccess={() => after({ target: paths.home })} />
    </AuthFrame>
  );
}
