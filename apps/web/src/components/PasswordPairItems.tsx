// New password + confirmation, checked by the shared password rule (6-12, letters and digits).
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordSchema } from '@portal/shared';
import { useFormRules } from '../lib/form-rules';
import { PasswordInput } from './PasswordInput';

interface Props {
  /** Label of the first field, e.g. "password" or "new password". */
  label?: string;
  hideLabels?: boolean;
}

export function PasswordPairItems({ label, hideLabels }: Props) {
  const { t } = useTranslation();
  const rules = useFormRules();
  return (
    <>
      <Form.Item
        name="passWord"
        label={hideLabels ? undefined : (label ?? t('form.password'))}
        rules={[rules.zod(passwordSchema)]}
        required
      >
        <PasswordInput placeholder={rules.text('password')} autoComplete="new-password" maxLength={32} />
      </Form.Item>
      <Form.Item
        name="rePassWord"
        label={hideLabels ? undefined : t('form.passwordConfirm')}
        dependencies={['passWord']}
        rules={[rules.sameAs('passWord')]}
        required
      >
        <PasswordInput placeholder={rules.text('passwordConfirm')} autoComplete="new-password" maxLength={32} />
      </Form.Item>
    </>
  );
}
