import type { ReactElement } from 'react';
import { Popover } from 'antd';
import { useTranslation } from 'react-i18next';

export default function ConsultHintPopover({ children, placement = 'top' }: { children: ReactElement; placement?: 'left' | 'top' }) {
  const { t } = useTranslation();
  return (
    <Popover content={<p className="service-hint">{t('service.hint')}</p>} title={t('service.title')} trigger="click" placement={placement}>
      {children}
    </Popover>
  );
}
