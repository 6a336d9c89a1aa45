// Videos (spec 000 screen 1): dictionary jxj_page_video, 4 a slide, 5000 ms. The dictionary's
// remark names a video file that is not published yet, so each entry is a poster card with its
// title and a 'coming soon' note, never a player that cannot play.
import { useTranslation } from 'react-i18next';
import { VideoCameraOutlined } from '@ant-design/icons';
import { dictLabel, useDict } from '../../../lib/dict';
import { getLang } from '../../../lib/lang';
import { QueryBody, Section, Skeletons } from '../components/Section';
import { Slides } from '../components/Slides';
import { chunk } from './chunk';

const VIDEO_DICT = 'jxj_page_video';
const VIDEOS_PER_SLIDE = 4;
const VIDEO_INTERVAL_MS = 5000;

const HUES = [214, 190, 262, 24, 152, 340];

export default function VideoCarousel() {
  const { t } = useTranslation('home');
  const lang = getLang();
  const dict = useDict([VIDEO_DICT]);
  const videos = dict.data?.[VIDEO_DICT] ?? [];
  return (
    <Section id="videos" title={t('videos.title')} lead={t('videos.lead')}>
      <QueryBody q={dict} empty={videos.length === 0} emptyText={t('empty')} skeleton={<Skeletons n={VIDEOS_PER_SLIDE} className="videos" itemClass="video-card" />}>
        {() => (
          <Slides interval={VIDEO_INTERVAL_MS} label={t('videos.title')} dotLabel={(n) => t('videos.slide', { n })} className="videos-slides">
            {chunk(videos, VIDEOS_PER_SLIDE).map((slide, s) => (
              <ul key={s} className="videos">
                {slide.map((v, i) => {
                  const hue = HUES[(s * VIDEOS_PER_SLIDE + i) % HUES.length];
                  return (
                    <li key={v.dictValue} className="video-card">
                      <div className="video-card__poster" style={{ backgroundImage: `linear-gradient(135deg, hsl(${hue} 70% 52%), hsl(${(hue + 50) % 360} 65% 36%))` }}>
                        <VideoCameraOutlined className="video-card__icon" aria-hidden="true" />
                        <span className="video-card__soon">{t('videos.soon')}</span>
                      </div>
                      <p className="video-card__title">{dictLabel(v, lang)}</p>
                    </li>
                  );
                })}
              </ul>
            ))}
          </Slides>
        )}
      </QueryBody>
    </Section>
  );
}
