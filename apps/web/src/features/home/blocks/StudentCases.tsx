// Student cases (spec 000 screen 1): every newest admission as a slowly scrolling list (the spec's
// scrollbar call). It stops while hovered or focused and stands still for reduced motion.
import { useTranslation } from 'react-i18next';
import { caseDetailPath } from '../../../config/paths';
import { studentLabel, uniNames } from '../../../lib/display';
import { getLang } from '../../../lib/lang';
import { useLoginGate } from '../../../lib/login-gate';
import { useSuccessCases, type SuccessCase } from '../api/home';
import { QueryBody, Section, Skeletons } from '../components/Section';

export default function StudentCases() {
  const { t } = useTranslation('home');
  const lang = getLang();
  const { goWithLogin } = useLoginGate();
  const q = useSuccessCases();
  const list = q.data ?? [];
  const row = (c: SuccessCase, copy: boolean) => {
    const uni = uniNames(c, lang).name;
    return (
      <li key={`${copy ? 'b' : 'a'}-${c.stuId}`} className="ticker__row" aria-hidden={copy || undefined}>
        <button
          type="button"
          className="ticker__button"
          tabIndex={copy ? -1 : 0}
          onClick={() => goWithLogin(caseDetailPath({ ...c, uniName: uni }))}
        >
          {c.uniLogo ? <img src={c.uniLogo} alt="" loading="lazy" width={36} height={36} /> : null}
          <span className="ticker__text">
            <strong>{studentLabel(c.stuName, lang, c.stuSpell)}</strong> {t('studentCases.admitted', { uni })}
            {c.courseName ? <span className="ticker__course">{c.courseName}</span> : null}
          </span>
          <span className="ticker__date">{c.resultDate}</span>
        </button>
      </li>
    );
  };
  return (
    <Section id="student-cases" title={t('studentCases.title')} lead={t('studentCases.lead')} tone="tinted">
      <QueryBody
        q={q}
        empty={list.length === 0}
        emptyText={t('empty')}
        skeleton={<Skeletons n={4} className="ticker-skeleton" itemClass="ticker-skeleton__row" />}
      >
        {() => (
          <div className="ticker" style={{ ['--ticker-rows' as string]: list.length }}>
            {/* The list is drawn twice so that the scroll loops without a jump. */}
            <ul className="ticker__track">
              {list.map((c) => row(c, false))}
              {list.map((c) => row(c, true))}
            </ul>
          </div>
        )}
      </QueryBody>
    </Section>
  );
}
