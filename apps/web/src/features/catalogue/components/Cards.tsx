// Cards of the catalogue lists.
// InstitutionCard (screen 2): campus picture, logo, names, country flag, city, QS rank, counts of
//   majors, views and favourites; apply and favourite actions. The card opens the university page.
// MajorCard (screen 2, major tab): major names, degree, university, country, tuition, stipend.
// MajorUniCard (screen 3): logo, English and Chinese names (English only in en), the major, the country.
import { Icon } from '../../../components/Icon';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import ReadOutlined from '@ant-design/icons-svg/es/asn/ReadOutlined';
import TrophyOutlined from '@ant-design/icons-svg/es/asn/TrophyOutlined';
import { useTranslation } from 'react-i18next';
import { majorDetailPath, uniDetailPath } from '../../../config/paths';
import { formatCount, formatMoney, mediaSrc, uniNames } from '../../../lib/display';
import { applyRefusal } from '../../../lib/apply-refusal';
import { getLang } from '../../../lib/lang';
import { preloadImage } from '../../../lib/render-context';
import type { MajorCard as MajorCardData, MajorUniCard as MajorUniData, UniCard } from '../api/catalogue';
import { ApplyButton, FavouriteButton } from './CardActions';
import { GatedLink } from './GatedLink';

/** A major's names: in cn the Chinese name with the English one under it; in en the English name only (universities: uniNames). */
const pair = (cn: string, en: string | null | undefined): [string, string | null] => {
  const other = en && en !== cn ? en : null;
  if (getLang() === 'en') return [en || cn, null];
  return [cn, other];
};

export function InstitutionCard({
  uni,
  busy,
  onFavourite,
  first = false,
}: {
  uni: UniCard;
  busy: boolean;
  onFavourite: () => void;
  /** The list's first card: its picture is in the first screen (fetched at once, with the page). */
  first?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const lang = getLang();
  const { name: primary, other: secondary } = uniNames(uni, lang);
  const country = lang === 'en' ? uni.countryEnName || uni.countryName : uni.countryName;
  const city = lang === 'en' ? uni.city : uni.cityCn || uni.city;
  const to = uniDetailPath(uni.uniId);
  const cover = uni.uniMain ? mediaSrc(uni.uniMain, lang) : null;
  if (first) preloadImage(cover);
  return (
    <article className="uni-card">
      <GatedLink to={to} className="uni-card__cover" tabIndex={-1} aria-hidden="true">
        {cover ? (
          <img
            src={cover}
            alt=""
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
            width={1200}
            height={360}
          />
        ) : null}
        {uni.qsRank ? <span className="uni-card__rank">QS {uni.qsRank}</span> : null}
      </GatedLink>
      <div className="uni-card__body">
        <div className="uni-card__head">
          {uni.uniLogo ? <img className="uni-card__logo" src={uni.uniLogo} alt="" loading="lazy" width={56} height={56} /> : null}
          <div className="uni-card__names">
            <h3 className="uni-card__name">
              <GatedLink to={to} title={primary}>
                {primary}
              </GatedLink>
            </h3>
            {secondary ? (
              <p className="uni-card__en" title={secondary}>
                {secondary}
              </p>
            ) : null}
          </div>
        </div>
        <p className="uni-card__place">
          {uni.countryFlag ? <img src={uni.countryFlag} alt="" loading="lazy" width={21} height={14} /> : null}
          <span>{[country, city].filter(Boolean).join(' · ')}</span>
          {uni.stipendShow === '1' ? (
            <span className="uni-card__tag">
              <Icon icon={TrophyOutlined} aria-hidden="true" /> {t('card.stipend')}
            </span>
          ) : null}
        </p>
        <ul className="uni-card__stats">
          <li>
            <Icon icon={ReadOutlined} aria-hidden="true" /> {t('card.majors', { n: formatCount(uni.majorCount) })}
          </li>
          <li>
            <Icon icon={EyeOutlined} aria-hidden="true" /> {t('card.views', { n: formatCount(uni.viewNumber) })}
          </li>
          <li>
            <Icon icon={HeartOutlined} aria-hidden="true" /> {t('card.collects', { n: formatCount(uni.collectNumber) })}
          </li>
        </ul>
      </div>
      <footer className="uni-card__actions">
        <ApplyButton uniId={uni.uniId} refusal={applyRefusal(uni, lang)} />
        <FavouriteButton flag={uni.flag} busy={busy} onToggle={onFavourite} />
      </footer>
    </article>
  );
}

export function MajorCard({ major }: { major: MajorCardData }) {
  const { t } = useTranslation('catalogue');
  const lang = getLang();
  const [primary, secondary] = pair(major.majorName, major.majorEnName);
  const uni = uniNames(major, lang).name;
  const country = lang === 'en' ? major.countryEnName || major.countryName : major.countryName;
  const degree = ['1', '2', '3'].includes(major.degreeType) ? t(`degree.${major.degreeType as '1' | '2' | '3'}`) : null;
  return (
    <article className="major-card">
      <div className="major-card__head">
        {degree ? <span className="major-card__degree">{degree}</span> : null}
        <h3 className="major-card__name">
          <GatedLink to={majorDetailPath(major.majorId)} title={primary}>
            {primary}
          </GatedLink>
        </h3>
        {secondary ? <p className="major-card__en">{secondary}</p> : null}
      </div>
      <p className="major-card__uni">
        {major.uniLogo ? <img src={major.uniLogo} alt="" loading="lazy" width={28} height={28} /> : null}
        <GatedLink to={uniDetailPath(major.uniId)}>{uni}</GatedLink>
        <span className="major-card__country">{country}</span>
      </p>
      <dl className="major-card__facts">
        <div>
          <dt>{t('card.tuition')}</dt>
          <dd>{formatMoney(major.majorTuition, major.currency)}</dd>
        </div>
        <div>
          <dt>{t('card.stipendAmount')}</dt>
          <dd>{major.stipend ? formatMoney(major.stipend, major.currency) : t('card.none')}</dd>
        </div>
      </dl>
    </article>
  );
}

export function MajorUniCard({ item }: { item: MajorUniData }) {
  const { t } = useTranslation('catalogue');
  const lang = getLang();
  const country = lang === 'en' ? item.countryEnName || item.countryName : item.countryName;
  const major = lang === 'en' ? item.majorEnName || item.majorName : item.majorName;
  return (
    <article className="mu-card">
      {item.uniLogo ? <img className="mu-card__logo" src={item.uniLogo} alt="" loading="lazy" width={64} height={64} /> : null}
      <div className="mu-card__body">
        <h3 className="mu-card__en" title={item.uniEnName}>
          <GatedLink to={uniDetailPath(item.uniId)}>{item.uniEnName}</GatedLink>
        </h3>
        {lang === 'en' ? null : <p className="mu-card__name">{item.uniName}</p>}
        <p className="mu-card__major">
          <span className="mu-card__label">{t('card.major')}</span>
          <GatedLink to={majorDetailPath(item.majorId)} title={major}>
            {major}
          </GatedLink>
        </p>
        <p className="mu-card__country">
          {item.countryFlag ? <img src={item.countryFlag} alt="" width={21} height={14} /> : null}
          {country}
        </p>
      </div>
    </article>
  );
}
