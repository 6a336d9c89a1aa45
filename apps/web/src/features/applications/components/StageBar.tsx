// The stage bar above my applications (spec 001 section 2): the chosen stage is highlighted,
// earlier stages are marked done and later ones left plain; clicking a stage emits the change.
// 'All' clears the choice (no stage highlighted).
import { Button, Steps } from 'antd';
import { useTranslation } from 'react-i18next';

export interface Stage {
  value: number;
  label: string;
  /** A note under the label (e.g. how many cards of this page are at this stage). */
  note?: string;
}

export function StageBar({
  stages,
  active,
  onChange,
  vertical = false,
}: {
  stages: readonly Stage[];
  active: number | null;
  onChange: (v: number | null) => void;
  /** Phones: four stages side by side leave no room for their names. */
  vertical?: boolean;
}) {
  const { t } = useTranslation('apply');
  const current = active === null ? -1 : stages.findIndex((s) => s.value === active);
  return (
    <div className="stage-bar" role="group" aria-label={t('myApply.stageLabel')}>
      <Button
        type={active === null ? 'primary' : 'default'}
        shape="round"
        size="small"
        onClick={() => onChange(null)}
        aria-pressed={active === null}
      >
        {t('myApply.stageAll')}
      </Button>
      <Steps
        className="stage-bar__steps"
        size="small"
        responsive={false}
        orientation={vertical ? 'vertical' : 'horizontal'}
        titlePlacement={vertical ? 'horizontal' : 'vertical'}
        current={current}
        onChange={(i) => onChange(stages[i].value === active ? null : stages[i].value)}
        items={stages.map((s, i) => ({
          title: s.label,
          content: s.note,
          status: current < 0 ? 'wait' : i < current ? 'finish' : i === current ? 'process' : 'wait',
        }))}
      />
    </div>
  );
}
