// /console/audit (admins): the audit log, newest first: who (a staff member), what (an action
// prefix such as user. or lead., or any typed prefix), which object (its id) and Beijing days, in
// the address; a row opens a drawer with every audited field (secrets were masked when written).
// The filtered rows, or the chosen ones, export as XLSX or CSV (the export is audited too).
import { useEffect, useState } from 'react';
import { AutoComplete, Button, Descriptions, Drawer, Empty, Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTION_GROUPS, type OpsAuditItem } from '@portal/shared';
import { useIsMobile } from '../../../../lib/device';
import { useStaff } from '../../api/console';
import { useListState } from '../../list/use-list-state';
import type { ListSpec } from '../../list/url-state';
import { useAudit } from '../api';
import { BulkBar, ColumnPicker, ConsoleTable, LoadError, useColumnChoice } from '../../list/kit';
import { ExportButtons } from '../export';

type F = 'actorId' | 'action' | 'target' | 'dateFrom' | 'dateTo';
const SPEC: ListSpec<F, never> = {
  filters: {
    actorId: { kind: 'id' },
    action: { kind: 'text', max: 60 },
    target: { kind: 'text', max: 100 },
    dateFrom: { kind: 'date' },
    dateTo: { kind: 'date' },
  },
  sorts: [],
  pageSizes: { default: 20, options: [10, 20, 50, 100] },
};
const COLUMNS = ['createdAt', 'actor', 'action', 'target', 'ip'] as const;

/** The audited fields as label and text (objects as JSON). */
function fieldsOf(detail: unknown): [string, string][] {
  if (detail == null) return [];
  if (typeof detail !== 'object' || Array.isArray(detail)) return [['detail', JSON.stringify(detail)]];
  return Object.entries(detail as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
}

export default function AuditPage() {
  const { t } = useTranslation('console-ops');
  const mobile = useIsMobile();
  const { state, change, reset } = useListState(SPEC);
  const staff = useStaff();
  const [target, setTarget] = useState(state.filters.target ?? '');
  const [action, setAction] = useState(state.filters.action ?? '');
  useEffect(() => setTarget(state.filters.target ?? ''), [state.filters.target]);
  useEffect(() => setAction(state.filters.action ?? ''), [state.filters.action]);
  const bad = !!state.filters.dateFrom && !!state.filters.dateTo && state.filters.dateFrom > state.filters.dateTo;
  const q = useAudit({ ...state.filters, ...(bad ? { dateTo: undefined } : {}), pageNo: state.pageNo, pageSize: state.pageSize });
  const [open, setOpen] = useState<OpsAuditItem | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const choice = useColumnChoice('audit', COLUMNS);
  const actionLabel = (a: string) => {
    const key = `audit.actions.${a.replace(/\./g, '_')}`;
    const label = t(key as 'audit.title', { defaultValue: '' });
    return label || a;
  };

  const all: ColumnsType<OpsAuditItem> = [
    { key: 'createdAt', title: t('audit.col.time'), dataIndex: 'createdAt', width: 170 },
    { key: 'actor', title: t('audit.col.actor'), dataIndex: 'actorName', width: 150, render: (v: string | null) => v || t('audit.system') },
    {
      key: 'action',
      title: t('audit.col.action'),
      dataIndex: 'action',
      width: 220,
      render: (v: string) => (
        <span>
          <Tag>{v}</Tag>
          <span className="console-muted">{actionLabel(v) !== v ? actionLabel(v) : ''}</span>
        </span>
      ),
    },
    { key: 'target', title: t('audit.col.target'), dataIndex: 'target', width: 110, render: (v: string | null) => v || '-' },
    { key: 'ip', title: t('audit.col.ip'), dataIndex: 'ip', width: 130, render: (v: string | null) => v || '-' },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 80,
      fixed: 'right',
      render: (_, r) => (
        <Button type="link" onClick={() => setOpen(r)}>
          {t('common.view')}
        </Button>
      ),
    },
  ];
  const columns = all.filter((c) => c.key === 'actions' || choice.shows(String(c.key)));

  return (
    <div className="console-page">
      <div className="console-page__head">
        <div>
          <h1 className="console-page__title">{t('audit.title')}</h1>
          <p className="console-page__sub">{t('audit.sub')}</p>
        </div>
        <Space wrap>
          <ExportButtons
            path="/console/audit/export"
            filters={{ ...state.filters, ...(bad ? { dateTo: undefined } : {}) }}
            fileName={t('audit.fileName')}
          />
        </Space>
      </div>
      <div className="console-filters" role="search" aria-label={t('common.filters')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('audit.col.actor')}
          aria-label={t('audit.col.actor')}
          value={state.filters.actorId ? Number(state.filters.actorId) : undefined}
          onChange={(v?: number) => change({ filters: { actorId: v ? String(v) : undefined } })}
          options={(staff.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
        <AutoComplete
          allowClear
          placeholder={t('audit.actionPlaceholder')}
          aria-label={t('audit.col.action')}
          value={action}
          onChange={(v: string) => setAction(v ?? '')}
          onSelect={(v: string) => change({ filters: { action: v } })}
          onBlur={() => change({ filters: { action: action.trim() || undefined } })}
          options={AUDIT_ACTION_GROUPS.map((g) => ({
            value: g,
            label: `${g} ${t(`audit.groups.${g.replace(/\./g, '_')}` as 'audit.title')}`,
          }))}
        />
        <Input.Search
          allowClear
          placeholder={t('audit.targetPlaceholder')}
          aria-label={t('audit.col.target')}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          onSearch={(v) => change({ filters: { target: v.trim() || undefined } })}
        />
        <Space.Compact style={{ width: '100%' }}>
          <Input
            type="date"
            aria-label={t('common.from')}
            value={state.filters.dateFrom ?? ''}
            onChange={(e) => change({ filters: { dateFrom: e.target.value || undefined } })}
          />
          <Input
            type="date"
            aria-label={t('common.to')}
            status={bad ? 'error' : undefined}
            value={state.filters.dateTo ?? ''}
            onChange={(e) => change({ filters: { dateTo: e.target.value || undefined } })}
          />
        </Space.Compact>
        <Space wrap>
          <Button onClick={reset}>{t('common.reset')}</Button>
          <ColumnPicker
            options={all.filter((c) => c.key !== 'actions').map((c) => ({ key: String(c.key), label: String(c.title) }))}
            choice={choice}
          />
        </Space>
      </div>
      {bad ? <div className="console-muted">{t('common.dateOrder')}</div> : null}
      <LoadError error={q.error} retry={() => void q.refetch()} />
      <BulkBar count={selected.length} onClear={() => setSelected([])}>
        <ExportButtons path="/console/audit/export" ids={selected} fileName={t('audit.fileName')} />
      </BulkBar>
      <ConsoleTable<OpsAuditItem>
        rowKey="id"
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]), preserveSelectedRowKeys: true }}
        columns={columns}
        dataSource={q.data?.list ?? []}
        loading={q.isFetching}
        scroll={{ x: 800 }}
        size="middle"
        onRow={(r) => ({ onDoubleClick: () => setOpen(r) })}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: q.data?.totalCount ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (n) => t('common.total', { n }),
          onChange: (pageNo, pageSize) => change(pageSize !== state.pageSize ? { pageSize } : { pageNo }),
        }}
        locale={{ emptyText: q.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('audit.empty')} /> }}
      />
      <Drawer open={!!open} width={mobile ? '100%' : 520} title={t('audit.detailTitle')} onClose={() => setOpen(null)} destroyOnHidden>
        {open ? (
          <>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('audit.col.time')}>{open.createdAt}</Descriptions.Item>
              <Descriptions.Item label={t('audit.col.actor')}>{open.actorName || t('audit.system')}</Descriptions.Item>
              <Descriptions.Item label={t('audit.col.action')}>
                {open.action} {actionLabel(open.action) !== open.action ? `(${actionLabel(open.action)})` : ''}
              </Descriptions.Item>
              <Descriptions.Item label={t('audit.col.target')}>{open.target || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('audit.col.ip')}>{open.ip || '-'}</Descriptions.Item>
            </Descriptions>
            <h4 style={{ marginTop: 16 }}>{t('audit.fields')}</h4>
            {fieldsOf(open.detail).length ? (
              <Descriptions column={1} size="small" bordered>
                {fieldsOf(open.detail).map(([k, v]) => (
                  <Descriptions.Item key={k} label={k}>
                    <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{v}</code>
                  </Descriptions.Item>
                ))}
              </Descriptions>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('audit.noFields')} />
            )}
          </>
        ) : null}
      </Drawer>
    </div>
  );
}
