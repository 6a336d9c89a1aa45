// Language switch (spec 000 section 4): saves cookie `language` and reloads. With two languages a
// single button offering the other one is enough (and keeps a dropdown out of the first load).
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/shared';
import { getLang, switchLang } from '../lib/lang';

/** A globe drawn in place: the header is painted first, before any icon library is fetched. */
function Globe() {
  return (
    <svg className="lang-switch__icon" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9.5" />
        <path d="M2.5 12h19M12 2.5c2.6 2.7 3.9 5.9 3.9 9.5s-1.3 6.8-3.9 9.5c-2.6-2.7-3.9-5.9-3.9-9.5S9.4 5.2 12 2.5z" />
      </g>
    </svg>
  );
}

export function LangSwitch({ light = false }: { light?: boolean }) {
  const { t } = useTranslation();
  const other: Lang = getLang() === 'cn' ? 'en' : 'cn';
  return (
    <button
      type="button"
      className={light ? 'lang-switch lang-switch--light' : 'lang-switch'}
      onClick={() => switchLang(other)}
      title={t('lang.switch')}
      lang={other === 'cn' ? 'zh-CN' : 'en'}
    >
      <Globe />
      <span>{t(`lang.${other}`)}</span>
    </button>
  );
}
