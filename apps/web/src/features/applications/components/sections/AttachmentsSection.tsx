// Step 10, read only: attachment types, the uploaded files (grouped by type when the file names
// its type) and the special-school forms. A chosen passport/ID type whose files were erased when the
// file's sensitive consent was withdrawn reads "not stored (consent withdrawn)".
import type { FileRecord, StudentDraft } from '@portal/shared';
import { FileLinks, Fields, ReadSection, text, useReadOnly, type Field } from './read-only';
import { SENSITIVE_ANNEX_TYPES, WIZARD_DICT } from '@portal/shared';

export function AttachmentsSection({ draft, id }: { draft: StudentDraft; id?: string }) {
  const { t, label } = useReadOnly();
  const types = draft.stuOther?.annexTypeList ?? [];
  const files: FileRecord[] = draft.applyFile ?? [];
  const typed = files.some((f) => f.annexType);
  const erased = draft.stuOther?.sensitiveWithdrawn
    ? types.filter((v) => SENSITIVE_ANNEX_TYPES.includes(v) && !files.some((f) => f.annexType === v))
    : [];
  const fields: Field[] = [
    {
      key: 'types',
      label: t('attachments.types'),
      value: types.length ? types.map((v) => label(WIZARD_DICT.attachmentType, v)).join(t('common.sep')) : text(null),
      wide: true,
    },
  ];
  if (typed) {
    const groups = new Map<string, FileRecord[]>();
    for (const f of files) groups.set(f.annexType ?? '', [...(groups.get(f.annexType ?? '') ?? []), f]);
    for (const [type, list] of groups)
      fields.push({
        key: `files-${type}`,
        label: type ? label(WIZARD_DICT.attachmentType, type) : t('attachments.files'),
        value: <FileLinks files={list} />,
        wide: true,
      });
  } else if (files.length || !erased.length)
    fields.push({ key: 'files', label: t('attachments.files'), value: <FileLinks files={files} />, wide: true });
  for (const v of erased)
    fields.push({
      key: `erased-${v}`,
      label: label(WIZARD_DICT.attachmentType, v),
      value: <span className="ro-cell__withdrawn">{t('card.withdrawn')}</span>,
      wide: true,
    });
  if (draft.netApplyFile?.length)
    fields.push({ key: 'special', label: t('attachments.special'), value: <FileLinks files={draft.netApplyFile} />, wide: true });
  return (
    <ReadSection id={id} title={t('sections.attachments')}>
      <Fields fields={fields} />
    </ReadSection>
  );
}
