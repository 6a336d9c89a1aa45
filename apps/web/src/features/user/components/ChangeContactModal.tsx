// Change (or bind) the phone number or the email: the code goes to the NEW contact (sendType 3).
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEND_TYPES, stripSpaces, type User } from '@portal/shared';
import { ContactCodeItems } from '../../../components/ContactCodeItems';
import { isWrongCode, type ContactKind } from '../../../lib/verify-code';
import { profileOf } from '../api/profile';
import { useBoundElsewhereDialog, useProfileSave } from '../hooks/useProfileSave';

interface Props {
  kind: ContactKind;
  user: User;
  open: boolean;
  onClose: () => void;
}

interface Values {
  phoneNumber?: string;
  email?: string;
  verifyCode: string;
}

export function ChangeContactModal({ kind, user, open, onClose }: Props) {
  const { t } = useTranslation(['user', 'common']);
  const [form] = Form.useForm<Values>();
  const save = useProfileSave(onClose, (e) => {
    if (isWrongCode(e)) form.setFieldValue('verifyCode', '');
  });
  const boundElsewhere = useBoundElsewhereDialog();
  const current = kind === 'phone' ? user.phoneNumber : user.email;

  const submit = (v: Values) =>
    save.mutate({
      ...profileOf(user),
      verifyType: kind === 'phone' ? 1 : 2,
      ...(kind === 'phone' ? { phoneNumber: stripSpaces(v.phoneNumber ?? '') } : { email: (v.email ?? '').trim() }),
      verifyCode: v.verifyCode.trim(),
    });

  const title = t(
    current
      ? kind === 'phone'
        ? 'contact.changePhone'
        : 'contact.changeEmail'
      : kind === 'phone'
        ? 'contact.bindPhone'
        : 'contact.bindEmail',
  );
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
      centered
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        {current ? <p className="contact-current">{t('contact.current', { value: current })}</p> : null}
        <ContactCodeItems
          kind={kind}
          sendType={SEND_TYPES.profile}
          onSendError={boundElsewhere}
          labels
          contactLabel={t(kind === 'phone' ? 'contact.newPhone' : 'contact.newEmail')}
        />
      </Form>
    </Modal>
  );
}
