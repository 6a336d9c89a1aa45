// A university picked by name (Chinese, English or pinyin) from the catalogue's autocomplete
// (listUniByKeyWords, at most 20); the current university shows by the name the page already has.
import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SUGGESTION_LIMIT } from '@portal/shared';
import { api } from '../../../lib/api-client';
import { getLang } from '../../../lib/lang';

interface UniHit {
  uniId: number;
  uniName: string;
  uniEnName: string;
}

interface Props {
  value?: number | null;
  onChange?: (id: number | undefined) => void;
  /** The name of the current value, shown before any search. */
  known?: { uniName: string; uniEnName: string } | null;
  allowClear?: boolean;
  placeholder?: string;
  className?: string;
  id?: string;
  'aria-label'?: string;
}

export function UniSelect({ value, onChange, known, allowClear, placeholder, className, id, ...rest }: Props) {
  const { t } = useTranslation('console-content');
  const lang = getLang();
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const h = setTimeout(() => setTerm(typed.trim()), 250);
    return () => clearTimeout(h);
  }, [typed]);
  const q = useQuery({
    queryKey: ['console', 'content', 'uni-search', term],
    queryFn: () =>
      api.post<{ list: UniHit[] }>(
        '/uni/school-university/listUniByKeyWords',
        { uniNameLike: term, pageNo: 1, pageSize: SUGGESTION_LIMIT },
        { quiet: true },
      ),
    enabled: term.length > 0,
    staleTime: 60_000,
  });
  const label = (u: { uniName: string; uniEnName: string }) =>
    lang === 'en' ? `${u.uniEnName} (${u.uniName})` : `${u.uniName} · ${u.uniEnName}`;
  const options = (q.data?.list ?? []).map((u) => ({ value: u.uniId, label: label(u) }));
  if (value && known && !options.some((o) => o.value === value)) options.unshift({ value, label: label(known) });
  return (
    <Select<number>
      id={id}
      aria-label={rest['aria-label']}
      className={className}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear={allowClear}
      placeholder={placeholder ?? t('common.uniSearch')}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? undefined)}
      options={options}
      loading={q.isFetching}
      notFoundContent={term ? t('common.noMatch') : t('common.typeToSearch')}
    />
  );
}
