// The actions of a university card: apply and favourite.
// Apply: without a session the login dialog opens; with one it is the university page's 'apply
// now' (apply/uni, then where the answer leads; the runner loads on the first click).
// Favourite: lib/favourites (flag '0' adds, '1' removes).
import { useState } from 'react';
import { Button } from 'antd';
import { HeartFilled, HeartOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/auth';
import { openLoginDialog } from '../../../lib/login-dialog';

export function ApplyButton({ uniId, size = 'middle' }: { uniId: number; size?: 'small' | 'middle' }) {
  const { t } = useTranslation('catalogue');
  const { loggedIn } = useCurrentUser();
  const navigate = useNavigate();
  const [applying, setApplying] = useState(false);
  const apply = () => {
    if (!loggedIn) return openLoginDialog('login');
    if (applying) return;
    setApplying(true);
    import('../../applications/run-apply')
      .then((m) => m.runApplyUni(uniId, undefined, (to) => navigate(to)))
      .finally(() => setApplying(false));
  };
  return (
    <Button type="primary" size={size} icon={<SendOutlined />} loading={applying} onClick={apply}>
      {t('card.apply')}
    </Button>
  );
}

export function FavouriteButton({ flag, busy, onToggle }: { flag: string; busy: boolean; onToggle: () => void }) {
  const { t } = useTranslation('catalogue');
  const on = flag === '1';
  return (
    <Button
      size="middle"
      className={on ? 'fav-button fav-button--on' : 'fav-button'}
      icon={on ? <HeartFilled /> : <HeartOutlined />}
      loading={busy}
      aria-pressed={on}
      onClick={onToggle}
    >
      {on ? t('card.favourited') : t('card.favourite')}
    </Button>
  );
}
