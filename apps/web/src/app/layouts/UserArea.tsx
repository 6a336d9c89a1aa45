// Header user area: a login/register button, or the notice bell and avatar + name with personal
// centre and logout. The signed-in part is its own chunk: visitors without a session never
// download the dropdown or the bell.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, usePreloadWhileSignedIn } from '../../lib/auth';
import { openLoginDialog } from '../../lib/login-dialog';
import { withAntd } from '../../lib/with-antd';
import { antdPiece, loadAntdPieces } from '../antd-piece';

const SignedInArea = lazy(withAntd(antdPiece('signedInArea')));

export function UserArea() {
  const { t } = useTranslation();
  const { user, loading } = useCurrentUser();
  const placeholder = <span className="user-area-placeholder" role="status" aria-label={t('loading')} />;
  // The signed-in part's list of chunks, fetched while user info is on its way.
  usePreloadWhileSignedIn(loadAntdPieces);
  if (loading) return placeholder;
  if (!user)
    return (
      // A plain button styled like antd's primary one: the shell loads no antd before it is needed.
      <button type="button" className="btn btn--primary" onClick={() => openLoginDialog('login')}>
        {t('user.loginRegister')}
      </button>
    );
  return (
    <Suspense fallback={placeholder}>
      <SignedInArea user={user} />
    </Suspense>
  );
}
