// Floating buttons: apply, online service and back to top (after 500 px of scroll). Drawn without
// antd's FloatButton to keep it out of the first load. Apply (spec 000 section 4 'apply-entry from
// floating button') asks apply/situation where to go; its runner is loaded on the first click. The
// online service button opens online consultation (lib/consult: login first, then the country dialog).
import { useEffect, useState } from 'react';
import { CustomerServiceOutlined, FormOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BACK_TO_TOP_PX } from '@portal/shared';
import { useCurrentUser } from '../../lib/auth';
import { useConsult } from '../../lib/consult';
import { useApplyNow } from '../../lib/apply-now/use-apply-now';
import { FEATURES } from '../../config/features';

function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}

export function FloatTools() {
  const { t } = useTranslation();
  const { loggedIn } = useCurrentUser();
  const showTop = useScrolledPast(BACK_TO_TOP_PX);
  const { applying, applySituation: apply } = useApplyNow();
  const consult = useConsult();
  const service = FEATURES.consultation ? (
    <button
      type="button"
      className="float-tools__btn float-tools__btn--primary"
      aria-label={t('service.title')}
      title={loggedIn ? t('service.title') : t('service.loginFirst')}
      onClick={() => consult()}
    >
      <CustomerServiceOutlined />
    </button>
  ) : null;
  return (
    <div className="float-tools">
      <button
        type="button"
        className="float-tools__btn float-tools__btn--primary"
        aria-label={t('applyFloat.title')}
        title={loggedIn ? t('applyFloat.title') : t('applyFloat.loginFirst')}
        aria-busy={applying}
        disabled={applying}
        onClick={apply}
      >
        <FormOutlined />
      </button>
      {service}
      {showTop ? (
        <button
          type="button"
          className="float-tools__btn"
          aria-label={t('backTop')}
          title={t('backTop')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <VerticalAlignTopOutlined />
        </button>
      ) : null}
    </div>
  );
}
