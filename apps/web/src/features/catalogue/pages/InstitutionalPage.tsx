// /Institutional (spec 000 screen 2), query countryIds, countryName or none. Two tabs: universities
// (getPartnerUniList) and majors (/uni/major/list), one search form, 12/30/60/90 a page. The
// filters live in the URL query (features/catalogue/filters.ts): back/forward and reload keep them.
// The list is browsable without a session; running a search needs one (spec 000 section 6), and
// logging in then continues to the searched list. Phones get the form in a drawer.
// The first screen (head, toolbar, cards) is drawn without antd, by the server for a first visit;
// the search form (the desktop's card, the phone's drawer) and the pagination are antd chunks
// loaded after it: the form once the page is live (the phone's on the first press of the filter
// button), the pagination when it comes near the viewport.
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Icon } from '../../../components/Icon';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import FilterOutlined from '@ant-design/icons-svg/es/asn/FilterOutlined';
import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '@portal/shared';
import { ClientOnly } from '../../../components/ClientOnly';
import { ErrorState } from '../../../components/ErrorState';
import { LineTabs } from '../../../components/LineTabs';
import { PlainButton } from '../../../components/PlainButton';
import { paths } from '../../../config/paths';
import { useIsMobile } from '../../../lib/device';
import { dictLabelOf, useDict } from '../../../lib/dict';
import { useFavouriteToggle } from '../../../lib/favourites';
import { getLang } from '../../../lib/lang';
import { useLoginGate } from '../../../lib/login-gate';
import { withAntd } from '../../../lib/with-antd';
import { dictQuery } from '../../../lib/dict';
import type { FirstScreenQueries } from '../../../lib/first-screen';
import { majorListQuery, universityListQuery, useMajorList, useUniversityList } from '../api/catalogue';
import { COUNTRY_DICT, FILTER_DICTS } from '../countries';
import {
  EMPTY_INSTITUTION_FILTERS,
  UNI_SORTS,
  hasSearch,
  institutionQuery,
  institutionRequest,
  parseInstitutionQuery,
  type CatalogueTab,
  type InstitutionFilters,
  type UniSort,
} from '../filters';
import { InstitutionCard, MajorCard } from '../components/Cards';
import type { InstitutionFormValues } from '../components/InstitutionFilters';
import { LazyPagination } from '../components/LazyPagination';
import { useListCorrections } from '../../../lib/use-list-corrections';
import '../catalogue.css';

const loadDrawer = withAntd(() => import('../components/FilterDrawer'));
const FilterDrawer = lazy(loadDrawer);
const FilterCard = lazy(withAntd(() => import('../components/FilterCard')));

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** How many search fields are set (shown on the phone's filter button). */
function activeCount(f: InstitutionFilters): number {
  return [
    f.uniName,
    f.countryIds.length,
    f.majorFocusList.length,
    f.stipendShow,
    f.gpa,
    f.majorTuitionMin || f.majorTuitionMax,
    f.majorNameList.length,
    f.uniType,
  ].filter(Boolean).length;
}

/** The first screen: the list of the tab and the dictionaries of the title (lib/first-screen). */
export const firstScreen: FirstScreenQueries = (params) => {
  const filters = parseInstitutionQuery(params);
  const body = institutionRequest(filters);
  return [filters.tab === 'college' ? universityListQuery(body) : majorListQuery(body), dictQuery(FILTER_DICTS)];
};

export default function InstitutionalPage() {
  const { t } = useTranslation('catalogue');
  const lang = getLang();
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseInstitutionQuery(params), [params]);
  const body = useMemo(() => institutionRequest(filters), [filters]);
  const unis = useUniversityList(body, filters.tab === 'college');
  const majors = useMajorList(body, filters.tab === 'major');
  const list = filters.tab === 'college' ? unis : majors;
  const fav = useFavouriteToggle();
  const { requireLogin } = useLoginGate();
  const countryDict = useDict(FILTER_DICTS);
  const [drawer, setDrawer] = useState(false);
  // The drawer is mounted from the first press on (then it stays, so that it can animate closed).
  const [drawerUsed, setDrawerUsed] = useState(false);
  const results = useRef<HTMLDivElement>(null);

  const show = (next: InstitutionFilters, replace = false) => setParams(institutionQuery(next), { replace });
  useListCorrections({
    answer: list.data,
    pageNo: filters.pageNo,
    pageSize: filters.pageSize,
    toPage: (pageNo) => show({ ...filters, pageNo }, true),
    countryIds: filters.countryIds,
    countries: countryDict.data?.[COUNTRY_DICT],
    setCountryIds: (countryIds) =>
      show({ ...filters, countryIds, countryName: countryIds.length ? filters.countryName : '', pageNo: 1 }, true),
  });
  const toPage = (pageNo: number, pageSize: number) => {
    show({ ...filters, pageNo, pageSize });
    results.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const search = (v: InstitutionFormValues) => {
    const next: InstitutionFilters = {
      ...filters,
      ...v,
      majorFocusList: v.majorFocusList ?? [],
      countryIds: v.countryIds ?? [],
      majorNameList: v.majorNameList ?? [],
      gpa: v.gpa ?? '',
      majorTuitionMin: v.majorTuitionMin ?? '',
      majorTuitionMax: v.majorTuitionMax ?? '',
      stipendShow: !!v.stipendShow,
      uniType: v.uniType ?? '',
      countryName: sameList(v.countryIds ?? [], filters.countryIds) ? filters.countryName : '',
      pageNo: 1,
    };
    requireLogin(
      () => {
        show(next);
        setDrawer(false);
      },
      `${paths.institutional}?${institutionQuery(next)}`,
    );
  };
  const reset = () => {
    show({ ...EMPTY_INSTITUTION_FILTERS, tab: filters.tab, pageSize: filters.pageSize });
    setDrawer(false);
  };

  // Title: the one selected country by the dictionary, else the label handed over by the link.
  const single = filters.countryIds.length === 1 ? dictLabelOf(countryDict.data?.[COUNTRY_DICT], filters.countryIds[0], lang) : undefined;
  const countryTitle = single ?? (filters.countryIds.length ? filters.countryName : '');
  const title = countryTitle ? t('page.countryTitle', { country: countryTitle }) : t('page.title');

  const total = list.data?.totalCount ?? 0;
  let content;
  if (list.isPending)
    content = (
      <div className={filters.tab === 'college' ? 'uni-grid' : 'major-grid'} aria-busy="true">
        {Array.from({ length: mobile ? 3 : 6 }, (_, i) => (
          <div key={i} className={`${filters.tab === 'college' ? 'uni-card' : 'major-card'} skeleton-box card-skeleton`} />
        ))}
      </div>
    );
  else if (list.isError) content = <ErrorState onRetry={() => void list.refetch()} />;
  else if (total === 0 || !list.data?.list.length)
    content = (
      <div className="list-empty">
        <Icon icon={InboxOutlined} className="list-empty__icon" aria-hidden="true" />
        <p>{filters.tab === 'college' ? t('list.emptyUnis') : t('list.emptyMajors')}</p>
        {hasSearch(filters) ? <PlainButton onClick={reset}>{t('filters.reset')}</PlainButton> : null}
      </div>
    );
  else
    content = (
      <div className={list.isPlaceholderData ? 'list-body list-body--stale' : 'list-body'} aria-busy={list.isFetching}>
        {filters.tab === 'college' ? (
          <div className="uni-grid">
            {unis.data?.list.map((u, i) => (
              <InstitutionCard key={u.uniId} uni={u} first={i === 0} busy={fav.pendingId === u.uniId} onFavourite={() => fav.toggle(u)} />
            ))}
          </div>
        ) : (
          <div className="major-grid">
            {majors.data?.list.map((m) => (
              <MajorCard key={m.majorId} major={m} />
            ))}
          </div>
        )}
        <LazyPagination
          total={total}
          pageNo={filters.pageNo}
          pageSize={filters.pageSize}
          sizes={PAGE_SIZES.institutions}
          onChange={toPage}
        />
      </div>
    );

  return (
    <div className="catalogue-page">
      <header className="catalogue-head">
        <div className="container">
          <h1 className="catalogue-head__title">{title}</h1>
          <p className="catalogue-head__lead">{t('page.lead')}</p>
          <LineTabs<CatalogueTab>
            className="catalogue-head__tabs"
            activeKey={filters.tab}
            onChange={(tab) => show({ ...filters, tab, pageNo: 1 })}
            items={[
              { key: 'college', label: t('tabs.college') },
              { key: 'major', label: t('tabs.major') },
            ]}
          />
        </div>
      </header>
      <div className="container catalogue-body">
        {mobile ? null : (
          <section className="filter-card" aria-label={t('filters.title')}>
            <ClientOnly fallback={<div className="filter-card__placeholder" aria-busy="true" />}>
              <Suspense fallback={<div className="filter-card__placeholder" aria-busy="true" />}>
                <FilterCard filters={filters} onSearch={search} onReset={reset} />
              </Suspense>
            </ClientOnly>
          </section>
        )}
        <div className="list-toolbar" ref={results}>
          <p className="list-toolbar__total" aria-live="polite">
            {/* No count while loading or after a failure (the list says what went wrong). */}
            {list.isPending
              ? t('list.loading')
              : list.isError
                ? null
                : filters.tab === 'college'
                  ? t('list.uniTotal', { n: total })
                  : t('list.majorTotal', { n: total })}
          </p>
          <div className="list-toolbar__tools">
            {filters.tab === 'college' ? (
              <span className="plain-select list-toolbar__sort">
                <select
                  aria-label={t('sort.label')}
                  value={filters.sort}
                  onChange={(e) => show({ ...filters, sort: e.target.value as UniSort, pageNo: 1 })}
                >
                  {UNI_SORTS.map((s) => (
                    <option key={s} value={s}>
                      {t(`sort.${s}`)}
                    </option>
                  ))}
                </select>
                <Icon icon={DownOutlined} className="plain-select__arrow" aria-hidden="true" />
              </span>
            ) : null}
            {mobile ? (
              <span className="count-badge-host">
                <PlainButton
                  icon={<Icon icon={FilterOutlined} />}
                  onPointerDown={() => void loadDrawer()}
                  onClick={() => {
                    setDrawerUsed(true);
                    setDrawer(true);
                  }}
                >
                  {t('filters.title')}
                </PlainButton>
                {activeCount(filters) ? <span className="count-badge">{activeCount(filters)}</span> : null}
              </span>
            ) : null}
          </div>
        </div>
        {content}
      </div>
      {mobile && drawerUsed ? (
        <Suspense fallback={null}>
          <FilterDrawer open={drawer} onClose={() => setDrawer(false)} filters={filters} onSearch={search} onReset={reset} />
        </Suspense>
      ) : null}
    </div>
  );
}
