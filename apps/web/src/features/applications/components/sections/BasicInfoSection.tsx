// Step 1, read only: the student's basic fields.
import type { StudentDraft } from '@portal/shared';
import { Fields, ReadSection, text, useReadOnly } from './read-only';
import { WIZARD_DICT } from '@portal/shared';

export function BasicInfoSection({ draft, id }: { draft: StudentDraft; id?: string }) {
  const { t, label } = useReadOnly();
  return (
    <ReadSection id={id} title={t('sections.basic')}>
      <Fields
        fields={[
          {
            key: 'countryId',
            label: t('basic.countryId'),
            value: draft.countryId ? label('web_clerk_countryName', draft.countryId) : text(draft.countryName),
          },
          { key: 'stuName', label: t('basic.stuName'), value: text(draft.stuName) },
          { key: 'stuSpell', label: t('basic.stuSpell'), value: text(draft.stuSpell) },
          { key: 'sex', label: t('basic.sex'), value: label('web_stu_sex', draft.sex) },
          { key: 'birthday', label: t('basic.birthday'), value: text(draft.birthday) },
          { key: 'nationality', label: t('basic.nationality'), value: label(WIZARD_DICT.nationality, draft.nationality) },
          { key: 'phoneNumber', label: t('basic.phoneNumber'), value: text(draft.phoneNumber) },
          { key: 'stuEmail', label: t('basic.stuEmail'), value: text(draft.stuEmail) },
          { key: 'zipCode', label: t('basic.zipCode'), value: text(draft.zipCode) },
          { key: 'homeAddress', label: t('basic.homeAddress'), value: text(draft.homeAddress), wide: true },
          { key: 'remarks', label: t('basic.remarks'), value: text(draft.remarks), wide: true },
        ]}
      />
    </ReadSection>
  );
}
