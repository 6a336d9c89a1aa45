// The banner's search bar (spec 000 screen 1): university name with suggestions, major focus
// (multi-select), GPA (the shared rule) and the search button. Searching needs a session: without
// one the login dialog opens, and logging in continues to the institution list with the query.
import { useState } from 'react';
import { Icon } from '../../../components/Icon';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useTranslation } from 'react-i18next';
import { GPA_MESSAGE, GPA_RE } from '@portal/shared';
import { institutionalPath } from '../../../config/paths';
import { getLang } from '../../../lib/lang';
import { useLoginGate } from '../../../lib/login-gate';
import { FocusPicker } from './FocusPicker';
import { UniSuggestInput } from './UniSuggestInput';

export function HeroSearch() {
  const { t } = useTranslation('home');
  const { goWithLogin } = useLoginGate();
  const [uniName, setUniName] = useState('');
  const [focus, setFocus] = useState<string[]>([]);
  const [gpa, setGpa] = useState('');
  const gpaError = GPA_RE.test(gpa.trim()) ? null : GPA_MESSAGE[getLang()];

  const search = () => {
    if (gpaError) return;
    goWithLogin(institutionalPath({ uniName: uniName.trim(), majorFocusList: focus.join(','), gpa: gpa.trim() }));
  };

  return (
    <form
      className="hero-search"
      role="search"
      aria-label={t('search.label')}
      onSubmit={(e) => {
        e.preventDefault();
        search();
      }}
    >
      <div className="hero-search__field hero-search__field--name">
        <span className="hero-search__label">{t('search.uni')}</span>
        <UniSuggestInput value={uniName} onChange={setUniName} placeholder={t('search.uniPlaceholder')} label={t('search.uni')} />
      </div>
      <div className="hero-search__field hero-search__field--focus">
        <span className="hero-search__label">{t('search.focus')}</span>
        <FocusPicker value={focus} onChange={setFocus} label={t('search.focus')} />
      </div>
      <div className="hero-search__field hero-search__field--gpa">
        <label className="hero-search__label" htmlFor="hero-gpa">
          {t('search.gpa')}
        </label>
        <input
          id="hero-gpa"
          className={gpaError ? 'hero-search__input hero-search__input--error' : 'hero-search__input'}
          inputMode="decimal"
          value={gpa}
          onChange={(e) => setGpa(e.target.value)}
          placeholder={t('search.gpaPlaceholder')}
          aria-invalid={!!gpaError}
          aria-describedby={gpaError ? 'hero-gpa-error' : undefined}
          autoComplete="off"
        />
        {gpaError ? (
          <span id="hero-gpa-error" className="hero-search__error" role="alert">
            {gpaError}
          </span>
        ) : null}
      </div>
      <button type="submit" className="btn btn--primary btn--large hero-search__submit">
        <Icon icon={SearchOutlined} aria-hidden="true" />
        <span>{t('search.submit')}</span>
      </button>
    </form>
  );
}
