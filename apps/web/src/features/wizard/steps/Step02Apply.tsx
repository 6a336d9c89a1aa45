// Step 2, apply info (spec 001 sections 2-5): the apply country and up to five schools with their
// courses. The schools and courses are the shared ApplyEditor; this panel adds the country (with the
// switch-country rules) and the carried university of apply-now, and saves through the shell.
import { Form, Select } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { stepSchema, translateMessage, type StudentDraft } from '@portal/shared';
import { dictOptions, useDict } from '../../../lib/dict';
import { getLang } from '../../../lib/lang';
import { ApplyEditor } from '../apply/ApplyEditor';
import {
  blankEntry,
  carriedStart,
  countryChange,
  entryToSave,
  linkRequired,
  savedEntries,
  storedUniIds,
  withDisplayFields,
  type EntryForm,
} from '../apply/entries';
import { DictFrame } from '../components/DictFrame';
import type { StepPanelProps, StepValues } from '../types';
import { useStepForm } from '../use-step-form';
import { COUNTRY_DICT, applicationCountries } from './basic-fields';
import { submittedFile } from '../values';
import { useCountrySwitch } from './use-country-switch';

/**
 * The step schema with the course-link rule of the country on the form (it may differ from the
 * stored one until saved), keeping the card fields the schema drops.
 */
const step2Schema = (draft: StudentDraft) => ({
  safeParse(v: unknown) {
    const values = v as StepValues;
    const r = stepSchema(2, {
      requiresProfessionalLink: linkRequired(values.countryId as string | null, draft),
      hasSpecialSchool: false,
    }).safeParse(v);
    if (!r.success) return r;
    const data = r.data as { agentApplyList: Record<string, unknown>[] };
    const raw = (values.agentApplyList ?? []) as Record<string, unknown>[];
    return { success: true as const, data: { ...data, agentApplyList: withDisplayFields(data.agentApplyList, raw) } };
  },
});

const toForm = (d: StudentDraft): StepValues => {
  const saved = savedEntries(d);
  return { countryId: d.countryId ?? null, agentApplyList: saved.length ? saved : [blankEntry()] };
};

/** Saved values keep the card fields (logo, flags) so the working draft still shows the schools. */
const fromForm = (v: StepValues): StepValues => {
  const list = (v.agentApplyList ?? []) as EntryForm[];
  return {
    countryId: v.countryId,
    agentApplyList: list.map((e) => ({
      ...entryToSave(e),
      uniLogo: e.uniLogo,
      isReduce: e.isReduce,
      stipendShow: e.stipendShow,
      uniTypeTip: e.uniTypeTip,
    })),
  };
};

export default function Step02Apply(props: StepPanelProps) {
  const { t } = useTranslation('wizard');
  const lang = getLang();
  const { draft, flags, commitDraft } = props;
  const countryDict = useDict([COUNTRY_DICT]);

  // The carried university (with its country, for a file without schools) is a change from the
  // start (unsaved until Next), unless restored values say otherwise.
  const start = useMemo(() => props.restored ?? carriedStart(draft), []); // eslint-disable-line react-hooks/exhaustive-deps -- read once, like the form's initial values

  const { form, formProps } = useStepForm({ ...props, restored: start }, { toForm, fromForm, schema: step2Schema(draft) });
  const countryId = (Form.useWatch('countryId', form) as string | null | undefined) ?? null;
  const needsLink = linkRequired(countryId, draft);

  const touch = useCallback(() => {
    formProps.onValuesChange?.({}, form.getFieldsValue(true));
  }, [formProps, form]);

  const stored = useMemo(() => storedUniIds(draft), [draft]);
  const { switching, confirmSwitch } = useCountrySwitch(draft, commitDraft);
  const countries = dictOptions(applicationCountries(countryDict.data?.[COUNTRY_DICT] ?? []), lang);

  const pickCountry = (next: string) => {
    const entries = (form.getFieldValue('agentApplyList') ?? []) as EntryForm[];
    const kind = countryChange(draft, entries, next);
    const set = (patch: StepValues) => {
      form.setFieldsValue(patch);
      touch();
    };
    if (kind === 'plain') {
      set({ countryId: next });
      return;
    }
    // Cancel leaves the country as it was: nothing is set before the confirmation. Schools only
    // on the form are just dropped; stored ones go through switch/country.
    confirmSwitch(next, { onServer: kind === 'switch', then: () => set({ countryId: next, agentApplyList: [blankEntry()] }) });
  };

  return (
    <DictFrame dict={{ ...countryDict, isPending: false }} busy={switching}>
      <Form {...formProps} layout="vertical" className="wizard-form" requiredMark>
        <Form.Item
          name="countryId"
          label={t('apply.country')}
          rules={[
            { validator: (_r, v: unknown) => (v ? Promise.resolve() : Promise.reject(new Error(translateMessage('selectCountry', lang)))) },
          ]}
          required
          validateTrigger={['onChange', 'onBlur']}
          className="apply-country"
        >
          <CountryField
            options={countries}
            disabled={flags.namePlus || submittedFile(draft) || props.busy}
            loading={countryDict.isPending || switching}
            onPick={pickCountry}
          />
        </Form.Item>
        <ApplyEditor
          form={form}
          countryId={countryId}
          stuId={draft.stuId}
          linkRequired={needsLink}
          stored={stored}
          disabled={props.busy || switching}
          touch={touch}
        />
      </Form>
    </DictFrame>
  );
}

function CountryField(p: {
  value?: string | null;
  options: { value: string; label: string }[];
  disabled?: boolean;
  loading?: boolean;
  onPick(v: string): void;
  id?: string;
}) {
  const { t } = useTranslation('wizard');
  return (
    <Select
      id={p.id}
      value={p.value ?? undefined}
      onChange={(v: string) => p.onPick(v)}
      options={p.options}
      disabled={p.disabled}
      loading={p.loading}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('basic.countryPlaceholder')}
    />
  );
}
