// /console/content/cases: admitted-student cases for staff, with the filters (keyword, university,
// country, degree, result dates, verified, shown or hidden), sort, page, column choice, and hiding
// or showing the selected cases. A case opens at /console/content/cases/:id; ★ marks the verified.
import { useState } from 'react';
import { Button, DatePicker, Empty, Grid, Input, Select, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EyeInvisibleOutlined, EyeOutlined, PlusOutlined, SafetyCertificateFilled } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CASE_SORTS, type CaseSort, type ConsoleCaseItem } from '@portal/shared';
import { paths } from '../../../config/paths';
import { dictLabelOf, dictOptions, useDict } from '../../../lib/dict';
import { dash } from '../../../lib/display';
import { toast } from '../../../lib/feedback';
import { reportApiError } from '../../../lib/api-client';
import { getLang } from '../../../lib/lang';
import { columnSortOrder, tableChange } from '../list/table';
import type { ListSpec } from '../list/url-state';
import { useListState } from '../list/use-list-state';
import { useCaseList, useCaseStatus } from './api';
import { BulkBar, ColumnPicker, ConsoleTable, LoadError, useColumnChoice } from '../list/kit';
import './content.css';
import { UniSelect } from './UniSelect';

type F = 'keyword' | 'uniId' | 'countryId' | 'courseType' | 'from' | 'to' | 'verified' | 'status';
const SPEC: ListSpec<F, CaseSort> = {
  filters: {
    keyword: { kind: 'text', max: 100 },
    uniId: { kind: 'id' },
    countryId: { kind: 'choice', values: [], pattern: /^\d{1,20}$/ },
    courseType: { kind: 'choice', values: [], pattern: /^\d{1,2}$/ },
    from: { kind: 'date' },
    to: { kind: 'date' },
    verified: { kind: 'choice', values: ['0', '1'] },
    status: { kind: 'choice', values: ['0', '1'] },
  },
  sorts: CASE_SORTS,
  pageSizes: { default: 20, options: [10, 20, 50, 100] },
};
const DICTS = ['web_clerk_countryName', 'web_stu_courseType'];
const OPTIONAL = ['country', 'courseType', 'eduUniName', 'eduGpa', 'uniMoney', 'viewNumber', 'updateDate', 'source'] as const;

export const caseEditPath = (id: number | 'new') => `${paths.consoleContentCases}/${id}`;

export default function CasesPage() {
  const { t } = useTranslation('console-content');
  // Phones scroll the table sideways: no column pinned over the others.
  const wide = Grid.useBreakpoint().lg !== false;
  const lang = getLang();
  const navigate = useNavigate();
  const { state, change, reset } = useListState(SPEC);
  const dict = useDict(DICTS);
  const f = state.filters;
  const q = useCaseList({
    ...f,
    uniId: f.uniId ? Number(f.uniId) : undefined,
    verified: f.verified as '0' | '1' | undefined,
    status: f.status as '0' | '1' | undefined,
    sort: state.sort ?? 'resultDate',
    order: state.order ?? 'desc',
    pageNo: state.pageNo,
    pageSize: state.pageSize,
  });
  const [selected, setSelected] = useState<number[]>([]);
  const bulk = useCaseStatus();
  const cols = useColumnChoice('cases', OPTIONAL, ['source', 'updateDate']);
  const [keyword, setKeyword] = useState(f.keyword ?? '');

  const setStatus = (status: '0' | '1') =>
    bulk.mutate(
      { ids: selected, status },
      {
        onSuccess: (r) => {
          toast.success(t('cases.bulkDone', { n: r.changed }));
          setSelected([]);
        },
        onError: reportApiError,
      },
    );

  const optionalLabels: Record<(typeof OPTIONAL)[number], string> = {
    country: t('cases.col.country'),
    courseType: t('cases.col.courseType'),
    eduUniName: t('cases.col.eduUniName'),
    eduGpa: t('cases.col.eduGpa'),
    uniMoney: t('cases.col.uniMoney'),
    viewNumber: t('cases.col.viewNumber'),
    updateDate: t('cases.col.updateDate'),
    source: t('cases.col.source'),
  };

  const all: (ColumnsType<ConsoleCaseItem>[number] & { key: string })[] = [
    {
      key: 'student',
      title: t('cases.col.student'),
      width: 150,
      fixed: wide ? 'left' : undefined,
      render: (_, r) => (
        <Link to={caseEditPath(r.id)} className="console-content__name">
          {r.stuName}
          <span className="console-muted"> {r.stuSpell}</span>
        </Link>
      ),
    },
    {
      key: 'verified',
      title: t('cases.col.verified'),
      width: 110,
      render: (_, r) =>
        r.verified ? (
          <Tooltip title={t('cases.verifiedAt', { at: r.verifiedAt ?? '' })}>
            <Tag color="gold" icon={<SafetyCertificateFilled />}>
              {t('cases.verified')}
            </Tag>
          </Tooltip>
        ) : r.hasOffer ? (
          <Tag color="blue">{t('cases.offerOnFile')}</Tag>
        ) : (
          <span className="console-muted">{t('cases.unverified')}</span>
        ),
    },
    {
      key: 'uni',
      title: t('cases.col.uni'),
      width: 220,
      render: (_, r) => (
        <span>
          <span>{lang === 'en' ? r.uniEnName : r.uniName}</span>
          <span className="console-muted console-content__sub">{r.courseName}</span>
        </span>
      ),
    },
    { key: 'country', title: t('cases.col.country'), width: 100, render: (_, r) => (lang === 'en' ? r.countryEnName : r.countryName) },
    {
      key: 'courseType',
      title: t('cases.col.courseType'),
      width: 100,
      render: (_, r) => dash(dictLabelOf(dict.data?.web_stu_courseType, r.courseType, lang) ?? r.courseType),
    },
    { key: 'eduUniName', title: t('cases.col.eduUniName'), width: 160, render: (_, r) => dash(r.eduUniName) },
    {
      key: 'eduGpa',
      title: t('cases.col.eduGpa'),
      width: 90,
      sorter: true,
      sortOrder: columnSortOrder(state, 'eduGpa'),
      render: (_, r) => dash(r.eduGpa),
    },
    {
      key: 'resultDate',
      title: t('cases.col.resultDate'),
      width: 120,
      sorter: true,
      sortOrder: columnSortOrder(state, 'resultDate'),
      dataIndex: 'resultDate',
    },
    {
      key: 'uniMoney',
      title: t('cases.col.uniMoney'),
      width: 110,
      sorter: true,
      sortOrder: columnSortOrder(state, 'uniMoney'),
      render: (_, r) => dash(r.uniMoney),
    },
    {
      key: 'viewNumber',
      title: t('cases.col.viewNumber'),
      width: 90,
      sorter: true,
      sortOrder: columnSortOrder(state, 'viewNumber'),
      dataIndex: 'viewNumber',
    },
    {
      key: 'status',
      title: t('cases.col.status'),
      width: 90,
      render: (_, r) => (r.status === '0' ? <Tag color="success">{t('common.shown')}</Tag> : <Tag>{t('common.hidden')}</Tag>),
    },
    {
      key: 'updateDate',
      title: t('cases.col.updateDate'),
      width: 150,
      sorter: true,
      sortOrder: columnSortOrder(state, 'updateDate'),
      dataIndex: 'updateDate',
    },
    { key: 'source', title: t('cases.col.source'), width: 140, render: (_, r) => dash(r.source) },
  ];
  const columns = all.filter((c) => cols.shows(c.key));

  return (
    <div className="console-page">
      <div className="console-page__head">
        <div>
          <h1 className="console-page__title">{t('cases.title')}</h1>
          <p className="console-page__sub">{t('cases.sub')}</p>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(caseEditPath('new'))}>
          {t('cases.add')}
        </Button>
      </div>
      <div className="console-content__filters">
        <Input.Search
          allowClear
          className="console-content__search"
          placeholder={t('cases.keyword')}
          aria-label={t('cases.keyword')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => change({ filters: { keyword: v.trim() || undefined } })}
        />
        <UniSelect
          allowClear
          className="console-content__uni"
          aria-label={t('cases.col.uni')}
          value={f.uniId ? Number(f.uniId) : undefined}
          known={q.data?.list.find((r) => String(r.uniId) === f.uniId) ?? null}
          onChange={(v) => change({ filters: { uniId: v ? String(v) : undefined } })}
        />
        <Select
          allowClear
          className="console-content__select"
          placeholder={t('cases.col.country')}
          aria-label={t('cases.col.country')}
          value={f.countryId}
          onChange={(v?: string) => change({ filters: { countryId: v } })}
          options={dictOptions(dict.data?.web_clerk_countryName, lang)}
        />
        <Select
          allowClear
          className="console-content__select"
          placeholder={t('cases.col.courseType')}
          aria-label={t('cases.col.courseType')}
          value={f.courseType}
          onChange={(v?: string) => change({ filters: { courseType: v } })}
          options={dictOptions(dict.data?.web_stu_courseType, lang)}
        />
        <DatePicker.RangePicker
          className="console-content__range"
          aria-label={t('cases.resultRange')}
          placeholder={[t('cases.from'), t('cases.to')]}
          value={[f.from ? dayjs(f.from) : null, f.to ? dayjs(f.to) : null]}
          allowEmpty={[true, true]}
          onChange={(v) =>
            change({ filters: { from: v?.[0]?.format('YYYY-MM-DD') ?? undefined, to: v?.[1]?.format('YYYY-MM-DD') ?? undefined } })
          }
        />
        <Select
          allowClear
          className="console-content__select"
          placeholder={t('cases.col.verified')}
          aria-label={t('cases.col.verified')}
          value={f.verified}
          onChange={(v?: string) => change({ filters: { verified: v } })}
          options={[
            { value: '1', label: t('cases.verified') },
            { value: '0', label: t('cases.unverified') },
          ]}
        />
        <Select
          allowClear
          className="console-content__select"
          placeholder={t('cases.col.status')}
          aria-label={t('cases.col.status')}
          value={f.status}
          onChange={(v?: string) => change({ filters: { status: v } })}
          options={[
            { value: '0', label: t('common.shown') },
            { value: '1', label: t('common.hidden') },
          ]}
        />
        <Space wrap>
          <Button
            onClick={() => {
              setKeyword('');
              reset();
            }}
          >
            {t('common.reset')}
          </Button>
          <ColumnPicker options={OPTIONAL.map((k) => ({ key: k, label: optionalLabels[k] }))} choice={cols} />
        </Space>
      </div>
      <BulkBar count={selected.length} onClear={() => setSelected([])}>
        <Button icon={<EyeInvisibleOutlined />} loading={bulk.isPending} onClick={() => setStatus('1')}>
          {t('common.hide')}
        </Button>
        <Button icon={<EyeOutlined />} loading={bulk.isPending} onClick={() => setStatus('0')}>
          {t('common.show')}
        </Button>
      </BulkBar>
      {q.isError ? <LoadError error={q.error} retry={() => void q.refetch()} /> : null}
      <ConsoleTable<ConsoleCaseItem>
        rowKey="id"
        columns={columns}
        dataSource={q.data?.list ?? []}
        loading={q.isFetching}
        scroll={{ x: 1100 }}
        size="middle"
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]), preserveSelectedRowKeys: true }}
        onChange={(p, _f, s, extra) => change(tableChange(state, p, s, extra.action, SPEC.sorts))}
        rowClassName={(r) => (r.status === '1' ? 'console-content__row--hidden' : '')}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: q.data?.totalCount ?? 0,
          showSizeChanger: true,
          pageSizeOptions: SPEC.pageSizes.options as number[],
          showTotal: (n) => t('common.total', { n }),
        }}
        locale={{
          emptyText: q.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cases.empty')} />,
        }}
      />
    </div>
  );
}
