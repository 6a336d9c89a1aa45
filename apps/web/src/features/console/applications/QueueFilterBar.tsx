// The queue's filters: keyword, country, school (the university search's suggestions), status,
// assigned counsellor, submitted dates and 'has unread student messages'. Every change goes to the
// address (filters.ts); the fields show what the address holds.
import { useEffect, useMemo, useState } from 'react';
import { AutoComplete, Button, Checkbox, DatePicker, Input, Select, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { REFERRAL_LABELS, STU_STATUS_VALUES, type ReferralStatus } from '@portal/shared';
import { dictLabelOf, dictOptions, useDict } from '../../../lib/dict';
import { uniNames } from '../../../lib/display';
import { getLang } from '../../../lib/lang';
import { suggestUniversities, type UniSuggestion } from '../../../lib/uni-suggest';
import { useSuggestions } from '../../../lib/use-suggestions';
import { useStaff } from '../api/console';
import type { ListChange } from '../list/url-state';
import { QUEUE_STATUS_KEYS, activeFilterCount, type QueueFilter, type QueueState } from './filters';
import type { QueueSort } from '@portal/shared';

export const QUEUE_DICTS = ['web_clerk_countryName', 'stuStatus_agent'] as const;

type Change = (c: ListChange<QueueFilter, QueueSort>) => void;

function SchoolFilter({ state, change }: { state: QueueState; change: Change }) {
  const { t } = useTranslation('console');
  const lang = getLang();
  const picked = state.filters.uniName ?? '';
  const [text, setText] = useState(picked);
  useEffect(() => setText(picked), [picked]);
  const countryId = state.filters.countryId;
  const fetcher = useMemo(() => (k: string, signal: AbortSignal) => suggestUniversities(k, signal, countryId), [countryId]);
  const { list, state: loadState, search } = useSuggestions<UniSuggestion>(fetcher);
  const options = list.map((u) => ({ value: String(u.uniId), label: uniNames(u, lang).name, uni: u }));
  return (
    <AutoComplete
      className="console-filter__school"
      value={text}
      options={options}
      onSearch={(v) => {
        setText(v);
        search(v);
        // Typing drops the picked school until another one is picked.
        if (state.filters.uniId) change({ filters: { uniId: undefined, uniName: undefined } });
      }}
      onSelect={(_v, option) => {
        const name = option.label as string;
        setText(name);
        change({ filters: { uniId: String(option.uni.uniId), uniName: name } });
      }}
      onClear={() => change({ filters: { uniId: undefined, uniName: undefined } })}
      allowClear
      notFoundContent={
        loadState === 'loading' ? (
          <Spin size="small" />
        ) : text.trim() ? (
          loadState === 'failed' ? (
            t('filters.schoolFailed')
          ) : (
            t('filters.schoolNone')
          )
        ) : null
      }
      placeholder={t('filters.school')}
      aria-label={t('filters.school')}
    />
  );
}

export function QueueFilterBar({ state, change, reset }: { state: QueueState; change: Change; reset: () => void }) {
  const { t } = useTranslation('console');
  const lang = getLang();
  const dicts = useDict(QUEUE_DICTS);
  const staff = useStaff();
  const f = state.filters;
  const [keyword, setKeyword] = useState(f.keyword ?? '');
  useEffect(() => setKeyword(f.keyword ?? ''), [f.keyword]);

  const statusLabel = (key: string) => {
    const [kind, value] = key.split(':');
    if (kind === 'referral') return REFERRAL_LABELS[Number(value) as ReferralStatus][lang];
    return dictLabelOf(dicts.data?.stuStatus_agent, value, lang) ?? value;
  };
  const statusOptions = [
    {
      label: t('filters.stages'),
      options: QUEUE_STATUS_KEYS.filter((k) => k.startsWith('referral:')).map((k) => ({ value: k, label: statusLabel(k) })),
    },
    {
      label: t('filters.caseStatuses'),
      options: STU_STATUS_VALUES.map((v) => ({ value: `stu:${v}`, label: statusLabel(`stu:${v}`) })),
    },
  ];
  const assignOptions = [
    { value: 'me', label: t('filters.mine') },
    { value: 'none', label: t('filters.unassigned') },
    ...(staff.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
  ];
  const range: [dayjs.Dayjs | null, dayjs.Dayjs | null] | null =
    f.from || f.to ? [f.from ? dayjs(f.from) : null, f.to ? dayjs(f.to) : null] : null;

  return (
    <div className="console-filters" role="search" aria-label={t('filters.label')}>
      <Input.Search
        className="console-filter__keyword"
        value={keyword}
        onChange={(e) => {
          setKeyword(e.target.value);
          if (!e.target.value) change({ filters: { keyword: undefined } });
        }}
        onSearch={(v) => change({ filters: { keyword: v.trim() || undefined } })}
        placeholder={t('filters.keyword')}
        aria-label={t('filters.keyword')}
        maxLength={50}
        allowClear
      />
      <Select
        value={f.countryId}
        onChange={(v?: string) => change({ filters: { countryId: v, uniId: undefined, uniName: undefined } })}
        options={dictOptions(dicts.data?.web_clerk_countryName, lang)}
        loading={dicts.isPending}
        placeholder={t('filters.country')}
        aria-label={t('filters.country')}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
      />
      <SchoolFilter state={state} change={change} />
      <Select
        value={f.status}
        onChange={(v?: string) => change({ filters: { status: v } })}
        options={statusOptions}
        placeholder={t('filters.status')}
        aria-label={t('filters.status')}
        allowClear
      />
      <Select
        value={f.assignedTo}
        onChange={(v?: string) => change({ filters: { assignedTo: v } })}
        options={assignOptions}
        loading={staff.isPending}
        placeholder={t('filters.assigned')}
        aria-label={t('filters.assigned')}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
      />
      <DatePicker.RangePicker
        value={range}
        onChange={(v) => change({ filters: { from: v?.[0]?.format('YYYY-MM-DD'), to: v?.[1]?.format('YYYY-MM-DD') } })}
        placeholder={[t('filters.submittedFrom'), t('filters.submittedTo')]}
        aria-label={t('filters.submitted')}
        allowEmpty={[true, true]}
      />
      <div className="console-filters__end">
        <Checkbox checked={!!f.unread} onChange={(e) => change({ filters: { unread: e.target.checked ? '1' : undefined } })}>
          {t('filters.unread')}
        </Checkbox>
        <Button icon={<ReloadOutlined />} onClick={reset} disabled={!activeFilterCount(state) && !state.sort}>
          {t('filters.reset')}
        </Button>
      </div>
    </div>
  );
}
