// The actions of a university card: apply and favourite.
// Apply: without a session the login dialog opens; with one it is the university page's 'apply
// now' (apply/uni, then where the answer leads; the runner loads on the first click). A university
// whose country takes no applications, or that offers no scholarship, shows it disabled with why.
// Favourite: lib/favourites (flag '0' adds, '1' removes). Plain buttons (no antd): the cards are
// the first screen of the list.
import { Icon } from '../../../components/Icon';
import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/PlainButton';
import { Tip } from '../../../components/Tip';
import { useApplyNow } from '../../../lib/apply-now/use-apply-now';

/** Apply; disabled with the reason on hover (and for screen readers) when the server would refuse it. */
export function ApplyButton({ uniId, size = 'middle', refusal }: { uniId: number; size?: 'small' | 'middle'; refusal?: string | null }) {
  const { t } = useTranslation('catalogue');
  const { applying, applyUni } = useApplyNow();
  if (refusal)
    return (
      <Tip title={refusal}>
        <span className="apply-disabled" tabIndex={0} aria-label={`${t('card.apply')}: ${refusal}`}>
          <PlainButton look="primary" size={size} icon={<Icon icon={SendOutlined} />} disabled aria-hidden="true" tabIndex={-1}>
            {t('card.apply')}
          </PlainButton>
        </span>
      </Tip>
    );
  return (
    <PlainButton look="primary" size={size} icon={<Icon icon={SendOutlined} />} loading={applying} onClick={() => applyUni(uniId)}>
      {t('card.apply')}
    </PlainButton>
  );
}

export function FavouriteButton({ flag, busy, onToggle }: { flag: string; busy: boolean; onToggle: () => void }) {
  const { t } = useTranslation('catalogue');
  const on = flag === '1';
  return (
    <PlainButton
      className={on ? 'fav-button fav-button--on' : 'fav-button'}
      icon={on ? <Icon icon={HeartFilled} /> : <Icon icon={HeartOutlined} />}
      loading={busy}
      aria-pressed={on}
      onClick={onToggle}
    >
      {on ? t('card.favourited') : t('card.favourite')}
    </PlainButton>
  );
}
