// Step 1, basic info (spec 001 sections 2 and 5): country, names, sex, birthday, nationality,
// contacts, address, remarks. Rules are basicInfoSchema's, inline per field and again on Next.
// Changing the country of a file with saved schools asks, switches it and moves to step 2 (spec 001
// section 4), where the schools of the new country are chosen.
import { DatePicker, Form, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { basicInfoSchema, type StudentDraft } from '@portal/shared';
import { dictOptions, useDict } from '../../../lib/dict';
import { useFormRules } from '../../../lib/form-rules';
import { getLang } from '../../../lib/lang';
import { DictFrame } from '../components/DictFrame';
import type { StepPanelProps } from '../types';
import { useStepForm } from '../use-step-form';
import {
  BASIC_DICTS,
  COUNTRY_DICT,
  NATIONALITY_DICT,
  SEX_DICT,
  applicationCountries,
  needsCountrySwitch,
  normalizeName,
  stripChinese,
} from './basic-fields';
import { submittedFile } from '../values';
import { useCountrySwitch } from './use-country-switch';

const DATE = 'YYYY-MM-DD';

interface CountrySelectProps {
  value?: string | null;
  onChange?: (v: string) => void;
  options: { value: string; label: string }[];
  disabled?: boolean;
  draft: StudentDraft;
  commitDraft: StepPanelProps['commitDraft'];
  goTo: StepPanelProps['goTo'];
  /** The Form.Item's field id, so its label names the select. */
  id?: string;
}

/**
 * Changing the country of a file with saved schools asks first, switches on the server (which
 * clears them) and opens step 2; cancel keeps the old country.
 */
function CountrySelect({ value, onChange, options, disabled, draft, commitDraft, goTo, id }: CountrySelectProps) {
  const { t } = useTranslation('wizard');
  const { switching, confirmSwitch } = useCountrySwitch(draft, commitDraft);
  const pick = (next: string) => {
    if (!needsCountrySwitch(draft, next)) {
      onChange?.(next);
      return;
    }
    // Cancel leaves the field as it was: onChange is only called after the switch.
    confirmSwitch(next, {
      onServer: true,
      then: () => {
        onChange?.(next);
        goTo(2);
      },
    });
  };
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={pick}
      options={options}
      disabled={disabled}
      loading={switching}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('basic.countryPlaceholder')}
    />
  );
}

export default function Step01Basic(props: StepPanelProps) {
  const { t } = useTranslation('wizard');
  const rules = useFormRules();
  const lang = getLang();
  const dict = useDict(BASIC_DICTS);
  const { formProps } = useStepForm(props);
  const { draft, flags } = props;
  const locked = draft.isEditable === '1';
  const field = (name: keyof typeof basicInfoSchema.shape) => [rules.field(basicInfoSchema, name)];

  const entries = dict.data ?? {};
  const countries = dictOptions(applicationCountries(entries[COUNTRY_DICT] ?? []), lang);
  const sexes = dictOptions(entries[SEX_DICT], lang);
  const nationalities = dictOptions(entries[NATIONALITY_DICT], lang);

  return (
    <DictFrame dict={dict}>
      <Form {...formProps} layout="vertical" className="wizard-form wizard-form--grid" requiredMark>
        <Form.Item name="countryId" label={t('basic.country')} rules={field('countryId')} required validateTrigger={['onChange', 'onBlur']}>
          <CountrySelect
            options={countries}
            disabled={flags.namePlus || submittedFile(draft)}
            draft={draft}
            commitDraft={props.commitDraft}
            goTo={props.goTo}
          />
        </Form.Item>
        <Form.Item name="stuName" label={t('basic.stuName')} rules={field('stuName')} required normalize={normalizeName}>
          <Input maxLength={50} placeholder={t('basic.stuNamePlaceholder')} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="stuSpell"
          label={t('basic.stuSpell')}
          rules={field('stuSpell')}
          required
          normalize={normalizeName}
          extra={locked ? t('basic.lockedHint') : undefined}
        >
          <Input maxLength={50} placeholder={t('basic.stuSpellPlaceholder')} disabled={locked} autoComplete="off" />
        </Form.Item>
        <Form.Item name="sex" label={t('basic.sex')} rules={field('sex')} required validateTrigger={['onChange', 'onBlur']}>
          <Radio.Group options={sexes} />
        </Form.Item>
        <Form.Item
          name="birthday"
          label={t('basic.birthday')}
          rules={field('birthday')}
          required
          validateTrigger={['onChange', 'onBlur']}
          getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v, DATE) : undefined })}
          normalize={(d: Dayjs | null) => (d ? d.format(DATE) : '')}
        >
          <DatePicker
            format={DATE}
            disabled={locked}
            className="wizard-full"
            placeholder={t('basic.birthdayPlaceholder')}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          />
        </Form.Item>
        <Form.Item
          name="nationality"
          label={t('basic.nationality')}
          rules={field('nationality')}
          required
          validateTrigger={['onChange', 'onBlur']}
        >
          <Select options={nationalities} showSearch={{ optionFilterProp: 'label' }} placeholder={t('basic.selectPlaceholder')} />
        </Form.Item>
        <Form.Item name="phoneNumber" label={t('basic.phoneNumber')} rules={field('phoneNumber')} required>
          <Input maxLength={11} inputMode="numeric" placeholder={t('basic.phonePlaceholder')} autoComplete="off" />
        </Form.Item>
        <Form.Item name="stuEmail" label={t('basic.stuEmail')} rules={field('stuEmail')} required>
          <Input maxLength={50} inputMode="email" placeholder={t('basic.emailPlaceholder')} autoComplete="off" />
        </Form.Item>
        <Form.Item name="zipCode" label={t('basic.zipCode')} rules={field('zipCode')}>
          <Input maxLength={50} placeholder={t('basic.zipPlaceholder')} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="homeAddress"
          label={t('basic.homeAddress')}
          rules={field('homeAddress')}
          required
          normalize={stripChinese}
          className="wizard-span"
        >
          <Input maxLength={200} placeholder={t('basic.addressPlaceholder')} autoComplete="off" />
        </Form.Item>
        <Form.Item name="remarks" label={t('basic.remarks')} rules={field('remarks')} className="wizard-span">
          <Input.TextArea maxLength={100} showCount autoSize={{ minRows: 2, maxRows: 4 }} placeholder={t('basic.remarksPlaceholder')} />
        </Form.Item>
      </Form>
    </DictFrame>
  );
}
