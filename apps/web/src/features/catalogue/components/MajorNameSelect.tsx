// Major names filter: several names, each picked from suggestions (getMajorNameList, at most 20)
// or typed as is. The list matches a name in either language.
import { useState } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSuggestions } from '../../../lib/use-suggestions';
import { getLang } from '../../../lib/lang';
import { suggestMajorNames, type MajorNameSuggestion } from '../api/catalogue';
import { MAX_MAJOR_NAMES } from '../filters';

interface Props {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** Suggestions of this country only (when exactly one is selected). */
  countryId?: string;
  id?: string;
}

export function MajorNameSelect({ value, onChange, countryId, id }: Props) {
  const { t } = useTranslation('catalogue');
  const lang = getLang();
  const [typed, setTyped] = useState('');
  const { list, state, search: suggest } = useSuggestions<MajorNameSuggestion>((k, signal) => suggestMajorNames(k, countryId, signal));
  const search = (text: string) => {
    setTyped(text);
    suggest(text);
  };

  const seen = new Set<string>();
  const options = [
    // What was typed can be kept as it is (the list matches it inside names).
    ...(typed.trim() ? [{ value: typed.trim(), label: t('filters.majorNameAsTyped', { name: typed.trim() }) }] : []),
    ...list.map((m) => {
      const [primary, secondary] = lang === 'en' ? [m.majorEnName, m.majorName] : [m.majorName, m.majorEnName];
      return {
        value: primary,
        label: (
          <div className="school-option">
            <span>{primary}</span>
            <span className="school-option__en">
              {secondary} · {t('filters.majorNameTotal', { n: m.total })}
            </span>
          </div>
        ),
      };
    }),
  ].filter((o) => (seen.has(o.value) ? false : (seen.add(o.value), true)));

  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={(v) => {
        onChange?.(v);
        setTyped('');
      }}
      options={options}
      showSearch={{ filterOption: false, onSearch: search, searchValue: typed }}
      maxCount={MAX_MAJOR_NAMES}
      notFoundContent={
        state === 'loading' ? <Spin size="small" /> : state === 'failed' ? t('filters.suggestFailed') : t('filters.majorNameHint')
      }
      placeholder={t('filters.majorNamePlaceholder')}
      allowClear
      maxTagCount="responsive"
    />
  );
}
