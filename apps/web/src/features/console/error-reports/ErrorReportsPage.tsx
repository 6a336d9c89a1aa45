// /console/error-reports: what readers sent with "Report an error" on university and programme
// pages, new ones first. Filters (status, page type) and page are kept in the address. Each report
// links to its public page and to the record's edit screen; staff mark it fixed or dismissed with a
// note (the server audits it). The handling drawer asks before closing with an unsaved note. New
// reports can be chosen and marked fixed or dismissed together with one optional note.
import { useState } from 'react';
import { Button, Descriptions, Drawer, Empty, Form, Input, Modal, Radio, Select, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ERROR_NOTE_MAX,
  ERROR_REPORT_STATUSES,
  ERROR_REPORT_TARGETS,
  errorReportBulkBody,
  errorReportHandleBody,
  type ErrorReportItem,
  type ErrorReportStatus,
  type ErrorReportTarget,
} from '@portal/shared';
import { paths } from '../../../config/paths';
import { dash } from '../../../lib/display';
import { dialog, toast } from '../../../lib/feedback';
import { useFormRules } from '../../../lib/form-rules';
import { useIsMobile } from '../../../lib/device';
import { BulkBar, ConsoleTable, LoadError, type ConsoleColumns } from '../list/kit';
import { useListState } from '../list/use-list-state';
import type { ListSpec } from '../list/url-state';
import { useBulkHandleReports, useErrorReports, useHandleReport } from './api';

type F = 'status' | 'targetType';
const SPEC: ListSpec<F, never> = {
  filters: {
    status: { kind: 'choice', values: ERROR_REPORT_STATUSES },
    targetType: { kind: 'choice', values: ERROR_REPORT_TARGETS },
  },
  sorts: [],
  pageSizes: { default: 20, options: [10, 20, 50, 100] },
};
const STATUS_COLOR: Record<string, string> = { new: 'processing', fixed: 'success', dismissed: 'default' };

const recordPath = (r: ErrorReportItem) =>
  r.targetType === 'university' ? `${paths.consoleUniversities}/${r.targetId}` : `${paths.consoleMajors}/${r.targetId}`;

export default function ErrorReportsPage() {
  const { t } = useTranslation('console-import');
  const { state, change, reset } = useListState(SPEC);
  const f = state.filters;
  const q = useErrorReports({
    pageNo: state.pageNo,
    pageSize: state.pageSize,
    status: f.status as ErrorReportStatus | undefined,
    targetType: f.targetType as ErrorReportTarget | undefined,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const open = q.data?.list.find((r) => r.id === openId) ?? null;

  const [selected, setSelected] = useState<number[]>([]);
  const [bulkStatus, setBulkStatus] = useState<'fixed' | 'dismissed' | null>(null);

  const columns: ConsoleColumns<ErrorReportItem> = [
    { key: 'time', title: t('errorReports.col.time'), dataIndex: 'createdAt', width: 170 },
    {
      key: 'page',
      title: t('errorReports.col.page'),
      width: 240,
      render: (_, r) => (
        <div>
          <Tag>{t(`errorReports.targets.${r.targetType}`)}</Tag>
          <a href={r.page} target="_blank" rel="noopener noreferrer">
            {dash(r.targetName)}
          </a>
          <div>
            <Link to={recordPath(r)} className="console-muted">
              {t('errorReports.openRecord')}
            </Link>
          </div>
        </div>
      ),
    },
    {
      key: 'field',
      title: t('errorReports.col.field'),
      dataIndex: 'field',
      width: 110,
      render: (v: string) => t(`errorReports.fields.${v as 'other'}`, { defaultValue: v }),
    },
    { key: 'note', title: t('errorReports.col.note'), dataIndex: 'note', ellipsis: true },
    {
      key: 'reporter',
      title: t('errorReports.col.reporter'),
      dataIndex: 'reporter',
      width: 150,
      render: (v: string | null) => v ?? <span className="console-muted">{t('errorReports.anonymous')}</span>,
    },
    {
      key: 'status',
      title: t('errorReports.col.status'),
      dataIndex: 'status',
      width: 110,
      render: (s: ErrorReportStatus) => <Tag color={STATUS_COLOR[s]}>{t(`errorReports.status.${s}`)}</Tag>,
    },
    {
      key: 'handled',
      title: t('errorReports.col.handled'),
      width: 200,
      render: (_, r) =>
        r.handledAt ? (
          <div>
            <div>{dash(r.staffNote)}</div>
            <div className="console-muted">
              {dash(r.handledBy)} · {r.handledAt}
            </div>
          </div>
        ) : (
          '-'
        ),
    },
    {
      key: 'actions',
      title: t('errorReports.col.actions'),
      width: 90,
      fixed: 'right',
      render: (_, r) => (
        <Button type="link" disabled={r.status !== 'new'} onClick={() => setOpenId(r.id)} data-report-id={r.id}>
          {t('errorReports.handle')}
        </Button>
      ),
    },
  ];

  return (
    <div className="console-page">
      <div className="console-page__head">
        <div>
          <h1 className="console-page__title">{t('errorReports.title')}</h1>
          <p className="console-page__sub">{t('errorReports.sub')}</p>
        </div>
      </div>
      <div className="console-filters" role="search">
        <Select
          allowClear
          placeholder={t('errorReports.col.status')}
          aria-label={t('errorReports.col.status')}
          value={f.status}
          onChange={(v?: string) => change({ filters: { status: v } })}
          options={ERROR_REPORT_STATUSES.map((s) => ({ value: s, label: t(`errorReports.status.${s}`) }))}
        />
        <Select
          allowClear
          placeholder={t('errorReports.col.page')}
          aria-label={t('errorReports.col.page')}
          value={f.targetType}
          onChange={(v?: string) => change({ filters: { targetType: v } })}
          options={ERROR_REPORT_TARGETS.map((s) => ({ value: s, label: t(`errorReports.targets.${s}`) }))}
        />
        <Button onClick={reset}>{t('errorReports.reset')}</Button>
      </div>
      <LoadError error={q.error} retry={() => void q.refetch()} />
      <BulkBar count={selected.length} onClear={() => setSelected([])}>
        <Button type="primary" onClick={() => setBulkStatus('fixed')} data-testid="reports-bulk-fixed">
          {t('errorReports.bulkFixed')}
        </Button>
        <Button onClick={() => setBulkStatus('dismissed')} data-testid="reports-bulk-dismissed">
          {t('errorReports.bulkDismissed')}
        </Button>
      </BulkBar>
      <ConsoleTable<ErrorReportItem>
        rowKey="id"
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as number[]),
          preserveSelectedRowKeys: true,
          getCheckboxProps: (r) => ({ disabled: r.status !== 'new', title: r.status !== 'new' ? t('errorReports.onlyNew') : undefined }),
        }}
        size="middle"
        columns={columns}
        dataSource={q.data?.list ?? []}
        loading={q.isFetching}
        scroll={{ x: 1200 }}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: q.data?.totalCount ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (n) => t('errorReports.total', { n }),
          onChange: (pageNo, pageSize) => change(pageSize !== state.pageSize ? { pageSize } : { pageNo }),
        }}
        locale={{ emptyText: q.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('errorReports.empty')} /> }}
      />
      {open ? <HandleDrawer key={open.id} report={open} onClose={() => setOpenId(null)} /> : null}
      {bulkStatus ? (
        <BulkDialog
          ids={selected}
          status={bulkStatus}
          onClose={(done) => {
            setBulkStatus(null);
            if (done) setSelected([]);
          }}
        />
      ) : null}
    </div>
  );
}

interface HandleForm {
  status: 'fixed' | 'dismissed';
  staffNote: string;
}

function HandleDrawer({ report, onClose }: { report: ErrorReportItem; onClose: () => void }) {
  const { t } = useTranslation('console-import');
  const mobile = useIsMobile();
  const rules = useFormRules();
  const [form] = Form.useForm<HandleForm>();
  const handle = useHandleReport();
  const note = (Form.useWatch('staffNote', form) as string | undefined) ?? '';
  const close = () => {
    if (!note.trim()) return onClose();
    dialog.confirm({ title: t('errorReports.handleTitle'), content: t('errorReports.discard'), onOk: onClose });
  };
  return (
    <Drawer
      open
      width={mobile ? '100%' : 520}
      title={t('errorReports.handleTitle')}
      onClose={close}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>{t('imports.cancel')}</Button>
          <Button type="primary" loading={handle.isPending} onClick={() => form.submit()} data-testid="report-save">
            {t('errorReports.save')}
          </Button>
        </Space>
      }
    >
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('errorReports.col.page')}>
          <a href={report.page} target="_blank" rel="noopener noreferrer">
            {dash(report.targetName)}
          </a>
        </Descriptions.Item>
        <Descriptions.Item label={t('errorReports.col.field')}>
          {t(`errorReports.fields.${report.field as 'other'}`, { defaultValue: report.field })}
        </Descriptions.Item>
        <Descriptions.Item label={t('errorReports.col.note')}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{report.note}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('errorReports.col.reporter')}>{report.reporter ?? t('errorReports.anonymous')}</Descriptions.Item>
        <Descriptions.Item label={t('errorReports.col.time')}>{report.createdAt}</Descriptions.Item>
      </Descriptions>
      <Form<HandleForm>
        form={form}
        layout="vertical"
        initialValues={{ status: 'fixed', staffNote: '' }}
        onFinish={(v) =>
          handle.mutate(
            { id: report.id, status: v.status, staffNote: v.staffNote ?? '' },
            {
              onSuccess: () => {
                toast.success(t('errorReports.saved'));
                onClose();
              },
            },
          )
        }
      >
        <Form.Item name="status" label={t('errorReports.result')} rules={[rules.zod(errorReportHandleBody.shape.status)]}>
          <Radio.Group
            options={[
              { value: 'fixed', label: t('errorReports.markFixed') },
              { value: 'dismissed', label: t('errorReports.markDismissed') },
            ]}
          />
        </Form.Item>
        <Form.Item name="staffNote" label={t('errorReports.staffNote')} rules={[rules.zod(errorReportHandleBody.shape.staffNote)]}>
          <Input.TextArea rows={4} maxLength={ERROR_NOTE_MAX} showCount placeholder={t('errorReports.staffNotePlaceholder')} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

/** The chosen reports marked fixed or dismissed with one optional note (new ones change, the others are skipped). */
function BulkDialog({ ids, status, onClose }: { ids: number[]; status: 'fixed' | 'dismissed'; onClose: (done: boolean) => void }) {
  const { t } = useTranslation('console-import');
  const rules = useFormRules();
  const [form] = Form.useForm<{ staffNote: string }>();
  const bulk = useBulkHandleReports();
  return (
    <Modal
      open
      title={t(`errorReports.bulkTitle_${status}`, { n: ids.length })}
      okText={t('errorReports.bulkOk')}
      cancelText={t('imports.cancel')}
      confirmLoading={bulk.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form<{ staffNote: string }>
        form={form}
        layout="vertical"
        initialValues={{ staffNote: '' }}
        onFinish={(v) =>
          bulk.mutate(
            { ids, status, staffNote: v.staffNote ?? '' },
            {
              onSuccess: (r) => {
                toast.success(t('errorReports.bulkDone', { done: r.done, skipped: r.skipped }));
                onClose(true);
              },
            },
          )
        }
      >
        <Form.Item
          name="staffNote"
          label={t('errorReports.staffNote')}
          extra={t('errorReports.bulkNoteHelp')}
          rules={[rules.zod(errorReportBulkBody.shape.staffNote)]}
        >
          <Input.TextArea rows={3} maxLength={ERROR_NOTE_MAX} showCount placeholder={t('errorReports.staffNotePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
