// Logout with confirmation (spec 000 sections 2 and 8): on OK the session ends on both sides and
// the page reloads on /home.
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { logout } from '../../lib/auth';
import { dialog } from '../../lib/feedback';

export function useLogoutConfirm(variant: 'desktop' | 'mobile') {
  const { t } = useTranslation();
  return () =>
    dialog.confirm({
      title: variant === 'desktop' ? t('logout.title') : t('logout.mobileConfirm'),
      content: variant === 'desktop' ? t('logout.content') : undefined,
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        await logout();
        window.location.assign(paths.home);
      },
    });
}
