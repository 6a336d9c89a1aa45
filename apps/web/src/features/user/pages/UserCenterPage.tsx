// /user?menuItem=1|2|3|4 (desktop personal centre). On mobile 1, 2 and 3 are /userInfo, /contractInfo
// and /resetPass.
import { Suspense } from 'react';
import { Menu, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useIsMobile } from '../../../lib/device';
import { USER_MENU, userMenuEntry } from '../menu';

const MOBILE_ENTRY: Record<'1' | '2' | '3', string> = { '1': paths.userInfo, '2': paths.contractInfo, '3': paths.resetPass };

export default function UserCenterPage() {
  const { t } = useTranslation('user');
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const entry = userMenuEntry(params.get('menuItem'));
  // Phones have their own basic-info and password screens; favourites (the target of the
  // 'added to favourites' popup) and privacy & my data render here in the mobile layout.
  if (mobile && entry.key !== '4' && entry.key !== '5') return <Navigate to={MOBILE_ENTRY[entry.key]} replace />;
  const { Component } = entry;
  if (mobile)
    return (
      <div className="m-page">
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <Component />
        </Suspense>
      </div>
    );
  return (
    <div className="container user-center">
      <aside className="user-center__menu">
        <h1 className="user-center__title">{t('center.title')}</h1>
        <Menu
          mode="inline"
          selectedKeys={[entry.key]}
          items={USER_MENU.map((m) => ({ key: m.key, icon: m.icon, label: t(m.label) }))}
          onClick={({ key }) => setParams({ menuItem: key })}
        />
      </aside>
      <section className="user-center__body">
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <Component />
        </Suspense>
      </section>
    </div>
  );
}
