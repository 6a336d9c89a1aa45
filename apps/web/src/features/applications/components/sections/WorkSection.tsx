// Step 4, read only: whether the student has worked, and where.
import type { StudentDraft } from '@portal/shared';
import { Fields, ListBlocks, ReadSection, text, useReadOnly } from './read-only';

export function WorkSection({ draft, id }: { draft: StudentDraft; id?: string }) {
  const { t, yesNo } = useReadOnly();
  const isWork = draft.stuOther?.isWork;
  const list = draft.stuWorkList ?? [];
  return (
    <ReadSection id={id} title={t('sections.work')}>
      <Fields fields={[{ key: 'isWork', label: t('work.isWork'), value: yesNo(isWork ?? (list.length ? '1' : undefined)) }]} />
      {isWork === '0' ? null : (
        <ListBlocks
          list={list}
          render={(w) => [
            { key: 'workUnit', label: t('work.workUnit'), value: text(w.workUnit) },
            { key: 'workPosition', label: t('work.workPosition'), value: text(w.workPosition) },
            { key: 'beginDate', label: t('work.beginDate'), value: text(w.beginDate) },
            { key: 'endDate', label: t('work.endDate'), value: text(w.endDate) },
            { key: 'workDuty', label: t('work.workDuty'), value: text(w.workDuty), wide: true },
          ]}
        />
      )}
    </ReadSection>
  );
}
