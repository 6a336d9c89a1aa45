// The actions of a university card: apply and favourite.
// Apply: the application wizard is a later feature. Without a session the login dialog opens;
// with one the button is shown disabled with a tooltip saying it opens with the application
// feature (nothing pretends to work). Favourite: lib/favourites (flag '0' adds, '1' removes).
import { Button, Tooltip } from 'antd';
import { HeartFilled, HeartOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth';
import { openLoginDialog } from '../../../lib/login-dialog';

export function ApplyButton({ size = 'middle' }: { size?: 'small' | 'middle' }) {
  const { t } = useTranslation('catalogue');
  const { loggedIn } = useCurrentUser();
  if (!loggedIn)
    return (
      <Button type="primary" size={size} icon={<SendOutlined />} onClick={() => openLoginDialog('login')}>
        {t('card.apply')}
      </Button>
    );
  return (
    <Tooltip title={t('card.applySoon')}>
      {/* A disabled button gets no pointer events: the span carries the tooltip. */}
      <span className="card-actions__disabled" tabIndex={0} aria-label={`${t('card.apply')}: ${t('card.applySoon')}`}>
        <Button type="primary" size={size} icon={<SendOutlined />} disabled>
          {t('card.apply')}
        </Button>
      </span>
    </Tooltip>
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
