// Services (spec 000 screen 1, POST /dynamics/bs/stu/service): what the portal offers. Each card
// leads to online consultation (lib/consult: the login dialog without a session, else the country
// dialog). Part of the home page's first screen (phones
// and desktops see it under the banner): drawn with the page, by the server for a first visit.
import type { ReactNode } from 'react';
import CompassOutlined from '@ant-design/icons-svg/es/asn/CompassOutlined';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import TrophyOutlined from '@ant-design/icons-svg/es/asn/TrophyOutlined';
import { Icon } from '../../../components/Icon';
import { useTranslation } from 'react-i18next';
import { useConsult } from '../../../lib/consult';
import { useServices } from '../api/home';
import { QueryBody, Section, Skeletons } from '../components/Section';

const ICONS: Record<string, ReactNode> = {
  trophy: <Icon icon={TrophyOutlined} />,
  compass: <Icon icon={CompassOutlined} />,
  global: <Icon icon={GlobalOutlined} />,
  career: <Icon icon={SolutionOutlined} />,
};

export default function ServicesBlock() {
  const { t } = useTranslation('home');
  const consult = useConsult();
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
              const body = (
                <>
                  <span className="service-card__icon">{ICONS[s.icon] ?? <Icon icon={CustomerServiceOutlined} />}</span>
                  <span className="service-card__title">{s.title}</span>
                  <span className="service-card__text">{s.intro}</span>
                </>
              );
              return (
                <button key={s.serviceId} type="button" className={`service-card service-card--${i % 4}`} onClick={() => consult()}>
                  {body}
                  <span className="service-card__more">{t('services.consult')}</span>
                </button>
              );
            })}
          </div>
        )}
      </QueryBody>
    </Section>
  );
}
