// /console/catalogue/majors: every programme with filters (country, university, faculty, degree,
// status, tuition range, name), sort, pages and the columns the user chose (filters, sort and page
// in the address, columns in this browser). Chosen rows can have one field set to one value at
// once (currency, dates, status, degree, tuition, stipend, hot), after a confirmation.
import { useEffect, useMemo, useState } from 'react';
import { Button, Empty, Form, Input, InputNumber, Modal, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAJOR_BULK_FIELDS, MAJOR_SORTS, consoleMajorFields, type ConsoleMajorItem, type MajorBulkField } from '@portal/shared';
import { paths } from '../../../config/paths';
import { dash } from '../../../lib/display';
import { dialog, toast } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { reportFormError } from '../../../lib/form-server-errors';
import { getLang } from '../../../lib/lang';
import { useCountrySettings } from '../api/countries';
import { columnSortOrder, tableChange } from '../list/table';
import { useListState } from '../list/use-list-state';
import { useBulkMajors, useMajorList, useUniDetail, useUniList } from './api';
import { MAJOR_LIST_SPEC, majorListBody } from './model';
import { BulkBar, ColumnPicker, ConsoleTable, LoadError, useColumnChoice } from '../list/kit';
import './catalogue.css';

const COLUMNS = [
  'university',
  'faculty',
  'degree',
  'tuition',
  'applyDate',
  'beginDate',
  'status',
  'hot',
  'stipend',
  'source',
  'updated',
] as const;
const HIDDEN_COLUMNS = ['faculty', 'beginDate', 'hot', 'stipend', 'source'];

export const majorEditPath = (majorId: number) => `${paths.consoleMajors}/${majorId}`;
/** The empty programme form for a university. */
export const newMajorPath = (uniId: number) => `${paths.consoleMajors}/new?uniId=${uniId}`;

/** A university chosen by typing part of its name (the console's own search: Chinese, English, pinyin, short names). */
export function UniPicker({ value, onChange, placeholder }: { value?: number; onChange: (v?: number) => void; placeholder: string }) {
  const lang = getLang();
  const [typed, setTyped] = useState('');
  const [kw, setKw] = useState('');
  useEffect(() => {
    const id = setTimeout(() => setKw(typed.trim()), 250);
    return () => clearTimeout(id);
  }, [typed]);
  const list = useUniList({ keyword: kw || undefined, pageSize: 20, sort: 'rank', order: 'asc' }, true);
  const chosen = useUniDetail(value ?? null);
  const options = (list.data?.list ?? []).map((u) => ({
    value: u.uniId,
    label: lang === 'en' ? u.uniEnName : `${u.uniName} ${u.uniEnName}`,
  }));
  if (value && chosen.data && !options.some((o) => o.value === value))
    options.unshift({ value, label: lang === 'en' ? chosen.data.uniEnName : `${chosen.data.uniName} ${chosen.data.uniEnName}` });
  return (
    <Select
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder={placeholder}
      aria-label={placeholder}
      value={value}
      loading={list.isFetching}
      onChange={(v?: number) => onChange(v)}
      options={options}
    />
  );
}

export default function MajorsPage() {
  const { t } = useTranslation('console-catalogue');
  const lang = getLang();
  const { state, change, reset } = useListState(MAJOR_LIST_SPEC);
  const body = useMemo(() => majorListBody(state), [state]);
  const q = useMajorList(body);
  const countries = useCountrySettings();
  const f = state.filters;
  const uni = useUniDetail(f.uniId ? Number(f.uniId) : null);
  const [selected, setSelected] = useState<number[]>([]);
  const [keyword, setKeyword] = useState(f.keyword ?? '');
  const [bulkOpen, setBulkOpen] = useState(false);
  const [pickOpen, setPickOpen] = useState(false);
  const navigate = useNavigate();
  const cols = useColumnChoice('majors', COLUMNS, HIDDEN_COLUMNS);
  const setFilters = (filters: Partial<Record<keyof typeof f, string | undefined>>) => {
    setSelected([]);
    change({ filters });
  };

  const degree = (v: string) => t(`degree.${v === '1' || v === '3' ? v : '2'}`);
  const all: Record<(typeof COLUMNS)[number], ColumnsType<ConsoleMajorItem>[number]> = {
    university: {
      key: 'university',
      title: t('majors.col.university'),
      width: 200,
      render: (_, r) => (lang === 'en' ? r.uniEnName : r.uniName),
    },
    faculty: {
      key: 'faculty',
      title: t('majors.col.faculty'),
      width: 180,
      render: (_, r) => dash(lang === 'en' ? r.facultyEnName : r.facultyName),
    },
    degree: { key: 'degree', title: t('majors.col.degree'), width: 90, render: (_, r) => degree(r.degreeType) },
    tuition: {
      key: 'tuition',
      title: t('majors.col.tuition'),
      width: 140,
      align: 'right',
      sorter: true,
      sortOrder: columnSortOrder(state, 'tuition'),
      render: (_, r) => (r.majorTuition === null ? '-' : `${r.majorTuition.toLocaleString()} ${r.currency}`),
    },
    applyDate: { key: 'applyDate', title: t('majors.col.applyDate'), width: 130, render: (_, r) => dash(r.applyDate) },
    beginDate: { key: 'beginDate', title: t('majors.col.beginDate'), width: 130, render: (_, r) => dash(r.beginDate) },
    status: {
      key: 'status',
      title: t('majors.col.status'),
      width: 90,
      render: (_, r) =>
        r.majorStatus === '0' ? <Tag color="blue">{t('status.shown')}</Tag> : <Tag color="orange">{t('status.hidden')}</Tag>,
    },
    hot: {
      key: 'hot',
      title: t('majors.col.hot'),
      width: 80,
      align: 'right',
      sorter: true,
      sortOrder: columnSortOrder(state, 'hot'),
      render: (_, r) => r.hot,
    },
    stipend: { key: 'stipend', title: t('majors.col.stipend'), width: 100, align: 'right', render: (_, r) => r.stipend },
    source: {
      key: 'source',
      title: t('majors.col.source'),
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
      title: t('majors.col.updated'),
      width: 160,
      sorter: true,
      sortOrder: columnSortOrder(state, 'updated'),
      render: (_, r) => r.updatedAt.slice(0, 16).replace('T', ' '),
    },
  };
  const columns: ColumnsType<ConsoleMajorItem> = [
    {
      key: 'name',
      title: t('majors.col.name'),
      fixed: 'left',
      width: 240,
      sorter: true,
      sortOrder: columnSortOrder(state, 'name'),
      render: (_, r) => (
        <Link to={majorEditPath(r.majorId)} className="console-catalogue__major">
          <span>{lang === 'en' ? r.majorEnName : r.majorName}</span>
          <span className="console-muted">{lang === 'en' ? r.majorName : r.majorEnName}</span>
        </Link>
      ),
    },
    ...COLUMNS.filter((c) => cols.shows(c)).map((c) => all[c]),
  ];

  return (
    <div className="console-page console-catalogue">
      <div className="console-page__head">
        <div>
          <h1 className="console-page__title">{t('majors.title')}</h1>
          <p className="console-page__sub">{t('majors.sub')}</p>
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => (f.uniId ? navigate(newMajorPath(Number(f.uniId))) : setPickOpen(true))}
        >
          {t('major.new')}
        </Button>
      </div>
      <NewMajorModal open={pickOpen} onClose={() => setPickOpen(false)} onPick={(uniId) => navigate(newMajorPath(uniId))} />
      <div className="console-filters console-catalogue__filters">
        <Input.Search
          allowClear
          placeholder={t('majors.filters.keyword')}
          aria-label={t('majors.filters.keyword')}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            if (!e.target.value) setFilters({ keyword: undefined });
          }}
          onSearch={(v) => setFilters({ keyword: v.trim() || undefined })}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('majors.filters.country')}
          aria-label={t('majors.filters.country')}
          value={f.countryId}
          onChange={(v?: string) => setFilters({ countryId: v })}
          options={(countries.data ?? []).map((c) => ({ value: c.countryId, label: lang === 'en' ? c.enName : c.name }))}
        />
        <UniPicker
          value={f.uniId ? Number(f.uniId) : undefined}
          placeholder={t('majors.filters.university')}
          onChange={(v) => setFilters({ uniId: v ? String(v) : undefined, facultyId: undefined })}
        />
        {f.uniId ? (
          <Select
            allowClear
            placeholder={t('majors.filters.faculty')}
            aria-label={t('majors.filters.faculty')}
            value={f.facultyId ? Number(f.facultyId) : undefined}
            onChange={(v?: number) => setFilters({ facultyId: v ? String(v) : undefined })}
            options={(uni.data?.faculties ?? []).map((x) => ({
              value: x.facultyId,
              label: lang === 'en' ? x.facultyEnName : x.facultyName,
            }))}
          />
        ) : null}
        <Select
          allowClear
          placeholder={t('majors.filters.degree')}
          aria-label={t('majors.filters.degree')}
          value={f.degreeType}
          onChange={(v?: string) => setFilters({ degreeType: v })}
          options={['1', '2', '3'].map((v) => ({ value: v, label: degree(v) }))}
        />
        <Select
          allowClear
          placeholder={t('majors.filters.status')}
          aria-label={t('majors.filters.status')}
          value={f.status}
          onChange={(v?: string) => setFilters({ status: v })}
          options={[
            { value: '0', label: t('status.shown') },
            { value: '1', label: t('status.hidden') },
          ]}
        />
        <Space.Compact>
          <InputNumber
            min={0}
            precision={0}
            placeholder={t('majors.filters.tuitionMin')}
            aria-label={t('majors.filters.tuitionMin')}
            value={f.tuitionMin ? Number(f.tuitionMin) : null}
            onChange={(v) => setFilters({ tuitionMin: v === null ? undefined : String(v) })}
            style={{ width: '50%' }}
          />
          <InputNumber
            min={0}
            precision={0}
            placeholder={t('majors.filters.tuitionMax')}
            aria-label={t('majors.filters.tuitionMax')}
            value={f.tuitionMax ? Number(f.tuitionMax) : null}
            onChange={(v) => setFilters({ tuitionMax: v === null ? undefined : String(v) })}
            style={{ width: '50%' }}
          />
        </Space.Compact>
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
          <ColumnPicker options={COLUMNS.map((c) => ({ key: c, label: t(`majors.col.${c}`) }))} choice={cols} />
        </Space>
      </div>
      <BulkBar count={selected.length} onClear={() => setSelected([])}>
        <Button size="small" type="primary" icon={<EditOutlined />} onClick={() => setBulkOpen(true)}>
          {t('majors.bulk.button')}
        </Button>
      </BulkBar>
      {q.isError ? <LoadError error={q.error} retry={() => void q.refetch()} /> : null}
      <ConsoleTable<ConsoleMajorItem>
        rowKey="majorId"
        columns={columns}
        dataSource={q.data?.list ?? []}
        loading={q.isFetching}
        scroll={{ x: 1000 }}
        size="middle"
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]), preserveSelectedRowKeys: true }}
        onChange={(pagination, _filters, sorter, extra) => change(tableChange(state, pagination, sorter, extra.action, MAJOR_SORTS))}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: q.data?.totalCount ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (n) => t('majors.total', { count: n }),
        }}
        locale={{ emptyText: q.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('majors.empty')} /> }}
      />
      <BulkEdit open={bulkOpen} ids={selected} onClose={() => setBulkOpen(false)} onDone={() => setSelected([])} />
    </div>
  );
}

function BulkEdit({ open, ids, onClose, onDone }: { open: boolean; ids: number[]; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('console-catalogue');
  const lang = getLang();
  const [form] = Form.useForm<{ field: MajorBulkField; value: unknown }>();
  const field = (Form.useWatch('field', form) ?? 'currency') as MajorBulkField;
  const bulk = useBulkMajors();
  const degree = (v: string) => t(`degree.${v as '1' | '2' | '3'}`);

  const input =
    field === 'majorStatus' ? (
      <Select
        options={[
          { value: '0', label: t('status.shown') },
          { value: '1', label: t('status.hidden') },
        ]}
      />
    ) : field === 'degreeType' ? (
      <Select options={['1', '2', '3'].map((v) => ({ value: v, label: degree(v) }))} />
    ) : field === 'majorTuition' || field === 'stipend' || field === 'hot' ? (
      <InputNumber min={0} precision={0} style={{ width: '100%' }} />
    ) : field === 'currency' ? (
      <Input maxLength={3} placeholder="GBP" />
    ) : (
      <Input maxLength={100} />
    );

  const submit = (v: { field: MajorBulkField; value: unknown }) => {
    const value = v.field === 'currency' && typeof v.value === 'string' ? v.value.trim().toUpperCase() : v.value;
    dialog.confirm({
      title: t('majors.bulk.title'),
      content: t('majors.bulk.confirm', { count: ids.length, field: t(`majors.bulk.fields.${v.field}`) }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () =>
        bulk
          .mutateAsync({ majorIds: ids, field: v.field, value } as Parameters<typeof bulk.mutateAsync>[0])
          .then((r) => {
            toast.success(t('bulk.done', { count: r.changed }));
            form.resetFields();
            onClose();
            onDone();
          })
          .catch((e: unknown) => reportFormError(form, e)),
    });
  };

  return (
    <Modal
      open={open}
      title={t('majors.bulk.title')}
      okText={t('majors.bulk.apply')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={bulk.isPending}
      forceRender
    >
      <p className="console-muted">{t('majors.bulk.intro', { count: ids.length })}</p>
      <Form form={form} layout="vertical" initialValues={{ field: 'currency' }} onFinish={submit}>
        <Form.Item name="field" label={t('majors.bulk.field')}>
          <Select
            options={MAJOR_BULK_FIELDS.map((k) => ({ value: k, label: t(`majors.bulk.fields.${k}`) }))}
            onChange={() => form.setFieldValue('value', undefined)}
          />
        </Form.Item>
        <Form.Item
          name="value"
          label={t('majors.bulk.value')}
          rules={[
            zodRule(consoleMajorFields[field], lang),
            ...(field === 'applyDate' || field === 'beginDate' ? [] : [{ required: true, message: t('common.required') }]),
          ]}
        >
          {input}
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A new programme outside a university's list: ask which university it is for first. */
function NewMajorModal({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (uniId: number) => void }) {
  const { t } = useTranslation('console-catalogue');
  const [uniId, setUniId] = useState<number | undefined>();
  const [missing, setMissing] = useState(false);
  const close = () => {
    setUniId(undefined);
    setMissing(false);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('major.pickUni')}
      okText={t('major.pickUniOk')}
      cancelText={t('common.cancel')}
      onCancel={close}
      onOk={() => (uniId ? onPick(uniId) : setMissing(true))}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={t('majors.filters.university')}
          required
          validateStatus={missing ? 'error' : undefined}
          help={missing ? t('major.noUni') : undefined}
        >
          <UniPicker
            value={uniId}
            placeholder={t('majors.filters.university')}
            onChange={(v) => {
              setUniId(v);
              setMissing(false);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
