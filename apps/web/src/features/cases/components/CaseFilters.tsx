// Filters of the case share list (spec 000 screen 6): university autocomplete (universities that
// have cases), country (web_clerk_countryName), university type (college_type → eduUniTypeList)
// and GPA band (stu_education_gpa → gpaList). Selects apply at once; the name on search or pick.
import { useEffect, useState } from 'react';
import { AutoComplete, Button, Input, Select } from 'antd';
import { SearchOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DictEntry, Lang } from '@portal/shared';
import { dictOptions, useDict } from '../../../lib/dict';
import { uniNames } from '../../../lib/display';
import { getLang } from '../../../lib/lang';
import { SUGGEST_DEBOUNCE_MS, useSuggestions } from '../../../lib/use-suggestions';
import { suggestCaseUnis, type CaseFilters as Filters, type CaseUniSuggestion } from '../api/cases';

export const CASE_FILTER_DICTS = { country: 'web_clerk_countryName', uniType: 'college_type', gpa: 'stu_education_gpa' } as const;

const options = (entries: readonly DictEntry[] | undefined, lang: Lang) => dictOptions(entries, lang);

/** The typed name is held by the parent (the search button reads it). */
function UniAutocomplete({ text, setText, onSearch }: { text: string; setText: (v: string) => void; onSearch: (name: string) => void }) {
  const { t } = useTranslation('detail');
  const lang = getLang();
  // On focus with nothing typed, the universities that have cases are offered.
  const { list, search: suggest } = useSuggestions<CaseUniSuggestion>(suggestCaseUnis, SUGGEST_DEBOUNCE_MS, 'ask');

  return (
    <AutoComplete
      className="case-filters__uni"
      value={text}
      // In en a school is offered, and filled in, by its English name only.
      options={list.map((u) => {
        const names = uniNames(u, lang);
        return {
          value: names.name,
          label: (
            <div className="school-option">
              <span>{names.name}</span>
              {names.other ? <span className="school-option__en">{names.other}</span> : null}
            </div>
          ),
        };
      })}
      onChange={(v: string) => {
        setText(v);
        suggest(v);
      }}
      onFocus={() => suggest(text)}
      onSelect={(v: string) => {
        setText(v);
        onSearch(v);
      }}
      notFoundContent={text.trim() ? t('caseShare.noUni') : null}
    >
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder={t('caseShare.uniPlaceholder')}
        aria-label={t('caseShare.uniPlaceholder')}
        maxLength={200}
        onPressEnter={() => onSearch(text)}
        onClear={() => onSearch('')}
      />
    </AutoComplete>
  );
}

interface Props {
  value: Filters;
  onChange: (next: Filters) => void;
}

export function CaseFilters({ value, onChange }: Props) {
  const { t } = useTranslation(['detail', 'common']);
  const lang = getLang();
  const dict = useDict(Object.values(CASE_FILTER_DICTS));
  const [name, setName] = useState(value.uniName ?? '');
  useEffect(() => setName(value.uniName ?? ''), [value.uniName]);

  const select = (key: 'countryIds' | 'eduUniTypeList' | 'gpaList', dictType: string, label: string) => (
    <Select
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      className="case-filters__select"
      placeholder={label}
      aria-label={label}
      loading={dict.isPending}
      value={value[key] ?? []}
      options={options(dict.data?.[dictType], lang)}
      onChange={(v: string[]) => onChange({ ...value, [key]: v })}
      showSearch={key === 'countryIds' ? { optionFilterProp: 'label' } : false}
    />
  );

  return (
    <div className="case-filters" role="search">
      <UniAutocomplete
        text={name}
        setText={setName}
        onSearch={(n) => {
          setName(n);
          onChange({ ...value, uniName: n.trim() });
        }}
      />
      {select('countryIds', CASE_FILTER_DICTS.country, t('caseShare.country'))}
      {select('eduUniTypeList', CASE_FILTER_DICTS.uniType, t('caseShare.uniType'))}
      {select('gpaList', CASE_FILTER_DICTS.gpa, t('caseShare.gpa'))}
      <div className="case-filters__buttons">
        <Button type="primary" icon={<SearchOutlined />} onClick={() => onChange({ ...value, uniName: name.trim() })}>
          {t('caseShare.search')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={() => onChange({})}>
          {t('caseShare.reset')}
        </Button>
      </div>
      {dict.isError ? (
        <p className="inline-error case-filters__error">
          {t('caseShare.filtersFailed')}{' '}
          <Button type="link" size="small" onClick={() => dict.refetch()}>
            {t('common:retry')}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
