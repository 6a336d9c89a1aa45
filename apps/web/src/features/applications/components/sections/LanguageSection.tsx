// Step 5, read only: language test scores and the free text about other tests.
import type { StudentDraft } from '@portal/shared';
import { Fields, ListBlocks, ReadSection, text, useReadOnly } from './read-only';
import { WIZARD_DICT } from '@portal/shared';

export function LanguageSection({ draft, id }: { draft: StudentDraft; id?: string }) {
  const { t, label } = useReadOnly();
  const other = draft.stuOther?.languageExamOther;
  return (
    <ReadSection id={id} title={t('sections.language')}>
      <ListBlocks
        list={draft.stuLanguageList ?? []}
        render={(l) => [
          { key: 'languageType', label: t('language.languageType'), value: label(WIZARD_DICT.languageType, l.languageType) },
          { key: 'totalPoints', label: t('language.totalPoints'), value: text(l.totalPoints) },
          { key: 'examDate', label: t('language.examDate'), value: text(l.examDate) },
          { key: 'languageHear', label: t('language.languageHear'), value: text(l.languageHear) },
          { key: 'languageRead', label: t('language.languageRead'), value: text(l.languageRead) },
          { key: 'languageWrite', label: t('language.languageWrite'), value: text(l.languageWrite) },
          { key: 'languageSpeak', label: t('language.languageSpeak'), value: text(l.languageSpeak) },
        ]}
      />
      {typeof other === 'string' && other.trim() ? (
        <Fields fields={[{ key: 'languageExamOther', label: t('language.languageExamOther'), value: other, wide: true }]} />
      ) : null}
    </ReadSection>
  );
}
