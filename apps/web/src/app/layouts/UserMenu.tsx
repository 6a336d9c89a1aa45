// Avatar + name (display-name rule) with personal centre, the workbench for staff (clerk or
// admin) and logout (with confirmation).
import { Avatar, Dropdown } from 'antd';
import { DashboardOutlined, DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isStaff, type User } from '@portal/shared';
import { paths, userCenterPath } from '../../config/paths';
import { userDisplayName } from '../../lib/auth';
import { useLogoutConfirm } from './useLogoutConfirm';

export default function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirmLogout = useLogoutConfirm();
  const items = [
    { key: 'center', icon: <UserOutlined />, label: t('user.center') },
    ...(isStaff(user.roles) ? [{ key: 'console', icon: <DashboardOutlined />, label: t('user.workbench') }] : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout') },
  ];
  return (
    <Dropdown
      menu={{
        items,
        onClick: ({ key }) =>
          key === 'center' ? navigate(userCenterPath('1')) : key === 'console' ? navigate(paths.console) : confirmLogout(),
      }}
      placement="bottomRight"
      // Rendered (hidden) from the start: antd styles the popup before the first hover, so it never
      // shows for a frame unstyled at the end of the page (which made the page jump).
      forceRender
    >
      <button type="button" className="user-chip">
        <Avatar size={32} src={user.avatar || undefined} icon={<UserOutlined />} />
        <span className="user-chip__name">{userDisplayName(user, t('user.word'))}</span>
        <DownOutlined className="user-chip__caret" />
      </button>
    </Dropdown>
  );
}
