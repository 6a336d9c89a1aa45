// /privacy and /terms (issue 15): the privacy policy or the terms of service, public, in the
// interface language. ?version= shows an earlier published version (a consent's version can always
// be read back); the page lists the other versions and links the current one.
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PRIVACY_CODES, type AccountConsentKind } from '@portal/shared';
import { ErrorState } from '../../../components/ErrorState';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { policyPath, usePolicy } from '../api/consents';
import './policy.css';

export default function PolicyPage() {
  const { t } = useTranslation('privacy');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const kind: AccountConsentKind = pathname.toLowerCase().startsWith(paths.terms) ? 'terms' : 'privacy';
  const version = params.get('version') || undefined;
  const q = usePolicy(kind, version);
  const other: AccountConsentKind = kind === 'terms' ? 'privacy' : 'terms';

  let body;
  if (q.isPending) {
    body = (
      <div aria-busy="true" aria-label={t('page.loading')}>
        <Skeleton active title paragraph={{ rows: 10 }} />
      </div>
    );
  } else if (q.isError) {
    const unknown = isApiError(q.error) && q.error.code === PRIVACY_CODES.POLICY_UNKNOWN;
    body = unknown ? (
      <ErrorState message={t('page.notFound')} back={{ to: policyPath(kind), label: t('page.viewCurrent') }} />
    ) : (
      <ErrorState message={t('page.loadFailed')} onRetry={() => void q.refetch()} />
    );
  } else {
    const doc = q.data;
    const older = doc.versions.filter((v) => v !== doc.version);
    body = (
      <article className="policy-page__doc" aria-labelledby="policy-title">
        <h1 id="policy-title" className="policy-page__title">
          {doc.title}
        </h1>
        <p className="policy-page__meta">
          <span>{t('page.version', { version: doc.version })}</span>
          <span>{t('page.effective', { date: doc.effectiveDate })}</span>
          {doc.current ? <span className="policy-page__badge">{t('page.current')}</span> : null}
        </p>
        {!doc.current ? (
          <Alert
            type="warning"
            showIcon
            className="policy-page__old"
            title={t('page.old', { version: doc.versions[0] })}
            action={<Link to={policyPath(kind)}>{t('page.viewCurrent')}</Link>}
          />
        ) : null}
        {doc.changes.length ? (
          <section className="policy-page__changes">
            <h2>{t('page.changes')}</h2>
            <ul>
              {doc.changes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <nav className="policy-page__toc" aria-label={t('page.contents')}>
          <h2>{t('page.contents')}</h2>
          <ol>
            {doc.sections.map((s, i) => (
              <li key={s.heading}>
                <a href={`#policy-${i + 1}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((s, i) => (
          <section key={s.heading} id={`policy-${i + 1}`} className="policy-page__section">
            <h2>{s.heading}</h2>
            {s.body.split('\n').map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
        <footer className="policy-page__footer">
          {older.length ? (
            <p>
              {t('page.versions')}
              {older.map((v) => (
                <Link key={v} to={policyPath(kind, v)} className="policy-page__version">
                  {v}
                </Link>
              ))}
            </p>
          ) : null}
          <p>
            <Link to={policyPath(other)}>{t(`page.other.${other}`)}</Link>
          </p>
        </footer>
      </article>
    );
  }

  return (
    <div className="policy-page">
      <div className="container policy-page__inner">{body}</div>
    </div>
  );
}
