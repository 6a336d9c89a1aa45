// The search form of /Institutional (spec 000 screen 2): university name with suggestions,
// countries, major focus, university type, GPA, tuition range (one country only, in its
// currency), major names and the stipend switch. Searching hands the values to the page, which
// keeps them in the URL.
import { useEffect } from 'react';
import { Checkbox, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstitutionFilters, UniType } from '../filters';
import { UNI_TYPES, tuitionApplies } from '../filters';
import { FilterActions, filterByName, GpaItem, TuitionItems, useFilterOptions } from './FilterFields';
import { MajorNameSelect } from './MajorNameSelect';
import { UniNameInput } from './UniNameInput';

export type InstitutionFormValues = Pick<
  InstitutionFilters,
  'uniName' | 'countryIds' | 'majorFocusList' | 'gpa' | 'majorTuitionMin' | 'majorTuitionMax' | 'majorNameList' | 'stipendShow'
> & { uniType?: UniType };

export function formValuesOf(f: InstitutionFilters): InstitutionFormValues {
  return {
    uniName: f.uniName,
    countryIds: f.countryIds,
    majorFocusList: f.majorFocusList,
    gpa: f.gpa,
    majorTuitionMin: f.majorTuitionMin,
    majorTuitionMax: f.majorTuitionMax,
    majorNameList: f.majorNameList,
    stipendShow: f.stipendShow,
    uniType: f.uniType || undefined,
  };
}

interface Props {
  filters: InstitutionFilters;
  onSearch: (values: InstitutionFormValues) => void;
  onReset: () => void;
  /** Phones: one column inside the drawer. */
  compact?: boolean;
}

export function InstitutionFilterForm({ filters, onSearch, onReset, compact = false }: Props) {
  const { t } = useTranslation('catalogue');
  const [form] = Form.useForm<InstitutionFormValues>();
  const options = useFilterOptions();
  const countryIds = Form.useWatch('countryIds', form) ?? filters.countryIds;
  const single = tuitionApplies(countryIds) ? countryIds[0] : undefined;

  // Back/forward or a link changes the URL: the form follows it.
  useEffect(() => {
    form.setFieldsValue(formValuesOf(filters));
  }, [filters, form]);

  const submit = () => form.submit();

  return (
    <Form<InstitutionFormValues>
      form={form}
      layout="vertical"
      className={compact ? 'filter-form filter-form--compact' : 'filter-form'}
      initialValues={formValuesOf(filters)}
      onFinish={(v) => onSearch({ ...v, uniName: (v.uniName ?? '').trim(), gpa: (v.gpa ?? '').trim() })}
      onValuesChange={(changed: Partial<InstitutionFormValues>) => {
        // Tuition is in one country's currency: changing the countries clears it.
        if ('countryIds' in changed) form.setFieldsValue({ majorTuitionMin: '', majorTuitionMax: '' });
      }}
    >
      <div className="filter-grid">
        <Form.Item name="uniName" label={t('filters.uniName')}>
          <UniNameInput onEnter={submit} />
        </Form.Item>
        <Form.Item name="countryIds" label={t('filters.countries')} help={options.failed ? t('filters.optionsFailed') : undefined}>
          <Select
            mode="multiple"
            options={options.countries}
            loading={options.loading}
            placeholder={t('filters.countriesPlaceholder')}
            allowClear
            maxTagCount="responsive"
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
        <Form.Item name="uniType" label={t('filters.uniType')}>
          <Select
            allowClear
            placeholder={t('filters.uniTypeAll')}
            options={UNI_TYPES.map((v) => ({ value: v, label: t(`uniType.${v}`) }))}
          />
        </Form.Item>
        <Form.Item name="majorNameList" label={t('filters.majorNames')}>
          <MajorNameSelect countryId={single} />
        </Form.Item>
        <TuitionItems countryId={single} />
        <GpaItem />
        <Form.Item label={t('filters.stipend')} className="filter-stipend">
          <Form.Item name="stipendShow" valuePropName="checked" noStyle>
            <Checkbox>{t('filters.stipendOnly')}</Checkbox>
          </Form.Item>
        </Form.Item>
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
