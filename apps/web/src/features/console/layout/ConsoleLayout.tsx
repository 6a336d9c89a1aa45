// The workbench's frame (antd Layout): a side menu (collapsed to its icons below 1200 px, and on
// demand), a header with the notice bell, the staff member's name, the language switch and logout,
// and the screens below. An account without the clerk or admin role sees the area's 403 page here
// (the guard's answer), never the portal's pages.
import { Suspense, useState } from 'react';
import { Avatar, Button, Layout, Menu, Result, Tooltip, type MenuProps } from 'antd';
import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration, useLoaderData, useLocation, useNavigate } from 'react-router';
import { LangSwitch } from '../../../components/LangSwitch';
import { LogoMark } from '../../../components/Logo';
import { PageLoading } from '../../../components/PageLoading';
import { paths } from '../../../config/paths';
import { logout, useCurrentUser, userDisplayName } from '../../../lib/auth';
import { isMobileNow } from '../../../lib/device';
import { dialog } from '../../../lib/feedback';
import type { ConsoleAccess } from '../guard';
import { CONSOLE_MENU, activeEntry, entryPaths, visibleMenu, type ConsoleMenuEntry } from '../menu';
import { useConsoleParts } from '../parts';
import '../console.css';

const { Header, Sider, Content } = Layout;

/** Below this width the side menu starts collapsed (tablets). */
const SIDER_BREAKPOINT = 'xl';

function useLogout() {
  const { t } = useTranslation();
  return () =>
    dialog.confirm({
      title: t('logout.confirm'),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        await logout();
        window.location.assign(isMobileNow() ? paths.loginIndex : paths.login);
      },
    });
}

function Forbidden() {
  const { t } = useTranslation('console');
  return (
    <Result
      status="403"
      title={t('forbidden.title')}
      subTitle={t('forbidden.text')}
      extra={
        <Link to={paths.home}>
          <Button type="primary">{t('forbidden.home')}</Button>
        </Link>
      }
    />
  );
}

export default function ConsoleLayout() {
  const { t } = useTranslation('console');
  const { t: tc } = useTranslation();
  const access = useLoaderData() as ConsoleAccess;
  const { user, info } = useCurrentUser();
  const { NoticeBell } = useConsoleParts();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const confirmLogout = useLogout();
  const [collapsed, setCollapsed] = useState(() => typeof window !== 'undefined' && window.innerWidth < 1200);
  const staff = access.access === 'staff';

  const entries = visibleMenu(CONSOLE_MENU, info?.roles ?? []);
  const active = activeEntry(entries, pathname);
  const toItem = (e: ConsoleMenuEntry): NonNullable<MenuProps['items']>[number] =>
    e.children
      ? { key: e.key, icon: e.icon, label: t(e.label), children: e.children.map(toItem) }
      : { key: e.key, icon: e.icon, label: t(e.label) };
  const screens = entryPaths(entries);
  const name = user ? userDisplayName(user, tc('user.word')) : '';

  return (
    <Layout className="console" hasSider={staff}>
      {staff ? (
        <Sider
          className="console-sider"
          theme="light"
          width={228}
          collapsedWidth={64}
          breakpoint={SIDER_BREAKPOINT}
          collapsible
          collapsed={collapsed}
          onBreakpoint={(broken) => setCollapsed(broken)}
          trigger={null}
        >
          <Link to={paths.consoleDashboard} className="console-brand" aria-label={t('title')}>
            <LogoMark size={28} />
            {collapsed ? null : <span className="console-brand__name">{t('brand')}</span>}
          </Link>
          <Menu
            mode="inline"
            selectedKeys={active.key ? [active.key] : []}
            defaultOpenKeys={collapsed ? [] : ['settings', ...active.parents]}
            items={entries.map(toItem)}
            onClick={({ key }) => {
              const to = screens.get(key);
              if (to) navigate(to);
            }}
          />
        </Sider>
      ) : null}
      <Layout>
        <Header className="console-header">
          {staff ? (
            <Button
              type="text"
              className="console-header__fold"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => setCollapsed((c) => !c)}
              aria-label={collapsed ? t('header.expand') : t('header.collapse')}
              aria-expanded={!collapsed}
            />
          ) : (
            <span className="console-brand console-brand--header">
              <LogoMark size={28} />
              <span className="console-brand__name">{t('brand')}</span>
            </span>
          )}
          <div className="console-header__actions">
            {staff && NoticeBell ? <NoticeBell /> : null}
            <span className="console-user" title={name}>
              <Avatar size={28} src={user?.avatar || undefined} icon={<UserOutlined />} />
              <span className="console-user__name">{name}</span>
            </span>
            <LangSwitch />
            <Tooltip title={tc('user.logout')}>
              <Button type="text" icon={<LogoutOutlined />} onClick={confirmLogout} className="console-header__logout">
                <span className="console-header__logout-text">{tc('user.logout')}</span>
              </Button>
            </Tooltip>
          </div>
        </Header>
        <Content className="console-content">
          {staff ? (
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          ) : (
            <Forbidden />
          )}
        </Content>
      </Layout>
      <ScrollRestoration />
    </Layout>
  );
}
