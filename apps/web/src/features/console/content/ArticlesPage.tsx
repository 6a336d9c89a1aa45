// /console/content/articles: every article, drafts included, with the filters (study stage, status,
// title in either language), sort (publish date, views, last edit), page, column choice, and
// publishing or taking back the selected articles. An article opens at /console/content/articles/:id.
import { useState } from 'react';
import { Button, Empty, Input, Select, Space, Tag } from 'antd';
import { ExportOutlined, PlusOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ARTICLE_SORTS, type ConsoleArticleItem } from '@portal/shared';
import { articlePath, paths } from '../../../config/paths';
import { reportApiError } from '../../../lib/api-client';
import { dictLabelOf, dictOptions, useDict } from '../../../lib/dict';
import { toast } from '../../../lib/feedback';
import { getLang } from '../../../lib/lang';
import { columnSortOrder, tableChange } from '../list/table';
import type { ListSpec } from '../list/url-state';
import { useListState } from '../list/use-list-state';
import { beijingMinute } from '../../../lib/display';
import { useArticleList, useArticleStatus } from './api';
import { BulkBar, ColumnPicker, ConsoleTable, LoadError, useColumnChoice, type ConsoleColumns } from '../list/kit';
import './content.css';

type S = (typeof ARTICLE_SORTS)[number];
type F = 'articleType' | 'status' | 'title';
const SPEC: ListSpec<F, S> = {
  filters: {
    articleType: { kind: 'choice', values: [], pattern: /^[A-Za-z0-9_]{1,10}$/ },
    status: { kind: 'choice', values: ['0', '1'] },
    title: { kind: 'text', max: 100 },
  },
  sorts: ARTICLE_SORTS,
  pageSizes: { default: 20, options: [10, 20, 50, 100] },
};
const DICTS = ['jxj_article_type'];
const OPTIONAL = ['cover', 'english', 'totalView', 'updatedAt'] as const;

export const articleEditPath = (id: number | 'new') => `${paths.consoleContentArticles}/${id}`;

export default function ArticlesPage() {
  const { t } = useTranslation('console-content');
  const lang = getLang();
  const navigate = useNavigate();
  const { state, change, reset } = useListState(SPEC);
  const f = state.filters;
  const dict = useDict(DICTS);
  const q = useArticleList({
    ...f,
    status: f.status as '0' | '1' | undefined,
    sort: state.sort ?? 'publishDate',
    order: state.order ?? 'desc',
    pageNo: state.pageNo,
    pageSize: state.pageSize,
  });
  const [selected, setSelected] = useState<number[]>([]);
  const [title, setTitle] = useState(f.title ?? '');
  const bulk = useArticleStatus();
  const cols = useColumnChoice('articles', OPTIONAL, ['updatedAt']);

  const setStatus = (status: '0' | '1') =>
    bulk.mutate(
      { ids: selected, status },
      {
        onSuccess: (r) => {
          toast.success(t('articles.bulkDone', { n: r.changed }));
          setSelected([]);
        },
        onError: reportApiError,
      },
    );

  const labels: Record<(typeof OPTIONAL)[number], string> = {
    cover: t('articles.col.cover'),
    english: t('articles.col.english'),
    totalView: t('articles.col.totalView'),
    updatedAt: t('articles.col.updatedAt'),
  };
  const all: (ConsoleColumns<ConsoleArticleItem>[number] & { key: string })[] = [
    {
      key: 'cover',
      title: t('articles.col.cover'),
      width: 96,
      render: (_, a) =>
        a.articleCoverRoute ? <img className="console-content__thumb" src={a.articleCoverRoute} alt="" loading="lazy" /> : '-',
    },
    {
      key: 'title',
      title: t('articles.col.title'),
      width: 300,
      render: (_, a) => (
        <span>
          <Link to={articleEditPath(a.id)} className="console-content__name">
            {lang === 'en' ? (a.articleNameEn ?? a.articleName) : a.articleName}
          </Link>
          <span className="console-muted console-content__sub">{lang === 'en' ? a.articleName : a.articleNameEn}</span>
        </span>
      ),
    },
    {
      key: 'type',
      title: t('articles.col.type'),
      width: 130,
      render: (_, a) => dictLabelOf(dict.data?.jxj_article_type, a.articleType, lang) ?? a.articleType,
    },
    {
      key: 'status',
      title: t('articles.col.status'),
      width: 100,
      render: (_, a) => (a.status === '0' ? <Tag color="success">{t('articles.published')}</Tag> : <Tag>{t('articles.draft')}</Tag>),
    },
    {
      key: 'english',
      title: t('articles.col.english'),
      width: 100,
      render: (_, a) => (a.hasEnglish ? <Tag color="blue">EN</Tag> : <span className="console-muted">{t('articles.noEnglish')}</span>),
    },
    {
      key: 'publishDate',
      title: t('articles.col.publishDate'),
      width: 150,
      dataIndex: 'publishDate',
      sorter: true,
      sortOrder: columnSortOrder(state, 'publishDate'),
    },
    {
      key: 'totalView',
      title: t('articles.col.totalView'),
      width: 90,
      dataIndex: 'totalView',
      sorter: true,
      sortOrder: columnSortOrder(state, 'totalView'),
    },
    {
      key: 'updatedAt',
      title: t('articles.col.updatedAt'),
      width: 150,
      dataIndex: 'updatedAt',
      render: (v: string) => beijingMinute(v),
      sorter: true,
      sortOrder: columnSortOrder(state, 'updatedAt'),
    },
    {
      key: 'open',
      cardActions: true,
      title: t('common.actions'),
      width: 90,
      render: (_, a) =>
        a.status === '0' ? (
          <a href={articlePath(a.id)} target="_blank" rel="noopener noreferrer" aria-label={t('articles.openPublic')}>
            <ExportOutlined /> {t('articles.view')}
          </a>
        ) : null,
    },
  ];
  const columns = all.filter((c) => cols.shows(c.key));

  return (
    <div className="console-page">
      <div className="console-page__head">
        <div>
          <h1 className="console-page__title">{t('articles.title')}</h1>
          <p className="console-page__sub">{t('articles.sub')}</p>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(articleEditPath('new'))}>
          {t('articles.add')}
        </Button>
      </div>
      <div className="console-content__filters">
        <Input.Search
          allowClear
          className="console-content__search"
          placeholder={t('articles.search')}
          aria-label={t('articles.search')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          onSearch={(v) => change({ filters: { title: v.trim() || undefined } })}
        />
        <Select
          allowClear
          className="console-content__select"
          placeholder={t('articles.col.type')}
          aria-label={t('articles.col.type')}
          value={f.articleType}
          onChange={(v?: string) => change({ filters: { articleType: v } })}
          options={dictOptions(dict.data?.jxj_article_type, lang)}
        />
        <Select
          allowClear
          className="console-content__select"
          placeholder={t('articles.col.status')}
          aria-label={t('articles.col.status')}
          value={f.status}
          onChange={(v?: string) => change({ filters: { status: v } })}
          options={[
            { value: '0', label: t('articles.published') },
            { value: '1', label: t('articles.draft') },
          ]}
        />
        <Space wrap>
          <Button
            onClick={() => {
              setTitle('');
              reset();
            }}
          >
            {t('common.reset')}
          </Button>
          <ColumnPicker options={OPTIONAL.map((k) => ({ key: k, label: labels[k] }))} choice={cols} />
        </Space>
      </div>
      <BulkBar count={selected.length} onClear={() => setSelected([])}>
        <Button icon={<SendOutlined />} loading={bulk.isPending} onClick={() => setStatus('0')}>
          {t('articles.publish')}
        </Button>
        <Button icon={<RollbackOutlined />} loading={bulk.isPending} onClick={() => setStatus('1')}>
          {t('articles.unpublish')}
        </Button>
      </BulkBar>
      {q.isError ? <LoadError error={q.error} retry={() => void q.refetch()} /> : null}
      <ConsoleTable<ConsoleArticleItem>
        rowKey="id"
        columns={columns}
        dataSource={q.data?.list ?? []}
        loading={q.isFetching}
        scroll={{ x: 1000 }}
        size="middle"
        rowSelection={{ selectedRowKeys: selected, onChange: (k) => setSelected(k as number[]), preserveSelectedRowKeys: true }}
        onChange={(p, _f, s, extra) => change(tableChange(state, p, s, extra.action, SPEC.sorts))}
        rowClassName={(a) => (a.status === '1' ? 'console-content__row--hidden' : '')}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: q.data?.totalCount ?? 0,
          showSizeChanger: true,
          pageSizeOptions: SPEC.pageSizes.options as number[],
          showTotal: (n) => t('common.total', { n }),
        }}
        locale={{ emptyText: q.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('articles.empty')} /> }}
      />
    </div>
  );
}
