// Step 11, read only: the yes/no questions, each followed by its follow-ups only when the answer
// calls for them (the shared FOLLOW_UPS table the wizard and the server use).
import {
  OTHER_QUESTIONS,
  followUpShown,
  followUpsOf,
  type FileRecord,
  type OtherInfo,
  type StudentDraft,
  WIZARD_DICT,
} from '@portal/shared';
import { FileLinks, Fields, ReadSection, text, useReadOnly, type Field } from './read-only';

export function OtherInfoSection({ draft, id }: { draft: StudentDraft; id?: string }) {
  const { t, label, yesNo } = useReadOnly();
  const o = (draft.stuOther ?? {}) as Partial<OtherInfo>;
  const value = (k: keyof OtherInfo) => {
    if (k === 'refusalFile' || k === 'visaFile') return <FileLinks files={o[k] as FileRecord[] | null | undefined} />;
    if (k === 'visaStatus') return label(WIZARD_DICT.visaStatus, o.visaStatus);
    return text(o[k]);
  };
  const fields: Field[] = [];
  for (const q of OTHER_QUESTIONS) {
    fields.push({ key: q, label: t(`other.${q}`), value: yesNo(o[q]) });
    for (const k of followUpsOf(q)) if (followUpShown(o, k)) fields.push({ key: k, label: t(`other.${k}`), value: value(k) });
  }
  // Converting to an I-20 only means something for US applications: shown when it was answered.
  if (o.isTurn === '0' || o.isTurn === '1') fields.push({ key: 'isTurn', label: t('other.isTurn'), value: yesNo(o.isTurn) });
  return (
    <ReadSection id={id} title={t('sections.other')}>
      <Fields fields={fields} />
    </ReadSection>
  );
}
