// Step 3, read only: schools attended.
import type { StudentDraft } from '@portal/shared';
import { ListBlocks, ReadSection, text, useReadOnly } from './read-only';
import { WIZARD_DICT } from '@portal/shared';

export function EducationSection({ draft, id }: { draft: StudentDraft; id?: string }) {
  const { t, label } = useReadOnly();
  return (
    <ReadSection id={id} title={t('sections.education')}>
      <ListBlocks
        list={draft.stuEduList ?? []}
        render={(e) => [
          { key: 'schoolName', label: t('education.schoolName'), value: text(e.schoolName) },
          { key: 'majorName', label: t('education.majorName'), value: text(e.majorName) },
          { key: 'stuDegree', label: t('education.stuDegree'), value: label(WIZARD_DICT.degree, e.stuDegree) },
          { key: 'gpa', label: t('education.gpa'), value: text(e.gpa) },
          { key: 'beginDate', label: t('education.beginDate'), value: text(e.beginDate) },
          { key: 'endDate', label: t('education.endDate'), value: text(e.endDate) },
          { key: 'degreeDate', label: t('education.degreeDate'), value: text(e.degreeDate) },
        ]}
      />
    </ReadSection>
  );
}
