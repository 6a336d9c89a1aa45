// Step 8, read only: credit card and education portal. Card number, CVV and the portal password
// are shown as the draft holds them: masked by the server (the workbench puts the values of its
// audited reveal in place; the student's screens never have them). One erased when the file's
// sensitive consent was withdrawn reads "not stored (consent withdrawn)".
import type { ReactNode } from 'react';
import type { StudentDraft } from '@portal/shared';
import { Fields, ReadSection, text, useReadOnly } from './read-only';

/** `extra`: drawn in the section's header (the workbench's audited reveal). */
export function CardSection({ draft, id, extra }: { draft: StudentDraft; id?: string; extra?: ReactNode }) {
  const { t } = useReadOnly();
  const o = draft.stuOther ?? {};
  const cardType = o.cardType === '0' ? t('card.mastercard') : o.cardType === '1' ? t('card.visa') : text(null);
  // A secret that is not there because its consent was withdrawn says so, not '-' as if never entered.
  const secret = (v: unknown) =>
    v ? text(v) : o.sensitiveWithdrawn ? <span className="ro-cell__withdrawn">{t('card.withdrawn')}</span> : text(null);
  return (
    <ReadSection id={id} title={t('sections.card')} extra={extra}>
      <Fields
        fields={[
          { key: 'cardType', label: t('card.cardType'), value: cardType },
          { key: 'cardUsername', label: t('card.cardUsername'), value: text(o.cardUsername) },
          { key: 'cardNo', label: t('card.cardNo'), value: secret(o.cardNo) },
          { key: 'cardValidity', label: t('card.cardValidity'), value: text(o.cardValidity) },
          { key: 'cardSafetyCode', label: t('card.cardSafetyCode'), value: secret(o.cardSafetyCode) },
          { key: 'eduWebsite', label: t('card.eduWebsite'), value: text(o.eduWebsite) },
          { key: 'eduUsername', label: t('card.eduUsername'), value: text(o.eduUsername) },
          { key: 'eduPassword', label: t('card.eduPassword'), value: secret(o.eduPassword) },
        ]}
      />
    </ReadSection>
  );
}
