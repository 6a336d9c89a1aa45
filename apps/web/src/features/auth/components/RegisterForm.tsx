// Register: phone or email with a code (sendType 1), password twice, school (required). The button
// waits for contact, password, confirmation and code. Success logs in. The box agreeing to the
// terms and the privacy policy (issue 15; links open the texts in a new tab) must be ticked: the
// server records both consents, with the versions linked here, with the account.
import { Button, Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { POLICY_VERSIONS, registerBody, SEND_TYPES } from '@portal/shared';
import { paths } from '../../../config/paths';
import { ContactCodeItems } from '../../../components/ContactCodeItems';
import { PasswordPairItems } from '../../../components/PasswordPairItems';
import { SchoolFormItems } from '../../../components/SchoolAutocomplete';
import { register, type RegisterValues } from '../api/account';
import { useContactCodeForm } from '../hooks/useContactCodeForm';
import { ContactTabs } from './ContactTabs';
import type { AuthFormProps } from './LoginForm';

const stuUniNameRule = registerBody.shape.stuUniName;
const policyVersions = { privacy: POLICY_VERSIONS.privacy, terms: POLICY_VERSIONS.terms };

export function RegisterForm({ onSwitch, onSuccess }: AuthFormProps) {
  const { t } = useTranslation('auth');
  const { t: tp } = useTranslation('privacy');
  const { form, kind, setKind, precheck, filled, submit } = useContactCodeForm<RegisterValues>({
    mustExist: false,
    send: register,
    onSuccess,
  });

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(v) => submit.mutate({ ...v, agreePolicy: true, policyVersions })}
      className="auth-form"
    >
      <ContactTabs kind={kind} onChange={setKind} />
      <ContactCodeItems kind={kind} sendType={SEND_TYPES.register} precheck={precheck} />
      <PasswordPairItems hideLabels />
      <SchoolFormItems required rule={stuUniNameRule} />
      <Form.Item
        name="agreePolicy"
        valuePropName="checked"
        rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(tp('register.required')))) }]}
      >
        <Checkbox data-testid="agree-policy">
          {tp('register.agree')}
          <a href={paths.terms} target="_blank" rel="noopener noreferrer">
            {tp('register.terms')}
          </a>
          {tp('register.and')}
          <a href={paths.privacy} target="_blank" rel="noopener noreferrer">
            {tp('register.privacy')}
          </a>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block disabled={!filled} loading={submit.isPending}>
        {t('register.submit')}
      </Button>
      <p className="auth-form__footer">
        {t('register.hasAccount')}
        <Button type="link" size="small" onClick={() => onSwitch('login')}>
          {t('register.toLogin')}
        </Button>
      </p>
    </Form>
  );
}
