// Start-application panel (spec 000 screen 1): the steps of an application and 'apply now', which
// starts an application as the floating apply button does (apply/situation): without a session the
// login dialog, else a new form, the unfinished one, or a copy for another country.
import { CheckCircleOutlined, FileDoneOutlined, SearchOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useApplyNow } from '../../../lib/apply-now/use-apply-now';

const STEPS = [
  { key: 'choose', icon: <SearchOutlined /> },
  { key: 'prepare', icon: <FileDoneOutlined /> },
  { key: 'submit', icon: <SendOutlined /> },
  { key: 'offer', icon: <CheckCircleOutlined /> },
] as const;

export default function StartApplication() {
  const { t } = useTranslation('home');
  const { applying, applySituation } = useApplyNow();
  return (
    <section className="home-block home-block--plain" aria-labelledby="apply-title">
      <div className="container">
        <div className="apply-panel">
          <div className="apply-panel__text">
            <h2 id="apply-title" className="apply-panel__title">
              {t('apply.title')}
            </h2>
            <p className="apply-panel__lead">{t('apply.lead')}</p>
            <div className="apply-panel__action">
              <button type="button" className="btn btn--light btn--large" aria-busy={applying} disabled={applying} onClick={applySituation}>
                {t('apply.now')}
              </button>
            </div>
          </div>
          <ol className="apply-steps">
            {STEPS.map((s, i) => (
              <li key={s.key} className="apply-steps__item">
                <span className="apply-steps__icon" aria-hidden="true">
                  {s.icon}
                </span>
                <span className="apply-steps__no">{String(i + 1).padStart(2, '0')}</span>
                <span className="apply-steps__name">{t(`apply.steps.${s.key}.name`)}</span>
                <span className="apply-steps__text">{t(`apply.steps.${s.key}.text`)}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
