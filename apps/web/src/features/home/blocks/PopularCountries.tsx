// Popular countries (spec 000 screen 1): the six of dictionary web_clerk_countryName_six with their
// generated pictures, and a 'don't know which country' button. Country lists need a session: the
// login dialog opens first and logging in continues to /Institutional?countryIds=&countryName=.
import { useTranslation } from 'react-i18next';
import { QuestionCircleOutlined, RightOutlined } from '@ant-design/icons';
import { institutionalPath } from '../../../config/paths';
import { dictLabel, useDict } from '../../../lib/dict';
import { getLang } from '../../../lib/lang';
import { mediaSrc } from '../../../lib/display';
import { useLoginGate } from '../../../lib/login-gate';
import { QueryBody, Section, Skeletons } from '../components/Section';

const COUNTRY_DICT = 'web_clerk_countryName_six';
const SIX = 6;

export default function PopularCountries() {
  const { t } = useTranslation('home');
  const lang = getLang();
  const { goWithLogin } = useLoginGate();
  const dict = useDict([COUNTRY_DICT]);
  const countries = (dict.data?.[COUNTRY_DICT] ?? []).slice(0, SIX);
  return (
    <Section id="countries" title={t('countries.title')} lead={t('countries.lead')} tone="tinted">
      <QueryBody
        q={dict}
        empty={countries.length === 0}
        emptyText={t('empty')}
        skeleton={<Skeletons n={SIX} className="countries" itemClass="country-tile" />}
      >
        {() => (
          <>
            <div className="countries">
              {countries.map((c) => {
                const name = dictLabel(c, lang);
                return (
                  <button
                    key={c.dictValue}
                    type="button"
                    className="country-tile"
                    onClick={() => goWithLogin(institutionalPath({ countryIds: c.dictValue, countryName: name }))}
                  >
                    <img
                      src={mediaSrc(`/api/media/country/${c.dictValue}.svg`, lang)}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      width={600}
                      height={400}
                    />
                    <span className="country-tile__caption">
                      <span className="visually-hidden">{name}</span>
                      <span className="country-tile__go">
                        {t('countries.view')} <RightOutlined aria-hidden="true" />
                      </span>
                    </span>
                  </button>
                );
              })}
            </div>
            <div className="countries__unsure">
              <button type="button" className="btn btn--ghost-primary" onClick={() => goWithLogin(institutionalPath())}>
                <QuestionCircleOutlined aria-hidden="true" /> {t('countries.unsure')}
              </button>
            </div>
          </>
        )}
      </QueryBody>
    </Section>
  );
}
