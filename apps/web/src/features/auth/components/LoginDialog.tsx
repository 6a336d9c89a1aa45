// The login dialog of the desktop shell, with three states: login (password or code), register,
// reset password. Opened through openLoginDialog() from anywhere.
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { cancelLoginDialog, closeLoginDialog, switchLoginView, useLoginDialog } from '../../../lib/login-dialog';
import { useAfterLogin } from '../hooks/useAfterLogin';
import { LoginTabs } from './LoginTabs';
import { RegisterForm } from './RegisterForm';
import { ResetForm } from './ResetForm';

export default function LoginDialog() {
  const { t } = useTranslation('auth');
  const { open, view, redirect } = useLoginDialog();
  const after = useAfterLogin();

  // Login keeps the visitor on the page unless a redirect was asked for; register and reset go
  // on to the redirect target or /home, as their pages do.
  const done = (stay: boolean) => async () => {
    closeLoginDialog();
    await after({ target: redirect, stay });
  };

  const title = view === 'register' ? t('register.title') : view === 'reset' ? t('reset.title') : t('login.title');
  return (
    <Modal open={open} onCancel={cancelLoginDialog} footer={null} title={title} width={460} centered destroyOnHidden>
      <div className="login-dialog">
        {view === 'register' ? (
          <RegisterForm onSwitch={switchLoginView} onSuccess={done(false)} />
        ) : view === 'reset' ? (
          <ResetForm onSwitch={switchLoginView} onSuccess={done(false)} />
        ) : (
          <LoginTabs view={view} onSwitch={switchLoginView} onSuccess={done(true)} />
        )}
      </div>
    </Modal>
  );
}
