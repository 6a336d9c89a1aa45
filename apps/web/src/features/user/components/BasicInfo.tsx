// Personal centre, basic info: view the profile, edit it, change phone or email, change avatar.
import { useState } from 'react';
import { Button, Card, Descriptions, Skeleton } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { User } from '@portal/shared';
import { ErrorState } from '../../../components/ErrorState';
import { useCurrentUser, userDisplayName } from '../../../lib/auth';
import { dictLabelOf, useDict } from '../../../lib/dict';
import { MAINLAND_SCHOOL, schoolName } from '../../../lib/display';
import { getLang } from '../../../lib/lang';
import type { ContactKind } from '../../../lib/verify-code';
import { AVATAR_LIMIT } from '../avatar-rules';
import { AvatarUpload } from './AvatarUpload';
import { ChangeContactModal } from './ChangeContactModal';
import { ProfileForm } from './ProfileForm';

function ContactValue({ value, onChange }: { value: string | null; onChange: () => void }) {
  const { t } = useTranslation(['user', 'common']);
  return (
    <span className="contact-value">
      <span className={value ? undefined : 'muted'}>{value || t('profile.notBound')}</span>
      <Button type="link" size="small" onClick={onChange}>
        {value ? t('contact.change') : t('contact.bind')}
      </Button>
    </span>
  );
}

function ProfileView({ user, onContact }: { user: User; onContact: (k: ContactKind) => void }) {
  const { t } = useTranslation(['user', 'common']);
  const sexDict = useDict(['web_stu_sex']);
  const empty = <span className="muted">{t('profile.empty')}</span>;
  const lang = getLang();
  const sex = dictLabelOf(sexDict.data?.web_stu_sex, user.sex, lang);
  // In en 'Peking University (北京大学)': the English name the server found for the school.
  const school = schoolName(user.stuUniName, user.stuUniEnName, lang, { ownChinese: user.isOverseas === MAINLAND_SCHOOL });
  return (
    <Descriptions
      column={1}
      size="middle"
      className="profile-view"
      items={[
        { key: 'userNo', label: t('profile.userNo'), children: user.userNo },
        { key: 'userName', label: t('profile.userName'), children: user.userName || empty },
        { key: 'sex', label: t('profile.sex'), children: sex ?? empty },
        {
          key: 'phone',
          label: t('profile.phone'),
          children: <ContactValue value={user.phoneNumber} onChange={() => onContact('phone')} />,
        },
        { key: 'email', label: t('profile.email'), children: <ContactValue value={user.email} onChange={() => onContact('email')} /> },
        { key: 'school', label: t('profile.school'), children: school || empty },
      ]}
    />
  );
}

export function BasicInfo() {
  const { t } = useTranslation(['user', 'common']);
  const { user, loading, refetch } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const [contact, setContact] = useState<ContactKind | undefined>();

  if (loading) return <Skeleton avatar active paragraph={{ rows: 6 }} />;
  if (!user) return <ErrorState message={t('profile.loadFailed')} onRetry={() => void refetch()} />;

  return (
    <Card
      title={t('menu.basicInfo')}
      className="user-card"
      extra={
        editing ? null : (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('profile.edit')}
          </Button>
        )
      }
    >
      <div className="profile-head">
        <AvatarUpload src={user.avatar} />
        <div>
          <div className="profile-head__name">{userDisplayName(user, t('common:user.word'))}</div>
          <div className="muted">{t('avatar.hint', { types: AVATAR_LIMIT.extensions.join(', '), size: AVATAR_LIMIT.maxBytes / 1024 })}</div>
        </div>
      </div>
      {editing ? <ProfileForm user={user} onDone={() => setEditing(false)} /> : <ProfileView user={user} onContact={setContact} />}
      {contact ? <ChangeContactModal kind={contact} user={user} open onClose={() => setContact(undefined)} /> : null}
    </Card>
  );
}
