// Change password (personal centre 3, mobile /resetPass): after success a warning alert, then the
// session ends and the page goes to /home (spec 000 section 2, screen 17).
import { Button, Card, Form } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PasswordPairItems } from '../../../components/PasswordPairItems';
import { paths } from '../../../config/paths';
import { logout } from '../../../lib/auth';
import { dialog } from '../../../lib/feedback';
import { reportFormError } from '../../../lib/form-server-errors';
import { updatePwd } from '../api/profile';

interface Values {
  passWord: string;
  rePassWord: string;
}

export function ChangePasswordForm() {
  const { t } = useTranslation(['user', 'common']);
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: updatePwd,
    onError: (e) => reportFormError(form, e),
    onSuccess: () =>
      dialog.warning({
        title: t('password.changedTitle'),
        content: t('password.changedText'),
        okText: t('common:ok'),
        keyboard: false,
        onOk: async () => {
          await logout();
          window.location.assign(paths.home);
        },
      }),
  });
  return (
    <Card title={t('menu.changePassword')} className="user-card">
      <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)} className="password-form">
        <PasswordPairItems label={t('password.new')} />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common:save')}
        </Button>
      </Form>
    </Card>
  );
}
