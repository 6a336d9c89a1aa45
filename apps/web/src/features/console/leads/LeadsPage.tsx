// /console/leads: the consultation requests students made (POST /dynamics/clue/add), newest first,
// for counsellors to follow up: who (masked contact and the profile's name), what about (country,
// university, major), their consultation profile then, when. Filters: type, country, Beijing days.
import { useState } from 'react';
import { Alert, Button, Empty, Input, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LeadItem, Paged } from '@portal/shared';
import { api } from '../../../lib/api-client';
import { dictLabelOf, dictOptions, useDict } from '../../../lib/dict';
import { dash } from '../../../lib/display';
import { getLang } from '../../../lib/lang';

const DICTS = ['web_clerk_countryName', 'nationality', 'web_stu_courseType'];

interface Filters {
  type?: number;
  countryId?: string;
  from?: string;
  to?: string;
  pageNo: number;
  pageSize: number;
}

export default function LeadsPage() {
  const { t } = useTranslation('console');
  const lang = getLang();
  const [f, setF] = useState<Filters>({ pageNo: 1, pageSize: 20 });
  const dict = useDict(DICTS);
  const q = useQuery({
    queryKey: ['console', 'leads', f],
    queryFn: () => api.get<Paged<LeadItem>>('/console/leads', { ...f }, { quiet: true }),
    placeholderData: keepPreviousData,
  });
  const set = (patch: Partial<Filters>) => setF((old) => ({ ...old, ...patch, pageNo: patch.pageNo ?? 1 }));
  const typeLabel = (type: number) => t(`leads.types.${type as 0 | 1 | 2}`);

  const columns: ColumnsType<LeadItem> = [
    { title: t('leads.col.time'), dataIndex: 'createdAt', width: 170 },
    {
      title: t('leads.col.who'),
      key: 'who',
      width: 170,
      render: (_, r) => (
        <div>
          <div>{dash(r.profile?.userName)}</div>
          <div className="console-muted">{dash(r.account)}</div>
        </div>
      ),
    },
    { title: t('leads.col.type'), dataIndex: 'type', width: 110, render: (v: number) => <Tag>{typeLabel(v)}</Tag> },
    { title: t('leads.col.country'), dataIndex: 'countryName', width: 110, render: (v: string | null) => dash(v) },
    {
      title: t('leads.col.subject'),
      key: 'subject',
      render: (_, r) => (
        <div>
          <div>{dash(r.uniEnName)}</div>
          {r.majorName ? <div className="console-muted">{r.majorName}</div> : null}
        </div>
      ),
    },
    {
      title: t('leads.col.profile'),
      key: 'profile',
      render: (_, r) =>
        r.profile ? (
          <span>
            {[
              r.profile.stuUniName,
              r.profile.gpa ? `GPA ${r.profile.gpa}` : null,
              dictLabelOf(dict.data?.nationality, r.profile.nationality, lang),
              dictLabelOf(dict.data?.web_stu_courseType, r.profile.courseType, lang),
            ]
              .filter(Boolean)
              .join(' · ') || '-'}
          </span>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <div className="console-page">
      <div className="console-page__head">
        <div>
          <h1 className="console-page__title">{t('leads.title')}</h1>
          <p className="console-page__sub">{t('leads.sub')}</p>
        </div>
      </div>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('leads.col.type')}
          value={f.type}
          onChange={(v?: number) => set({ type: v })}
          options={[0, 1, 2].map((v) => ({ value: v, label: typeLabel(v) }))}
        />
        <Select
          allowClear
          style={{ width: 180 }}
          placeholder={t('leads.col.country')}
          value={f.countryId}
          onChange={(v?: string) => set({ countryId: v })}
          options={dictOptions(dict.data?.web_clerk_countryName, lang)}
        />
        <Input type="date" aria-label={t('leads.from')} value={f.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined })} />
        <Input type="date" aria-label={t('leads.to')} value={f.to ?? ''} onChange={(e) => set({ to: e.target.value || undefined })} />
        <Button onClick={() => setF({ pageNo: 1, pageSize: f.pageSize })}>{t('leads.reset')}</Button>
      </Space>
      {q.isError ? (
        <Alert
          className="console-alert"
          type="error"
          showIcon
          title={q.error.message || t('errors.load')}
          action={
            <Button size="small" onClick={() => void q.refetch()}>
              {t('errors.retry')}
            </Button>
          }
        />
      ) : null}
      <Table<LeadItem>
        className="console-table"
        rowKey="id"
        columns={columns}
        dataSource={q.data?.list ?? []}
        loading={q.isFetching}
        scroll={{ x: 1000 }}
        size="middle"
        pagination={{
          current: f.pageNo,
          pageSize: f.pageSize,
          total: q.data?.totalCount ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (n) => t('leads.total', { n }),
          onChange: (pageNo, pageSize) => setF((old) => ({ ...old, pageNo: pageSize === old.pageSize ? pageNo : 1, pageSize })),
        }}
        locale={{ emptyText: q.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('leads.empty')} /> }}
      />
    </div>
  );
}
