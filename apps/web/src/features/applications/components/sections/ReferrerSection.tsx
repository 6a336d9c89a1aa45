// Step 6, read only: referrers (all optional).
import type { StudentDraft } from '@portal/shared';
import { ListBlocks, ReadSection, text, useReadOnly } from './read-only';

export function ReferrerSection({ draft, id }: { draft: StudentDraft; id?: string }) {
  const { t, label } = useReadOnly();
  return (
    <ReadSection id={id} title={t('sections.referrer')}>
      <ListBlocks
        list={draft.stuReferrerList ?? []}
        render={(r) => [
          { key: 'referrerName', label: t('referrer.referrerName'), value: text(r.referrerName) },
          { key: 'sex', label: t('referrer.sex'), value: label('web_stu_sex', r.sex) },
          { key: 'workPosition', label: t('referrer.workPosition'), value: text(r.workPosition) },
          { key: 'phoneNumber', label: t('referrer.phoneNumber'), value: text(r.phoneNumber) },
          { key: 'email', label: t('referrer.email'), value: text(r.email) },
          { key: 'zipCode', label: t('referrer.zipCode'), value: text(r.zipCode) },
          { key: 'postalAddress', label: t('referrer.postalAddress'), value: text(r.postalAddress), wide: true },
        ]}
      />
    </ReadSection>
  );
}
