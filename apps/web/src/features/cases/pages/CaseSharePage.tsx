// /caseShare?uniName= (spec 000 screen 6): banner, filters, cards three to a row (one on phones),
// page sizes of PAGE_SIZES.caseShare. The university name filter lives in the query, so
// /caseShare?uniName=… links (case detail 'more', university page) open it filtered.
// A card opens the case (needs a session); its logo opens the university after the access check.
import { useMemo, useState } from 'react';
import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGE_SIZES } from '@portal/shared';
import { caseDetailPath, uniDetailPath } from '../../../config/paths';
import { CaseCard, caseUniName, type CaseCardData } from '../../../components/CaseCard';
import { getLang } from '../../../lib/lang';
import { EmptyState, ErrorState } from '../../../components/ErrorState';
import { useIsMobile } from '../../../lib/device';
import { toast } from '../../../lib/feedback';
import { useLoginGate } from '../../../lib/login-gate';
import { checkUniAccess, useCaseShareList, type CaseFilters as Filters } from '../api/cases';
import { CaseFilters } from '../components/CaseFilters';
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
  const uniName = params.get('uniName') ?? '';
  const [rest, setRest] = useState<Omit<Filters, 'uniName'>>({});
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState<number>(SIZES.default);
  const filters = useMemo<Filters>(() => ({ ...rest, uniName }), [rest, uniName]);
  const list = useCaseShareList(filters, pageNo, pageSize);

  const onFilters = (next: Filters) => {
    const { uniName: name = '', ...others } = next;
    setRest(others);
    setPageNo(1);
    if (name !== uniName)
      setParams(
        (p) => {
          const q = new URLSearchParams(p);
          if (name) q.set('uniName', name);
          else q.delete('uniName');
          return q;
        },
        { replace: true },
      );
  };

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
          current={pageNo}
          pageSize={pageSize}
          total={list.data.totalCount}
          pageSizeOptions={SIZES.options.map(String)}
          showSizeChanger={!mobile}
          showQuickJumper={!mobile}
          simple={mobile}
          showTotal={mobile ? undefined : (n) => t('common.total', { n })}
          onChange={(p, size) => {
            if (size !== pageSize) {
              setPageSize(size);
              setPageNo(1);
            } else setPageNo(p);
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
