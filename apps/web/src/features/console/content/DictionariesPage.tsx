// /console/settings/dictionaries: every dictionary type, and the values of the chosen one (the
// address keeps it: ?type=) with cn and en labels, remark, order and enabled or not. Staff add a
// value, edit one in a drawer, enable or disable the selected values, and delete a value they added
// that nothing uses (values that ship with the portal or are in use can only be disabled). The
// public dictionaries change at once.
import { useMemo, useState } from 'react';
import { Button, Drawer, Empty, Form, Grid, Input, InputNumber, Popconfirm, Radio, Select, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CheckCircleOutlined, DeleteOutlined, EditOutlined, PlusOutlined, SaveOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dictSaveBody, type ConsoleDictItem, type DictSaveInput } from '@portal/shared';
import { reportApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/feedback';
import { useFormRules } from '../../../lib/form-rules';
import { reportFormError } from '../../../lib/form-server-errors';
import { isStale, showStale } from '../catalogue/parts';
import { useDeleteDict, useDictStatus, useDictTypes, useDictValues, useSaveDict } from './api';
import { BulkBar, ColumnPicker, ConsoleTable, LoadError, useColumnChoice, useLeaveGuard } from '../list/kit';
import './content.css';

type Values = Omit<DictSaveInput, 'scholarshipType' | 'lang' | 'sign'>;
const OPTIONAL = ['remark', 'sort', 'origin'] as const;

function EditDrawer({
  editing,
  dictType,
  onClose,
  onReload,
}: {
  editing: ConsoleDictItem | 'new' | null;
  dictType: string;
  onClose: () => void;
  /** Loads the values again and edits the newer version of this one (null: it is gone). */
  onReload: (id: number) => Promise<ConsoleDictItem | null>;
}) {
  const { t } = useTranslation('console-content');
  const { t: tStale } = useTranslation('console-catalogue');
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const save = useSaveDict();
  const [dirty, setDirty] = useState(false);
  const isNew = editing === 'new';
  // Closing the drawer or leaving the page with changes asks first.
  const guard = useLeaveGuard(dirty);
  const close = () => guard(onClose);
  const submit = (v: Values) =>
    save.mutate(
      { ...v, dictType, ...(isNew ? {} : { id: (editing as ConsoleDictItem).id, updatedAt: (editing as ConsoleDictItem).updatedAt }) },
      {
        onSuccess: () => {
          toast.success(t('dicts.saved'));
          setDirty(false);
          onClose();
        },
        onError: (e) => {
          if (!isStale(e)) return reportFormError(form, e);
          // Someone saved or disabled it since: load their version, or keep editing.
          const reload = () =>
            void onReload((editing as ConsoleDictItem).id).then((d) => {
              if (d) form.setFieldsValue({ ...d, remark: d.remark ?? '' });
              setDirty(false);
            });
          showStale(e.message, reload, tStale);
        },
      },
    );
  return (
    <Drawer
      open={editing !== null}
      onClose={close}
      title={isNew ? t('dicts.addTitle', { type: dictType }) : t('dicts.editTitle', { type: dictType })}
      size={460}
      destroyOnHidden
      afterOpenChange={(open) => !open && setDirty(false)}
      footer={
        <Space className="console-drawer__footer">
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={() => form.submit()}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      {editing ? (
        <Form<Values>
          form={form}
          clearOnDestroy
          layout="vertical"
          onFinish={submit}
          onValuesChange={() => setDirty(true)}
          initialValues={
            isNew
              ? { dictType, dictValue: '', dictLabel: '', dictEnLabel: '', remark: '', sort: 0, status: '0' }
              : { ...editing, remark: editing.remark ?? '' }
          }
        >
          <Form.Item
            name="dictValue"
            label={t('dicts.col.value')}
            extra={isNew ? t('dicts.valueHint') : t('dicts.valueFixed')}
            rules={[rules.field(dictSaveBody, 'dictValue')]}
          >
            <Input maxLength={100} disabled={!isNew} />
          </Form.Item>
          <Form.Item name="dictLabel" label={t('dicts.col.label')} rules={[rules.field(dictSaveBody, 'dictLabel')]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="dictEnLabel" label={t('dicts.col.enLabel')} rules={[rules.field(dictSaveBody, 'dictEnLabel')]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="remark"
            label={t('dicts.col.remark')}
            extra={t('dicts.remarkHint')}
            rules={[rules.field(dictSaveBody, 'remark')]}
          >
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="sort" label={t('dicts.col.sort')} rules={[rules.field(dictSaveBody, 'sort')]}>
            <InputNumber min={0} max={99999} precision={0} />
          </Form.Item>
          <Form.Item name="status" label={t('dicts.col.status')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: '0', label: t('dicts.enabled') },
                { value: '1', label: t('dicts.disabled') },
              ]}
            />
          </Form.Item>
        </Form>
      ) : null}
    </Drawer>
  );
}

export default function DictionariesPage() {
  const { t } = useTranslation('console-content');
  // Phones scroll the table sideways: no column pinned over the others.
  const wide = Grid.useBreakpoint().lg !== false;
  const [params, setParams] = useSearchParams();
  const types = useDictTypes();
  const dictType = params.get('type') ?? types.data?.[0]?.dictType;
  const values = useDictValues(dictType);
  const [status, setStatus] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<ConsoleDictItem | 'new' | null>(null);
  const bulk = useDictStatus();
  const del = useDeleteDict();
  const cols = useColumnChoice('dicts', OPTIONAL);
  const reload = async (id: number) => {
    const fresh = (await values.refetch()).data?.find((d) => d.id === id) ?? null;
    setEditing(fresh);
    return fresh;
  };

  const rows = useMemo(() => {
    const s = search.trim().toLowerCase();
    return (values.data ?? []).filter(
      (d) =>
        (!status || d.status === status) &&
        (!s || [d.dictValue, d.dictLabel, d.dictEnLabel, d.remark ?? ''].some((x) => x.toLowerCase().includes(s))),
    );
  }, [values.data, status, search]);

  const pick = (type: string) => {
    setSelected([]);
    setSearch('');
    setStatus(undefined);
    setParams({ type });
  };
  const setMany = (s: '0' | '1') =>
    bulk.mutate(
      { ids: selected, status: s },
      {
        onSuccess: (r) => {
          toast.success(t('dicts.bulkDone', { n: r.changed }));
          setSelected([]);
        },
        onError: reportApiError,
      },
    );

  const all: (ColumnsType<ConsoleDictItem>[number] & { key: string })[] = [
    { key: 'value', title: t('dicts.col.value'), width: 130, render: (_, d) => <Tag className="console-settings__key">{d.dictValue}</Tag> },
    { key: 'label', title: t('dicts.col.label'), dataIndex: 'dictLabel', width: 200 },
    { key: 'enLabel', title: t('dicts.col.enLabel'), dataIndex: 'dictEnLabel', width: 220 },
    { key: 'remark', title: t('dicts.col.remark'), dataIndex: 'remark', width: 160, render: (v: string | null) => v || '-' },
    {
      key: 'sort',
      title: t('dicts.col.sort'),
      dataIndex: 'sort',
      width: 80,
      sorter: (a, b) => a.sort - b.sort,
      defaultSortOrder: 'ascend',
    },
    {
      key: 'status',
      title: t('dicts.col.status'),
      width: 100,
      render: (_, d) => (d.status === '0' ? <Tag color="success">{t('dicts.enabled')}</Tag> : <Tag>{t('dicts.disabled')}</Tag>),
    },
    {
      key: 'origin',
      title: t('dicts.col.origin'),
      width: 130,
      render: (_, d) => (
        <Space size={4} wrap>
          {d.shipped ? <Tag color="blue">{t('dicts.shipped')}</Tag> : <Tag>{t('dicts.added')}</Tag>}
          {d.used ? <Tag color="purple">{t('dicts.used', { n: d.used })}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 170,
      fixed: wide ? 'right' : undefined,
      render: (_, d) => {
        const locked = d.shipped || !!d.used;
        return (
          <Space size={4}>
            <Button
              size="small"
              icon={<EditOutlined />}
              onClick={() => setEditing(d)}
              aria-label={t('dicts.editOf', { value: d.dictValue })}
            >
              {t('common.edit')}
            </Button>
            <Tooltip title={locked ? t('dicts.cannotDelete') : undefined}>
              <Popconfirm
                title={t('dicts.deleteConfirm', { label: d.dictLabel })}
                okText={t('common.delete')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                disabled={locked}
                onConfirm={() => del.mutate(d.id, { onSuccess: () => toast.success(t('dicts.deleted')), onError: reportApiError })}
              >
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  disabled={locked}
                  aria-label={t('dicts.deleteOf', { value: d.dictValue })}
                />
              </Popconfirm>
            </Tooltip>
          </Space>
        );
      },
    },
  ];
  const columns = all.filter((c) => cols.shows(c.key));

  return (
    <div className="console-page">
      <div className="console-page__head">
        <div>
          <h1 className="console-page__title">{t('dicts.title')}</h1>
          <p className="console-page__sub">{t('dicts.sub')}</p>
        </div>
        <Button type="primary" icon={<PlusOutlined />} disabled={!dictType} onClick={() => setEditing('new')}>
          {t('dicts.add')}
        </Button>
      </div>
      {types.isError ? <LoadError error={types.error} retry={() => void types.refetch()} /> : null}
      <div className="console-content__filters">
        <Select
          showSearch
          className="console-content__type"
          aria-label={t('dicts.type')}
          placeholder={t('dicts.type')}
          loading={types.isPending}
          value={dictType}
          onChange={pick}
          options={(types.data ?? []).map((d) => ({
            value: d.dictType,
            label: `${d.dictType} · ${d.sample ?? ''} (${d.enabled}/${d.total})`,
          }))}
        />
        <Input.Search
          allowClear
          className="console-content__search"
          placeholder={t('dicts.search')}
          aria-label={t('dicts.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Select
          allowClear
          className="console-content__select"
          placeholder={t('dicts.col.status')}
          aria-label={t('dicts.col.status')}
          value={status}
          onChange={setStatus}
          options={[
            { value: '0', label: t('dicts.enabled') },
            { value: '1', label: t('dicts.disabled') },
          ]}
        />
        <ColumnPicker options={OPTIONAL.map((k) => ({ key: k, label: t(`dicts.col.${k}`) }))} choice={cols} />
      </div>
      <BulkBar count={selected.length} onClear={() => setSelected([])}>
        <Button icon={<CheckCircleOutlined />} loading={bulk.isPending} onClick={() => setMany('0')}>
          {t('dicts.enable')}
        </Button>
        <Button icon={<StopOutlined />} loading={bulk.isPending} onClick={() => setMany('1')}>
          {t('dicts.disable')}
        </Button>
      </BulkBar>
      {values.isError ? <LoadError error={values.error} retry={() => void values.refetch()} /> : null}
      <ConsoleTable<ConsoleDictItem>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={values.isFetching || types.isPending}
        scroll={{ x: 960 }}
        size="middle"
        rowSelection={{ selectedRowKeys: selected, onChange: (k) => setSelected(k as number[]) }}
        rowClassName={(d) => (d.status === '1' ? 'console-content__row--hidden' : '')}
        pagination={{
          defaultPageSize: 50,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          showTotal: (n) => t('common.total', { n }),
        }}
        locale={{ emptyText: values.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dicts.empty')} /> }}
      />
      {dictType ? <EditDrawer editing={editing} dictType={dictType} onClose={() => setEditing(null)} onReload={reload} /> : null}
    </div>
  );
}
