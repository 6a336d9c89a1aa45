// /console/leads: the consultation requests students made (POST /dynamics/clue/add), newest first,
// for counsellors to follow up: who (masked contact and the profile's name), what about (country,
// university, major), their consultation profile then, when; the follow-up (status new /
// contacted / closed, the staff member following it up, notes). Filters (type, country, status,
// assignee, Beijing days), page and columns kept in the address and on this browser; several rows
// can be given a status or an assignee at once; the filtered list exports as XLSX or CSV.
import { useMemo, useState } from 'react';
import { Button, Descriptions, Drawer, Dropdown, Empty, Form, Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LEAD_NOTES_MAX, LEAD_STATUSES, opsLeadUpdateBody, type LeadStatus, type OpsLeadItem } from '@portal/shared';
import { dictLabelOf, dictOptions, useDict } from '../../../lib/dict';
import { dash } from '../../../lib/display';
import { useIsMobile } from '../../../lib/device';
import { toast } from '../../../lib/feedback';
import { useFormRules } from '../../../lib/form-rules';
import { getLang } from '../../../lib/lang';
import { useStaff } from '../api/console';
import { useListState } from '../list/use-list-state';
import type { ListSpec } from '../list/url-state';
import { downloadFile, useLeads, useUpdateLead } from '../ops/api';
import { BulkBar, ColumnPicker, ConsoleTable, LoadError, useColumnChoice, useLeaveGuard } from '../list/kit';

const DICTS = ['web_clerk_countryName', 'nationality', 'web_stu_courseType'];

type F = 'type' | 'countryId' | 'status' | 'assignedTo' | 'from' | 'to';
const SPEC: ListSpec<F, never> = {
  filters: {
    type: { kind: 'choice', values: ['0', '1', '2'] },
    countryId: { kind: 'text', max: 30 },
    status: { kind: 'choice', values: LEAD_STATUSES },
    assignedTo: { kind: 'choice', values: ['none'], pattern: /^[1-9]\d{0,9}$/ },
    from: { kind: 'date' },
    to: { kind: 'date' },
  },
  sorts: [],
  pageSizes: { default: 20, options: [10, 20, 50, 100] },
};
const COLUMNS = ['time', 'who', 'type', 'country', 'subject', 'profile', 'status', 'assigned', 'notes'] as const;
const STATUS_COLOR: Record<string, string> = { new: 'processing', contacted: 'gold', closed: 'default' };

export default function LeadsPage() {
  const { t } = useTranslation('console');
  const { t: to } = useTranslation('console-ops');
  const lang = getLang();
  const { state, change, reset } = useListState(SPEC);
  const f = state.filters;
  const bad = !!f.from && !!f.to && f.from > f.to;
  const dict = useDict(DICTS);
  const staff = useStaff();
  const q = useLeads({ ...f, ...(bad ? { to: undefined } : {}), pageNo: state.pageNo, pageSize: state.pageSize });
  const update = useUpdateLead();
  const [selected, setSelected] = useState<number[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const [busy, setBusy] = useState<'xlsx' | 'csv' | null>(null);
  const choice = useColumnChoice('leads', COLUMNS, ['profile']);
  const typeLabel = (type: number) => t(`leads.types.${type as 0 | 1 | 2}`);
  const statusLabel = (s: string) => to(`leads.status.${s as LeadStatus}`);
  const staffOptions = (staff.data ?? []).map((s) => ({ value: s.id, label: s.name }));
  const open = q.data?.list.find((l) => l.id === openId) ?? null;

  const bulk = async (patch: { status?: LeadStatus; assignedTo?: number | null }) => {
    const ids = [...selected];
    let done = 0;
    for (const id of ids) {
      try {
        await update.mutateAsync({ id, ...patch });
        done += 1;
      } catch {
        break;
      }
    }
    if (done) toast.success(to('leads.bulkDone', { n: done }));
    setSelected([]);
  };

  const runExport = async (format: 'xlsx' | 'csv') => {
    setBusy(format);
    try {
      const query: Record<string, string> = { format };
      for (const [k, v] of Object.entries(f)) if (v) query[k] = v;
      await downloadFile('/console/leads/export', query, `${to('leads.fileName')}.${format}`);
    } catch (e) {
      toast.error((e as Error).message || to('common.exportFailed'));
    } finally {
      setBusy(null);
    }
  };

  const all: ColumnsType<OpsLeadItem> = [
    { key: 'time', title: t('leads.col.time'), dataIndex: 'createdAt', width: 170 },
    {
      key: 'who',
      title: t('leads.col.who'),
      width: 150,
      render: (_, r) => (
        <div>
          <div>{dash(r.profile?.userName)}</div>
          <div className="console-muted">{dash(r.account)}</div>
        </div>
      ),
    },
    { key: 'type', title: t('leads.col.type'), dataIndex: 'type', width: 110, render: (v: number) => <Tag>{typeLabel(v)}</Tag> },
    { key: 'country', title: t('leads.col.country'), dataIndex: 'countryName', width: 100, render: (v: string | null) => dash(v) },
    {
      key: 'subject',
      title: t('leads.col.subject'),
      width: 200,
      render: (_, r) => (
        <div>
          <div>{dash(r.uniEnName)}</div>
          {r.majorName ? <div className="console-muted">{r.majorName}</div> : null}
        </div>
      ),
    },
    {
      key: 'profile',
      title: t('leads.col.profile'),
      width: 220,
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
    {
      key: 'status',
      title: to('leads.col.status'),
      dataIndex: 'status',
      width: 100,
      render: (v: string) => <Tag color={STATUS_COLOR[v]}>{statusLabel(v)}</Tag>,
    },
    { key: 'assigned', title: to('leads.col.assigned'), dataIndex: 'assignedName', width: 120, render: (v: string | null) => dash(v) },
    {
      key: 'notes',
      title: to('leads.col.notes'),
      dataIndex: 'notes',
      width: 200,
      ellipsis: true,
      render: (v: string | null) => dash(v),
    },
    {
      key: 'actions',
      title: to('common.actions'),
      width: 90,
      fixed: 'right',
      render: (_, r) => (
        <Button type="link" onClick={() => setOpenId(r.id)} data-lead-id={r.id}>
          {to('leads.follow')}
        </Button>
      ),
    },
  ];
  const columns = all.filter((c) => c.key === 'actions' || choice.shows(String(c.key)));

  return (
    <div className="console-page">
      <div className="console-page__head">
        <div>
          <h1 className="console-page__title">{t('leads.title')}</h1>
          <p className="console-page__sub">{t('leads.sub')}</p>
        </div>
        <Space wrap>
          <Button icon={<DownloadOutlined />} loading={busy === 'xlsx'} disabled={busy !== null} onClick={() => void runExport('xlsx')}>
            {to('common.exportXlsx')}
          </Button>
          <Button icon={<DownloadOutlined />} loading={busy === 'csv'} disabled={busy !== null} onClick={() => void runExport('csv')}>
            {to('common.exportCsv')}
          </Button>
        </Space>
      </div>
      <div className="console-filters" role="search" aria-label={to('common.filters')}>
        <Select
          allowClear
          placeholder={t('leads.col.type')}
          aria-label={t('leads.col.type')}
          value={f.type}
          onChange={(v?: string) => change({ filters: { type: v } })}
          options={['0', '1', '2'].map((v) => ({ value: v, label: typeLabel(Number(v)) }))}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('leads.col.country')}
          aria-label={t('leads.col.country')}
          value={f.countryId}
          onChange={(v?: string) => change({ filters: { countryId: v } })}
          options={dictOptions(dict.data?.web_clerk_countryName, lang)}
        />
        <Select
          allowClear
          placeholder={to('leads.col.status')}
          aria-label={to('leads.col.status')}
          value={f.status}
          onChange={(v?: string) => change({ filters: { status: v } })}
          options={LEAD_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
        />
        <Select
          allowClear
          placeholder={to('leads.col.assigned')}
          aria-label={to('leads.col.assigned')}
          value={f.assignedTo}
          onChange={(v?: string) => change({ filters: { assignedTo: v } })}
          options={[
            { value: 'none', label: to('leads.unassigned') },
            ...staffOptions.map((o) => ({ value: String(o.value), label: o.label })),
          ]}
        />
        <Space.Compact style={{ width: '100%' }}>
          <Input
            type="date"
            aria-label={t('leads.from')}
            value={f.from ?? ''}
            onChange={(e) => change({ filters: { from: e.target.value || undefined } })}
          />
          <Input
            type="date"
            aria-label={t('leads.to')}
            status={bad ? 'error' : undefined}
            value={f.to ?? ''}
            onChange={(e) => change({ filters: { to: e.target.value || undefined } })}
          />
        </Space.Compact>
        <Space wrap>
          <Button onClick={reset}>{t('leads.reset')}</Button>
          <ColumnPicker
            options={all.filter((c) => c.key !== 'actions').map((c) => ({ key: String(c.key), label: String(c.title) }))}
            choice={choice}
          />
        </Space>
      </div>
      {bad ? <div className="console-muted">{to('common.dateOrder')}</div> : null}
      <BulkBar count={selected.length} onClear={() => setSelected([])}>
        <Dropdown
          menu={{
            items: LEAD_STATUSES.map((s) => ({ key: s, label: statusLabel(s) })),
            onClick: ({ key }) => void bulk({ status: key as LeadStatus }),
          }}
        >
          <Button loading={update.isPending}>{to('leads.bulkStatus')}</Button>
        </Dropdown>
        <Dropdown
          menu={{
            items: [{ key: 'none', label: to('leads.unassigned') }, ...staffOptions.map((o) => ({ key: String(o.value), label: o.label }))],
            onClick: ({ key }) => void bulk({ assignedTo: key === 'none' ? null : Number(key) }),
          }}
        >
          <Button loading={update.isPending}>{to('leads.bulkAssign')}</Button>
        </Dropdown>
      </BulkBar>
      <LoadError error={q.error} retry={() => void q.refetch()} />
      <ConsoleTable<OpsLeadItem>
        rowKey="id"
        columns={columns}
        dataSource={q.data?.list ?? []}
        loading={q.isFetching}
        scroll={{ x: 1100 }}
        size="middle"
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: q.data?.totalCount ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (n) => t('leads.total', { n }),
          onChange: (pageNo, pageSize) => change(pageSize !== state.pageSize ? { pageSize } : { pageNo }),
        }}
        locale={{ emptyText: q.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('leads.empty')} /> }}
      />
      {open ? <LeadDrawer key={open.id} lead={open} staffOptions={staffOptions} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}

interface LeadForm {
  status: LeadStatus;
  assignedTo: number | null;
  notes: string;
}

function LeadDrawer({
  lead,
  staffOptions,
  onClose,
}: {
  lead: OpsLeadItem;
  staffOptions: { value: number; label: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const { t: to } = useTranslation('console-ops');
  const mobile = useIsMobile();
  const rules = useFormRules();
  const [form] = Form.useForm<LeadForm>();
  const initial: LeadForm = useMemo(
    () => ({ status: lead.status as LeadStatus, assignedTo: lead.assignedTo, notes: lead.notes ?? '' }),
    [lead.status, lead.assignedTo, lead.notes],
  );
  const values = Form.useWatch([], form) as LeadForm | undefined;
  const dirty =
    !!values &&
    (values.status !== initial.status || (values.assignedTo ?? null) !== initial.assignedTo || (values.notes ?? '') !== initial.notes);
  const guard = useLeaveGuard(dirty);
  const update = useUpdateLead();
  const save = (v: LeadForm) =>
    update.mutate(
      { id: lead.id, status: v.status, assignedTo: v.assignedTo ?? null, notes: v.notes ?? '' },
      {
        onSuccess: (saved) => {
          form.setFieldsValue({ status: saved.status as LeadStatus, assignedTo: saved.assignedTo, notes: saved.notes ?? '' });
          toast.success(to('leads.saved'));
        },
      },
    );
  const options =
    staffOptions.some((o) => o.value === lead.assignedTo) || !lead.assignedTo
      ? staffOptions
      : [...staffOptions, { value: lead.assignedTo, label: lead.assignedName ?? String(lead.assignedTo) }];

  return (
    <Drawer
      open
      width={mobile ? '100%' : 520}
      title={to('leads.drawerTitle')}
      onClose={() => guard(onClose)}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={() => guard(onClose)}>{to('common.close')}</Button>
          <Button type="primary" loading={update.isPending} disabled={!dirty} onClick={() => form.submit()}>
            {to('common.save')}
          </Button>
        </Space>
      }
    >
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('leads.col.time')}>{lead.createdAt}</Descriptions.Item>
        <Descriptions.Item label={t('leads.col.who')}>
          {dash(lead.profile?.userName)} {lead.account ? `(${lead.account})` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('leads.col.type')}>{t(`leads.types.${lead.type as 0 | 1 | 2}`)}</Descriptions.Item>
        <Descriptions.Item label={t('leads.col.country')}>{dash(lead.countryName)}</Descriptions.Item>
        <Descriptions.Item label={t('leads.col.subject')}>
          {[lead.uniEnName, lead.majorName].filter(Boolean).join(' · ') || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={to('leads.updatedAt')}>{lead.updatedAt}</Descriptions.Item>
      </Descriptions>
      <Form<LeadForm> form={form} layout="vertical" initialValues={initial} onFinish={save}>
        <Form.Item name="status" label={to('leads.col.status')} rules={[rules.zod(opsLeadUpdateBody.shape.status)]}>
          <Select options={LEAD_STATUSES.map((s) => ({ value: s, label: to(`leads.status.${s}`) }))} />
        </Form.Item>
        <Form.Item name="assignedTo" label={to('leads.col.assigned')}>
          <Select allowClear placeholder={to('leads.unassigned')} options={options} />
        </Form.Item>
        <Form.Item name="notes" label={to('leads.col.notes')} rules={[rules.zod(opsLeadUpdateBody.shape.notes)]}>
          <Input.TextArea rows={5} maxLength={LEAD_NOTES_MAX} showCount placeholder={to('leads.notesPlaceholder')} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
