// Home banner (spec 000 screen 1): the carousel of functionType 0 banners with the search bar.
// Exactly two banners are shown twice (the spec's carousel rule). A click is recorded with the
// banner and the user, then follows the banner's route (or its outside address).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { narrowMediaSrc } from '../../../lib/media-src';
import { preloadImage } from '../../../lib/render-context';
import { useBanners } from '../api/home';
import { carouselBanners, useOpenBanner } from './banner';
import { HeroSearch } from './HeroSearch';
import { Slides } from './Slides';

const BANNER_INTERVAL_MS = 5000;
/** Where the banner is 180 px high (home.css) and the phone shape (750×360) fills it. */
const PHONE_MEDIA = '(max-width: 767.98px)';
const WIDE_MEDIA = '(min-width: 768px)';

export function HeroBanner() {
  const { t } = useTranslation('home');
  const banners = useBanners(0);
  const open = useOpenBanner();
  // Pictures are requested up to the slide after the one shown.
  const [seen, setSeen] = useState(0);
  const onShow = useCallback((i: number) => setSeen((s) => Math.max(s, i)), []);
  const list = carouselBanners(banners.data ?? []);
  // The first picture is the page's largest element: the server's page asks for it in its head.
  if (list[0]) {
    const narrow = narrowMediaSrc(list[0].coverPicture);
    preloadImage(narrow ?? list[0].coverPicture, narrow ? PHONE_MEDIA : undefined);
    if (narrow) preloadImage(list[0].coverPicture, WIDE_MEDIA);
  }

  let visual;
  if (banners.isPending) visual = <div className="hero-banner__placeholder" aria-busy="true" />;
  else if (list.length === 0)
    visual = (
      <div className="hero-banner__placeholder hero-banner__fallback">
        <h1>{t('hero.title')}</h1>
        <p>{t('hero.subtitle')}</p>
      </div>
    );
  else
    visual = (
      <Slides
        interval={BANNER_INTERVAL_MS}
        label={t('hero.carousel')}
        dotLabel={(n) => t('hero.slide', { n })}
        onShow={onShow}
        className="hero-banner__slides"
      >
        {list.map((b, i) => (
          <button key={`${b.bannerId}-${i}`} type="button" className="hero-banner__slide" onClick={() => open(b)} aria-label={b.titleName}>
            {i <= seen + 1 ? (
              // Phones show the banner whole in its phone shape (texts centred between equal margins)
              // where the picture has one, instead of the left part of the wide one.
              <picture>
                {narrowMediaSrc(b.coverPicture) ? <source media={PHONE_MEDIA} srcSet={narrowMediaSrc(b.coverPicture)!} /> : null}
                <img
                  src={b.coverPicture}
                  alt={b.titleName}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding="async"
                  width={1920}
                  height={520}
                />
              </picture>
            ) : null}
          </button>
        ))}
      </Slides>
    );

  return (
    <section className="hero-banner" aria-label={t('hero.title')}>
      {banners.data?.length ? <h1 className="visually-hidden">{t('hero.title')}</h1> : null}
      {visual}
      <div className="container hero-banner__search">
        <HeroSearch />
      </div>
    </section>
  );
}
