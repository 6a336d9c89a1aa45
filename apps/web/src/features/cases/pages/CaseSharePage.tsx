// /caseShare (spec 000 screen 6): banner, filters, cards three to a row (one on phones), page
// sizes of PAGE_SIZES.caseShare. The filters and the page live in the address (filters.ts), so
// reload and back keep them and /caseShare?uniName=… links open the list filtered; a page past the
// end goes to the last one and values the dictionaries do not hold are dropped.
// A card opens the case (needs a session); its logo opens the university after the access check.
import { useEffect, useMemo } from 'react';
import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGE_SIZES } from '@portal/shared';
import { caseDetailPath, uniDetailPath } from '../../../config/paths';
import { CaseCard, caseUniName, type CaseCardData } from '../../../components/CaseCard';
import { getLang } from '../../../lib/lang';
import { EmptyState, ErrorState } from '../../../components/ErrorState';
import { useIsMobile } from '../../../lib/device';
import { useDict } from '../../../lib/dict';
import { toast } from '../../../lib/feedback';
import { useLoginGate } from '../../../lib/login-gate';
import { unknownIds, useListCorrections } from '../../../lib/use-list-corrections';
import { checkUniAccess, useCaseShareList, type CaseFilters as Filters } from '../api/cases';
import { CASE_FILTER_DICTS, CaseFilters } from '../components/CaseFilters';
import { caseFiltersOf, caseShareQuery, parseCaseShareQuery, withFilters, type CaseShareState } from '../filters';
import '../../../components/detail-ui.css';
import '../cases.css';

const SIZES = PAGE_SIZES.caseShare;

function CardSkeletons({ n }: { n: number }) {
  return (
    <div className="case-grid" aria-busy="true">
      {Array.from({ length: n }, (_, i) => (
        <div key={i} className="skeleton-block case-card-skeleton" />
      ))}
    </div>
  );
}

export default function CaseSharePage() {
  const { t } = useTranslation('detail');
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const { goWithLogin: openGuarded } = useLoginGate();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseCaseShareQuery(params), [params]);
  const filters = useMemo(() => caseFiltersOf(state), [state]);
  const list = useCaseShareList(filters, state.pageNo, state.pageSize);
  const dict = useDict(Object.values(CASE_FILTER_DICTS));

  const show = (next: CaseShareState, replace = false) => setParams(caseShareQuery(next), { replace });
  const onFilters = (next: Filters) => show(withFilters(state, next));
  useListCorrections({
    answer: list.data,
    pageNo: state.pageNo,
    pageSize: state.pageSize,
    toPage: (pageNo) => show({ ...state, pageNo }, true),
    countryIds: state.countryIds,
    countries: dict.data?.[CASE_FILTER_DICTS.country],
    setCountryIds: (countryIds) => show({ ...state, countryIds, pageNo: 1 }, true),
  });
  // University types and GPA bands the dictionaries do not hold go too (a mistyped or stale link).
  const unknownTypes = unknownIds(state.eduUniTypeList, dict.data?.[CASE_FILTER_DICTS.uniType]).join(',');
  const unknownGpas = unknownIds(state.gpaList, dict.data?.[CASE_FILTER_DICTS.gpa]).join(',');
  useEffect(() => {
    if (!unknownTypes && !unknownGpas) return;
    const keep = (values: string[], unknown: string) => values.filter((v) => !unknown.split(',').includes(v));
    show(
      { ...state, eduUniTypeList: keep(state.eduUniTypeList, unknownTypes), gpaList: keep(state.gpaList, unknownGpas), pageNo: 1 },
      true,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unknownTypes, unknownGpas]);

  const openUni = (c: CaseCardData) => {
    checkUniAccess(c.uniId).then(
      (r) => (r.allowed ? navigate(uniDetailPath(c.uniId)) : toast.warning(t('caseShare.accessDenied'))),
      () => toast.warning(t('caseShare.accessDenied')),
    );
  };

  let body;
  if (list.isPending) body = <CardSkeletons n={mobile ? 3 : 6} />;
  else if (list.isError) body = <ErrorState onRetry={() => list.refetch()} />;
  else if (!list.data.list.length) body = <EmptyState message={t('caseShare.empty')} />;
  else
    body = (
      <>
        <div className={list.isPlaceholderData ? 'case-grid case-grid--stale' : 'case-grid'} aria-busy={list.isFetching}>
          {list.data.list.map((c) => (
            <CaseCard
              key={c.stuId}
              data={c}
              onLogoClick={openUni}
              onOpen={(x) => openGuarded(caseDetailPath({ stuId: x.stuId, uniId: x.uniId, uniName: caseUniName(x, getLang()) }))}
            />
          ))}
        </div>
        <Pagination
          className="dpager"
          align="center"
          current={state.pageNo}
          pageSize={state.pageSize}
          total={list.data.totalCount}
          pageSizeOptions={SIZES.options.map(String)}
          showSizeChanger={!mobile}
          showQuickJumper={!mobile}
          simple={mobile}
          showTotal={mobile ? undefined : (n) => t('common.total', { n })}
          onChange={(p, size) => {
            show({ ...state, pageNo: size !== state.pageSize ? 1 : p, pageSize: size });
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      </>
    );

  return (
    <div className="case-share">
      <section className="list-banner">
        <div className="container">
          <h1 className="list-banner__title">{t('caseShare.title')}</h1>
          <p className="list-banner__sub">{t('caseShare.subtitle')}</p>
        </div>
      </section>
      <div className="container dpage case-share__body">
        <div className="dpanel case-share__filters">
          <CaseFilters value={filters} onChange={onFilters} />
        </div>
        {list.data && list.data.list.length ? (
          <p className="case-share__count">{t('caseShare.count', { n: list.data.totalCount })}</p>
        ) : null}
        {body}
      </div>
    </div>
  );
}
