// /console/applications: every submitted application (submitted, returned, transferred) in an antd
// Table; filters, sort and page in the address; export of the filtered list (XLSX, CSV); an
// admin's assignment per row. A clerk's own files come first when no sort is chosen (the server).
// Rows can be chosen (kept across pages): staff export the chosen ones, admins assign them at once.
import { useState } from 'react';
import { Badge, Button, Empty, Space, Tag, Tooltip, Typography } from 'antd';
import { DownloadOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { QueueItem } from '@portal/shared';
import { consoleApplicationPath } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/auth';
import { dash, uniNames } from '../../../lib/display';
import { toast } from '../../../lib/feedback';
import { getLang } from '../../../lib/lang';
import { downloadExport, useQueue } from '../api/console';
import { AssignSelect } from '../components/AssignSelect';
import { StatusTag } from '../components/StatusTag';
import { columnSortOrder, tableChange } from '../list/table';
import { ConsoleTable, LoadError, type ConsoleColumns } from '../list/kit';
import { useListState } from '../list/use-list-state';
import { useConsoleAccess } from '../access';
import { QUEUE_SPEC, queueExportQuery, queueListBody, type QueueState } from './filters';
import { QueueFilterBar } from './QueueFilterBar';
import { QueueBulkBar } from './QueueBulk';

function ExportButtons({ state, disabled }: { state: QueueState; disabled: boolean }) {
  const { t } = useTranslation('console');
  const [busy, setBusy] = useState<'xlsx' | 'csv' | null>(null);
  const run = async (format: 'xlsx' | 'csv') => {
    setBusy(format);
    try {
      await downloadExport(queueExportQuery(state, format), `${t('export.fileName')}.${format}`);
    } catch (e) {
      toast.error((e as Error).message || t('export.failed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space wrap>
      <Button icon={<DownloadOutlined />} loading={busy === 'xlsx'} disabled={disabled || busy !== null} onClick={() => void run('xlsx')}>
        {t('export.xlsx')}
      </Button>
      <Button icon={<DownloadOutlined />} loading={busy === 'csv'} disabled={disabled || busy !== null} onClick={() => void run('csv')}>
        {t('export.csv')}
      </Button>
    </Space>
  );
}

export default function QueuePage() {
  const { t } = useTranslation('console');
  const lang = getLang();
  const { user } = useCurrentUser();
  const { admin } = useConsoleAccess();
  const location = useLocation();
  const { state, change, reset } = useListState(QUEUE_SPEC);
  const q = useQueue(queueListBody(state));
  const from = location.pathname + location.search;
  const [selected, setSelected] = useState<number[]>([]);

  const columns: ConsoleColumns<QueueItem> = [
    {
      key: 'stuName',
      title: t('queue.student'),
      sorter: true,
      sortOrder: columnSortOrder(state, 'stuName'),
      fixed: 'left',
      width: 150,
      render: (_, r) => (
        <Link to={consoleApplicationPath(r.stuId)} state={{ from }} className="console-student">
          <span className="console-student__name">{dash(r.stuName)}</span>
          <span className="console-student__spell">{r.stuSpell}</span>
        </Link>
      ),
    },
    { key: 'owner', title: t('queue.owner'), dataIndex: 'ownerName', width: 120, ellipsis: true, render: (v: string) => dash(v) },
    { key: 'country', title: t('queue.country'), dataIndex: 'countryName', width: 90, render: (v: string | null) => dash(v) },
    {
      // Takes the width the others leave.
      key: 'schools',
      title: t('queue.schools'),
      render: (_, r) =>
        r.schools.length ? (
          <ul className="console-schools">
            {r.schools.slice(0, 2).map((s) => (
              <li key={s.uniId}>
                <Typography.Text ellipsis={{ tooltip: true }}>{uniNames(s, lang).name}</Typography.Text>
              </li>
            ))}
            {r.schools.length > 2 ? <li className="console-schools__more">{t('queue.moreSchools', { n: r.schools.length - 2 })}</li> : null}
          </ul>
        ) : (
          dash(null)
        ),
    },
    {
      key: 'status',
      title: t('queue.status'),
      width: 100,
      render: (_, r) => <StatusTag referralStatus={r.referralStatus} stuStatus={r.stuStatus} label={r.statusLabel} />,
    },
    {
      key: 'assigned',
      title: t('queue.assigned'),
      width: admin ? 180 : 130,
      render: (_, r) => (
        <Space size={4} wrap>
          {admin ? (
            <AssignSelect stuId={r.stuId} assignedTo={r.assignedTo} size="small" />
          ) : (
            <span>{r.assignedTo?.name ?? t('assign.nobody')}</span>
          )}
          {r.assignedTo && r.assignedTo.id === user?.userId ? <Tag color="blue">{t('queue.mine')}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'submittedAt',
      title: t('queue.submitted'),
      dataIndex: 'submittedAt',
      sorter: true,
      sortOrder: columnSortOrder(state, 'submittedAt'),
      width: 120,
      render: (v: string | null) => (
        <span className="console-time" title={v ?? undefined}>
          {dash(v?.slice(0, 10))}
        </span>
      ),
    },
    {
      key: 'lastActivityAt',
      title: t('queue.lastActivity'),
      dataIndex: 'lastActivityAt',
      sorter: true,
      sortOrder: columnSortOrder(state, 'lastActivityAt'),
      width: 140,
      render: (v: string | null) => <span className="console-time">{dash(v?.slice(0, 16))}</span>,
    },
    {
      key: 'unread',
      title: t('queue.unread'),
      dataIndex: 'unreadCount',
      width: 84,
      align: 'center',
      render: (n: number) =>
        n > 0 ? (
          <Tooltip title={t('queue.unreadTip', { count: n })}>
            <Badge count={n} size="small" className="console-unread">
              <MessageOutlined aria-label={t('queue.unreadTip', { count: n })} />
            </Badge>
          </Tooltip>
        ) : (
          <span className="console-muted">{dash(null)}</span>
        ),
    },
    {
      key: 'open',
      cardActions: true,
      title: t('queue.actions'),
      width: 80,
      fixed: 'right',
      render: (_, r) => (
        <Link to={consoleApplicationPath(r.stuId)} state={{ from }}>
          {t('queue.open')}
        </Link>
      ),
    },
  ];

  const total = q.data?.total ?? 0;
  return (
    <div className="console-page">
      <div className="console-page__head">
        <div>
          <h1 className="console-page__title">{t('queue.title')}</h1>
          <p className="console-page__sub">{q.data ? t('queue.count', { count: total }) : t('queue.sub')}</p>
        </div>
        <ExportButtons state={state} disabled={!q.data || total === 0} />
      </div>
      <QueueFilterBar state={state} change={change} reset={reset} />
      <LoadError error={q.error} retry={() => void q.refetch()} />
      <QueueBulkBar selected={selected} admin={admin} onClear={() => setSelected([])} />
      <ConsoleTable<QueueItem>
        rowKey="stuId"
        rowSelection={{ selectedRowKeys: selected, onChange: (k) => setSelected(k as number[]), preserveSelectedRowKeys: true }}
        columns={columns}
        dataSource={q.data?.list ?? []}
        loading={q.isFetching}
        rowClassName={(r) => (r.unreadCount > 0 ? 'console-row--unread' : '')}
        // The fixed widths add up to about 1070 px with the selection box: the schools get the rest.
        scroll={{ x: 1280 }}
        size="middle"
        locale={{
          emptyText: q.isPending ? (
            ' '
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={q.isError ? t('errors.load') : t('queue.empty')} />
          ),
        }}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: QUEUE_SPEC.pageSizes.options.map(String),
          showTotal: (n) => t('queue.count', { count: n }),
        }}
        onChange={(pagination, _filters, sorter, extra) => change(tableChange(state, pagination, sorter, extra.action, QUEUE_SPEC.sorts))}
      />
    </div>
  );
}
