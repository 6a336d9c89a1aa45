// /aiSchool (issue 13 section 2; the mobile menu's 'AI school selection'): the student confirms or
// fills the form (started from the consultation profile), POST /aiSchool/match answers the
// programmes that fit with an admission chance each, shown as reach, match and safety (and those
// whose university has too few cases to estimate). Desktop: the form beside the results; phones:
// the form, then the results (scrolled to once they come). 70080 (no model fitted yet) is a
// 'being prepared' state with a retry. A link leads to how the chances are estimated.
import { useEffect, useRef, useState } from 'react';
import { Breadcrumb, Form, Skeleton } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reactionFor, type MatchInput } from '@portal/shared';
import { ErrorState } from '../../../components/ErrorState';
import { paths } from '../../../config/paths';
import { abortSession, isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';
import { useIsMobile } from '../../../lib/device';
import { formatDateTime, schoolName } from '../../../lib/display';
import { showFieldErrors } from '../../../lib/form-server-errors';
import { getLang } from '../../../lib/lang';
import { isNoModel, useConsultProfile, useMatch } from '../api/match';
import { MatchForm } from '../components/MatchForm';
import { MatchResults } from '../components/MatchResults';
import { initialValues, matchRequest, type MatchFormValues } from '../match-form';
import '../../../components/detail-ui.css';
import '../ai-school.css';

function readStored(key: string | null): MatchFormValues | null {
  if (!key) return null;
  try {
    const raw = sessionStorage.getItem(key);
    const v = raw ? (JSON.parse(raw) as MatchFormValues) : null;
    return v && typeof v === 'object' && typeof v.gpaScale === 'string' ? v : null;
  } catch {
    return null;
  }
}

export default function AiSchoolPage() {
  const { t } = useTranslation('match');
  const lang = getLang();
  const mobile = useIsMobile();
  const { user } = useCurrentUser();
  const profile = useConsultProfile();
  const match = useMatch();
  const [form] = Form.useForm<MatchFormValues>();
  const [last, setLast] = useState<{ body: MatchInput; seq: number } | null>(null);
  const results = useRef<HTMLElement>(null);

  // The last form sent stays for the tab's session (per account): coming back from "how we
  // estimate" or a programme page shows the same form and asks for its results again.
  const storeKey = user ? `aiSchool.form.${user.userId}` : null;
  const [stored] = useState<MatchFormValues | null>(() => readStored(storeKey));
  const submit = (v: MatchFormValues) => {
    if (storeKey) {
      try {
        sessionStorage.setItem(storeKey, JSON.stringify(v));
      } catch {
        // Storage full or blocked: the results are simply not kept.
      }
    }
    send(matchRequest(v));
  };
  useEffect(() => {
    if (stored) send(matchRequest(stored));
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const send = (body: MatchInput) => {
    setLast((prev) => ({ body, seq: (prev?.seq ?? 0) + 1 }));
    match.mutate(body, {
      onError: (e) => {
        if (showFieldErrors(form, e)) return;
        if (isApiError(e) && e.kind === 'business' && reactionFor(e.code) === 'abort') abortSession(e.code, e.message);
      },
    });
  };

  // Phones: the results are below the form; bring them into view once they come.
  useEffect(() => {
    if (mobile && (match.isSuccess || match.isError)) results.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [mobile, match.isSuccess, match.isError]);

  const p = profile.data?.user;
  const school = user?.stuUniName ? schoolName(user.stuUniName, user.stuUniEnName, lang) : null;

  let formBody;
  if (profile.isPending) formBody = <Skeleton active paragraph={{ rows: 8 }} />;
  else
    formBody = (
      <>
        {profile.isError ? <p className="ai-form__prefilled">{t('form.profileFailed')}</p> : null}
        <MatchForm
          form={form}
          initial={stored ?? initialValues(p)}
          prefilled={!!p?.updatedAt}
          school={school}
          submitting={match.isPending}
          submitted={!!last}
          onSubmit={submit}
        />
      </>
    );

  let resultBody;
  if (match.isIdle) resultBody = <p className="ai-results__before">{t('results.before')}</p>;
  else if (match.isPending) resultBody = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (match.isError) {
    const retry = last ? () => send(last.body) : undefined;
    resultBody = isNoModel(match.error) ? (
      <ErrorState message={match.error.message || t('results.preparing')} onRetry={retry} />
    ) : (
      <ErrorState message={isApiError(match.error) && match.error.message ? match.error.message : t('results.failed')} onRetry={retry} />
    );
  } else {
    const r = match.data;
    const read =
      r.profile.ielts !== null
        ? t('results.readIelts', { gpa4: r.profile.gpa4.toFixed(2), percent: r.profile.gpaPercent.toFixed(1), ielts: r.profile.ielts })
        : t('results.read', { gpa4: r.profile.gpa4.toFixed(2), percent: r.profile.gpaPercent.toFixed(1) });
    resultBody = (
      <>
        <p className="ai-results__read">
          {read}
          <span className="ai-results__fitted">{t('results.fitted', { date: formatDateTime(r.model.fittedAt).slice(0, 10) })}</span>
        </p>
        <MatchResults key={last?.seq} result={r} compact={mobile} />
      </>
    );
  }

  const methodLink = (
    <Link to={paths.aiSchoolMethod} className="ai-method-link">
      <QuestionCircleOutlined aria-hidden="true" /> {t('page.methodLink')}
    </Link>
  );

  return (
    <div className="container dpage ai-page">
      {mobile ? null : (
        <Breadcrumb
          className="dpage__crumbs"
          items={[{ title: <Link to={paths.home}>{t('page.home')}</Link> }, { title: t('page.title') }]}
        />
      )}
      <header className="ai-head">
        <div>
          <h1 className="ai-head__title">{t('page.title')}</h1>
          <p className="ai-head__lead">{t('page.lead')}</p>
        </div>
        {methodLink}
      </header>
      <div className="ai-layout">
        <section className="dpanel ai-layout__form" aria-labelledby="ai-form-title">
          <h2 id="ai-form-title" className="dpanel__title">
            {t('form.title')}
          </h2>
          {formBody}
        </section>
        <section ref={results} className="dpanel ai-layout__results" aria-labelledby="ai-results-title" aria-busy={match.isPending}>
          <h2 id="ai-results-title" className="dpanel__title">
            {t('results.title')}
          </h2>
          {resultBody}
        </section>
      </div>
      <p className="ai-note">
        {t('page.note')} {methodLink}
      </p>
    </div>
  );
}
