// Step 9, read only: relatives applying at the same time.
import type { StudentDraft } from '@portal/shared';
import { Fields, ListBlocks, ReadSection, text, useReadOnly } from './read-only';
import { WIZARD_DICT } from '@portal/shared';

export function KinsfolkSection({ draft, id }: { draft: StudentDraft; id?: string }) {
  const { t, label, yesNo } = useReadOnly();
  const flag = draft.stuOther?.isApplyKinsfolk;
  const list = draft.stuKinsfolkList ?? [];
  return (
    <ReadSection id={id} title={t('sections.kinsfolk')}>
      <Fields
        fields={[{ key: 'isApplyKinsfolk', label: t('kinsfolk.isApplyKinsfolk'), value: yesNo(flag ?? (list.length ? '1' : undefined)) }]}
      />
      {flag === '0' ? null : (
        <ListBlocks
          list={list}
          render={(k) => [
            { key: 'kinsfolkName', label: t('kinsfolk.kinsfolkName'), value: text(k.kinsfolkName) },
            {
              key: 'kinsfolkRelation',
              label: t('kinsfolk.kinsfolkRelation'),
              value: label(WIZARD_DICT.kinsfolkRelation, k.kinsfolkRelation),
            },
            { key: 'birthday', label: t('kinsfolk.birthday'), value: text(k.birthday) },
            { key: 'nationality', label: t('kinsfolk.nationality'), value: label(WIZARD_DICT.nationality, k.nationality) },
            { key: 'workUnit', label: t('kinsfolk.workUnit'), value: text(k.workUnit) },
            { key: 'phoneNumber', label: t('kinsfolk.phoneNumber'), value: text(k.phoneNumber) },
            { key: 'email', label: t('kinsfolk.email'), value: text(k.email) },
            { key: 'zipCode', label: t('kinsfolk.zipCode'), value: text(k.zipCode) },
            { key: 'address', label: t('kinsfolk.address'), value: text(k.address), wide: true },
          ]}
        />
      )}
    </ReadSection>
  );
}
