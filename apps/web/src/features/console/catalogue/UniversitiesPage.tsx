// /console/catalogue/universities: every university with filters (country, name/English/pinyin/
// alias, type, open for applications, has a Chinese name, status), sort, pages and the columns the
// user chose, all kept in the address (the columns in this browser); chosen rows can be opened or
// closed for applications and shown or hidden at once, after a confirmation.
import { useMemo, useState } from 'react';
import { Button, Empty, Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UNI_SORTS, type ConsoleUniItem, type UniBulkAction } from '@portal/shared';
import { paths } from '../../../config/paths';
import { dash } from '../../../lib/display';
import { dialog, toast } from '../../../lib/feedback';
import { getLang } from '../../../lib/lang';
import { useCountrySettings } from '../api/countries';
import { columnSortOrder, tableChange } from '../list/table';
import { useListState } from '../list/use-list-state';
import { useBulkUnis, useUniList } from './api';
import { UNI_LIST_SPEC, uniListBody } from './model';
import { BulkBar, ColumnPicker, ConsoleTable, LoadError, useColumnChoice } from '../list/kit';
import './catalogue.css';

const COLUMNS = ['country', 'city', 'type', 'rank', 'aiShow', 'status', 'majors', 'source', 'updated'] as const;
const HIDDEN_COLUMNS = ['city', 'source'];

export const uniEditPath = (uniId: number | 'new') => `${paths.consoleUniversities}/${uniId}`;

export default function UniversitiesPage() {
  const { t } = useTranslation('console-catalogue');
  const lang = getLang();
  const navigate = useNavigate();
  const { state, change, reset } = useListState(UNI_LIST_SPEC);
  const body = useMemo(() => uniListBody(state), [state]);
  const q = useUniList(body);
  const countries = useCountrySettings();
  const bulk = useBulkUnis();
  const [selected, setSelected] = useState<number[]>([]);
  const [keyword, setKeyword] = useState(state.filters.keyword ?? '');
  const cols = useColumnChoice('universities', COLUMNS, HIDDEN_COLUMNS);
  const f = state.filters;
  const setFilter = (k: keyof typeof f, v?: string) => {
    setSelected([]);
    change({ filters: { [k]: v } });
  };

  const runBulk = (action: UniBulkAction) =>
    dialog.confirm({
      title: t(`unis.bulk.${action}`),
      content: t('unis.bulk.confirm', { count: selected.length, action: t(`unis.bulk.${action}`) }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () =>
        bulk.mutateAsync({ uniIds: selected, action }).then((r) => {
          toast.success(t('bulk.done', { count: r.changed }));
          setSelected([]);
        }),
    });

  const name = (r: ConsoleUniItem) => (lang === 'en' ? r.uniEnName : r.uniName);
  const other = (r: ConsoleUniItem) => (lang === 'en' ? r.uniName : r.uniEnName);
  const all: Record<(typeof COLUMNS)[number], ColumnsType<ConsoleUniItem>[number]> = {
    country: {
      key: 'country',
      title: t('unis.col.country'),
      width: 110,
      render: (_, r) => (lang === 'en' ? r.countryEnName : r.countryName),
    },
    city: { key: 'city', title: t('unis.col.city'), width: 120, render: (_, r) => dash(lang === 'en' ? r.city : (r.cityCn ?? r.city)) },
    type: {
      key: 'type',
      title: t('unis.col.type'),
      width: 90,
      render: (_, r) => t(`uniType.${r.uniType === 'private' ? 'private' : 'public'}`),
    },
    rank: {
      key: 'rank',
      title: t('unis.col.rank'),
      width: 90,
      sorter: true,
      sortOrder: columnSortOrder(state, 'rank'),
      render: (_, r) => dash(r.qsRank),
    },
    aiShow: {
      key: 'aiShow',
      title: t('unis.col.aiShow'),
      width: 110,
      render: (_, r) => (r.aiShow ? <Tag color="green">{t('aiShow.open')}</Tag> : <Tag>{t('aiShow.closed')}</Tag>),
    },
    status: {
      key: 'status',
      title: t('unis.col.status'),
      width: 90,
      render: (_, r) => (r.status === '0' ? <Tag color="blue">{t('status.shown')}</Tag> : <Tag color="orange">{t('status.hidden')}</Tag>),
    },
    majors: { key: 'majors', title: t('unis.col.majors'), width: 90, align: 'right', render: (_, r) => r.majorCount },
    source: {
      key: 'source',
      title: t('unis.col.source'),
      width: 150,
      render: (_, r) => (
        <span>
          {dash(r.source)}
          {r.checkedAt ? <div className="console-muted">{r.checkedAt}</div> : null}
        </span>
      ),
    },
    updated: {
      key: 'updated',
      title: t('unis.col.updated'),
      width: 170,
      sorter: true,
      sortOrder: columnSortOrder(state, 'updated'),
      render: (_, r) => r.updatedAt.slice(0, 16).replace('T', ' '),
    },
  };
  const columns: ColumnsType<ConsoleUniItem> = [
    {
      key: 'name',
      title: t('unis.col.name'),
      sorter: true,
      sortOrder: columnSortOrder(state, 'name'),
      fixed: 'left',
      width: 260,
      render: (_, r) => (
        <Link to={uniEditPath(r.uniId)} className="console-catalogue__name">
          {r.uniLogo ? (
            <img src={r.uniLogo} alt="" width={28} height={28} loading="lazy" />
          ) : (
            <span className="console-catalogue__logo-blank" />
          )}
          <span>
            <span>{name(r)}</span>
            <span className="console-muted">{other(r)}</span>
          </span>
        </Link>
      ),
    },
    ...COLUMNS.filter((c) => cols.shows(c)).map((c) => all[c]),
  ];

  const flagOptions = (k: 'aiShow' | 'hasCn' | 'status') =>
    k === 'aiShow'
      ? [
          { value: '1', label: t('aiShow.open') },
          { value: '0', label: t('aiShow.closed') },
        ]
      : k === 'hasCn'
        ? [
            { value: '1', label: t('unis.filters.hasCnYes') },
            { value: '0', label: t('unis.filters.hasCnNo') },
          ]
        : [
            { value: '0', label: t('status.shown') },
            { value: '1', label: t('status.hidden') },
          ];

  return (
    <div className="console-page console-catalogue">
      <div className="console-page__head">
        <div>
          <h1 className="console-page__title">{t('unis.title')}</h1>
          <p className="console-page__sub">{t('unis.sub')}</p>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(uniEditPath('new'))}>
          {t('unis.new')}
        </Button>
      </div>
      <div className="console-filters console-catalogue__filters">
        <Input.Search
          allowClear
          placeholder={t('unis.filters.keyword')}
          aria-label={t('unis.filters.keyword')}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            if (!e.target.value) setFilter('keyword', undefined);
          }}
          onSearch={(v) => setFilter('keyword', v.trim() || undefined)}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('unis.col.country')}
          aria-label={t('unis.col.country')}
          value={f.countryId}
          loading={countries.isPending}
          onChange={(v?: string) => setFilter('countryId', v)}
          options={(countries.data ?? []).map((c) => ({ value: c.countryId, label: lang === 'en' ? c.enName : c.name }))}
        />
        <Select
          allowClear
          placeholder={t('unis.col.type')}
          aria-label={t('unis.col.type')}
          value={f.uniType}
          onChange={(v?: string) => setFilter('uniType', v)}
          options={[
            { value: 'public', label: t('uniType.public') },
            { value: 'private', label: t('uniType.private') },
          ]}
        />
        {(['aiShow', 'hasCn', 'status'] as const).map((k) => (
          <Select
            key={k}
            allowClear
            placeholder={t(`unis.filters.${k}`)}
            aria-label={t(`unis.filters.${k}`)}
            value={f[k]}
            onChange={(v?: string) => setFilter(k, v)}
            options={flagOptions(k)}
          />
        ))}
        <Space className="console-filters__end">
          <Button
            onClick={() => {
              setKeyword('');
              setSelected([]);
              reset();
            }}
          >
            {t('common.reset')}
          </Button>
          <ColumnPicker options={COLUMNS.map((c) => ({ key: c, label: t(`unis.col.${c}`) }))} choice={cols} />
        </Space>
      </div>
      <BulkBar count={selected.length} onClear={() => setSelected([])}>
        {(['open', 'close', 'show', 'hide'] as const).map((a) => (
          <Button key={a} size="small" onClick={() => runBulk(a)} loading={bulk.isPending}>
            {t(`unis.bulk.${a}`)}
          </Button>
        ))}
      </BulkBar>
      {q.isError ? <LoadError error={q.error} retry={() => void q.refetch()} /> : null}
      <ConsoleTable<ConsoleUniItem>
        rowKey="uniId"
        columns={columns}
        dataSource={q.data?.list ?? []}
        loading={q.isFetching}
        scroll={{ x: 900 }}
        size="middle"
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]), preserveSelectedRowKeys: true }}
        onChange={(pagination, _filters, sorter, extra) => change(tableChange(state, pagination, sorter, extra.action, UNI_SORTS))}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: q.data?.totalCount ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (n) => t('unis.total', { count: n }),
        }}
        locale={{ emptyText: q.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('unis.empty')} /> }}
      />
    </div>
  );
}
