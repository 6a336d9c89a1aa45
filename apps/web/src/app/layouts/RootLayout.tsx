// The layout every route sits in: desktop shell or mobile layout (both checks: width and user agent).
// Each layout is its own chunk, so a phone does not fetch the desktop shell and the other way round;
// the app loads the one it needs before it starts (layouts.preload).
import { Suspense } from 'react';
import { ScrollRestoration, useNavigation } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { isMobileNow, useIsMobile } from '../../lib/device';
import { preloadable } from '../../lib/preloadable';
import { serverLayoutIsMobile } from '../../lib/render-context';
import { useResumeAfterLogin } from '../../lib/resume-after-login';
import { ConsultHost } from './ConsultHost';
import { LoginDialogHost } from './LoginDialogHost';

const DesktopLayout = preloadable(() => import('./DesktopLayout').then((m) => ({ default: m.DesktopLayout })));
const MobileLayout = preloadable(() => import('./MobileLayout').then((m) => ({ default: m.MobileLayout })));

export const layouts = {
  /** The layout of the first render: the server's choice for a page it drew, else the window's. */
  preload: (drawnByServer: boolean) => ((drawnByServer ? serverLayoutIsMobile() : isMobileNow()) ? MobileLayout : DesktopLayout).preload(),
  /** Both (the server draws either). */
  preloadAll: () => Promise.all([DesktopLayout.preload(), MobileLayout.preload()]),
};

function NavigationBar() {
  const busy = useNavigation().state !== 'idle';
  return busy ? <div className="nav-progress" role="progressbar" aria-busy="true" /> : null;
}

export function RootLayout() {
  const mobile = useIsMobile();
  useResumeAfterLogin();
  const Layout = mobile ? MobileLayout.Component : DesktopLayout.Component;
  return (
    <>
      <NavigationBar />
      <Suspense fallback={<PageLoading full />}>
        <Layout />
      </Suspense>
      <LoginDialogHost />
      <ConsultHost />
      <ScrollRestoration />
    </>
  );
}
