// What a card and the detail page say about where an application stands (issue 11): the progress
// line (it moves with referralStatus and stuStatus, the current step named by the status label),
// ★ the next step (who holds it and the usual wait) and, for a returned file, the reason.
import type { ReactNode } from 'react';
import { Alert, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NextStep } from '@portal/shared';
import { PROGRESS_STEPS, nextStepOf, progressOf } from '../status';

export function ProgressLine({
  referralStatus,
  stuStatus,
  label,
  compact = false,
}: {
  referralStatus: number;
  stuStatus: string | null | undefined;
  /** The status label, shown as the current step's name. */
  label: string;
  /** Cards: dots and small titles. */
  compact?: boolean;
}) {
  const { t } = useTranslation('apply');
  const p = progressOf(referralStatus, stuStatus);
  return (
    <div className={compact ? 'apply-progress apply-progress--compact' : 'apply-progress'} aria-label={t('progress.label')} role="group">
      <Steps
        size="small"
        type={compact ? 'dot' : 'default'}
        responsive={false}
        titlePlacement="vertical"
        current={p.current}
        status={p.status}
        items={PROGRESS_STEPS.map((step, i) => ({
          title: i === p.current && referralStatus !== 0 ? label : t(`progress.${step}`),
        }))}
      />
    </div>
  );
}

export function NextStepLine({ next }: { next: NextStep | null | undefined }) {
  const { t } = useTranslation('apply');
  const step = nextStepOf(next);
  if (!step) return null;
  const who = t(`next.owner.${step.owner}`);
  return (
    <p className="apply-next" title={t('next.title')}>
      <span className="apply-next__star" aria-hidden="true">
        ★
      </span>
      <span>
        {t('next.label', { who })}
        {step.waitDays !== null ? <span className="apply-next__wait"> · {t('next.wait', { count: step.waitDays })}</span> : null}
      </span>
    </p>
  );
}

export function ReturnedNote({ reason, action }: { reason: string | null | undefined; action?: ReactNode }) {
  const { t } = useTranslation('apply');
  const text = reason?.trim();
  return (
    <Alert
      className="apply-returned"
      type="warning"
      showIcon
      title={t('returned.title')}
      description={<span className="apply-returned__reason">{text ? t('returned.reason', { reason: text }) : t('returned.noReason')}</span>}
      action={action}
    />
  );
}
