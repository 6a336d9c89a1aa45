// Step 7, read only: guardians (stuContactList).
import type { StudentDraft } from '@portal/shared';
import { ListBlocks, ReadSection, text, useReadOnly } from './read-only';
import { WIZARD_DICT } from '@portal/shared';

export function GuardianSection({ draft, id }: { draft: StudentDraft; id?: string }) {
  const { t, label } = useReadOnly();
  return (
    <ReadSection id={id} title={t('sections.guardian')}>
      <ListBlocks
        list={draft.stuContactList ?? []}
        render={(c) => [
          { key: 'contactName', label: t('guardian.contactName'), value: text(c.contactName) },
          { key: 'contactRelation', label: t('guardian.contactRelation'), value: label(WIZARD_DICT.contactRelation, c.contactRelation) },
          { key: 'phoneNumber', label: t('guardian.phoneNumber'), value: text(c.phoneNumber) },
          { key: 'email', label: t('guardian.email'), value: text(c.email) },
          { key: 'zipCode', label: t('guardian.zipCode'), value: text(c.zipCode) },
          { key: 'address', label: t('guardian.address'), value: text(c.address), wide: true },
        ]}
      />
    </ReadSection>
  );
}
