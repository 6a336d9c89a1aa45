// The one school autocomplete (register, profile). Picking a suggestion sets stuUniName to the
// Chinese name, stuUniId to collegeId and isOverseas to dataType; typing clears the last two.
import { useMemo } from 'react';
import { AutoComplete, Form, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSuggestions } from '../lib/use-suggestions';
import { SUGGESTION_LIMIT, type Lang } from '@portal/shared';
import { api } from '../lib/api-client';
import { MAINLAND_SCHOOL, schoolNames } from '../lib/display';
import { getLang } from '../lib/lang';
import { useFormRules, type SafeParser } from '../lib/form-rules';

export interface CollegeSuggestion {
  collegeId: string | number;
  name: string;
  enName: string | null;
  dataType: string | number | null;
}

export function suggestColleges(keyword: string, signal?: AbortSignal): Promise<CollegeSuggestion[]> {
  return api.post<CollegeSuggestion[]>('/uni/college/suggest', { keyword, limit: SUGGESTION_LIMIT }, { quiet: true, signal });
}

/** The school as lib/display names it: in en its English name (a mainland school with its own Chinese name in brackets). */
function optionLabel(s: CollegeSuggestion, lang: Lang) {
  const { name, other } = schoolNames(s.name, s.enName, lang, { ownChinese: String(s.dataType) === MAINLAND_SCHOOL });
  return (
    <div className="school-option">
      <span>{name}</span>
      {other ? <span className="school-option__en">{other}</span> : null}
    </div>
  );
}

interface InputProps {
  value?: string;
  onChange?: (value: string) => void;
  onPick?: (school: CollegeSuggestion | null) => void;
  placeholder?: string;
  /** The Form.Item's field id, so its label names the input. */
  id?: string;
}

export function SchoolAutocomplete({ value, onChange, onPick, placeholder, id }: InputProps) {
  const { t } = useTranslation();
  const lang = getLang();
  const { list, state, search } = useSuggestions(suggestColleges);
  const loading = state === 'loading';
  const failed = state === 'failed';

  const options = useMemo(
    () => list.map((s) => ({ key: String(s.collegeId), value: `${s.collegeId}`, label: optionLabel(s, lang), school: s })),
    [list, lang],
  );

  const notFound = loading ? <Spin size="small" /> : value?.trim() ? failed ? t('school.failed') : t('school.empty') : null;

  return (
    <AutoComplete
      id={id}
      value={value}
      options={options}
      placeholder={placeholder ?? t('school.placeholder')}
      notFoundContent={notFound}
      onSearch={search}
      onChange={(text, option) => {
        // Typing gives free text (no option): the school is no longer a picked one.
        if (!option || Array.isArray(option) || !('school' in option)) {
          onChange?.(text);
          onPick?.(null);
        }
      }}
      onSelect={(_v, option) => {
        const school = (option as { school: CollegeSuggestion }).school;
        onChange?.(school.name);
        onPick?.(school);
      }}
      allowClear
      maxLength={200}
    />
  );
}

interface ItemsProps {
  required?: boolean;
  /** Rule of the school name, e.g. registerBody's stuUniName. */
  rule?: SafeParser;
  label?: string;
}

/** stuUniName (visible) plus the hidden stuUniId and isOverseas of the picked school. */
export function SchoolFormItems({ required, rule, label }: ItemsProps) {
  const form = Form.useFormInstance();
  const rules = useFormRules();
  const onPick = (s: CollegeSuggestion | null) =>
    form.setFieldsValue({
      stuUniId: s ? String(s.collegeId) : undefined,
      isOverseas: s?.dataType != null ? String(s.dataType) : undefined,
    });
  return (
    <>
      <Form.Item name="stuUniName" label={label} rules={rule ? [rules.zod(rule)] : undefined} required={required}>
        <SchoolAutocomplete onPick={onPick} />
      </Form.Item>
      <Form.Item name="stuUniId" hidden noStyle>
        <input type="hidden" />
      </Form.Item>
      <Form.Item name="isOverseas" hidden noStyle>
        <input type="hidden" />
      </Form.Item>
    </>
  );
}
