// One admitted-student case as a card (case share list, related cases of a university): the
// university with its logo, then admission time, graduated school, major studied, GPA, language
// score and admitted major, each with a dash when empty (spec 000 screen 6). In en every text is
// English: the university's English name with its country under it, and the Chinese school the
// student came from by its English name (its own Chinese name in brackets in the tooltip and on
// the case page, see eduSchool).
import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RightOutlined } from '@ant-design/icons';
import { DASH, dash, schoolName, studentLabel, uniNames } from '../lib/display';
import { getLang } from '../lib/lang';
import type { CaseCard as CaseCardAnswer, Lang } from '@portal/shared';
import './detail-ui.css';

/** A case as the calls answer it (the shared case card). */
export type CaseCardData = CaseCardAnswer;

/** The school studied at before: in en 'Peking University (北京大学)', in cn its Chinese name. */
export function eduSchool(c: Pick<CaseCardData, 'eduUniName' | 'eduUniCnName'>, lang: Lang): string {
  // eduUniName is already in the request language; without it there is nothing to show.
  if (!c.eduUniName?.trim()) return DASH;
  return dash(schoolName(c.eduUniCnName, c.eduUniName, lang, { ownChinese: true }));
}

/**
 * ★ Verified: staff checked this case's offer letter (the letter itself is never public). The
 * tooltip says so on hover and on keyboard focus; a click on it does not open the card.
 */
export function VerifiedBadge() {
  const { t } = useTranslation('detail');
  const tip = useId();
  return (
    <span
      className="verified-badge"
      tabIndex={0}
      aria-describedby={tip}
      data-testid="verified-badge"
      onClick={(e: MouseEvent) => e.stopPropagation()}
      onKeyDown={(e: KeyboardEvent) => e.stopPropagation()}
    >
      <span aria-hidden="true">★</span> {t('case.verified')}
      <span role="tooltip" id={tip} className="verified-badge__tip">
        {t('case.verifiedTip')}
      </span>
    </span>
  );
}

/** The admitted university's name for links and filters in the interface language. */
export const caseUniName = (c: Pick<CaseCardData, 'uniName' | 'uniEnName'>, lang: Lang): string => uniNames(c, lang).name;

interface Props {
  data: CaseCardData;
  onOpen: (c: CaseCardData) => void;
  /** The logo opens the university (after an access check on the case share list). */
  onLogoClick?: (c: CaseCardData) => void;
}

export function CaseCard({ data, onOpen, onLogoClick }: Props) {
  const { t } = useTranslation('detail');
  const lang = getLang();
  // In en the university's Chinese name would be the only Chinese on the card: its country instead.
  const uni = uniNames(data, lang);
  const [primary, secondary] = lang === 'en' ? [uni.name, data.countryEnName || null] : [uni.name, uni.other];
  // The card is narrow: the school by its name in the interface language, with its own Chinese
  // name (en) in the tooltip; the case page shows both.
  const fields: [string, unknown, string?][] = [
    [t('case.resultDate'), data.resultDate],
    [t('case.eduUniName'), data.eduUniName, eduSchool(data, lang)],
    [t('case.eduMajorName'), data.eduMajorName],
    [t('case.eduGpa'), data.eduGpa],
    [t('case.eduLanguage'), data.eduLanguage],
    [t('case.courseName'), data.courseName],
  ];
  const open = () => onOpen(data);
  const onKey = (e: KeyboardEvent) => {
    if (e.target === e.currentTarget && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      open();
    }
  };
  const logo = data.uniLogo ? <img src={data.uniLogo} alt="" loading="lazy" /> : <span className="case-card__logo-blank" />;
  return (
    <article
      className="case-card"
      role="link"
      tabIndex={0}
      onClick={open}
      onKeyDown={onKey}
      aria-label={`${studentLabel(data.stuName, lang, data.stuSpell)} · ${primary}`}
    >
      <header className="case-card__head">
        {onLogoClick ? (
          <button
            type="button"
            className="case-card__logo"
            aria-label={t('caseShare.openUni', { name: primary })}
            onClick={(e: MouseEvent) => {
              e.stopPropagation();
              onLogoClick(data);
            }}
          >
            {logo}
          </button>
        ) : (
          <span className="case-card__logo">{logo}</span>
        )}
        <div className="case-card__uni">
          <h3 className="case-card__name" title={primary}>
            {primary}
          </h3>
          {secondary ? (
            <p className="case-card__en" title={secondary}>
              {secondary}
            </p>
          ) : null}
        </div>
        {data.countryFlag ? <img className="case-card__flag" src={data.countryFlag} alt="" loading="lazy" /> : null}
      </header>
      <dl className="case-card__fields">
        {fields.map(([label, value, tip]) => (
          <div key={label} className="case-card__field">
            <dt>{label}</dt>
            <dd title={tip ?? dash(value)}>{dash(value)}</dd>
          </div>
        ))}
      </dl>
      <footer className="case-card__foot">
        <span className="case-card__student">
          {studentLabel(data.stuName, lang, data.stuSpell)} · <span className="case-card__tag">{t('case.admitted')}</span>
          {data.verified ? <VerifiedBadge /> : null}
        </span>
        <span className="case-card__more">
          {t('case.viewDetail')} <RightOutlined />
        </span>
      </footer>
    </article>
  );
}
