// Hot major recommendations (spec 000 screen 1): uniList without a name answers up to 20 majors;
// a click opens the major's page.
import { useTranslation } from 'react-i18next';
import { majorDetailPath } from '../../../config/paths';
import { uniNames } from '../../../lib/display';
import { getLang } from '../../../lib/lang';
import { useLoginGate } from '../../../lib/login-gate';
import { useHotMajors } from '../api/home';
import { QueryBody, Section, Skeletons } from '../components/Section';

const MAX = 20;

export default function HotMajors() {
  const { t } = useTranslation('home');
  const lang = getLang();
  const { go } = useLoginGate();
  const q = useHotMajors();
  const list = (q.data ?? []).slice(0, MAX);
  return (
    <Section id="majors" title={t('majors.title')} lead={t('majors.lead')} tone="tinted">
      <QueryBody
        q={q}
        empty={list.length === 0}
        emptyText={t('empty')}
        skeleton={<Skeletons n={8} className="hot-majors" itemClass="hot-major" />}
      >
        {() => (
          <ol className="hot-majors">
            {list.map((m, i) => (
              <li key={m.majorId}>
                <button type="button" className="hot-major" onClick={() => go(majorDetailPath(m.majorId))}>
                  <span className={i < 3 ? 'hot-major__rank hot-major__rank--top' : 'hot-major__rank'}>{i + 1}</span>
                  <span className="hot-major__text">
                    <span className="hot-major__name">{lang === 'en' ? m.majorEnName || m.majorName : m.majorName}</span>
                    <span className="hot-major__uni">{uniNames(m, lang).name}</span>
                  </span>
                </button>
              </li>
            ))}
          </ol>
        )}
      </QueryBody>
    </Section>
  );
}
