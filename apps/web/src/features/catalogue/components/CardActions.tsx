// The actions of a university card: apply and favourite.
// Apply: without a session the login dialog opens; with one it is the university page's 'apply
// now' (apply/uni, then where the answer leads; the runner loads on the first click).
// Favourite: lib/favourites (flag '0' adds, '1' removes).
import { Button } from 'antd';
import { HeartFilled, HeartOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useApplyNow } from '../../applications/use-apply-now';

export function ApplyButton({ uniId, size = 'middle' }: { uniId: number; size?: 'small' | 'middle' }) {
  const { t } = useTranslation('catalogue');
  const { applying, applyUni } = useApplyNow();
  return (
    <Button type="primary" size={size} icon={<SendOutlined />} loading={applying} onClick={() => applyUni(uniId)}>
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
