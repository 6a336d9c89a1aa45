// Videos (spec 000 screen 1): dictionary jxj_page_video, 4 a slide, turning every 5000 ms. Each
// tile shows the poster and the title; a click plays the video in a dialog with the browser's own
// controls (the server answers byte ranges, so seeking works). The carousel holds while it plays.
// Poster and video are the current language's (intro-N.cn.* or intro-N.en.*, see video-source.ts),
// and change with it. Drawn without antd, like the rest of the home page: the dialog is the native
// <dialog>.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseOutlined, PlayCircleFilled } from '@ant-design/icons';
import { normalizeLang, type DictEntry, type Lang } from '@portal/shared';
import { dictLabel, useDict } from '../../../lib/dict';
import { getLang } from '../../../lib/lang';
import { QueryBody, Section, Skeletons } from '../components/Section';
import { Slides } from '../components/Slides';
import { chunk } from './chunk';
import { videoSource } from './video-source';

const VIDEO_DICT = 'jxj_page_video';
const VIDEOS_PER_SLIDE = 4;
const VIDEO_INTERVAL_MS = 5000;

const HUES = [214, 190, 262, 24, 152, 340];

/** The language the texts are in: i18next's (a render follows its change), else the cookie's. */
function useTextLang(): Lang {
  const { i18n } = useTranslation('home');
  return normalizeLang(i18n.language) ?? getLang();
}

function VideoDialog({ video, lang, onClose }: { video: DictEntry; lang: Lang; onClose: () => void }) {
  const { t } = useTranslation('home');
  const ref = useRef<HTMLDialogElement>(null);
  const src = videoSource(video.remark, lang);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="video-dialog"
      aria-label={dictLabel(video, lang)}
      onClose={onClose}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (e.target === e.currentTarget) ref.current?.close();
      }}
    >
      <div className="video-dialog__head">
        <h3 className="video-dialog__title">{dictLabel(video, lang)}</h3>
        <button type="button" className="video-dialog__close" aria-label={t('videos.close')} onClick={() => ref.current?.close()}>
          <CloseOutlined />
        </button>
      </div>
      {src ? (
        // A new element for another language: a <source> that changes is not loaded again.
        <video
          key={lang}
          className="video-dialog__player"
          controls
          autoPlay
          playsInline
          preload="metadata"
          poster={src.poster ?? undefined}
        >
          {src.sources.map((s) => (
            <source key={s.src} src={s.src} type={s.type} />
          ))}
          {t('videos.unsupported')}
        </video>
      ) : (
        <p className="video-dialog__missing">{t('videos.missing')}</p>
      )}
    </dialog>
  );
}

export default function VideoCarousel() {
  const { t } = useTranslation('home');
  const lang = useTextLang();
  const dict = useDict([VIDEO_DICT]);
  const [playing, setPlaying] = useState<DictEntry | null>(null);
  const videos = (dict.data?.[VIDEO_DICT] ?? []).filter((v) => videoSource(v.remark, lang));
  return (
    <Section id="videos" title={t('videos.title')} lead={t('videos.lead')}>
      <QueryBody
        q={dict}
        empty={videos.length === 0}
        emptyText={t('empty')}
        skeleton={<Skeletons n={VIDEOS_PER_SLIDE} className="videos" itemClass="video-card" />}
      >
        {() => (
          <Slides
            interval={VIDEO_INTERVAL_MS}
            label={t('videos.title')}
            dotLabel={(n) => t('videos.slide', { n })}
            className="videos-slides"
            hold={playing !== null}
          >
            {chunk(videos, VIDEOS_PER_SLIDE).map((slide, s) => (
              <ul key={s} className="videos">
                {slide.map((v, i) => {
                  const hue = HUES[(s * VIDEOS_PER_SLIDE + i) % HUES.length];
                  const poster = videoSource(v.remark, lang)?.poster;
                  const title = dictLabel(v, lang);
                  return (
                    <li key={v.dictValue} className="video-card">
                      <button
                        type="button"
                        className="video-card__poster"
                        style={{ backgroundImage: `linear-gradient(135deg, hsl(${hue} 70% 52%), hsl(${(hue + 50) % 360} 65% 36%))` }}
                        aria-label={t('videos.play', { title })}
                        onClick={() => setPlaying(v)}
                      >
                        {poster ? <img src={poster} alt="" loading="lazy" decoding="async" className="video-card__img" /> : null}
                        <PlayCircleFilled className="video-card__icon" aria-hidden="true" />
                      </button>
                      <p className="video-card__title">{title}</p>
                    </li>
                  );
                })}
              </ul>
            ))}
          </Slides>
        )}
      </QueryBody>
      {playing ? <VideoDialog video={playing} lang={lang} onClose={() => setPlaying(null)} /> : null}
    </Section>
  );
}
