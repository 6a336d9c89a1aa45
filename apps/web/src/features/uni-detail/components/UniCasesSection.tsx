// Related cases of the university (spec 000 screen 4): five a page (PAGE_SIZES.cases), opening a
// case needs a session. A link leads to the case share list filtered on this university. Loaded
// (with antd) when it comes near the viewport (pages/UniDetailPage).
import { useState } from 'react';
import { Pagination, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { caseDetailPath, caseSharePath } from '../../../config/paths';
import { CaseCard, caseUniName } from '../../../components/CaseCard';
import { getLang } from '../../../lib/lang';
import { EmptyState, ErrorState } from '../../../components/ErrorState';
import { useLoginGate } from '../../../lib/login-gate';
import { UNI_CASES_PAGE_SIZE, useUniCases } from '../api/uni';

export default function UniCasesSection({ uniId, uniName, mobile }: { uniId: number; uniName: string; mobile: boolean }) {
  const { t } = useTranslation('detail');
  const [pageNo, setPageNo] = useState(1);
  const cases = useUniCases(uniId, pageNo);
  const { goWithLogin: open } = useLoginGate();

  let body;
  if (cases.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (cases.isError) body = <ErrorState onRetry={() => cases.refetch()} />;
  else if (!cases.data.list.length) body = <EmptyState message={t('uni.cases.empty')} />;
  else
    body = (
      <>
        <div className="case-grid" aria-busy={cases.isFetching}>
          {cases.data.list.map((c) => (
            <CaseCard
              key={c.stuId}
              data={c}
              onOpen={(x) => open(caseDetailPath({ stuId: x.stuId, uniId: x.uniId, uniName: caseUniName(x, getLang()) }))}
            />
          ))}
        </div>
        {cases.data.totalCount > UNI_CASES_PAGE_SIZE ? (
          <Pagination
            className="dpager"
            align="center"
            size={mobile ? 'small' : undefined}
            simple={mobile}
            current={pageNo}
            pageSize={UNI_CASES_PAGE_SIZE}
            total={cases.data.totalCount}
            showSizeChanger={false}
            onChange={setPageNo}
          />
        ) : null}
      </>
    );
  return (
    <>
      <div className="dpanel__head">
        <h2 className="dpanel__title">{t('uni.tabs.cases')}</h2>
        <Link to={caseSharePath(uniName)}>{t('uni.cases.more')}</Link>
      </div>
      {body}
    </>
  );
}
