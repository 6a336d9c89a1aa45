// Banner of the university page: main picture, logo, Chinese and English names (the English one
// only in en), country flag, view and favourite counts, the favourite heart, the website link,
// apply and consult actions. Plain elements (no antd): the banner is the page's first screen, drawn
// by the server for a first visit, its picture asked for with the page.
import { Icon } from '../../../components/Icon';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import ShareAltOutlined from '@ant-design/icons-svg/es/asn/ShareAltOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import { useTranslation } from 'react-i18next';
import { ApplyConsultActions } from '../../../components/ApplyConsultActions';
import { Tip } from '../../../components/Tip';
import { applyRefusal } from '../../../lib/apply-refusal';
import { formatCount, mediaSrc, uniNames } from '../../../lib/display';
import { getLang } from '../../../lib/lang';
import { preloadImage } from '../../../lib/render-context';
import type { UniDetail } from '../api/uni';

interface Props {
  uni: UniDetail;
  onToggleFavourite: () => void;
  favouritePending: boolean;
  mobile: boolean;
}

export function UniBanner({ uni, onToggleFavourite, favouritePending, mobile }: Props) {
  const { t } = useTranslation('detail');
  const lang = getLang();
  const favourite = uni.flag === '1';
  const country = lang === 'en' ? uni.countryEnName || uni.countryName : uni.countryName;
  const city = lang === 'en' ? uni.city : uni.cityCn || uni.city;
  const { name: primary, other: secondary } = uniNames(uni, lang);
  const picture = uni.uniMain ? mediaSrc(uni.uniMain, lang) : null;
  preloadImage(picture);

  const tools = (
    <div className="uni-banner__tools">
      <Tip title={favourite ? t('uni.unfavourite') : t('uni.favourite')}>
        <button
          type="button"
          className={favourite ? 'uni-fav uni-fav--on' : 'uni-fav'}
          aria-pressed={favourite}
          aria-label={favourite ? t('uni.unfavourite') : t('uni.favourite')}
          aria-busy={favouritePending || undefined}
          onClick={favouritePending ? undefined : onToggleFavourite}
        >
          {favouritePending ? (
            <Icon icon={LoadingOutlined} spin />
          ) : favourite ? (
            <Icon icon={HeartFilled} />
          ) : (
            <Icon icon={HeartOutlined} />
          )}
        </button>
      </Tip>
      {uni.uniWebsite ? (
        <Tip title={t('uni.website')}>
          <a className="uni-share" href={uni.uniWebsite} target="_blank" rel="noopener noreferrer" aria-label={t('uni.website')}>
            <Icon icon={ShareAltOutlined} />
          </a>
        </Tip>
      ) : null}
    </div>
  );

  return (
    <section className="uni-banner" aria-labelledby="uni-name">
      {picture ? <img className="uni-banner__bg" src={picture} alt="" fetchPriority="high" /> : null}
      <div className="uni-banner__shade" />
      <div className="container uni-banner__inner">
        <div className="uni-banner__logo">{uni.uniLogo ? <img src={uni.uniLogo} alt="" /> : null}</div>
        <div className="uni-banner__text">
          <h1 id="uni-name" className="uni-banner__name">
            {primary}
          </h1>
          {secondary ? <p className="uni-banner__en">{secondary}</p> : null}
          <p className="uni-banner__meta">
            <span className="uni-banner__country">
              {uni.countryFlag ? <img src={uni.countryFlag} alt="" className="uni-banner__flag" /> : null}
              {country}
            </span>
            {city ? (
              <span>
                <Icon icon={EnvironmentOutlined} aria-hidden="true" /> {city}
              </span>
            ) : null}
            {uni.qsRank ? <span>{t('uni.qsRank', { rank: uni.qsRank })}</span> : null}
            {uni.founded ? <span>{t('uni.founded', { year: uni.founded })}</span> : null}
          </p>
          <p className="uni-banner__counts">
            <span>
              <Icon icon={EyeOutlined} aria-hidden="true" /> {t('common.views')} {formatCount(uni.viewNumber)}
            </span>
            <span>
              <Icon icon={HeartOutlined} aria-hidden="true" /> {t('common.collects')} {formatCount(uni.collectNumber)}
            </span>
          </p>
        </div>
        <div className="uni-banner__side">
          {tools}
          {mobile ? null : (
            <ApplyConsultActions
              uniId={uni.uniId}
              consultLabel={t('actions.uniConsult')}
              consult={{ countryId: uni.countryId, uniId: uni.uniId, uniEnName: uni.uniEnName }}
              refusal={applyRefusal(uni, getLang())}
            />
          )}
        </div>
      </div>
    </section>
  );
}
