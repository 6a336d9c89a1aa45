// /majors (spec 000 screen 3): universities with a matching major (getMajorUniList), 18/30/60/90 a
// page, with the query of spec 000 section 2 (index = page, majorFocusList, countryId, gpa,
// currency, majorTuitionMin/Max). When nothing matches: 'sorry, no matching university found,
// please consult customer service' with 'ask now', which opens online consultation (the login
// dialog without a session, else the country dialog with the searched country chosen).
import { useMemo, useRef, useState } from 'react';
import { Badge, Button, Drawer, Result } from 'antd';
import { CustomerServiceOutlined, FilterOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListCorrections } from '../../../lib/use-list-corrections';
import { PAGE_SIZES } from '@portal/shared';
import { ErrorState } from '../../../components/ErrorState';
import { paths } from '../../../config/paths';
import { useIsMobile } from '../../../lib/device';
import { dictLabelOf, useDict } from '../../../lib/dict';
import { getLang } from '../../../lib/lang';
import { useLoginGate } from '../../../lib/login-gate';
import { useConsult } from '../../../lib/consult';
import { currencyKey, useCurrency, useMajorUniList } from '../api/catalogue';
import { COUNTRY_DICT } from '../countries';
import { FILTER_DICTS, MAJOR_FOCUS_DICT } from '../components/FilterFields';
import { EMPTY_MAJORS_FILTERS, majorsQuery, majorsRequest, parseMajorsQuery, type MajorsFilters } from '../filters';
import { MajorUniCard } from '../components/Cards';
import { MajorsFilterForm, type MajorsFormValues } from '../components/MajorsFilters';
import { ListPagination } from '../components/ListPagination';
import '../catalogue.css';

function AskNow({ countryId }: { countryId: string }) {
  const { t } = useTranslation('catalogue');
  const consult = useConsult();
  return (
    <Button type="primary" icon={<CustomerServiceOutlined />} onClick={() => consult({ countryId: countryId || null })}>
      {t('majorsPage.askNow')}
    </Button>
  );
}

export default function MajorsPage() {
  const { t } = useTranslation('catalogue');
  const lang = getLang();
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseMajorsQuery(params), [params]);
  const body = useMemo(() => majorsRequest(filters), [filters]);
  const q = useMajorUniList(body);
  const { requireLogin } = useLoginGate();
  const dicts = useDict(FILTER_DICTS);
  const currency = useCurrency(filters.countryId || undefined);
  const queryClient = useQueryClient();
  const [drawer, setDrawer] = useState(false);
  const results = useRef<HTMLDivElement>(null);

  const show = (next: MajorsFilters, replace = false) => setParams(majorsQuery(next), { replace });
  useListCorrections({
    answer: q.data,
    pageNo: filters.pageNo,
    pageSize: filters.pageSize,
    toPage: (pageNo) => show({ ...filters, pageNo }, true),
    countryIds: filters.countryId ? [filters.countryId] : [],
    countries: dicts.data?.[COUNTRY_DICT],
    setCountryIds: () => show({ ...filters, countryId: '', currency: '', majorTuitionMin: '', majorTuitionMax: '', pageNo: 1 }, true),
  });
  const search = (v: MajorsFormValues) => {
    const next: MajorsFilters = {
      ...filters,
      countryId: v.countryId ?? '',
      majorFocusList: v.majorFocusList ?? [],
      gpa: v.gpa ?? '',
      majorTuitionMin: v.countryId ? (v.majorTuitionMin ?? '') : '',
      majorTuitionMax: v.countryId ? (v.majorTuitionMax ?? '') : '',
      // The currency travels as the tuition's label (the spec's query field).
      currency: v.countryId ? (queryClient.getQueryData<string>(currencyKey(v.countryId)) ?? '') : '',
      pageNo: 1,
    };
    requireLogin(
      () => {
        show(next);
        setDrawer(false);
      },
      `${paths.majors}?${majorsQuery(next)}`,
    );
  };
  const reset = () => {
    show({ ...EMPTY_MAJORS_FILTERS, pageSize: filters.pageSize });
    setDrawer(false);
  };

  const country = filters.countryId ? dictLabelOf(dicts.data?.[COUNTRY_DICT], filters.countryId, lang) : undefined;
  const focus = filters.majorFocusList
    .map((v) => dictLabelOf(dicts.data?.[MAJOR_FOCUS_DICT], v, lang) ?? v)
    .join(lang === 'en' ? ', ' : '、');
  const unit = currency.data || filters.currency;
  const criteria = [
    country,
    focus || null,
    filters.gpa ? `GPA ≤ ${filters.gpa}` : null,
    filters.countryId && (filters.majorTuitionMin || filters.majorTuitionMax)
      ? t('majorsPage.tuitionRange', { min: filters.majorTuitionMin || '0', max: filters.majorTuitionMax || '∞', currency: unit ?? '' })
      : null,
  ].filter(Boolean);
  const total = q.data?.totalCount ?? 0;
  const active = [filters.countryId, filters.majorFocusList.length, filters.gpa, filters.majorTuitionMin || filters.majorTuitionMax].filter(
    Boolean,
  ).length;

  let content;
  if (q.isPending)
    content = (
      <div className="mu-grid" aria-busy="true">
        {Array.from({ length: mobile ? 3 : 6 }, (_, i) => (
          <div key={i} className="mu-card skeleton-box card-skeleton card-skeleton--short" />
        ))}
      </div>
    );
  else if (q.isError) content = <ErrorState onRetry={() => void q.refetch()} />;
  else if (!q.data?.list.length)
    content = (
      <Result className="list-empty" status="info" title={t('majorsPage.noMatch')} extra={<AskNow countryId={filters.countryId} />} />
    );
  else
    content = (
      <div className={q.isPlaceholderData ? 'list-body list-body--stale' : 'list-body'} aria-busy={q.isFetching}>
        <div className="mu-grid">
          {q.data.list.map((item) => (
            <MajorUniCard key={`${item.uniId}-${item.majorId}`} item={item} />
          ))}
        </div>
        <ListPagination
          total={total}
          pageNo={filters.pageNo}
          pageSize={filters.pageSize}
          sizes={PAGE_SIZES.majors}
          onChange={(pageNo, pageSize) => {
            show({ ...filters, pageNo, pageSize });
            results.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
        />
      </div>
    );

  return (
    <div className="catalogue-page">
      <header className="catalogue-head catalogue-head--majors">
        <div className="container">
          <h1 className="catalogue-head__title">{t('majorsPage.title')}</h1>
          <p className="catalogue-head__lead">{t('majorsPage.lead')}</p>
        </div>
      </header>
      <div className="container catalogue-body">
        {mobile ? null : (
          <section className="filter-card" aria-label={t('filters.title')}>
            <MajorsFilterForm filters={filters} onSearch={search} onReset={reset} />
          </section>
        )}
        <div className="list-toolbar" ref={results}>
          <p className="list-toolbar__total" aria-live="polite">
            {q.isPending ? t('list.loading') : q.isError ? null : t('majorsPage.count', { n: total })}
            {criteria.length ? <span className="list-toolbar__criteria">{criteria.join(' · ')}</span> : null}
          </p>
          {mobile ? (
            <Badge count={active} size="small">
              <Button icon={<FilterOutlined />} onClick={() => setDrawer(true)}>
                {t('filters.title')}
              </Button>
            </Badge>
          ) : null}
        </div>
        {content}
      </div>
      {mobile ? (
        <Drawer open={drawer} onClose={() => setDrawer(false)} title={t('filters.title')} placement="bottom" size="80vh" forceRender>
          <MajorsFilterForm filters={filters} onSearch={search} onReset={reset} compact />
        </Drawer>
      ) : null}
    </div>
  );
}
