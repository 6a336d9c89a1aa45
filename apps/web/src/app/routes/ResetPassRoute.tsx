// /resetPass: on mobile with a session it is the change-password screen; otherwise reset by code.
import { lazy, Suspense } from 'react';
import { PageLoading } from '../../components/PageLoading';
import { useCurrentUser } from '../../lib/auth';
import { useIsMobile } from '../../lib/device';

const ResetPassPage = lazy(() => import('../../features/auth/pages/ResetPassPage'));
const ChangePasswordPage = lazy(() => import('../../features/user/pages/ChangePasswordPage'));

export default function ResetPassRoute() {
  const mobile = useIsMobile();
  const { loggedIn, loading } = useCurrentUser();
  if (mobile && loading) return <PageLoading />;
  return <Suspense fallback={<PageLoading />}>{mobile && loggedIn ? <ChangePasswordPage /> : <ResetPassPage />}</Suspense>;
}
