// The hover panel of the 'Institutions' navigation entry (spec 000 screen 15): the 14 application
// countries, 'other countries' and a 'don't know which country' link. A country list needs a
// session (spec 000 section 6): without one the login dialog opens and leads on to it. Loaded on
// the first hover, drawn without antd.
import { useTranslation } from 'react-i18next';
import { GlobalOutlined, RightOutlined } from '@ant-design/icons';
import { institutionalPath } from '../../../config/paths';
import { dictLabel, useDict } from '../../../lib/dict';
import { getLang } from '../../../lib/lang';
import { useLoginGate } from '../../../lib/login-gate';
import { COUNTRY_DICT, flagUrl, splitCountries } from '../countries';
import '../nav-panel.css';

export default function CountryNavPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('catalogue');
  const lang = getLang();
  const { go, goWithLogin } = useLoginGate();
  const dict = useDict([COUNTRY_DICT]);
  const { application, other } = splitCountries(dict.data?.[COUNTRY_DICT] ?? []);
  const open = (path: string, needsLogin: boolean) => {
    onDone();
    if (needsLogin) goWithLogin(path);
    else go(path);
  };

  let body;
  if (dict.isPending) body = <p className="nav-panel__status">{t('list.loading')}</p>;
  else if (dict.isError)
    body = (
      <p className="nav-panel__status">
        {t('nav.failed')}{' '}
        <button type="button" className="link-button" onClick={() => void dict.refetch()}>
          {t('nav.retry')}
        </button>
      </p>
    );
  else
    body = (
      <ul className="nav-panel__grid">
        {application.map((c) => {
          const name = dictLabel(c, lang);
          const flag = flagUrl(c);
          return (
            <li key={c.dictValue}>
              <button
                type="button"
                className="nav-panel__country"
                onClick={() => open(institutionalPath({ countryIds: c.dictValue, countryName: name }), true)}
              >
                {flag ? <img src={flag} alt="" width={27} height={18} /> : null}
                <span>{name}</span>
              </button>
            </li>
          );
        })}
        {other.length ? (
          <li>
            <button
              type="button"
              className="nav-panel__country"
              onClick={() =>
                open(institutionalPath({ countryIds: other.map((c) => c.dictValue).join(','), countryName: t('nav.other') }), true)
              }
            >
              <GlobalOutlined className="nav-panel__globe" aria-hidden="true" />
              <span>{t('nav.other')}</span>
            </button>
          </li>
        ) : null}
      </ul>
    );

  return (
    <div className="nav-panel" role="group" aria-label={t('nav.countries')}>
      <p className="nav-panel__title">{t('nav.countries')}</p>
      {body}
      <div className="nav-panel__foot">
        <button type="button" className="link-button" onClick={() => open(institutionalPath(), false)}>
          {t('nav.unsure')} <RightOutlined aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
