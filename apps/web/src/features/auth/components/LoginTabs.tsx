// Password login and code login side by side (dialog and pages).
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoginForm, type AuthFormProps } from './LoginForm';
import { PhoneLoginForm } from './PhoneLoginForm';

export function LoginTabs({ view, onSwitch, onSuccess }: AuthFormProps & { view: 'login' | 'phoneLogin' }) {
  const { t } = useTranslation('auth');
  return (
    <Tabs
      activeKey={view}
      onChange={(k) => onSwitch(k as 'login' | 'phoneLogin')}
      centered
      destroyOnHidden
      items={[
        { key: 'login', label: t('login.tabPassword'), children: <LoginForm onSwitch={onSwitch} onSuccess={onSuccess} /> },
        { key: 'phoneLogin', label: t('login.tabCode'), children: <PhoneLoginForm onSwitch={onSwitch} onSuccess={onSuccess} /> },
      ]}
    />
  );
}
