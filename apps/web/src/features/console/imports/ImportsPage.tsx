// /console/imports: catalogue imports from CSV/XLSX. Staff pick the kind, name the source and the
// date it was checked, upload the file (the server checks every row: a dry run), watch the progress,
// read the preview (new, changed with the fields before → after, unchanged) and the row-level error
// report (downloadable), then apply once. The history lists every import; opening one shows it again.
// The chosen job is kept in the address (?job=), so a reload or a shared link shows the same import.
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Form, Input, Progress, Radio, Select, Space, Statistic, Table, Tabs, Tag, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_KINDS,
  IMPORT_MODES,
  IMPORT_PREVIEW_ROWS,
  UPLOAD_LIMITS,
  codeMessage,
  columnLabel,
  importUploadFields,
  type ImportJob,
  type ImportJobDetail,
  type ImportKind,
  type ImportMode,
  type ImportPreviewRow,
} from '@portal/shared';
import { dash } from '../../../lib/display';
import { dialog, toast } from '../../../lib/feedback';
import { useFormRules } from '../../../lib/form-rules';
import { getLang } from '../../../lib/lang';
import { ConsoleTable, LoadError } from '../list/kit';
import { downloadImportFile, useApplyImport, useImportJob, useImportJobs, useUploadImport } from './api';
import './imports.css';

interface UploadForm {
  kind: ImportKind;
  source: string;
  checkedAt: string;
  mode: ImportMode;
}

const STATUS_COLOR: Record<string, string> = {
  checking: 'processing',
  checked: 'gold',
  applying: 'processing',
  applied: 'success',
  failed: 'error',
};
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

export default function ImportsPage() {
  const { t } = useTranslation('console-import');
  const [params, setParams] = useSearchParams();
  const jobId = Number(params.get('job')) || null;
  const openJob = (id: number | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('job', String(id));
        else next.delete('job');
        return next;
      },
      { replace: false },
    );

  return (
    <div className="console-page imports-page">
      <div className="console-page__head">
        <div>
          <h1 className="console-page__title">{t('imports.title')}</h1>
          <p className="console-page__sub">{t('imports.sub')}</p>
        </div>
      </div>
      <NewImport onStarted={(id) => openJob(id)} />
      {jobId ? <JobPanel key={jobId} id={jobId} onClose={() => openJob(null)} /> : null}
      <History onOpen={openJob} current={jobId} />
    </div>
  );
}

function NewImport({ onStarted }: { onStarted: (id: number) => void }) {
  const { t } = useTranslation('console-import');
  const rules = useFormRules();
  const [form] = Form.useForm<UploadForm>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useUploadImport();
  const kind = (Form.useWatch('kind', form) as ImportKind | undefined) ?? 'universities';

  const pick = (f: File) => {
    const ext = f.name.toLowerCase().split('.').pop() ?? '';
    if (!(UPLOAD_LIMITS.import.extensions as readonly string[]).includes(ext)) setFileError(t('imports.fileType'));
    else if (f.size > UPLOAD_LIMITS.import.maxBytes) setFileError(t('imports.fileTooLarge'));
    else {
      setFileError(null);
      setFile(f);
      return;
    }
    setFile(null);
  };

  const submit = (v: UploadForm) => {
    if (!file) {
      setFileError(t('imports.fileRequired'));
      return;
    }
    upload.mutate(
      { file, fields: { kind: v.kind, source: v.source.trim(), checkedAt: v.checkedAt, mode: v.mode } },
      {
        onSuccess: (job) => {
          setFile(null);
          onStarted(job.id);
        },
      },
    );
  };

  const template = (format: 'csv' | 'xlsx') =>
    downloadImportFile('/console/imports/template', { kind, format }, `${kind}-template.${format}`).catch((e: Error) =>
      toast.error(e.message),
    );

  return (
    <Card className="imports-card" title={t('imports.newImport')} size="small">
      <Form<UploadForm>
        form={form}
        layout="vertical"
        initialValues={{ kind: 'universities', source: '', checkedAt: today(), mode: 'update' }}
        onFinish={submit}
        className="imports-form"
      >
        <div className="imports-form__grid">
          <Form.Item name="kind" label={t('imports.kind')} rules={[rules.zod(importUploadFields.shape.kind)]}>
            <Select options={IMPORT_KINDS.map((k) => ({ value: k, label: t(`imports.kinds.${k}`) }))} data-testid="import-kind" />
          </Form.Item>
          <Form.Item name="source" label={t('imports.source')} rules={[rules.zod(importUploadFields.shape.source)]}>
            <Input maxLength={200} placeholder={t('imports.sourcePlaceholder')} />
          </Form.Item>
          <Form.Item name="checkedAt" label={t('imports.checkedAt')} rules={[rules.zod(importUploadFields.shape.checkedAt)]}>
            <Input type="date" max={today()} />
          </Form.Item>
          <Form.Item name="mode" label={t('imports.mode')}>
            <Radio.Group options={IMPORT_MODES.map((m) => ({ value: m, label: t(`imports.modes.${m}`) }))} />
          </Form.Item>
        </div>
        <Form.Item label={t('imports.file')} validateStatus={fileError ? 'error' : undefined} help={fileError ?? undefined}>
          <Upload.Dragger
            accept=".csv,.xlsx"
            multiple={false}
            maxCount={1}
            showUploadList={false}
            beforeUpload={(f) => {
              pick(f);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{file ? file.name : t('imports.fileHint')}</p>
          </Upload.Dragger>
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={upload.isPending} data-testid="import-check">
            {t('imports.check')}
          </Button>
          <span className="console-muted">{t('imports.templates')}:</span>
          <Button icon={<DownloadOutlined />} onClick={() => void template('csv')}>
            {t('imports.templateCsv')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void template('xlsx')}>
            {t('imports.templateXlsx')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

function fieldLabel(t: (k: string) => string, kind: ImportKind, field: string) {
  const lang = getLang() === 'en' ? 'en' : 'cn';
  const label = columnLabel(kind, field, lang);
  if (label !== field) return label;
  const key = `imports.fields.${field}`;
  const own = t(key);
  return own === key ? field : own;
}

function JobPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('console-import');
  const lang = getLang() === 'en' ? 'en' : 'cn';
  const q = useImportJob(id);
  const apply = useApplyImport();
  const job = q.data;
  const [tab, setTab] = useState<string>('errors');

  if (q.isPending) return <Card className="imports-card" loading size="small" />;
  if (q.error || !job)
    return (
      <Alert
        className="console-alert"
        type="error"
        showIcon
        title={q.error?.message}
        action={<Button onClick={() => void q.refetch()}>{t('imports.retry')}</Button>}
      />
    );

  const running = job.status === 'checking' || job.status === 'applying';
  const percent = job.total ? Math.round((job.processed / job.total) * 100) : 0;
  const canApply = job.status === 'checked' && job.summary.create + job.summary.change + job.summary.same > 0;
  const confirmApply = () =>
    dialog.confirm({
      title: t('imports.applyTitle'),
      content: t('imports.applyText', { create: job.summary.create, change: job.summary.change }),
      okText: t('imports.applyOk'),
      cancelText: t('imports.cancel'),
      onOk: () => apply.mutateAsync(id).then(() => undefined),
    });
  const download = (format: 'csv' | 'xlsx') =>
    downloadImportFile('/console/imports/errors', { id: String(id), format }, `import-${id}-errors.${format}`).catch((e: Error) =>
      toast.error(e.message),
    );
  const failure = job.failure ? (/^\d{3,5}$/.test(job.failure) ? codeMessage(job.failure, lang) : job.failure) : null;

  return (
    <Card
      className="imports-card"
      size="small"
      title={
        <span>
          {t('imports.current', { id: job.id, file: job.fileName })}{' '}
          <Tag color={STATUS_COLOR[job.status]} data-testid="import-status" data-status={job.status}>
            {t(`imports.status.${job.status}`)}
          </Tag>
        </span>
      }
      extra={
        <Space>
          {job.status === 'checked' ? (
            <Button type="primary" disabled={!canApply} loading={apply.isPending} onClick={confirmApply} data-testid="import-apply">
              {t('imports.apply')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('imports.close')}</Button>
        </Space>
      }
    >
      <p className="console-muted">
        {t(`imports.kinds.${job.kind}`)} · {job.source} · {job.checkedAt} · {t(`imports.modes.${job.mode}`)}
      </p>
      {running ? (
        <div className="imports-progress" role="status">
          <span>{t(job.status === 'checking' ? 'imports.checking' : 'imports.applying')}</span>
          <Progress percent={percent} status="active" />
          <span className="console-muted">{t('imports.progress', { done: job.processed, total: job.total })}</span>
        </div>
      ) : null}
      {failure ? <Alert type="error" showIcon title={t('imports.failed', { reason: failure })} className="console-alert" /> : null}
      {job.applied ? (
        <Alert
          type="success"
          showIcon
          className="console-alert"
          data-testid="import-applied"
          title={t('imports.applied', { create: job.applied.create, change: job.applied.change, same: job.applied.same })}
        />
      ) : null}
      {job.status !== 'checking' && job.status !== 'failed' ? (
        <>
          <div className="imports-stats" data-testid="import-summary">
            {(['create', 'change', 'same', 'error'] as const).map((k) => (
              <Statistic key={k} title={t(`imports.summary.${k}`)} value={job.summary[k]} className={`imports-stat imports-stat--${k}`} />
            ))}
          </div>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'errors',
                label: `${t('imports.tabs.errors')} (${job.errorCount})`,
                children: <ErrorsTable job={job} onDownload={download} />,
              },
              ...(['create', 'change', 'same'] as const).map((k) => ({
                key: k,
                label: `${t(`imports.tabs.${k}`)} (${job.summary[k]})`,
                children: <PreviewTable job={job} rows={job.preview[k]} />,
              })),
            ]}
          />
        </>
      ) : null}
    </Card>
  );
}

function ErrorsTable({ job, onDownload }: { job: ImportJobDetail; onDownload: (f: 'csv' | 'xlsx') => void }) {
  const { t } = useTranslation('console-import');
  const lang = getLang() === 'en' ? 'en' : 'cn';
  const columns: ColumnsType<ImportJobDetail['errors'][number]> = [
    { key: 'row', title: t('imports.col.row'), dataIndex: 'row', width: 80 },
    {
      key: 'column',
      title: t('imports.col.column'),
      dataIndex: 'column',
      width: 160,
      render: (c: string) => (c ? fieldLabel(t as (k: string) => string, job.kind, c) : '-'),
    },
    { key: 'value', title: t('imports.col.value'), dataIndex: 'value', width: 200, ellipsis: true, render: (v: string) => dash(v || null) },
    { key: 'reason', title: t('imports.col.reason'), render: (_, e) => e.reason[lang] },
  ];
  return (
    <div data-testid="import-errors">
      <Space wrap className="imports-errors__tools">
        <Button icon={<DownloadOutlined />} disabled={!job.errorCount} onClick={() => onDownload('csv')}>
          {t('imports.downloadCsv')}
        </Button>
        <Button icon={<DownloadOutlined />} disabled={!job.errorCount} onClick={() => onDownload('xlsx')}>
          {t('imports.downloadXlsx')}
        </Button>
        {job.errorCount > job.errors.length ? (
          <span className="console-muted">{t('imports.moreErrors', { n: job.errorCount })}</span>
        ) : null}
      </Space>
      <Table
        size="small"
        rowKey={(e) => `${e.row}-${e.column}`}
        columns={columns}
        dataSource={job.errors}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 640 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('imports.noErrors')} /> }}
      />
    </div>
  );
}

function PreviewTable({ job, rows }: { job: ImportJobDetail; rows: ImportPreviewRow[] }) {
  const { t } = useTranslation('console-import');
  const columns: ColumnsType<ImportPreviewRow> = useMemo(
    () => [
      { key: 'row', title: t('imports.col.row'), dataIndex: 'row', width: 80 },
      { key: 'name', title: t('imports.col.name'), dataIndex: 'name', width: 240, ellipsis: true },
      { key: 'key', title: t('imports.col.key'), dataIndex: 'key', width: 220, ellipsis: true },
      {
        key: 'changes',
        title: t('imports.col.changes'),
        render: (_, r) =>
          r.changes.length ? (
            <ul className="imports-changes">
              {r.changes.map((c) => (
                <li key={c.field}>
                  <b>{fieldLabel(t as (k: string) => string, job.kind, c.field)}</b>: <s>{dash(c.before)}</s> → {dash(c.after)}
                </li>
              ))}
            </ul>
          ) : (
            '-'
          ),
      },
    ],
    [t, job.kind],
  );
  return (
    <>
      <p className="console-muted">{t('imports.firstRows', { n: IMPORT_PREVIEW_ROWS })}</p>
      <Table
        size="small"
        rowKey="row"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('imports.noRows')} /> }}
      />
    </>
  );
}

function History({ onOpen, current }: { onOpen: (id: number) => void; current: number | null }) {
  const { t } = useTranslation('console-import');
  const [kind, setKind] = useState<ImportKind | undefined>();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const q = useImportJobs({ ...page, kind });
  const columns: ColumnsType<ImportJob> = [
    { key: 'time', title: t('imports.histCol.time'), dataIndex: 'createdAt', width: 170 },
    { key: 'kind', title: t('imports.histCol.kind'), dataIndex: 'kind', width: 110, render: (k: ImportKind) => t(`imports.kinds.${k}`) },
    { key: 'file', title: t('imports.histCol.file'), dataIndex: 'fileName', width: 180, ellipsis: true },
    { key: 'source', title: t('imports.histCol.source'), dataIndex: 'source', width: 200, ellipsis: true },
    { key: 'checkedAt', title: t('imports.histCol.checkedAt'), dataIndex: 'checkedAt', width: 110 },
    {
      key: 'status',
      title: t('imports.histCol.status'),
      dataIndex: 'status',
      width: 110,
      render: (s: string) => <Tag color={STATUS_COLOR[s]}>{t(`imports.status.${s as ImportJob['status']}`)}</Tag>,
    },
    {
      key: 'result',
      title: t('imports.histCol.result'),
      width: 220,
      render: (_, j) => {
        const s = j.applied ?? j.summary;
        return `+${s.create} · ~${s.change} · =${s.same} · ✕${s.error}`;
      },
    },
    { key: 'by', title: t('imports.histCol.by'), dataIndex: 'createdBy', width: 130, render: (v: string | null) => dash(v) },
    {
      key: 'actions',
      title: t('imports.histCol.actions'),
      width: 80,
      fixed: 'right',
      render: (_, j) => (
        <Button type="link" disabled={j.id === current} onClick={() => onOpen(j.id)}>
          {t('imports.open')}
        </Button>
      ),
    },
  ];
  return (
    <Card
      className="imports-card"
      size="small"
      title={t('imports.history')}
      extra={
        <Select
          allowClear
          placeholder={t('imports.allKinds')}
          aria-label={t('imports.kind')}
          value={kind}
          style={{ minWidth: 140 }}
          onChange={(v?: ImportKind) => {
            setKind(v);
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
          options={IMPORT_KINDS.map((k) => ({ value: k, label: t(`imports.kinds.${k}`) }))}
        />
      }
    >
      <LoadError error={q.error} retry={() => void q.refetch()} />
      <ConsoleTable<ImportJob>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={q.data?.list ?? []}
        loading={q.isFetching && !q.data}
        scroll={{ x: 1200 }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: q.data?.totalCount ?? 0,
          showTotal: (n) => t('imports.total', { n }),
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
        locale={{ emptyText: q.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('imports.empty')} /> }}
      />
    </Card>
  );
}
