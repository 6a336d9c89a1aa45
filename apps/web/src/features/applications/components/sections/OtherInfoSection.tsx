// Step 11, read only: the yes/no questions, each followed by its follow-ups only when the answer
// calls for them (the shared FOLLOW_UPS table the wizard and the server use).
import { FOLLOW_UPS, type FileRecord, type OtherInfo, type StudentDraft, WIZARD_DICT } from '@portal/shared';
import { FileLinks, Fields, ReadSection, text, useReadOnly, type Field } from './read-only';

const QUESTIONS = ['isNationalCitizens', 'isPr', 'isEnglish', 'isEnglishBg', 'isRefusal', 'isApplyCountry', 'isApplyVisa', 'isInCountry'] as const;
/** The follow-ups of each question, in the order the form asks them. */
const FOLLOWS: Partial<Record<(typeof QUESTIONS)[number], (keyof OtherInfo)[]>> = {
  isPr: ['visaStatus'],
  isEnglish: ['firstLanguage'],
  isEnglishBg: ['giveLessonsTime'],
  isRefusal: ['refusalFile'],
  isApplyCountry: ['schoolName', 'majorName'],
  isApplyVisa: ['visaType', 'visaBeginDate', 'visaFile'],
};

/** Whether a follow-up applies to these answers. */
export function followUpShown(o: Partial<OtherInfo>, field: keyof OtherInfo): boolean {
  const rule = FOLLOW_UPS.find((f) => f.fields.includes(field));
  return rule ? rule.when(o as OtherInfo) : true;
}

export function OtherInfoSection({ draft, id }: { draft: StudentDraft; id?: string }) {
  const { t, label, yesNo } = useReadOnly();
  const o = (draft.stuOther ?? {}) as Partial<OtherInfo>;
  const value = (k: keyof OtherInfo) => {
    if (k === 'refusalFile' || k === 'visaFile') return <FileLinks files={o[k] as FileRecord[] | null | undefined} />;
    if (k === 'visaStatus') return label(WIZARD_DICT.visaStatus, o.visaStatus);
    return text(o[k]);
  };
  const fields: Field[] = [];
  for (const q of QUESTIONS) {
    fields.push({ key: q, label: t(`other.${q}`), value: yesNo(o[q]) });
    for (const k of FOLLOWS[q] ?? []) if (followUpShown(o, k)) fields.push({ key: k, label: t(`other.${k}`), value: value(k) });
  }
  // Converting to an I-20 only means something for US applications: shown when it was answered.
  if (o.isTurn === '0' || o.isTurn === '1') fields.push({ key: 'isTurn', label: t('other.isTurn'), value: yesNo(o.isTurn) });
  return (
    <ReadSection id={id} title={t('sections.other')}>
      <Fields fields={fields} />
    </ReadSection>
  );
}
