// Frame of the standalone account pages: carousel at left and the form at right on desktop; on
// mobile only the form (the mobile layout around it gives header and menu).
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LangSwitch } from '../../../components/LangSwitch';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/auth';
import { useIsMobile } from '../../../lib/device';
import { safeRedirect } from '../../../lib/redirect';
import { AuthCarousel } from './AuthCarousel';

interface Props {
  title: string;
  children: ReactNode;
  /** Login and register pages send a signed-in visitor on to the redirect target or /home. */
  leaveWhenLoggedIn?: boolean;
}

export function AuthFrame({ title, children, leaveWhenLoggedIn = true }: Props) {
  const { t } = useTranslation('auth');
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { loggedIn } = useCurrentUser();
  if (leaveWhenLoggedIn && loggedIn) return <Navigate to={safeRedirect(params.get('redirect')) ?? paths.home} replace />;
  if (mobile)
    return (
      <section className="auth-mobile">
        <h1 className="auth-mobile__title">{title}</h1>
        {children}
      </section>
    );
  return (
    <div className="auth-page">
      <aside className="auth-page__side">
        <AuthCarousel />
      </aside>
      <main className="auth-page__main">
        <div className="auth-page__top">
          <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => navigate(paths.home)}>
            {t('backHome')}
          </Button>
          <LangSwitch />
        </div>
        <div className="auth-card">
          <h1 className="auth-card__title">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
