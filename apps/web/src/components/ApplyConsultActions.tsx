// 'Apply now' and the consult button of the university and major pages. Both need a session:
// visitors without one get the login dialog. Apply asks the server where this application should
// go (apply/uni, spec 000 section 4) and follows its answer; the runner is loaded on the first
// click, so the detail pages do not carry it. Online consultation arrives with a later feature: with
// a session its button stays disabled with a tooltip and a printed note (phones have no hover).
import { Button, Tooltip } from 'antd';
import { CustomerServiceOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../lib/auth';
import { openLoginDialog } from '../lib/login-dialog';
import { useApplyNow } from '../lib/apply-now/use-apply-now';

export function ApplyConsultActions({
  uniId,
  majorId,
  consultLabel,
  size = 'large',
  block = false,
  refusal = null,
}: {
  uniId: number;
  /** Set on the major page: the wizard then carries the major as well. */
  majorId?: number;
  consultLabel: string;
  size?: 'middle' | 'large';
  block?: boolean;
  /** Why the server would refuse apply-now here (lib/apply-refusal): the button is disabled and says so. */
  refusal?: string | null;
}) {
  const { t } = useTranslation('detail');
  const { loggedIn } = useCurrentUser();
  const { applying, applyUni } = useApplyNow();
  const apply = () => applyUni(uniId, majorId);

  const applyButton = refusal ? (
    <Tooltip title={refusal}>
      <span className="detail-actions__disabled" tabIndex={0} aria-label={`${t('actions.applyNow')}: ${refusal}`}>
        <Button type="primary" size={size} icon={<SendOutlined />} block={block} disabled aria-hidden="true" tabIndex={-1}>
          {t('actions.applyNow')}
        </Button>
      </span>
    </Tooltip>
  ) : (
    <Button type="primary" size={size} icon={<SendOutlined />} block={block} loading={applying} onClick={apply}>
      {t('actions.applyNow')}
    </Button>
  );
  const consultButton = (disabled: boolean) => (
    <Button size={size} icon={<CustomerServiceOutlined />} disabled={disabled} block={block} onClick={() => openLoginDialog('login')}>
      {consultLabel}
    </Button>
  );
  if (!loggedIn)
    return (
      <div className="detail-actions">
        {applyButton}
        {consultButton(false)}
      </div>
    );
  return (
    <div className="detail-actions-wrap">
      <div className="detail-actions">
        {applyButton}
        <Tooltip title={t('actions.consultSoonTip')}>
          <span className="detail-actions__disabled">{consultButton(true)}</span>
        </Tooltip>
      </div>
      <p className="detail-actions__note">{t('actions.consultSoonTip')}</p>
    </div>
  );
}
