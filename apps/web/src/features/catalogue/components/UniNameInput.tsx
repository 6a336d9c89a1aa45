// University name filter with suggestions (listUniByKeyWords, at most 20). Free text is allowed:
// the list matches names in Chinese, English, pinyin and with typos.
import { useMemo } from 'react';
import { AutoComplete, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSuggestions } from '../../../lib/use-suggestions';
import { uniNames } from '../../../lib/display';
import { getLang } from '../../../lib/lang';
import { suggestUniversities } from '../../../lib/uni-suggest';

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  /** Pressing Enter in the field (the form searches). */
  onEnter?: () => void;
  id?: string;
}

export function UniNameInput({ value, onChange, onEnter, id }: Props) {
  const { t } = useTranslation('catalogue');
  const lang = getLang();
  const { list, state, search } = useSuggestions(suggestUniversities);

  const options = useMemo(
    () =>
      list.map((u) => {
        // In en the English name only: the study countries' schools have no Chinese name of their own.
        const { name: primary, other: secondary } = uniNames(u, lang);
        return {
          key: String(u.uniId),
          value: primary,
          label: (
            <div className="school-option">
              <span>{primary}</span>
              {secondary ? <span className="school-option__en">{secondary}</span> : null}
            </div>
          ),
        };
      }),
    [list, lang],
  );

  const notFound =
    state === 'loading' ? (
      <Spin size="small" />
    ) : value?.trim() ? (
      state === 'failed' ? (
        t('filters.suggestFailed')
      ) : (
        t('filters.suggestEmpty')
      )
    ) : null;

  return (
    <AutoComplete
      id={id}
      value={value}
      options={options}
      onSearch={search}
      onChange={(v) => onChange?.(v)}
      notFoundContent={notFound}
      placeholder={t('filters.uniNamePlaceholder')}
      allowClear
      maxLength={200}
      onKeyDown={(e) => {
        // Enter with the list closed (or no option highlighted) runs the search.
        if (e.key === 'Enter' && !(e.nativeEvent as KeyboardEvent).isComposing) setTimeout(() => onEnter?.(), 0);
      }}
    />
  );
}
