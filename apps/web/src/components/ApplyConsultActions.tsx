// 'Apply now' and the consult button of the university and major pages. Both need a session:
// visitors without one get the login dialog. Apply asks the server where this application should
// go (apply/uni, spec 000 section 4) and follows its answer; the runner is loaded on the first
// click, so the detail pages do not carry it. The consult button opens online consultation about
// the page's university (and major): the login dialog without a session, else the country dialog
// with the page's country chosen (lib/consult). Plain buttons (no antd): they are part of the
// detail pages' first screen.
import { Icon } from './Icon';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import { useTranslation } from 'react-i18next';
import { useConsult, type ConsultSubject } from '../lib/consult';
import { useApplyNow } from '../lib/apply-now/use-apply-now';
import { FEATURES } from '../config/features';
import { PlainButton } from './PlainButton';
import { Tip } from './Tip';

export function ApplyConsultActions({
  uniId,
  majorId,
  consultLabel,
  consult,
  size = 'large',
  block = false,
  refusal = null,
}: {
  uniId: number;
  /** Set on the major page: the wizard then carries the major as well. */
  majorId?: number;
  consultLabel: string;
  /** What the consult button asks about: the page's country, university (and major). */
  consult: ConsultSubject;
  size?: 'middle' | 'large';
  block?: boolean;
  /** Why the server would refuse apply-now here (lib/apply-refusal): the button is disabled and says so. */
  refusal?: string | null;
}) {
  const { t } = useTranslation('detail');
  const startConsult = useConsult();
  const { applying, applyUni } = useApplyNow();
  const apply = () => applyUni(uniId, majorId);

  const applyButton = refusal ? (
    <Tip title={refusal}>
      <span className="detail-actions__disabled" tabIndex={0} aria-label={`${t('actions.applyNow')}: ${refusal}`}>
        <PlainButton look="primary" size={size} icon={<Icon icon={SendOutlined} />} block={block} disabled aria-hidden="true" tabIndex={-1}>
          {t('actions.applyNow')}
        </PlainButton>
      </span>
    </Tip>
  ) : (
    <PlainButton look="primary" size={size} icon={<Icon icon={SendOutlined} />} block={block} loading={applying} onClick={apply}>
      {t('actions.applyNow')}
    </PlainButton>
  );
  return (
    <div className="detail-actions">
      {applyButton}
      {FEATURES.consultation ? (
        <PlainButton size={size} icon={<Icon icon={CustomerServiceOutlined} />} block={block} onClick={() => startConsult(consult)}>
          {consultLabel}
        </PlainButton>
      ) : null}
    </div>
  );
}
