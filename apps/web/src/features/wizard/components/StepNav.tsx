// The step list: all 11 names, a tick on done steps (currentStepStr), only openable steps clickable.
// Desktop: a vertical list beside the panel. Phones: a select above it.
import { CheckCircleFilled } from '@ant-design/icons';
import { Progress, Select, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { STEP_NUMBERS, WIZARD_STEPS, type StepNo } from '@portal/shared';

export interface StepNavProps {
  step: StepNo;
  done: ReadonlySet<number>;
  canOpen: (s: StepNo) => boolean;
  /** Steps past 1 wait for the first save. */
  needsStudent: boolean;
  onPick: (s: StepNo) => void;
  mobile: boolean;
}

export const stepNameKey = (s: StepNo) => `steps.${WIZARD_STEPS[s - 1]}` as const;

export function StepNav({ step, done, canOpen, needsStudent, onPick, mobile }: StepNavProps) {
  const { t } = useTranslation('wizard');
  if (mobile)
    return (
      <nav className="wizard-steps-mobile" aria-label={t('stepsLabel')}>
        <Select<StepNo>
          value={step}
          onChange={onPick}
          className="wizard-full"
          aria-label={t('stepsLabel')}
          options={STEP_NUMBERS.map((s) => ({
            value: s,
            disabled: !canOpen(s),
            label: (
              <span className="wizard-step-option">
                {s}. {t(stepNameKey(s))}
                {done.has(s) ? <CheckCircleFilled className="wizard-tick" aria-label={t('done')} /> : null}
              </span>
            ),
          }))}
        />
        <Progress percent={Math.round((done.size / STEP_NUMBERS.length) * 100)} size="small" showInfo={false} aria-hidden="true" />
      </nav>
    );
  return (
    <nav className="wizard-aside" aria-label={t('stepsLabel')}>
      <ol className="wizard-steps">
        {STEP_NUMBERS.map((s) => {
          const open = canOpen(s);
          const button = (
            <button
              type="button"
              className="wizard-step"
              aria-current={s === step ? 'step' : undefined}
              disabled={!open}
              onClick={() => s !== step && onPick(s)}
            >
              <span className={done.has(s) ? 'wizard-step__no wizard-step__no--done' : 'wizard-step__no'} aria-hidden="true">
                {done.has(s) ? <CheckCircleFilled /> : s}
              </span>
              <span className="wizard-step__name">{t(stepNameKey(s))}</span>
              {done.has(s) ? <span className="wizard-sr">{t('done')}</span> : null}
            </button>
          );
          return (
            <li key={s}>
              {!open && needsStudent && s > 1 ? (
                <Tooltip title={t('saveBasicFirst')} placement="right">
                  <span className="wizard-step-wrap">{button}</span>
                </Tooltip>
              ) : (
                button
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
