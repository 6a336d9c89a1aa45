// Overseas recommendations (spec 000 screen 1): banner cards of functionType 2 with cover, title,
// intro and 'view details', which records the click and follows the banner's route.
import { useTranslation } from 'react-i18next';
import { RightOutlined } from '@ant-design/icons';
import { useBanners } from '../api/home';
import { useOpenBanner } from '../components/banner';
import { QueryBody, Section, Skeletons } from '../components/Section';

export default function Recommendations() {
  const { t } = useTranslation('home');
  const q = useBanners(2);
  const open = useOpenBanner();
  const list = q.data ?? [];
  return (
    <Section id="recommend" title={t('recommend.title')} lead={t('recommend.lead')} tone="tinted">
      <QueryBody
        q={q}
        empty={list.length === 0}
        emptyText={t('empty')}
        skeleton={<Skeletons n={4} className="recommend" itemClass="recommend-card" />}
      >
        {() => (
          <ul className="recommend">
            {list.map((b) => (
              <li key={b.bannerId} className="recommend-card">
                <img
                  className="recommend-card__cover"
                  src={b.coverPicture}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={640}
                  height={400}
                />
                <div className="recommend-card__body">
                  <h3 className="recommend-card__title">{b.titleName}</h3>
                  {b.intro ? <p className="recommend-card__intro">{b.intro}</p> : null}
                  <button type="button" className="link-button recommend-card__more" onClick={() => open(b)}>
                    {t('recommend.more')} <RightOutlined aria-hidden="true" />
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryBody>
    </Section>
  );
}
