// The agreement as the server wrote it for this student (spec 001 section 9 terms, names, schools
// and today's date filled in, in the page's language) with the binding note, the schools and the fees.
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../../components/contract/format';
import { getLang } from '../../../lib/lang';
import type { SignAgreement } from '../api/contract';

export function AgreementText({ a }: { a: SignAgreement }) {
  const { t } = useTranslation('contract');
  const lang = getLang();
  const fees: [string, number][] = [
    [t('fees.serviceFee'), a.fees.serviceFee],
    [t('fees.extraSchoolFee'), a.fees.extraSchoolFee],
    [t('fees.deferralFee'), a.fees.deferralFee],
    [t('fees.visaFee'), a.fees.visaFee],
    [t('fees.refusalRefund'), a.fees.refusalRefund],
  ];
  return (
    <>
      {a.bindingNote ? <Alert className="sign-binding" type="info" showIcon title={a.bindingNote} /> : null}
      <div className="sign-summary">
        <dl className="sign-facts">
          <div>
            <dt>{t('sign.student')}</dt>
            <dd>{a.stuName}</dd>
          </div>
          <div>
            <dt>{t('sign.country')}</dt>
            <dd>
              {a.countryName} <span className="sign-class">{t('sign.class', { c: a.contractClass })}</span>
            </dd>
          </div>
          <div>
            <dt>{t('sign.date')}</dt>
            <dd>{a.today}</dd>
          </div>
          {a.contractNum ? (
            <div>
              <dt>{t('info.contractNum')}</dt>
              <dd className="ct-facts__num">{a.contractNum}</dd>
            </div>
          ) : null}
        </dl>
        {a.schools.length ? (
          <div className="sign-schools">
            <h3 className="sign-sub">{t('sign.schools')}</h3>
            <ul>
              {a.schools.map((s) => (
                <li key={s.uniId}>
                  <span className="sign-schools__name">{lang === 'en' ? s.uniEnName || s.uniName : s.uniName || s.uniEnName}</span>
                  {s.courseNames.length ? (
                    <span className="sign-schools__courses">{s.courseNames.join(lang === 'en' ? '; ' : '；')}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="sign-fees">
          <h3 className="sign-sub">{t('fees.title')}</h3>
          <dl>
            {fees.map(([label, v]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{formatYuan(v)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <article className="sign-text" tabIndex={0} aria-label={t('sign.textLabel')}>
        {a.sections.map((s, i) => (
          <section key={i} className="sign-text__section">
            {s.title ? <h3 className="sign-text__title">{s.title}</h3> : null}
            {s.paragraphs.map((p, j) => (
              <p key={j}>{p}</p>
            ))}
          </section>
        ))}
      </article>
    </>
  );
}
