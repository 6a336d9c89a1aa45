// The state of the forms that prove a contact with a code and set a password (register, reset):
// the contact kind, the pre-check before a code is sent, the button that waits for every field, and
// the submit that clears a wrong code.
import { useState } from 'react';
import { Form, type FormInstance } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { contactField } from '../../../components/ContactCodeItems';
import { reportFormError } from '../../../lib/form-server-errors';
import { useAllFilled } from '../../../lib/use-all-filled';
import { isWrongCode, type ContactKind } from '../../../lib/verify-code';
import type { ContactPasswordValues } from '../api/account';
import { useAccountPrecheck } from './useAccountPrecheck';

export function useContactCodeForm<V extends ContactPasswordValues>(opts: {
  /** Reset needs an existing account, register a new one. */
  mustExist: boolean;
  send: (kind: ContactKind, values: V) => Promise<unknown>;
  onSuccess: () => void;
}) {
  const [form] = Form.useForm<V>();
  const [kind, setKind] = useState<ContactKind>('phone');
  const precheck = useAccountPrecheck(opts.mustExist);
  const filled = useAllFilled(form, [contactField(kind), 'passWord', 'rePassWord', 'verifyCode']);
  const submit = useMutation({
    mutationFn: (v: V) => opts.send(kind, v),
    onSuccess: () => opts.onSuccess(),
    onError: (e) => {
      if (isWrongCode(e)) (form as unknown as FormInstance<ContactPasswordValues>).setFieldValue('verifyCode', '');
      reportFormError(form as unknown as FormInstance, e);
    },
  });
  return { form, kind, setKind, precheck, filled, submit };
}
