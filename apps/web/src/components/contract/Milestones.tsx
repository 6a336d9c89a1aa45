// The service milestones of a contract (issue 12 ★): schools applied, offer, visa, enrolment, each
// marked done or waiting. `compact` is the one-line strip of an application card; the full list
// (contract pages) adds the day each was done and the refund rule tied to it. Titles and rules are
// the server's (in the request language) where the answer has them, else the contract texts.
import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MILESTONE_KINDS, type Milestone } from './types';
import { dayText } from './format';
import './contract.css';

/** The four kinds in their order, whatever order the answer has; a missing one is not done. */
export function orderedMilestones(list: readonly Milestone[]): Milestone[] {
  return MILESTONE_KINDS.map((kind) => list.find((m) => m.kind === kind) ?? { kind, done: false, doneAt: null });
}

export function Milestones({ milestones, compact = false }: { milestones: readonly Milestone[]; compact?: boolean }) {
  const { t } = useTranslation('contract');
  if (!milestones.length) return null;
  const list = orderedMilestones(milestones);
  const done = list.filter((m) => m.done).length;
  return (
    <div className={compact ? 'ms ms--compact' : 'ms'}>
      <div className="ms__head">
        <span className="ms__title">{t('milestones.title')}</span>
        <span className="ms__count">{t('milestones.count', { done, total: list.length })}</span>
      </div>
      <ol className="ms__list">
        {list.map((m) => (
          <li key={m.kind} className={m.done ? 'ms__item ms__item--done' : 'ms__item'} data-kind={m.kind} data-done={m.done ? '1' : '0'}>
            {m.done ? (
              <CheckCircleFilled className="ms__icon" aria-hidden="true" />
            ) : (
              <ClockCircleOutlined className="ms__icon" aria-hidden="true" />
            )}
            <span className="ms__text">
              <span className="ms__name">{m.title || t(`milestones.kinds.${m.kind}`)}</span>
              <span className="ms__sr">{m.done ? t('milestones.done') : t('milestones.pending')}</span>
              {!compact ? (
                <>
                  <span className="ms__state">
                    {m.done
                      ? m.doneAt
                        ? t('milestones.doneAt', { date: dayText(m.doneAt) })
                        : t('milestones.done')
                      : t('milestones.pending')}
                  </span>
                  <span className="ms__rule">{m.refundRule || t(`milestones.rules.${m.kind}`)}</span>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
