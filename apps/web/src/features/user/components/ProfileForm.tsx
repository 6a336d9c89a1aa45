// Edit the profile: user name (max 20), sex (dictionary web_stu_sex), school (autocomplete).
import { Button, Form, Input, Radio, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateStudentUserBody, type User } from '@portal/shared';
import { SchoolFormItems } from '../../../components/SchoolAutocomplete';
import { dictOptions, useDict } from '../../../lib/dict';
import { useFormRules } from '../../../lib/form-rules';
import { getLang } from '../../../lib/lang';
import { profileOf, type ProfileFields } from '../api/profile';
import { useProfileSave } from '../hooks/useProfileSave';

const SEX_DICT = 'web_stu_sex';

function SexRadios({ value, onChange }: { value?: string | null; onChange?: (v: string) => void }) {
  const { t } = useTranslation(['user', 'common']);
  const dict = useDict([SEX_DICT]);
  const lang = getLang();
  if (dict.isPending) return <Spin size="small" />;
  if (dict.isError)
    return (
      <span className="inline-error">
        {t('profile.dictFailed')}{' '}
        <Button type="link" size="small" onClick={() => dict.refetch()}>
          {t('common:retry')}
        </Button>
      </span>
    );
  return (
    <Radio.Group
      value={value ?? undefined}
      onChange={(e) => onChange?.(e.target.value as string)}
      options={dictOptions(dict.data[SEX_DICT], lang)}
    />
  );
}

export function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation(['user', 'common']);
  const rules = useFormRules();
  const [form] = Form.useForm<ProfileFields>();
  const save = useProfileSave(onDone);
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={profileOf(user)}
      onFinish={(v) => save.mutate({ ...v, userName: v.userName?.trim() ?? null })}
      className="profile-form"
    >
      <Form.Item name="userName" label={t('profile.userName')} rules={[rules.field(updateStudentUserBody, 'userName')]}>
        <Input maxLength={20} showCount placeholder={t('profile.userNamePlaceholder')} />
      </Form.Item>
      <Form.Item name="sex" label={t('profile.sex')}>
        <SexRadios />
      </Form.Item>
      <SchoolFormItems label={t('profile.school')} rule={updateStudentUserBody.shape.stuUniName} />
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common:save')}
        </Button>
        <Button onClick={onDone} disabled={save.isPending}>
          {t('common:cancel')}
        </Button>
      </Space>
    </Form>
  );
}
