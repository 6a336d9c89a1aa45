// Source universities (spec 000 screen 1, POST /operate/bs/stu/school, 12): logos and names (in
// cn the Chinese name over the English one; in en the English name over the country).
import { useTranslation } from 'react-i18next';
import { RightOutlined } from '@ant-design/icons';
import { paths, uniDetailPath } from '../../../config/paths';
import { uniNames } from '../../../lib/display';
import { getLang } from '../../../lib/lang';
import { useLoginGate } from '../../../lib/login-gate';
import { SOURCE_SCHOOLS, useSourceSchools } from '../api/home';
import { QueryBody, Section, Skeletons } from '../components/Section';

export default function SourceSchools() {
  const { t } = useTranslation('home');
  const lang = getLang();
  const { go } = useLoginGate();
  const q = useSourceSchools();
  const list = q.data ?? [];
  return (
    <Section
      id="schools"
      title={t('schools.title')}
      lead={t('schools.lead')}
      action={
        <button type="button" className="btn btn--ghost-primary" onClick={() => go(paths.institutional)}>
          {t('schools.more')} <RightOutlined aria-hidden="true" />
        </button>
      }
    >
      <QueryBody
        q={q}
        empty={list.length === 0}
        emptyText={t('empty')}
        skeleton={<Skeletons n={SOURCE_SCHOOLS} className="schools" itemClass="school-tile" />}
      >
        {() => (
          <ul className="schools">
            {list.map((u) => {
              const names = uniNames(u, lang);
              // In en the country stands where cn shows the English name.
              const [primary, secondary] = [names.name, lang === 'en' ? u.countryEnName : names.other];
              return (
                <li key={u.uniId}>
                  <button type="button" className="school-tile" onClick={() => go(uniDetailPath(u.uniId))}>
                    {u.uniLogo ? <img src={u.uniLogo} alt="" loading="lazy" width={56} height={56} /> : null}
                    <span className="school-tile__name">{primary}</span>
                    <span className="school-tile__sub">{secondary}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </QueryBody>
    </Section>
  );
}
