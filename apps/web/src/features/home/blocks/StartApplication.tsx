// Start-application panel (spec 000 screen 1): the steps of an application and 'apply now'.
// The application wizard is a later feature: visitors without a session get the login dialog,
// signed-in visitors a disabled button with a note saying when it opens (nothing pretends to work).
import { CheckCircleOutlined, FileDoneOutlined, SearchOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth';
import { openLoginDialog } from '../../../lib/login-dialog';

const STEPS = [
  { key: 'choose', icon: <SearchOutlined /> },
  { key: 'prepare', icon: <FileDoneOutlined /> },
  { key: 'submit', icon: <SendOutlined /> },
  { key: 'offer', icon: <CheckCircleOutlined /> },
] as const;

export default function StartApplication() {
  const { t } = useTranslation('home');
  const { loggedIn } = useCurrentUser();
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
              {loggedIn ? (
                <>
                  <button type="button" className="btn btn--light btn--large" disabled aria-describedby="apply-note" title={t('apply.soon')}>
                    {t('apply.now')}
                  </button>
                  <p id="apply-note" className="apply-panel__note">
                    {t('apply.soon')}
                  </p>
                </>
              ) : (
                <button type="button" className="btn btn--light btn--large" onClick={() => openLoginDialog('login')}>
                  {t('apply.now')}
                </button>
              )}
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
