// /console/payments (clerks and admins read): two tabs.
// - Contracts: each contract with its payment orders (state, amount, provider, paid at) and what
//   was refunded; filters (number / student / order, state, signing days) and page in the address;
//   a drawer with the orders' events and the refunds, and for admins the Refund action of the
//   application view (the same dialog and call). The filtered contracts, or the chosen ones,
//   export one row per order as XLSX or CSV.
// - Reconciliation of a chosen Beijing day: what the providers reported paid and what they answer
//   now for the day's orders versus what is marked paid here, with the mismatches (paid at the
//   provider only, marked here only, amounts differ, provider not reachable).
import { useEffect, useState } from 'react';
import { Button, Card, Col, Descriptions, Drawer, Empty, Input, Row, Select, Space, Statistic, Table, Tabs, Tag, Timeline } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTRACT_STATES, type OpsContractItem, type OpsOrder, type OpsReconcileRow } from '@portal/shared';
import { consoleApplicationPath } from '../../../../config/paths';
import { useIsMobile } from '../../../../lib/device';
import { useConsoleAccess } from '../../access';
import { RefundDialog } from '../../components/RefundDialog';
import { useListState } from '../../list/use-list-state';
import type { ListSpec } from '../../list/url-state';
import { useContract, useContracts, useReconcile } from '../api';
import { BulkBar, ColumnPicker, ConsoleTable, LoadError, useColumnChoice } from '../../list/kit';
import { ExportButtons } from '../export';

type F = 'tab' | 'q' | 'status' | 'from' | 'to' | 'day';
const SPEC: ListSpec<F, never> = {
  filters: {
    tab: { kind: 'choice', values: ['contracts', 'reconcile'] },
    q: { kind: 'text', max: 50 },
    status: { kind: 'choice', values: CONTRACT_STATES },
    from: { kind: 'date' },
    to: { kind: 'date' },
    day: { kind: 'date' },
  },
  sorts: [],
  pageSizes: { default: 20, options: [10, 20, 50, 100] },
};
const COLUMNS = ['contractNo', 'student', 'owner', 'status', 'fee', 'orders', 'signedAt', 'paidAt', 'refunded'] as const;
const STATE_COLOR: Record<string, string> = {
  paid: 'success',
  signed: 'processing',
  void: 'default',
  created: 'processing',
  closed: 'default',
  expired: 'default',
  refunding: 'gold',
  refunded: 'purple',
};
const KIND_COLOR: Record<string, string> = { providerOnly: 'error', amount: 'error', hereOnly: 'gold', unreachable: 'default' };
const bjToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

export default function PaymentsPage() {
  const { t } = useTranslation('console-ops');
  const list = useListState(SPEC);
  const tab = list.state.filters.tab ?? 'contracts';
  return (
    <div className="console-page">
      <div className="console-page__head">
        <div>
          <h1 className="console-page__title">{t('payments.title')}</h1>
          <p className="console-page__sub">{t('payments.sub')}</p>
        </div>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(k) => list.change({ filters: { tab: k === 'contracts' ? undefined : k } })}
        items={[
          { key: 'contracts', label: t('payments.tabContracts'), children: tab === 'contracts' ? <Contracts list={list} /> : null },
          { key: 'reconcile', label: t('payments.tabReconcile'), children: tab === 'reconcile' ? <Reconcile list={list} /> : null },
        ]}
      />
    </div>
  );
}

type List = ReturnType<typeof useListState<F, never>>;

function OrderLine({ o }: { o: OpsOrder }) {
  const { t } = useTranslation('console-ops');
  return (
    <div className="console-ops-order">
      <Tag color={STATE_COLOR[o.state]}>{t(`payments.orderState.${o.state}` as 'payments.title', { defaultValue: o.state })}</Tag>
      <span>{t(`payments.channel.${o.channel}` as 'payments.title', { defaultValue: o.channel })}</span>
      <span className="console-muted"> · {o.provider}</span>
      <span> · ¥{o.amount}</span>
      {o.paidAt ? <span className="console-muted"> · {o.paidAt}</span> : null}
    </div>
  );
}

function Contracts({ list }: { list: List }) {
  const { t } = useTranslation('console-ops');
  const { state, change, reset } = list;
  const f = state.filters;
  const [keyword, setKeyword] = useState(f.q ?? '');
  useEffect(() => setKeyword(f.q ?? ''), [f.q]);
  const bad = !!f.from && !!f.to && f.from > f.to;
  const q = useContracts({
    q: f.q,
    status: f.status,
    from: f.from,
    to: bad ? undefined : f.to,
    pageNo: state.pageNo,
    pageSize: state.pageSize,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const choice = useColumnChoice('contracts', COLUMNS, ['owner']);

  const all: ColumnsType<OpsContractItem> = [
    { key: 'contractNo', title: t('payments.col.contractNo'), dataIndex: 'contractNo', width: 170 },
    { key: 'student', title: t('payments.col.student'), dataIndex: 'studentName', width: 120 },
    { key: 'owner', title: t('payments.col.owner'), dataIndex: 'owner', width: 130, render: (v: string | null) => v || '-' },
    {
      key: 'status',
      title: t('payments.col.status'),
      dataIndex: 'status',
      width: 100,
      render: (v: string) => <Tag color={STATE_COLOR[v]}>{t(`payments.contractState.${v}` as 'payments.title', { defaultValue: v })}</Tag>,
    },
    { key: 'fee', title: t('payments.col.fee'), dataIndex: 'fee', width: 110, render: (v: string) => `¥${v}` },
    {
      key: 'orders',
      title: t('payments.col.orders'),
      dataIndex: 'orders',
      width: 320,
      render: (orders: OpsOrder[]) => (orders.length ? orders.map((o) => <OrderLine key={o.orderId} o={o} />) : '-'),
    },
    { key: 'signedAt', title: t('payments.col.signedAt'), dataIndex: 'signedAt', width: 170 },
    { key: 'paidAt', title: t('payments.col.paidAt'), dataIndex: 'paidAt', width: 170, render: (v: string | null) => v || '-' },
    {
      key: 'refunded',
      title: t('payments.col.refunded'),
      dataIndex: 'refunded',
      width: 100,
      render: (v: string) => (v === '0.00' ? '-' : `¥${v}`),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 80,
      fixed: 'right',
      render: (_, r) => (
        <Button type="link" onClick={() => setOpenId(r.contractId)}>
          {t('common.view')}
        </Button>
      ),
    },
  ];
  const columns = all.filter((c) => c.key === 'actions' || choice.shows(String(c.key)));

  return (
    <>
      <div className="console-filters" role="search" aria-label={t('common.filters')}>
        <Input.Search
          allowClear
          placeholder={t('payments.search')}
          aria-label={t('payments.search')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => change({ filters: { q: v.trim() || undefined } })}
        />
        <Select
          allowClear
          placeholder={t('payments.col.status')}
          aria-label={t('payments.col.status')}
          value={f.status}
          onChange={(v?: string) => change({ filters: { status: v } })}
          options={CONTRACT_STATES.map((s) => ({ value: s, label: t(`payments.contractState.${s}`) }))}
        />
        <Space.Compact style={{ width: '100%' }}>
          <Input
            type="date"
            aria-label={t('common.from')}
            value={f.from ?? ''}
            onChange={(e) => change({ filters: { from: e.target.value || undefined } })}
          />
          <Input
            type="date"
            aria-label={t('common.to')}
            status={bad ? 'error' : undefined}
            value={f.to ?? ''}
            onChange={(e) => change({ filters: { to: e.target.value || undefined } })}
          />
        </Space.Compact>
        <Space wrap>
          <Button onClick={reset}>{t('common.reset')}</Button>
          <ColumnPicker
            options={all.filter((c) => c.key !== 'actions').map((c) => ({ key: String(c.key), label: String(c.title) }))}
            choice={choice}
          />
          <ExportButtons
            path="/console/payments/export"
            filters={{ q: f.q, status: f.status, from: f.from, to: bad ? undefined : f.to }}
            fileName={t('payments.fileName')}
          />
        </Space>
      </div>
      {bad ? <div className="console-muted">{t('common.dateOrder')}</div> : null}
      <LoadError error={q.error} retry={() => void q.refetch()} />
      <BulkBar count={selected.length} onClear={() => setSelected([])}>
        <ExportButtons path="/console/payments/export" ids={selected} fileName={t('payments.fileName')} />
      </BulkBar>
      <ConsoleTable<OpsContractItem>
        rowKey="contractId"
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]), preserveSelectedRowKeys: true }}
        columns={columns}
        dataSource={q.data?.list ?? []}
        loading={q.isFetching}
        scroll={{ x: 1200 }}
        size="middle"
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: q.data?.totalCount ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (n) => t('common.total', { n }),
          onChange: (pageNo, pageSize) => change(pageSize !== state.pageSize ? { pageSize } : { pageNo }),
        }}
        locale={{ emptyText: q.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('payments.empty')} /> }}
      />
      {openId ? <ContractDrawer id={openId} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}

function ContractDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('console-ops');
  const mobile = useIsMobile();
  const { admin } = useConsoleAccess();
  const qc = useQueryClient();
  const d = useContract(id);
  const [refunding, setRefunding] = useState(false);
  const c = d.data;
  return (
    <Drawer
      open
      width={mobile ? '100%' : 640}
      title={c ? t('payments.drawerTitle', { no: c.contractNo }) : ' '}
      onClose={onClose}
      destroyOnHidden
    >
      <LoadError error={d.error} retry={() => void d.refetch()} />
      {d.isPending ? <Card loading /> : null}
      {c ? (
        <>
          <Descriptions column={mobile ? 1 : 2} size="small" bordered>
            <Descriptions.Item label={t('payments.col.student')}>
              <Link to={consoleApplicationPath(c.stuId)}>{c.studentName}</Link>
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.col.owner')}>{c.owner || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('payments.col.status')}>
              <Tag color={STATE_COLOR[c.status]}>
                {t(`payments.contractState.${c.status}` as 'payments.title', { defaultValue: c.status })}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.col.fee')}>¥{c.fee}</Descriptions.Item>
            <Descriptions.Item label={t('payments.col.signedAt')}>{c.signedAt}</Descriptions.Item>
            <Descriptions.Item label={t('payments.col.paidAt')}>{c.paidAt || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('payments.col.refunded')}>¥{c.refunded}</Descriptions.Item>
            <Descriptions.Item label={t('payments.refundable')}>¥{c.refundable}</Descriptions.Item>
          </Descriptions>
          {admin && c.refundable !== '0.00' ? (
            <Button danger style={{ marginTop: 12 }} onClick={() => setRefunding(true)}>
              {t('payments.refund')}
            </Button>
          ) : null}
          <h4 style={{ marginTop: 20 }}>{t('payments.col.orders')}</h4>
          <Table<OpsOrder>
            size="small"
            rowKey="orderId"
            pagination={false}
            scroll={{ x: 560 }}
            dataSource={c.orders}
            columns={[
              { title: t('payments.col.orderNo'), dataIndex: 'outTradeNo', width: 170 },
              {
                title: t('payments.col.status'),
                dataIndex: 'state',
                width: 90,
                render: (v: string) => (
                  <Tag color={STATE_COLOR[v]}>{t(`payments.orderState.${v}` as 'payments.title', { defaultValue: v })}</Tag>
                ),
              },
              { title: t('payments.col.provider'), dataIndex: 'provider', width: 80 },
              { title: t('payments.col.amount'), dataIndex: 'amount', width: 90, render: (v: string) => `¥${v}` },
              { title: t('payments.col.paidAt'), dataIndex: 'paidAt', width: 160, render: (v: string | null) => v || '-' },
            ]}
          />
          <h4 style={{ marginTop: 20 }}>{t('payments.refunds')}</h4>
          {c.refunds.length ? (
            <Table
              size="small"
              rowKey="outRefundNo"
              pagination={false}
              dataSource={c.refunds}
              scroll={{ x: 520 }}
              columns={[
                { title: t('payments.col.amount'), dataIndex: 'amount', render: (v: string) => `¥${v}` },
                { title: t('payments.col.reason'), dataIndex: 'reason' },
                { title: t('payments.col.status'), dataIndex: 'state' },
                { title: t('payments.col.requestedAt'), dataIndex: 'requestedAt' },
                { title: t('payments.col.by'), dataIndex: 'byName', render: (v: string | null) => v || '-' },
              ]}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('payments.noRefunds')} />
          )}
          <h4 style={{ marginTop: 20 }}>{t('payments.events')}</h4>
          {c.events.length ? (
            <Timeline
              items={c.events.map((e) => ({
                key: e.id,
                color: e.source === 'refused' ? 'red' : e.toState === 'paid' ? 'green' : 'blue',
                content: (
                  <div>
                    <div>
                      {e.at} · {e.outTradeNo} · {t(`payments.source.${e.source}` as 'payments.title', { defaultValue: e.source })}
                      {e.toState ? ` · ${e.fromState ?? '-'} → ${e.toState}` : ''}
                    </div>
                    {e.detail && typeof e.detail === 'object' && 'reason' in (e.detail as object) ? (
                      <div className="console-muted">{String((e.detail as { reason: unknown }).reason)}</div>
                    ) : null}
                  </div>
                ),
              }))}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('payments.noEvents')} />
          )}
          {admin ? (
            <RefundDialog
              stuId={c.stuId}
              refundable={c.refundable}
              open={refunding}
              onClose={() => {
                setRefunding(false);
                void qc.invalidateQueries({ queryKey: ['console', 'ops'] });
              }}
            />
          ) : null}
        </>
      ) : null}
    </Drawer>
  );
}

function Reconcile({ list }: { list: List }) {
  const { t } = useTranslation('console-ops');
  const day = list.state.filters.day ?? bjToday();
  const r = useReconcile(day);
  const columns: ColumnsType<OpsReconcileRow> = [
    {
      title: t('payments.col.kind'),
      dataIndex: 'kind',
      width: 150,
      render: (v: string, row) => (
        <div>
          <Tag color={KIND_COLOR[v]}>{t(`payments.kind.${v}` as 'payments.title')}</Tag>
          <div className="console-muted">{t(`payments.found.${row.source}`)}</div>
        </div>
      ),
    },
    { title: t('payments.col.orderNo'), dataIndex: 'outTradeNo', width: 170, render: (v: string | null) => v || '-' },
    { title: t('payments.col.contractNo'), dataIndex: 'contractNo', width: 160, render: (v: string | null) => v || '-' },
    { title: t('payments.col.provider'), dataIndex: 'provider', width: 90, render: (v: string | null) => v || '-' },
    { title: t('payments.col.providerAmount'), dataIndex: 'providerAmount', width: 110, render: (v: string | null) => (v ? `¥${v}` : '-') },
    {
      title: t('payments.col.providerState'),
      dataIndex: 'providerState',
      width: 100,
      render: (v: string | null) => (v ? t(`payments.providerState.${v}` as 'payments.title', { defaultValue: v }) : '-'),
    },
    { title: t('payments.col.hereAmount'), dataIndex: 'hereAmount', width: 110, render: (v: string | null) => (v ? `¥${v}` : '-') },
    {
      title: t('payments.col.hereState'),
      dataIndex: 'hereState',
      width: 100,
      render: (v: string | null) => (v ? t(`payments.orderState.${v}` as 'payments.title', { defaultValue: v }) : '-'),
    },
    { title: t('payments.col.txnId'), dataIndex: 'txnId', width: 160, render: (v: string | null) => v || '-' },
    { title: t('payments.col.reason'), dataIndex: 'reason', width: 200, render: (v: string | null) => v || '-' },
    { title: t('payments.col.at'), dataIndex: 'at', width: 170 },
  ];
  return (
    <>
      <div className="console-filters" role="search" aria-label={t('common.filters')}>
        <Input
          type="date"
          aria-label={t('payments.day')}
          value={day}
          max={bjToday()}
          onChange={(e) => list.change({ filters: { day: e.target.value || undefined } })}
        />
        <Space wrap>
          <Button onClick={() => list.change({ filters: { day: undefined } })}>{t('payments.today')}</Button>
          <Button onClick={() => void r.refetch()} loading={r.isFetching}>
            {t('common.refresh')}
          </Button>
        </Space>
      </div>
      <LoadError error={r.error} retry={() => void r.refetch()} />
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}>
          <Card size="small" loading={r.isPending}>
            <Statistic
              title={t('payments.providerPaid')}
              value={r.data?.provider.count ?? 0}
              suffix={`/ ¥${r.data?.provider.amount ?? '0.00'}`}
            />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small" loading={r.isPending}>
            <Statistic title={t('payments.herePaid')} value={r.data?.here.count ?? 0} suffix={`/ ¥${r.data?.here.amount ?? '0.00'}`} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small" loading={r.isPending}>
            <Statistic title={t('payments.matched')} value={r.data?.matched ?? 0} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small" loading={r.isPending}>
            <Statistic
              title={t('payments.mismatches')}
              value={r.data?.mismatches.length ?? 0}
              styles={{ content: { color: r.data?.mismatches.length ? 'var(--danger, #d4380d)' : undefined } }}
            />
          </Card>
        </Col>
      </Row>
      {r.data ? (
        <p className="console-muted" data-asked={r.data.asked.orders}>
          {t('payments.asked', { orders: r.data.asked.orders, answered: r.data.asked.answered })}
          {r.data.asked.notAsked ? ` ${t('payments.notAsked', { n: r.data.asked.notAsked })}` : ''}
        </p>
      ) : null}
      <ConsoleTable<OpsReconcileRow>
        rowKey={(row) => `${row.kind}:${row.outTradeNo}:${row.txnId}:${row.at}`}
        columns={columns}
        dataSource={r.data?.mismatches ?? []}
        loading={r.isFetching}
        scroll={{ x: 1500 }}
        size="middle"
        pagination={false}
        locale={{ emptyText: r.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('payments.noMismatch')} /> }}
      />
    </>
  );
}
