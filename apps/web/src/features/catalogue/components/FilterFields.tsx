// Pieces shared by the filter forms of /Institutional and /majors: the dictionaries' options
// (countries with their flags, major focus) and the tuition range with the currency label.
import { useMemo } from 'react';
import { Button, Form, Input } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { gpaSchema, tuitionSchema } from '@portal/shared';
import { dictLabel, useDict } from '../../../lib/dict';
import { useFormRules } from '../../../lib/form-rules';
import { getLang } from '../../../lib/lang';
import { useCurrency } from '../api/catalogue';
import { COUNTRY_DICT, FILTER_DICTS, MAJOR_FOCUS_DICT, flagUrl } from '../countries';
import { tuitionRangeValid } from '../filters';

export { FILTER_DICTS, MAJOR_FOCUS_DICT } from '../countries';

/** Country and major-focus options of the filter selects. */
export function useFilterOptions() {
  const lang = getLang();
  const dict = useDict(FILTER_DICTS);
  const countries = useMemo(
    () =>
      (dict.data?.[COUNTRY_DICT] ?? []).map((e) => {
        const flag = flagUrl(e);
        const name = dictLabel(e, lang);
        return {
          value: e.dictValue,
          name,
          label: (
            <span className="country-option">
              {flag ? <img src={flag} alt="" width={18} height={12} /> : null}
              {name}
            </span>
          ),
        };
      }),
    [dict.data, lang],
  );
  const focus = useMemo(
    () => (dict.data?.[MAJOR_FOCUS_DICT] ?? []).map((e) => ({ value: e.dictValue, label: dictLabel(e, lang) })),
    [dict.data, lang],
  );
  return { countries, focus, loading: dict.isPending, failed: dict.isError, retry: () => void dict.refetch() };
}

/** Filter option by the visible name (the label is a node with the flag). */
export const filterByName = (input: string, option?: { name?: string; label?: unknown }) =>
  (option?.name ?? String(option?.label ?? '')).toLowerCase().includes(input.trim().toLowerCase());

export function GpaItem() {
  const { t } = useTranslation('catalogue');
  const rules = useFormRules();
  return (
    <Form.Item name="gpa" label={t('filters.gpa')} rules={[rules.zod(gpaSchema)]}>
      <Input inputMode="decimal" maxLength={5} placeholder={t('filters.gpaPlaceholder')} allowClear />
    </Form.Item>
  );
}

/**
 * Tuition min and max (digits, at most 10) in the currency of the one selected country, looked up
 * only then (getCurrencyById). With no country or several, the fields are disabled with a hint.
 */
export function TuitionItems({ countryId, fallbackCurrency }: { countryId: string | undefined; fallbackCurrency?: string }) {
  const { t } = useTranslation('catalogue');
  const rules = useFormRules();
  const currency = useCurrency(countryId);
  const enabled = !!countryId;
  const unit = enabled ? (currency.data ?? (currency.isPending ? fallbackCurrency : undefined)) : undefined;
  const label = unit ? t('filters.tuitionIn', { currency: unit }) : t('filters.tuition');
  // Always a suffix (antd drops focus when one appears or goes): the currency or nothing.
  const suffix = <span className="tuition-unit">{unit}</span>;
  const hint = enabled ? (currency.isError ? t('filters.currencyFailed') : undefined) : t('filters.tuitionHint');
  return (
    <Form.Item label={label} help={hint} className="tuition-item">
      <div className="tuition-range">
        <Form.Item name="majorTuitionMin" noStyle rules={[rules.zod(tuitionSchema)]}>
          <Input
            inputMode="numeric"
            maxLength={10}
            disabled={!enabled}
            placeholder={t('filters.min')}
            aria-label={t('filters.tuitionMin')}
            suffix={suffix}
          />
        </Form.Item>
        <span className="tuition-range__dash" aria-hidden="true">
          –
        </span>
        <Form.Item
          name="majorTuitionMax"
          noStyle
          dependencies={['majorTuitionMin']}
          rules={[
            rules.zod(tuitionSchema),
            ({ getFieldValue }) => ({
              validator: (_r, v: string | undefined) =>
                tuitionRangeValid(getFieldValue('majorTuitionMin'), v)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('filters.tuitionOrder'))),
            }),
          ]}
        >
          <Input
            inputMode="numeric"
            maxLength={10}
            disabled={!enabled}
            placeholder={t('filters.max')}
            aria-label={t('filters.tuitionMax')}
            suffix={suffix}
          />
        </Form.Item>
      </div>
    </Form.Item>
  );
}

/** Reset and search buttons at the foot of both filter forms (the form submits on search). */
export function FilterActions({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="filter-actions">
      <Button icon={<ReloadOutlined />} onClick={onReset}>
        {t('filters.reset')}
      </Button>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
        {t('filters.search')}
      </Button>
    </div>
  );
}
