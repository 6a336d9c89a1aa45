// Mobile layout (below 992 px or a mobile user agent): a header and a side drawer menu. The header
// is plain elements (it is part of every phone's first screen); the drawer (antd) is its own chunk,
// fetched when the menu button is first pressed (or touched, to start a little earlier).
import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../components/Icon';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LangSwitch } from '../../components/LangSwitch';
import { Logo } from '../../components/Logo';
import { paths } from '../../config/paths';
import { useCurrentUser, usePreloadWhileSignedIn } from '../../lib/auth';
import { withAntd } from '../../lib/with-antd';
import { antdPiece, loadAntdPieces } from '../antd-piece';

const loadMenu = withAntd(() => import('./MobileMenu'));
const MobileMenu = lazy(loadMenu);
// The bell for a signed-in account only (its own chunk).
const NoticeBell = lazy(withAntd(antdPiece('noticeBell')));
/** A new notice (a reply, a return, a status) changes what the applications pages show. */
const REFRESH_ON_NOTICE = [['applications']];

export function MobileLayout() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The drawer is mounted from the first press on, so that it can animate closed.
  const [used, setUsed] = useState(false);
  const { loggedIn } = useCurrentUser();
  // The bell's list of chunks, fetched while user info is on its way.
  usePreloadWhileSignedIn(loadAntdPieces);

  return (
    <div className="m-shell">
      <header className="m-header">
        <button
          type="button"
          className="m-header__menu"
          onPointerDown={() => void loadMenu()}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          aria-label={t('nav.menu')}
          aria-expanded={open}
        >
          <Icon icon={MenuOutlined} />
        </button>
        <Link to={paths.home} className="m-header__brand">
          <Logo size={26} short />
        </Link>
        <div className="m-header__actions">
          {loggedIn ? (
            <Suspense fallback={<span className="notice-bell-placeholder" />}>
              <NoticeBell refreshOnNew={REFRESH_ON_NOTICE} mobile />
            </Suspense>
          ) : null}
          <LangSwitch />
        </div>
      </header>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenu open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
      <main className="m-main">
        <Outlet />
      </main>
    </div>
  );
}
