// The side drawer menu of the mobile layout (antd Drawer and Menu): its own chunk, loaded the first
// time the menu button is pressed, so a phone's first screen carries no antd.
import type { ReactNode } from 'react';
import { Avatar, Drawer, Menu, type MenuProps } from 'antd';
import {
  BankOutlined,
  DashboardOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  HomeOutlined,
  TrophyOutlined,
  IdcardOutlined,
  LockOutlined,
  LoginOutlined,
  LogoutOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
  UserAddOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isStaff } from '@portal/shared';
import { Logo } from '../../components/Logo';
import { paths, userCenterPath, withRedirect } from '../../config/paths';
import { menuPaths, useCurrentUser, useMenus, userDisplayName } from '../../lib/auth';
import { MOBILE_NAV_ITEMS, visibleNavItems } from '../nav';
import { useLogoutConfirm } from './useLogoutConfirm';

const NAV_ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  aiSchool: <RobotOutlined />,
  institutional: <BankOutlined />,
  caseShare: <TrophyOutlined />,
  myApply: <FileTextOutlined />,
};

export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user, loggedIn } = useCurrentUser();
  const menus = useMenus(loggedIn);
  const confirmLogout = useLogoutConfirm();

  const nav = visibleNavItems(MOBILE_NAV_ITEMS, menus.data ? menuPaths(menus.data) : undefined);
  const items: MenuProps['items'] = [
    ...nav.map((i) => ({ key: i.path, icon: NAV_ICONS[i.key], label: t(i.label) })),
    { type: 'divider' as const },
    ...(loggedIn
      ? [
          { key: paths.userInfo, icon: <IdcardOutlined />, label: t('user.basicInfo') },
          { key: paths.contractInfo, icon: <FileProtectOutlined />, label: t('user.myContracts') },
          { key: paths.resetPass, icon: <LockOutlined />, label: t('user.changePassword') },
          { key: userCenterPath('5'), icon: <SafetyCertificateOutlined />, label: t('user.privacy') },
          ...(user && isStaff(user.roles) ? [{ key: paths.console, icon: <DashboardOutlined />, label: t('user.workbench') }] : []),
          { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout') },
        ]
      : [
          { key: paths.loginIndex, icon: <LoginOutlined />, label: t('user.login') },
          { key: paths.registerIndex, icon: <UserAddOutlined />, label: t('user.register') },
        ]),
  ];

  const onMenu: MenuProps['onClick'] = ({ key }) => {
    onClose();
    if (key === 'logout') return confirmLogout();
    const item = nav.find((i) => i.path === key);
    // Entries that need a session go to login without one, exactly as their typed address does.
    if (item?.needsLogin && !loggedIn) return navigate(withRedirect(paths.loginIndex, key));
    navigate(key);
  };

  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={280}
      // The full name, wrapped onto two lines where it is longer than the drawer (English).
      title={
        <span className="m-drawer__brand">
          <Logo size={26} />
        </span>
      }
      styles={{ body: { padding: 0 } }}
    >
      {user ? (
        <div className="m-user">
          <Avatar size={48} src={user.avatar || undefined} icon={<UserOutlined />} />
          <span className="m-user__name">{userDisplayName(user, t('user.word'))}</span>
        </div>
      ) : null}
      <Menu mode="inline" selectedKeys={[pathname]} items={items} onClick={onMenu} />
    </Drawer>
  );
}
