// The search form of /majors (the spec's query: countryId, majorFocusList, gpa, tuition range in
// the country's currency). One country at most, as in the query.
import { useEffect } from 'react';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MajorsFilters } from '../filters';
import { FilterActions, filterByName, GpaItem, TuitionItems, useFilterOptions } from './FilterFields';

export interface MajorsFormValues {
  countryId?: string;
  majorFocusList?: string[];
  gpa?: string;
  majorTuitionMin?: string;
  majorTuitionMax?: string;
}

const valuesOf = (f: MajorsFilters): MajorsFormValues => ({
  countryId: f.countryId || undefined,
  majorFocusList: f.majorFocusList,
  gpa: f.gpa,
  majorTuitionMin: f.majorTuitionMin,
  majorTuitionMax: f.majorTuitionMax,
});

interface Props {
  filters: MajorsFilters;
  onSearch: (values: MajorsFormValues) => void;
  onReset: () => void;
  compact?: boolean;
}

export function MajorsFilterForm({ filters, onSearch, onReset, compact = false }: Props) {
  const { t } = useTranslation('catalogue');
  const [form] = Form.useForm<MajorsFormValues>();
  const options = useFilterOptions();
  const countryId = Form.useWatch('countryId', form) ?? (filters.countryId || undefined);

  useEffect(() => {
    form.setFieldsValue(valuesOf(filters));
  }, [filters, form]);

  return (
    <Form<MajorsFormValues>
      form={form}
      layout="vertical"
      className={compact ? 'filter-form filter-form--compact' : 'filter-form'}
      initialValues={valuesOf(filters)}
      onFinish={(v) => onSearch({ ...v, gpa: (v.gpa ?? '').trim() })}
      onValuesChange={(changed: MajorsFormValues) => {
        if ('countryId' in changed) form.setFieldsValue({ majorTuitionMin: '', majorTuitionMax: '' });
      }}
    >
      <div className="filter-grid filter-grid--majors">
        <Form.Item name="countryId" label={t('filters.country')} help={options.failed ? t('filters.optionsFailed') : undefined}>
          <Select
            options={options.countries}
            loading={options.loading}
            placeholder={t('filters.countryAll')}
            allowClear
            showSearch={{ filterOption: filterByName }}
          />
        </Form.Item>
        <Form.Item name="majorFocusList" label={t('filters.majorFocus')}>
          <Select
            mode="multiple"
            options={options.focus}
            loading={options.loading}
            placeholder={t('filters.majorFocusPlaceholder')}
            allowClear
            maxTagCount="responsive"
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <GpaItem />
        <TuitionItems
          countryId={countryId}
          fallbackCurrency={countryId === filters.countryId ? filters.currency || undefined : undefined}
        />
      </div>
      <FilterActions
        onReset={() => {
          form.resetFields();
          onReset();
        }}
      />
    </Form>
  );
}
