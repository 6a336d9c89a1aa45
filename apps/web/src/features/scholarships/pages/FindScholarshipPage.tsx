// /findScholarship (spec 000 screen 11): breadcrumb home / find scholarships, one collapsible panel
// per country (picture, name, number of universities) listing universities that link to their
// page; 'no data' when the list is empty. The first country starts open.
import { Breadcrumb, Collapse, Skeleton } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, uniDetailPath } from '../../../config/paths';
import { EmptyState, ErrorState } from '../../../components/ErrorState';
import { getLang } from '../../../lib/lang';
import { mediaSrc, uniNames } from '../../../lib/display';
import { useScholarshipList, type ScholarshipCountry } from '../api/scholarships';
import '../../../components/detail-ui.css';
import '../scholarships.css';

function CountryHeader({ c }: { c: ScholarshipCountry }) {
  const { t } = useTranslation('detail');
  const lang = getLang();
  // In en the English name alone (as for the universities below it); cn adds the English one.
  const [primary, secondary] = lang === 'en' ? [c.countryEnName || c.countryName, null] : [c.countryName, c.countryEnName];
  return (
    <span className="sch-country">
      <span className="sch-country__pic">{c.picture ? <img src={mediaSrc(c.picture, lang)} alt="" loading="lazy" /> : null}</span>
      <span className="sch-country__names">
        <span className="sch-country__name">{primary}</span>
        {secondary && secondary !== primary ? <span className="sch-country__en">{secondary}</span> : null}
      </span>
      <span className="sch-country__count">{t('scholarship.uniCount', { n: c.schoolList.length })}</span>
    </span>
  );
}

export default function FindScholarshipPage() {
  const { t } = useTranslation('detail');
  const lang = getLang();
  const q = useScholarshipList();

  let body;
  if (q.isPending)
    body = (
      <div className="dpanel" aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  else if (q.isError) body = <ErrorState onRetry={() => q.refetch()} />;
  else if (!q.data.length) body = <EmptyState message={t('scholarship.noData')} />;
  else
    body = (
      <Collapse
        className="sch-collapse"
        defaultActiveKey={[q.data[0].countryId]}
        expandIconPlacement="end"
        items={q.data.map((c) => ({
          key: c.countryId,
          label: <CountryHeader c={c} />,
          children: (
            <ul className="sch-unis">
              {c.schoolList.map((u) => {
                const names = uniNames(u, lang);
                return (
                  <li key={u.uniId}>
                    <Link to={uniDetailPath(u.uniId)} className="sch-uni">
                      <span className="sch-uni__names">
                        <span className="sch-uni__name">{names.name}</span>
                        {names.other ? <span className="sch-uni__en">{names.other}</span> : null}
                      </span>
                      <RightOutlined aria-hidden="true" />
                    </Link>
                  </li>
                );
              })}
            </ul>
          ),
        }))}
      />
    );

  return (
    <div className="container dpage">
      <Breadcrumb
        className="dpage__crumbs"
        items={[{ title: <Link to={paths.home}>{t('common.home')}</Link> }, { title: t('scholarship.title') }]}
      />
      <header className="sch-head">
        <h1 className="sch-head__title">{t('scholarship.title')}</h1>
        <p className="sch-head__lead">{t('scholarship.lead')}</p>
      </header>
      {body}
    </div>
  );
}
