// Desktop shell (≥ 992 px): top navigation, footer, back-to-top and online-service buttons.
// Standalone routes (login, register, 404...) render without it.
import { lazy, Suspense } from 'react';
import { Link, NavLink, Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ClientOnly } from '../../components/ClientOnly';
import { LangSwitch } from '../../components/LangSwitch';
import { Logo } from '../../components/Logo';
import { paths } from '../../config/paths';
import { menuPaths, useCurrentUser, useMenus } from '../../lib/auth';
import { getLang } from '../../lib/lang';
import { openLoginDialog } from '../../lib/login-dialog';
import { NAV_ITEMS, isNavActive, visibleNavItems } from '../nav';
import type { RouteHandle } from '../route-handle';
import { NavWithPanel } from './NavPanel';
import { Footer } from './Footer';
import { UserArea } from './UserArea';

// The floating buttons are not needed to paint the page: they come in their own chunk after it.
const FloatTools = lazy(() => import('./FloatTools').then((m) => ({ default: m.FloatTools })));

export function useStandalone(): boolean {
  const matches = useMatches();
  return !!(matches[matches.length - 1]?.handle as RouteHandle | undefined)?.standalone;
}

function TopNav() {
  const { t } = useTranslation();
  const { loggedIn } = useCurrentUser();
  const menus = useMenus(loggedIn);
  const items = visibleNavItems(NAV_ITEMS, menus.data ? menuPaths(menus.data) : undefined);
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  return (
    <nav className="top-nav" aria-label={t('nav.label')}>
      {items.map((item) => {
        const link = (
          <NavLink
            key={item.key}
            to={item.path}
            className={isNavActive(item, pathname, query) ? 'top-nav__item top-nav__item--active' : 'top-nav__item'}
            onClick={(e) => {
              if (item.needsLogin && !loggedIn) {
                e.preventDefault();
                openLoginDialog('login', item.path);
              }
            }}
          >
            {t(item.label)}
          </NavLink>
        );
        return item.panel ? (
          <NavWithPanel key={item.key} panel={item.panel}>
            {link}
          </NavWithPanel>
        ) : (
          link
        );
      })}
    </nav>
  );
}

export function DesktopLayout() {
  const standalone = useStandalone();
  if (standalone) return <Outlet />;
  return (
    <div className="shell">
      <header className="shell-header">
        <div className="container shell-header__inner">
          <Link to={paths.home} className="shell-header__brand">
            {/* The English name is half as long again as the Chinese one: the short name keeps the header in one row. */}
            <Logo short={getLang() === 'en'} />
          </Link>
          <TopNav />
          <div className="shell-header__actions">
            <LangSwitch />
            <UserArea />
          </div>
        </div>
      </header>
      <main className="shell-main">
        <Outlet />
      </main>
      <Footer />
      {/* Not part of the server's page: drawn once the app has taken it over. */}
      <ClientOnly>
        <Suspense fallback={null}>
          <FloatTools />
        </Suspense>
      </ClientOnly>
    </div>
  );
}
