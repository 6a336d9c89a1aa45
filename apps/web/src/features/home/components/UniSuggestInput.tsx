// University name field with suggestions (listUniByKeyWords, at most 20), drawn without antd so the
// home page's first screen stays light. A combobox in the ARIA sense: arrows move, Enter picks,
// Escape closes; typing keeps free text.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSuggestions } from '../../../lib/use-suggestions';
import { uniNames } from '../../../lib/school-names';
import { getLang } from '../../../lib/lang';
import { suggestUniversities, type UniSuggestion } from '../../../lib/uni-suggest';

interface Props {
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  label: string;
}

export function UniSuggestInput({ value, onChange, placeholder, label }: Props) {
  const { t } = useTranslation('home');
  const lang = getLang();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { list, state, search: suggest } = useSuggestions(suggestUniversities);
  const search = (text: string) => {
    setActive(-1);
    suggest(text);
  };

  const pick = (s: UniSuggestion) => {
    onChange(uniNames(s, lang).name);
    setOpen(false);
  };

  const showPanel = open && value.trim() !== '';
  let status: string | null = null;
  if (state === 'loading' && list.length === 0) status = t('search.suggestLoading');
  else if (state === 'failed') status = t('search.suggestFailed');
  else if (state === 'idle' && list.length === 0) status = t('search.suggestEmpty');

  return (
    <div className="combo">
      <input
        className="combo__input"
        type="text"
        role="combobox"
        aria-label={label}
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        placeholder={placeholder}
        maxLength={200}
        autoComplete="off"
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          search(e.target.value);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (!showPanel || list.length === 0) return;
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            const step = e.key === 'ArrowDown' ? 1 : -1;
            setActive((a) => (a + step + list.length) % list.length);
          } else if (e.key === 'Enter' && active >= 0) {
            e.preventDefault();
            pick(list[active]);
          } else if (e.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {showPanel ? (
        <ul className="combo__panel" id={listId} role="listbox" aria-label={label}>
          {status ? (
            <li className="combo__status" role="presentation">
              {status}
            </li>
          ) : null}
          {list.map((s, i) => {
            // In en the English name only; cn shows the English one under the Chinese.
            const names = uniNames(s, lang);
            return (
              <li
                key={s.uniId}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'combo__option combo__option--active' : 'combo__option'}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(s);
                }}
                onMouseEnter={() => setActive(i)}
              >
                <span>{names.name}</span>
                {names.other ? <span className="combo__sub">{names.other}</span> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
