// /myApply (spec 001 section 2 'My applications'): the user's applications, 10 a page, as cards.
// The stage bar filters on the server (referralStatus) and shows how many files are at each stage.
// The stage and the page live in the address (my-apply-query.ts): reload and back keep them, and a
// page past the end (fewer files since) goes to the last one.
import { useEffect, useMemo } from 'react';
import { Button, Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGE_SIZES } from '@portal/shared';
import { institutionalPath } from '../../../config/paths';
import { ErrorState } from '../../../components/ErrorState';
import { dictLabelOf } from '../../../lib/dict';
import { useIsMobile } from '../../../lib/device';
import { getLang } from '../../../lib/lang';
import { lastPage, pastTheEnd } from '../../../lib/use-list-corrections';
import { useApplyDicts, useStudentList } from '../api/applications';
import { ApplicationCard } from '../components/ApplicationCard';
import { StageBar } from '../components/StageBar';
import { myApplyQuery, parseMyApplyQuery, type MyApplyState } from '../my-apply-query';
import { REFERRAL_KEYS, STAGES, statusLabel } from '../status';
import '../../../components/detail-ui.css';
import '../applications.css';

function CardSkeletons({ n }: { n: number }) {
  return (
    <div className="apply-grid" aria-busy="true">
      {Array.from({ length: n }, (_, i) => (
        <div key={i} className="skeleton-block apply-card-skeleton" />
      ))}
    </div>
  );
}

export default function MyApplyPage() {
  // The cards' contract milestones read the contract texts: loaded with the page's own.
  const { t } = useTranslation(['apply', 'contract']);
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const lang = getLang();
  const [params, setParams] = useSearchParams();
  const { stage, pageNo } = useMemo(() => parseMyApplyQuery(params), [params]);
  const show = (next: MyApplyState, replace = false) => setParams(myApplyQuery(next), { replace });
  const list = useStudentList(pageNo, stage);
  const past = pastTheEnd(list.data, pageNo, PAGE_SIZES.myApply.default);
  const last = list.data ? lastPage(list.data.totalCount, PAGE_SIZES.myApply.default) : 1;
  useEffect(() => {
    if (past) setParams(myApplyQuery({ stage, pageNo: last }), { replace: true });
  }, [past, last, stage, setParams]);
  const dicts = useApplyDicts();
  const shown = useMemo(() => list.data?.list ?? [], [list.data]);
  const counts = list.data?.stageCounts ?? {};
  const everything = Object.values(counts).reduce((a, b) => a + b, 0);
  const stuStatus = (v: string) => dictLabelOf(dicts.data?.stuStatus_agent, v, lang);

  const applyNow = (
    <Button type="primary" onClick={() => navigate(institutionalPath())}>
      {t('myApply.applyNow')}
    </Button>
  );

  let body;
  if (list.isPending) body = <CardSkeletons n={mobile ? 2 : 4} />;
  else if (list.isError) body = <ErrorState onRetry={() => list.refetch()} />;
  else if (!everything)
    body = (
      <div className="state-block apply-empty">
        <p>{t('myApply.empty')}</p>
        {applyNow}
      </div>
    );
  else
    body = (
      <>
        <StageBar
          stages={STAGES.map((s) => ({
            value: s,
            label: t(REFERRAL_KEYS[s]),
            // Phones have no room for the note under four stages.
            note: mobile ? undefined : t('myApply.stageCount', { n: counts[s] ?? 0 }),
          }))}
          active={stage}
          onChange={(s) => show({ stage: s, pageNo: 1 })}
          vertical={mobile}
        />
        {shown.length ? (
          <div className={list.isPlaceholderData ? 'apply-grid apply-grid--stale' : 'apply-grid'} aria-busy={list.isFetching}>
            {shown.map((item) => (
              <ApplicationCard
                key={item.stuId}
                item={item}
                status={statusLabel(item, stuStatus)}
                country={dictLabelOf(dicts.data?.web_clerk_countryName, item.countryId, lang) ?? item.countryName}
              />
            ))}
          </div>
        ) : (
          <div className="state-block">
            <p>{t('myApply.stageEmpty')}</p>
          </div>
        )}
        <Pagination
          className="apply-pager"
          align="center"
          current={pageNo}
          pageSize={PAGE_SIZES.myApply.default}
          total={list.data.totalCount}
          showSizeChanger={false}
          simple={mobile}
          hideOnSinglePage
          showTotal={mobile ? undefined : (n) => t('myApply.total', { n })}
          onChange={(p) => {
            show({ stage, pageNo: p });
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      </>
    );

  return (
    <div className="my-apply">
      <section className="list-banner">
        <div className="container">
          <h1 className="list-banner__title">{t('myApply.title')}</h1>
          <p className="list-banner__sub">{t('myApply.subtitle')}</p>
        </div>
      </section>
      <div className="container dpage">{body}</div>
    </div>
  );
}
