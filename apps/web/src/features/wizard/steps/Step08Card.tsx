// Step 8, credit card and education portal (spec 001 sections 3 and 5): all optional. The card
// number, CVV and portal password are stored encrypted and come back masked; the inputs keep the
// mask until the user types (see card-fields.ts) and never report these values as unsaved ones.
import { Button, DatePicker, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STEP_FIELDS, cardStepSchema, flattenForm, translateMessage, type StudentDraft } from '@portal/shared';
import { useFormRules } from '../../../lib/form-rules';
import { getLang } from '../../../lib/lang';
import type { StepPanelProps, StepValues } from '../types';
import { pick } from '../values';
import { useStepForm } from '../use-step-form';
import { SensitiveConsentNotice } from '../consents/SensitiveConsentNotice';
import {
  CARD_TYPES,
  SECRET_FIELDS,
  cardNoIssue,
  isMasked,
  maskOf,
  maskSecrets,
  secretIssue,
  secretState,
  typedSecrets,
  withoutSecrets,
  type SecretField,
} from './card-fields';
import './steps-8-11.css';

const MONTH = 'YYYY-MM';
/** The step's fields of the draft, secrets masked (what the server would answer). */
const toForm = (d: StudentDraft) => maskSecrets(pick(flattenForm(d as unknown as Record<string, unknown>), STEP_FIELDS[8]));

interface SecretInputProps {
  field: SecretField;
  /** The masked value the server answered ('' when nothing is stored). */
  stored: unknown;
  maxLength: number;
  password?: boolean;
  inputMode?: 'numeric' | 'text';
  value?: string | null;
  onChange?: (v: string) => void;
  disabled?: boolean;
  id?: string;
  placeholder?: string;
}

/** An input that shows a stored secret only as its mask (placeholder) and says what a save will do. */
function SecretInput({ field, stored, maxLength, password, inputMode, value, onChange, disabled, id, placeholder }: SecretInputProps) {
  const { t } = useTranslation('wizard');
  const state = secretState(field, value, stored);
  const mask = typeof stored === 'string' ? stored : '';
  const common = {
    id,
    disabled,
    maxLength,
    inputMode,
    // While the stored value is kept the box is empty and the mask is the placeholder: typing starts a new value.
    value: state === 'kept' ? '' : (value ?? ''),
    placeholder: state === 'kept' ? mask : placeholder,
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange?.(e.target.value),
    autoComplete: password ? 'new-password' : 'off',
    'data-lpignore': 'true',
  };
  const hintKey = field === 'cardNo' ? 'card.storedCard' : 'card.storedSecret';
  return (
    <div className="wizard-secret">
      {password ? <Input.Password {...common} visibilityToggle={state === 'replaced' || state === 'new'} /> : <Input {...common} />}
      {state !== 'none' && state !== 'new' ? (
        <p className="wizard-secret__hint muted" aria-live="polite">
          {t(`${hintKey}.${state}`)}{' '}
          {state === 'kept' ? (
            <Button type="link" size="small" disabled={disabled} onClick={() => onChange?.('')}>
              {t('card.clear')}
            </Button>
          ) : (
            <Button type="link" size="small" disabled={disabled} onClick={() => onChange?.(mask)}>
              {t('card.keep')}
            </Button>
          )}
        </p>
      ) : null}
    </div>
  );
}

export default function Step08Card(props: StepPanelProps) {
  const { t } = useTranslation('wizard');
  const rules = useFormRules();
  const lang = getLang();
  const { onChange } = props;
  // The shell keeps reported values in sessionStorage: the secrets never go there.
  const reportChange = useCallback((changed: StepValues, dirty: boolean) => onChange(withoutSecrets(changed), dirty), [onChange]);
  const { form, formProps } = useStepForm({ ...props, onChange: reportChange }, { toForm, memoryOnly: typedSecrets });
  const stored = useMemo(() => toForm(props.draft), [props.draft]);
  // After a save the draft holds what was typed, masked by toForm: the inputs go back to the mask
  // too, so the step is not reported as changed (and the plain values leave the form).
  const firstDraft = useRef(props.draft);
  useEffect(() => {
    if (firstDraft.current === props.draft) return;
    let reset = false;
    for (const k of SECRET_FIELDS) {
      const v: unknown = form.getFieldValue(k);
      if (typeof v === 'string' && v !== '' && !isMasked(k, v) && maskOf(k, v) === stored[k]) {
        form.setFieldValue(k, stored[k]);
        reset = true;
      }
    }
    if (reset) formProps.onValuesChange?.({}, form.getFieldsValue(true));
  }, [props.draft]); // eslint-disable-line react-hooks/exhaustive-deps -- runs when the draft moves (a save)
  const field = (name: keyof typeof cardStepSchema.shape) => [rules.field(cardStepSchema, name)];
  const check = (issue: (v: unknown, s: unknown) => string | null, name: SecretField) => ({
    validator: (_: unknown, v: unknown) => {
      const key = issue(v, stored[name]);
      return key ? Promise.reject(new Error(translateMessage(key, lang))) : Promise.resolve();
    },
  });

  return (
    <Form {...formProps} layout="vertical" className="wizard-form wizard-form--grid">
      <SensitiveConsentNotice draft={props.draft} askOnOpen />
      <h3 className="wizard-subtitle wizard-span">{t('card.cardTitle')}</h3>
      <Form.Item name="cardType" label={t('card.cardType')} rules={field('cardType')} className="wizard-span">
        <Radio.Group options={CARD_TYPES.map((c) => ({ value: c.value, label: c.label }))} />
      </Form.Item>
      <Form.Item name="cardUsername" label={t('card.cardUsername')} rules={field('cardUsername')}>
        <Input maxLength={100} placeholder={t('card.enter')} autoComplete="off" />
      </Form.Item>
      <Form.Item name="cardNo" label={t('card.cardNo')} rules={[...field('cardNo'), check(cardNoIssue, 'cardNo')]}>
        <SecretInput field="cardNo" stored={stored.cardNo} maxLength={50} inputMode="numeric" placeholder={t('card.cardNoPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="cardValidity"
        label={t('card.cardValidity')}
        rules={field('cardValidity')}
        validateTrigger={['onChange', 'onBlur']}
        getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v, MONTH) : undefined })}
        normalize={(d: Dayjs | null) => (d ? d.format(MONTH) : '')}
      >
        <DatePicker picker="month" format={MONTH} className="wizard-full" placeholder={t('card.monthPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="cardSafetyCode"
        label={t('card.cardSafetyCode')}
        rules={[...field('cardSafetyCode'), check(secretIssue, 'cardSafetyCode')]}
      >
        <SecretInput field="cardSafetyCode" stored={stored.cardSafetyCode} maxLength={50} password placeholder={t('card.enter')} />
      </Form.Item>
      <h3 className="wizard-subtitle wizard-span">{t('card.eduTitle')}</h3>
      <Form.Item name="eduWebsite" label={t('card.eduWebsite')} rules={field('eduWebsite')}>
        <Input maxLength={100} placeholder={t('card.enter')} autoComplete="off" inputMode="url" />
      </Form.Item>
      <Form.Item name="eduUsername" label={t('card.eduUsername')} rules={field('eduUsername')}>
        <Input maxLength={50} placeholder={t('card.enter')} autoComplete="off" />
      </Form.Item>
      <Form.Item name="eduPassword" label={t('card.eduPassword')} rules={[...field('eduPassword'), check(secretIssue, 'eduPassword')]}>
        <SecretInput field="eduPassword" stored={stored.eduPassword} maxLength={30} password placeholder={t('card.enter')} />
      </Form.Item>
    </Form>
  );
}
