// The school picker: a searchable select over listUniByKeyWords of the apply country (Chinese,
// English or pinyin). It does not set the value itself: a pick goes to onPick with the list it came
// from, and the card decides (spec 001 section 4 'Picking a school').
import { Select, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@portal/shared';
import { uniNames } from '../../../lib/display';
import { toast } from '../../../lib/feedback';
import { getLang } from '../../../lib/lang';
import { SUGGEST_DEBOUNCE_MS, useSuggestions } from '../../../lib/use-suggestions';
import { searchUnis } from './api';
import type { UniOption } from './entries';

interface Props {
  /** From Form.Item: the chosen uniId (the card sets it after the pick rules). */
  value?: number | null;
  countryId: string | null | undefined;
  /** Shown for the current value while its option is not in the fetched list. */
  label: string;
  disabled?: boolean;
  status?: 'error';
  onPick(uniId: number, listed: UniOption[]): void;
  id?: string;
}

export function SchoolPicker({ value, countryId, label, disabled, status, onPick, id }: Props) {
  const { t } = useTranslation('wizard');
  const lang = getLang();
  const [open, setOpen] = useState(false);
  const country = countryId ?? '';
  const fetchSchools = useCallback(
    (text: string, signal: AbortSignal) => (country ? searchUnis(country, text, signal) : Promise.resolve([])),
    [country],
  );
  // An empty keyword lists the country's first page.
  const { list, state, search, clear } = useSuggestions(fetchSchools, SUGGEST_DEBOUNCE_MS, 'ask');
  // Another country: the old suggestions are not of it.
  useEffect(clear, [country, clear]);

  const onOpenChange = (next: boolean) => {
    if (next && !countryId) {
      toast.warning(translateMessage('selectCountry', lang));
      return;
    }
    setOpen(next);
    // Opening lists the country's first 20 before anything is typed.
    if (next) search('');
  };

  // In en a school is offered by its English name only; cn shows the Chinese name with the English under it.
  const options = list.map((u) => {
    const names = uniNames(u, lang);
    return { value: u.uniId, label: names.name, title: names.other ? `${names.name} ${names.other}` : names.name };
  });

  return (
    <Select<number | null>
      id={id}
      // null, not undefined: undefined would make the select uncontrolled, and a refused pick
      // (no scholarship, special school cancelled) would stay on screen.
      value={value ?? null}
      open={open}
      onOpenChange={onOpenChange}
      showSearch={{ filterOption: false, onSearch: search }}
      options={options}
      // The chosen school is often not among the current suggestions: its name comes from the card.
      labelRender={(o) => (options.some((x) => x.value === o.value) ? o.label : label)}
      optionRender={(o) => {
        const u = list.find((x) => x.uniId === o.value);
        const names = u ? uniNames(u, lang) : null;
        return names ? (
          <div className="apply-uni-option">
            <span>{names.name}</span>
            {names.other ? <span className="muted">{names.other}</span> : null}
          </div>
        ) : (
          o.label
        );
      }}
      onSelect={(v: number | null) => {
        setOpen(false);
        if (v !== null) onPick(v, list);
      }}
      notFoundContent={state === 'loading' ? <Spin size="small" /> : state === 'failed' ? t('apply.searchFailed') : t('apply.noSchool')}
      loading={state === 'loading'}
      disabled={disabled}
      status={status}
      placeholder={t('apply.schoolPlaceholder')}
      className="wizard-full"
    />
  );
}
