// A phone number or an email plus its verification code, with the shared code button. Used by
// register, reset password (auth) and the contact change of the profile (user).
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { emailSchema, phoneSchema, verifyCodeSchema, VERIFY_CODE, type SendType } from '@portal/shared';
import { useFormRules } from '../lib/form-rules';
import { sendCode, type ContactKind } from '../lib/verify-code';
import { PhoneInput } from './PhoneInput';
import { VerifyCodeButton } from './VerifyCodeButton';

export const contactField = (kind: ContactKind) => (kind === 'phone' ? 'phoneNumber' : 'email');

interface Props {
  kind: ContactKind;
  sendType: SendType;
  /** Runs after the contact passed its rule and before the code is sent; rejects to stop. */
  precheck?: (to: string) => Promise<void>;
  /** Sending failed (after the API client's own reaction), e.g. to explain a silent code. */
  onSendError?: (error: unknown) => void;
  labels?: boolean;
  /** Label of the contact field when labels are shown (e.g. "new phone number"). */
  contactLabel?: string;
}

export function ContactCodeItems({ kind, sendType, precheck, onSendError, labels = false, contactLabel }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const rules = useFormRules();
  const field = contactField(kind);

  const onSend = async () => {
    const values = (await form.validateFields([field])) as Record<string, string>;
    const to = values[field];
    await precheck?.(to);
    try {
      await sendCode(kind, to, sendType);
    } catch (e) {
      onSendError?.(e);
      throw e;
    }
  };

  return (
    <>
      <Form.Item
        name={field}
        label={labels ? (contactLabel ?? t(kind === 'phone' ? 'form.phone' : 'form.email')) : undefined}
        rules={[rules.zod(kind === 'phone' ? phoneSchema : emailSchema)]}
        required
      >
        {kind === 'phone' ? (
          <PhoneInput placeholder={rules.text('phoneRequired')} />
        ) : (
          <Input placeholder={rules.text('emailRequired')} autoComplete="email" inputMode="email" maxLength={50} />
        )}
      </Form.Item>
      <Form.Item label={labels ? t('form.code') : undefined} required>
        <div className="code-row">
          <Form.Item name="verifyCode" noStyle rules={[rules.zod(verifyCodeSchema)]}>
            <Input
              placeholder={rules.text('codeRequired')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFY_CODE.length}
            />
          </Form.Item>
          <VerifyCodeButton onSend={onSend} />
        </div>
      </Form.Item>
    </>
  );
}
