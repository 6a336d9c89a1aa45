// The actions of a university card: apply and favourite.
// Apply: without a session the login dialog opens; with one it is the university page's 'apply
// now' (apply/uni, then where the answer leads; the runner loads on the first click). A university
// whose country takes no applications, or that offers no scholarship, shows it disabled with why.
// Favourite: lib/favourites (flag '0' adds, '1' removes).
import { Button, Tooltip } from 'antd';
import { HeartFilled, HeartOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useApplyNow } from '../../../lib/apply-now/use-apply-now';

/** Apply; disabled with the reason on hover (and for screen readers) when the server would refuse it. */
export function ApplyButton({ uniId, size = 'middle', refusal }: { uniId: number; size?: 'small' | 'middle'; refusal?: string | null }) {
  const { t } = useTranslation('catalogue');
  const { applying, applyUni } = useApplyNow();
  if (refusal)
    return (
      <Tooltip title={refusal}>
        <span className="apply-disabled" tabIndex={0} aria-label={`${t('card.apply')}: ${refusal}`}>
          <Button type="primary" size={size} icon={<SendOutlined />} disabled aria-hidden="true" tabIndex={-1}>
            {t('card.apply')}
          </Button>
        </span>
      </Tooltip>
    );
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
