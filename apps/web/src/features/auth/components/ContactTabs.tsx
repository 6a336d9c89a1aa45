// Phone or email (register, reset). Switching clears the other contact and its code.
import { Form, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { contactField } from '../../../components/ContactCodeItems';
import type { ContactKind } from '../../../lib/verify-code';

export function ContactTabs({ kind, onChange }: { kind: ContactKind; onChange: (kind: ContactKind) => void }) {
  const { t } = useTranslation('auth');
  const form = Form.useFormInstance();
  return (
    <Segmented<ContactKind>
      block
      className="contact-tabs"
      value={kind}
      options={[
        { value: 'phone', label: t('contact.phone') },
        { value: 'email', label: t('contact.email') },
      ]}
      onChange={(next) => {
        form.setFieldsValue({ [contactField(kind)]: undefined, verifyCode: undefined });
        form.setFields([
          { name: contactField(kind), errors: [] },
          { name: 'verifyCode', errors: [] },
        ]);
        onChange(next);
      }}
    />
  );
}
