// /Institutional (spec 000 screen 2), query countryIds, countryName or none. Two tabs: universities
// (getPartnerUniList) and majors (/uni/major/list), one search form, 12/30/60/90 a page. The
// filters live in the URL query (features/catalogue/filters.ts): back/forward and reload keep them.
// The list is browsable without a session; running a search needs one (spec 000 section 6), and
// logging in then continues to the searched list. Phones get the form in a drawer.
import { useMemo, useRef, useState } from 'react';
import { Badge, Button, Drawer, Empty, Select, Tabs } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '@portal/shared';
import { ErrorState } from '../../../components/ErrorState';
import { paths } from '../../../config/paths';
import { useIsMobile } from '../../../lib/device';
import { dictLabelOf, useDict } from '../../../lib/dict';
import { useFavouriteToggle } from '../../../lib/favourites';
import { getLang } from '../../../lib/lang';
import { useLoginGate } from '../../../lib/login-gate';
import { useMajorList, useUniversityList } from '../api/catalogue';
import { COUNTRY_DICT } from '../countries';
import { FILTER_DICTS } from '../components/FilterFields';
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
import { InstitutionFilterForm, type InstitutionFormValues } from '../components/InstitutionFilters';
import { ListPagination } from '../components/ListPagination';
import { useListCorrections } from '../../../lib/use-list-corrections';
import '../catalogue.css';

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

  const form = (compact: boolean) => <InstitutionFilterForm filters={filters} onSearch={search} onReset={reset} compact={compact} />;

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
      <Empty className="list-empty" description={filters.tab === 'college' ? t('list.emptyUnis') : t('list.emptyMajors')}>
        {hasSearch(filters) ? <Button onClick={reset}>{t('filters.reset')}</Button> : null}
      </Empty>
    );
  else
    content = (
      <div className={list.isPlaceholderData ? 'list-body list-body--stale' : 'list-body'} aria-busy={list.isFetching}>
        {filters.tab === 'college' ? (
          <div className="uni-grid">
            {unis.data?.list.map((u) => (
              <InstitutionCard key={u.uniId} uni={u} busy={fav.pendingId === u.uniId} onFavourite={() => fav.toggle(u)} />
            ))}
          </div>
        ) : (
          <div className="major-grid">
            {majors.data?.list.map((m) => (
              <MajorCard key={m.majorId} major={m} />
            ))}
          </div>
        )}
        <ListPagination
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
          <Tabs
            className="catalogue-head__tabs"
            activeKey={filters.tab}
            onChange={(k) => show({ ...filters, tab: k as CatalogueTab, pageNo: 1 })}
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
            {form(false)}
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
              <Select<UniSort>
                aria-label={t('sort.label')}
                value={filters.sort}
                onChange={(sort) => show({ ...filters, sort, pageNo: 1 })}
                options={UNI_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
                className="list-toolbar__sort"
              />
            ) : null}
            {mobile ? (
              <Badge count={activeCount(filters)} size="small">
                <Button icon={<FilterOutlined />} onClick={() => setDrawer(true)}>
                  {t('filters.title')}
                </Button>
              </Badge>
            ) : null}
          </div>
        </div>
        {content}
      </div>
      {mobile ? (
        <Drawer open={drawer} onClose={() => setDrawer(false)} title={t('filters.title')} placement="bottom" size="88vh" forceRender>
          {form(true)}
        </Drawer>
      ) : null}
    </div>
  );
}
