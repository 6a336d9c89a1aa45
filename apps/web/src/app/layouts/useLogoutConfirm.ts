// Logout with confirmation (spec 000 section 2: 'Are you sure you want to exit?'): on OK the session
// ends on both sides and the page reloads on /home. The same plain question on desktop and mobile;
// the 'abnormal exit' texts belong to a session the server ended (codes 014-017, lib/api-client).
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { logout } from '../../lib/auth';
import { dialog } from '../../lib/feedback';

export function useLogoutConfirm() {
  const { t } = useTranslation();
  return () =>
    dialog.confirm({
      title: t('logout.confirm'),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        await logout();
        window.location.assign(paths.home);
      },
    });
}
