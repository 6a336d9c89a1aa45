// Services (spec 000 screen 1, POST /dynamics/bs/stu/service): each card leads to online
// consultation, which needs a session. Consultation itself comes with its own screens: signed-in
// visitors get the shell's honest hint (ConsultHint) instead of a chat that does not exist yet.
import type { ReactNode } from 'react';
import { CompassOutlined, CustomerServiceOutlined, GlobalOutlined, SolutionOutlined, TrophyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ConsultHint } from '../../../components/ConsultHint';
import { useCurrentUser } from '../../../lib/auth';
import { openLoginDialog } from '../../../lib/login-dialog';
import { useServices } from '../api/home';
import { QueryBody, Section, Skeletons } from '../components/Section';

const ICONS: Record<string, ReactNode> = {
  trophy: <TrophyOutlined />,
  compass: <CompassOutlined />,
  global: <GlobalOutlined />,
  career: <SolutionOutlined />,
};

export default function ServicesBlock() {
  const { t } = useTranslation('home');
  const { loggedIn } = useCurrentUser();
  const q = useServices();
  const list = q.data ?? [];
  return (
    <Section id="services" title={t('services.title')} lead={t('services.lead')}>
      <QueryBody
        q={q}
        empty={list.length === 0}
        emptyText={t('empty')}
        skeleton={<Skeletons n={4} className="services" itemClass="service-card" />}
      >
        {() => (
          <div className="services">
            {list.map((s, i) => {
              const card = (
                <button
                  key={s.serviceId}
                  type="button"
                  className={`service-card service-card--${i % 4}`}
                  onClick={loggedIn ? undefined : () => openLoginDialog('login')}
                >
                  <span className="service-card__icon">{ICONS[s.icon] ?? <CustomerServiceOutlined />}</span>
                  <span className="service-card__title">{s.title}</span>
                  <span className="service-card__text">{s.intro}</span>
                  <span className="service-card__more">{t('services.consult')}</span>
                </button>
              );
              return loggedIn ? <ConsultHint key={s.serviceId}>{card}</ConsultHint> : card;
            })}
          </div>
        )}
      </QueryBody>
    </Section>
  );
}
