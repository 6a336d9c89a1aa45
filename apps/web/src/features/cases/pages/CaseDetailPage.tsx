// /caseDetail?stuId=&uniId=&uniName= (spec 000 screen 7; login required, the route guard asks for
// it): title, update date, views, the student's background, the universities applied to, five
// related cases with a 'more' link to the case share list, and the consultation form at the side.
// In en the page is English only: the applied universities by their English names (no Chinese
// column), the school studied at before by its English name with its own Chinese name in brackets.
import { Breadcrumb, Skeleton, Tag } from 'antd';
import { CalendarOutlined, EyeOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { caseDetailPath, caseSharePath, paths } from '../../../config/paths';
import { ConsultForm } from '../../../components/ConsultForm';
import { FEATURES } from '../../../config/features';
import { EmptyState } from '../../../components/ErrorState';
import { QueryState } from '../../../components/QueryState';
import { useIsMobile } from '../../../lib/device';
import { dictLabelOf, useDict } from '../../../lib/dict';
import { dash, formatCount, formatMoney, studentLabel, uniNames } from '../../../lib/display';
import { idParam } from '../../../lib/id-param';
import { getLang } from '../../../lib/lang';
import { VerifiedBadge, caseUniName, eduSchool, type CaseCardData } from '../../../components/CaseCard';
import { useCaseDetail, type AppliedUni, type CaseDetail } from '../api/cases';
import { statusColor } from '../status';
import '../../../components/detail-ui.css';
import '../cases.css';

const UNI_TYPE_DICT = 'college_type';

function AppliedList({ list, mobile }: { list: AppliedUni[]; mobile: boolean }) {
  const { t } = useTranslation('detail');
  const lang = getLang();
  if (!list.length) return <EmptyState message={t('caseDetail.appliedEmpty')} />;
  const status = (a: AppliedUni) => (
    <Tag color={statusColor(a.applyStatus)}>{dash(lang === 'en' ? a.applyStatusEnName || a.applyStatusName : a.applyStatusName)}</Tag>
  );
  if (mobile)
    return (
      <ul className="applied-cards">
        {list.map((a, i) => (
          <li key={`${a.uniId}-${i}`} className="applied-card">
            <div className="applied-card__head">
              <div className="applied-card__names">
                <span className="applied-card__en">{dash(a.uniEnName)}</span>
                {lang === 'en' ? null : <span className="applied-card__cn">{dash(a.uniName)}</span>}
              </div>
              {status(a)}
            </div>
            <p className="applied-card__course">{dash(a.courseName)}</p>
            <p className="applied-card__dates">
              <span>
                {t('caseDetail.col.receiptDate')} {dash(a.receiptDate)}
              </span>
              <span>
                {t('caseDetail.col.beginDate')} {dash(a.beginDate)}
              </span>
            </p>
          </li>
        ))}
      </ul>
    );
  return (
    <div className="applied-table-wrap">
      <table className="applied-table">
        <thead>
          <tr>
            <th scope="col">{t(lang === 'en' ? 'caseDetail.col.university' : 'caseDetail.col.enName')}</th>
            {lang === 'en' ? null : <th scope="col">{t('caseDetail.col.cnName')}</th>}
            <th scope="col">{t('caseDetail.col.course')}</th>
            <th scope="col">{t('caseDetail.col.status')}</th>
            <th scope="col">{t('caseDetail.col.receiptDate')}</th>
            <th scope="col">{t('caseDetail.col.beginDate')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((a, i) => (
            <tr key={`${a.uniId}-${i}`}>
              <td>{dash(a.uniEnName)}</td>
              {lang === 'en' ? null : <td>{dash(a.uniName)}</td>}
              <td>{dash(a.courseName)}</td>
              <td>{status(a)}</td>
              <td className="nowrap">{dash(a.receiptDate)}</td>
              <td className="nowrap">{dash(a.beginDate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RelatedList({ list, moreHref }: { list: CaseCardData[]; moreHref: string }) {
  const { t } = useTranslation('detail');
  const lang = getLang();
  return (
    <>
      <div className="dpanel__head">
        <h2 className="dpanel__title">{t('caseDetail.related')}</h2>
        <Link to={moreHref}>
          {t('caseDetail.more')} <RightOutlined />
        </Link>
      </div>
      {list.length ? (
        <ul className="related-list">
          {list.slice(0, 5).map((c) => (
            <li key={c.stuId}>
              <Link to={caseDetailPath({ stuId: c.stuId, uniId: c.uniId, uniName: caseUniName(c, lang) })} className="related-row">
                <span className="related-row__logo">{c.uniLogo ? <img src={c.uniLogo} alt="" loading="lazy" /> : null}</span>
                <span className="related-row__main">
                  <span className="related-row__title">
                    {studentLabel(c.stuName, lang, c.stuSpell)} · {dash(c.courseName)}
                  </span>
                  <span className="related-row__sub">
                    {dash(c.eduUniName)} · GPA {dash(c.eduGpa)} · {dash(c.eduLanguage)}
                  </span>
                </span>
                <span className="related-row__date">{dash(c.resultDate)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState message={t('caseDetail.relatedEmpty')} />
      )}
    </>
  );
}

function CaseBody({ c, moreHref, mobile }: { c: CaseDetail; moreHref: string; mobile: boolean }) {
  const { t } = useTranslation('detail');
  const lang = getLang();
  const dict = useDict([UNI_TYPE_DICT]);
  const student = studentLabel(c.stuName, lang, c.stuSpell);
  const uni = uniNames(c, lang).name;
  const work = c.isWork === '1' ? t('caseDetail.workYes') : c.isWork === '0' ? t('caseDetail.workNo') : dash(null);
  const facts: [string, string][] = [
    [t('caseDetail.student'), student],
    [t('case.eduUniName'), eduSchool(c, lang)],
    [t('caseDetail.schoolType'), dictLabelOf(dict.data?.[UNI_TYPE_DICT], c.eduUniType, lang) ?? dash(c.eduUniType)],
    [t('case.eduMajorName'), dash(c.eduMajorName)],
    [t('case.eduGpa'), dash(c.eduGpa)],
    [t('case.eduLanguage'), dash(c.eduLanguage)],
    [t('caseDetail.work'), c.workExperience ? (lang === 'cn' ? `${work}（${c.workExperience}）` : `${work} (${c.workExperience})`) : work],
    [t('case.resultDate'), dash(c.resultDate)],
    [t('case.courseName'), dash(c.courseName)],
    ...(c.uniMoney ? ([[t('caseDetail.scholarship'), formatMoney(c.uniMoney, null)]] as [string, string][]) : []),
  ];
  return (
    <>
      <section className="dpanel case-head" aria-labelledby="case-title">
        <div className="case-head__top">
          <span className="case-head__logo">{c.uniLogo ? <img src={c.uniLogo} alt="" /> : null}</span>
          <div className="case-head__text">
            <h1 id="case-title" className="case-head__title">
              {t('caseDetail.title', { student, uni })}
            </h1>
            {c.verified ? <VerifiedBadge /> : null}
            <p className="case-head__meta">
              {c.countryFlag ? <img src={c.countryFlag} alt="" className="case-head__flag" /> : null}
              {c.updateDate ? (
                <span>
                  <CalendarOutlined aria-hidden="true" /> {t('caseDetail.updated', { date: c.updateDate })}
                </span>
              ) : null}
              <span>
                <EyeOutlined aria-hidden="true" /> {t('common.views')} {formatCount(c.viewNumber ?? 0)}
              </span>
            </p>
          </div>
        </div>
      </section>
      <section className="dpanel" aria-labelledby="case-bg">
        <h2 id="case-bg" className="dpanel__title">
          {t('caseDetail.background')}
        </h2>
        <dl className="case-facts">
          {facts.map(([label, value]) => (
            <div key={label} className="case-facts__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="dpanel" aria-labelledby="case-applied">
        <h2 id="case-applied" className="dpanel__title">
          {t('caseDetail.applied')}
        </h2>
        <AppliedList list={c.applyList ?? []} mobile={mobile} />
      </section>
      <section className="dpanel">
        <RelatedList list={c.relatedList ?? []} moreHref={moreHref} />
      </section>
    </>
  );
}

export default function CaseDetailPage() {
  const { t } = useTranslation('detail');
  const [params] = useSearchParams();
  const stuId = idParam(params.get('stuId'));
  const uniName = params.get('uniName') ?? undefined;
  const mobile = useIsMobile();
  const q = useCaseDetail(stuId, uniName);

  const main = (
    <QueryState
      q={q}
      id={stuId}
      missingText={t('common.missingId')}
      skeleton={
        <div className="dpanel" aria-busy="true">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      }
      loginText={t('case.loginToView')}
      notFoundText={t('caseDetail.notFound')}
    >
      {(data) => <CaseBody c={data} mobile={mobile} moreHref={caseSharePath(uniName || caseUniName(data, getLang()))} />}
    </QueryState>
  );

  return (
    <div className="container dpage case-detail">
      <Breadcrumb
        className="dpage__crumbs"
        items={[
          { title: <Link to={paths.home}>{t('common.home')}</Link> },
          { title: <Link to={caseSharePath()}>{t('caseShare.title')}</Link> },
          ...(q.data || uniName ? [{ title: q.data ? uniNames(q.data, getLang()).name : uniName }] : []),
        ]}
      />
      {/* The consultation form beside it once online consultation exists. */}
      {FEATURES.consultation ? (
        <div className="two-col">
          <div className="two-col__main">{main}</div>
          <aside className="two-col__side">
            <ConsultForm />
          </aside>
        </div>
      ) : (
        main
      )}
    </div>
  );
}
