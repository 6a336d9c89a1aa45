// The layout every route sits in: desktop shell or mobile layout (both checks: width and user agent).
import { lazy, Suspense } from 'react';
import { ScrollRestoration, useNavigation } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { useIsMobile } from '../../lib/device';
import { useResumeAfterLogin } from '../../lib/resume-after-login';
import { withAntd } from '../../lib/with-antd';
import { DesktopLayout } from './DesktopLayout';
import { LoginDialogHost } from './LoginDialogHost';

const MobileLayout = lazy(withAntd(() => import('./MobileLayout')));

function NavigationBar() {
  const busy = useNavigation().state !== 'idle';
  return busy ? <div className="nav-progress" role="progressbar" aria-busy="true" /> : null;
}

export function RootLayout() {
  const mobile = useIsMobile();
  useResumeAfterLogin();
  return (
    <>
      <NavigationBar />
      {mobile ? (
        <Suspense fallback={<PageLoading full />}>
          <MobileLayout />
        </Suspense>
      ) : (
        <DesktopLayout />
      )}
      <LoginDialogHost />
      <ScrollRestoration />
    </>
  );
}
