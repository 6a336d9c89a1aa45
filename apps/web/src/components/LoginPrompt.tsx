// Shown where a page's content needs a session the visitor does not have (or no longer has):
// a short text and a button opening the login dialog; the visitor stays on the page. Plain
// elements: the detail pages that show it are drawn without antd.
import { useEffect } from 'react';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import { useTranslation } from 'react-i18next';
import { CODES, reactionFor } from '@portal/shared';
import { isApiError } from '../lib/api-client';
import { openLoginDialog } from '../lib/login-dialog';
import { clearSessionLocal, hasSessionHint } from '../lib/session';
import { Icon } from './Icon';
import { PlainButton } from './PlainButton';

/** The call failed because there is no valid session. */
export const needsLogin = (e: unknown) => isApiError(e) && (e.code === CODES.NOT_LOGGED_IN || reactionFor(e.code) === 'abort');

export function LoginPrompt({ message }: { message: string }) {
  const { t } = useTranslation('detail');
  // The server refused the session: forget it here too, so the shell shows the logged-out state.
  useEffect(() => {
    if (hasSessionHint()) clearSessionLocal();
  }, []);
  return (
    <div className="state-block" role="alert">
      <Icon icon={LockOutlined} className="state-block__icon" style={{ color: 'var(--brand)' }} aria-hidden="true" />
      <p>{message}</p>
      <PlainButton look="primary" onClick={() => openLoginDialog('login')}>
        {t('consult.login')}
      </PlainButton>
    </div>
  );
}
