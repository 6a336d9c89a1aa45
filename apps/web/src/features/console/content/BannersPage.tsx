// /console/content/banners: the home carousel (functionType 0) and the overseas recommendation cards
// (2) in the order the home page shows them, with clicks. Staff move one up or down, add or edit one
// in a drawer (titles and introductions cn/en, cover picture, the portal page or outside link it
// opens, shown or hidden) and hide or show the selected ones. The home page follows at once.
import { useState } from 'react';
import { Button, Drawer, Empty, Form, Grid, Input, Radio, Segmented, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  PlusOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { bannerSaveBody, type BannerSaveInput, type ConsoleBannerItem } from '@portal/shared';
import { reportApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/feedback';
import { useFormRules } from '../../../lib/form-rules';
import { reportFormError } from '../../../lib/form-server-errors';
import { getLang } from '../../../lib/lang';
import { ImageUpload } from '../components/ImageUpload';
import { isStale, showStale } from '../catalogue/parts';
import { useBannerStatus, useBanners, useMoveBanner, useSaveBanner } from './api';
import { BulkBar, ColumnPicker, ConsoleTable, LoadError, useColumnChoice, useLeaveGuard } from '../list/kit';
import './content.css';

type Values = Omit<BannerSaveInput, 'scholarshipType' | 'lang' | 'sign'>;
const OPTIONAL = ['intro', 'link', 'clicks'] as const;

/** A banner's form values (empty texts for none). */
const valuesOf = (b: ConsoleBannerItem, functionType: number): Values => ({
  functionType,
  titleName: b.titleName,
  titleNameEn: b.titleNameEn ?? '',
  intro: b.intro ?? '',
  introEn: b.introEn ?? '',
  coverPicture: b.coverPicture,
  bannerRoute: b.bannerRoute ?? '',
  routeUrl: b.routeUrl ?? '',
  status: b.status,
});

function EditDrawer({
  editing,
  functionType,
  onClose,
  onReload,
}: {
  editing: ConsoleBannerItem | 'new' | null;
  functionType: number;
  onClose: () => void;
  /** Loads the banners again and edits the newer version of this one (null: it is gone). */
  onReload: (id: number) => Promise<ConsoleBannerItem | null>;
}) {
  const { t } = useTranslation('console-content');
  const { t: tStale } = useTranslation('console-catalogue');
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const save = useSaveBanner();
  const [dirty, setDirty] = useState(false);
  const isNew = editing === 'new';
  const guard = useLeaveGuard(dirty);
  const close = () => guard(onClose);
  const submit = (v: Values) =>
    save.mutate(
      {
        ...v,
        functionType,
        ...(isNew ? {} : { id: (editing as ConsoleBannerItem).id, updatedAt: (editing as ConsoleBannerItem).updatedAt }),
      },
      {
        onSuccess: () => {
          toast.success(t('banners.saved'));
          setDirty(false);
          onClose();
        },
        onError: (e) => {
          if (!isStale(e)) return reportFormError(form, e);
          // Someone saved, moved or hid it since: load their version, or keep editing.
          const reload = () =>
            void onReload((editing as ConsoleBannerItem).id).then((b) => {
              if (b) form.setFieldsValue(valuesOf(b, functionType));
              setDirty(false);
            });
          showStale(e.message, reload, tStale);
        },
      },
    );
  const initial: Values | undefined =
    editing === null
      ? undefined
      : isNew
        ? {
            functionType,
            titleName: '',
            titleNameEn: '',
            intro: '',
            introEn: '',
            coverPicture: '',
            bannerRoute: '',
            routeUrl: '',
            status: '0',
          }
        : valuesOf(editing, functionType);
  return (
    <Drawer
      open={editing !== null}
      onClose={close}
      title={isNew ? t('banners.addTitle') : t('banners.editTitle')}
      size={560}
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
      {initial ? (
        <Form<Values>
          form={form}
          clearOnDestroy
          layout="vertical"
          initialValues={initial}
          onFinish={submit}
          onValuesChange={() => setDirty(true)}
        >
          <Form.Item name="titleName" label={t('banners.titleName')} rules={[rules.field(bannerSaveBody, 'titleName')]}>
            <Input maxLength={100} showCount />
          </Form.Item>
          <Form.Item name="titleNameEn" label={t('banners.titleNameEn')} rules={[rules.field(bannerSaveBody, 'titleNameEn')]}>
            <Input maxLength={150} showCount />
          </Form.Item>
          <Form.Item name="intro" label={t('banners.intro')} rules={[rules.field(bannerSaveBody, 'intro')]}>
            <Input.TextArea maxLength={300} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
          <Form.Item name="introEn" label={t('banners.introEn')} rules={[rules.field(bannerSaveBody, 'introEn')]}>
            <Input.TextArea maxLength={400} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
          <Form.Item
            name="coverPicture"
            label={t('banners.cover')}
            extra={t('banners.coverHint')}
            rules={[rules.field(bannerSaveBody, 'coverPicture')]}
          >
            <ImageUpload kind="campus" label={t('banners.uploadCover')} />
          </Form.Item>
          <Form.Item
            name="bannerRoute"
            label={t('banners.route')}
            extra={t('banners.routeHint')}
            rules={[rules.field(bannerSaveBody, 'bannerRoute')]}
          >
            <Input maxLength={300} placeholder="/caseShare" />
          </Form.Item>
          <Form.Item
            name="routeUrl"
            label={t('banners.url')}
            extra={t('banners.urlHint')}
            rules={[rules.field(bannerSaveBody, 'routeUrl')]}
          >
            <Input maxLength={300} placeholder="https://" />
          </Form.Item>
          <Form.Item name="status" label={t('banners.status')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: '0', label: t('common.shown') },
                { value: '1', label: t('common.hidden') },
              ]}
            />
          </Form.Item>
        </Form>
      ) : null}
    </Drawer>
  );
}

export default function BannersPage() {
  const { t } = useTranslation('console-content');
  // Phones scroll the table sideways: no column pinned over the others.
  const wide = Grid.useBreakpoint().lg !== false;
  const lang = getLang();
  const [functionType, setFunctionType] = useState(0);
  const q = useBanners(functionType);
  const move = useMoveBanner(functionType);
  const bulk = useBannerStatus(functionType);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<ConsoleBannerItem | 'new' | null>(null);
  const cols = useColumnChoice('banners', OPTIONAL);
  const list = q.data ?? [];
  const reload = async (id: number) => {
    const fresh = (await q.refetch()).data?.find((b) => b.id === id) ?? null;
    setEditing(fresh);
    return fresh;
  };

  const setStatus = (status: '0' | '1') =>
    bulk.mutate(
      { ids: selected, status },
      {
        onSuccess: (r) => {
          toast.success(t('banners.bulkDone', { n: r.changed }));
          setSelected([]);
        },
        onError: reportApiError,
      },
    );
  const labels: Record<(typeof OPTIONAL)[number], string> = {
    intro: t('banners.intro'),
    link: t('banners.link'),
    clicks: t('banners.clicks'),
  };
  const all: (ColumnsType<ConsoleBannerItem>[number] & { key: string })[] = [
    {
      key: 'order',
      title: t('banners.order'),
      width: 120,
      render: (_, b, i) => (
        <Space size={2}>
          <span className="console-content__order">{i + 1}</span>
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            disabled={i === 0 || move.isPending}
            aria-label={t('banners.up', { title: b.titleName })}
            onClick={() => move.mutate({ id: b.id, direction: 'up' }, { onError: reportApiError })}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            disabled={i === list.length - 1 || move.isPending}
            aria-label={t('banners.down', { title: b.titleName })}
            onClick={() => move.mutate({ id: b.id, direction: 'down' }, { onError: reportApiError })}
          />
        </Space>
      ),
    },
    {
      key: 'cover',
      title: t('banners.cover'),
      width: 150,
      render: (_, b) => <img className="console-content__banner" src={b.coverPicture} alt="" loading="lazy" />,
    },
    {
      key: 'title',
      title: t('banners.titleName'),
      width: 220,
      render: (_, b) => (
        <span>
          <span className="console-content__name">{lang === 'en' ? (b.titleNameEn ?? b.titleName) : b.titleName}</span>
          <span className="console-muted console-content__sub">{lang === 'en' ? b.titleName : b.titleNameEn}</span>
        </span>
      ),
    },
    { key: 'intro', title: t('banners.intro'), width: 240, render: (_, b) => (lang === 'en' ? (b.introEn ?? b.intro) : b.intro) ?? '-' },
    { key: 'link', title: t('banners.link'), width: 200, render: (_, b) => <code>{b.bannerRoute ?? b.routeUrl ?? '-'}</code> },
    { key: 'clicks', title: t('banners.clicks'), width: 80, dataIndex: 'clicks' },
    {
      key: 'status',
      title: t('banners.status'),
      width: 90,
      render: (_, b) => (b.status === '0' ? <Tag color="success">{t('common.shown')}</Tag> : <Tag>{t('common.hidden')}</Tag>),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 100,
      fixed: wide ? 'right' : undefined,
      render: (_, b) => (
        <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(b)} aria-label={t('banners.editOf', { title: b.titleName })}>
          {t('common.edit')}
        </Button>
      ),
    },
  ];
  const columns = all.filter((c) => cols.shows(c.key));

  return (
    <div className="console-page">
      <div className="console-page__head">
        <div>
          <h1 className="console-page__title">{t('banners.title')}</h1>
          <p className="console-page__sub">{t('banners.sub')}</p>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('banners.add')}
        </Button>
      </div>
      <div className="console-content__filters">
        <Segmented
          value={functionType}
          onChange={(v) => {
            setSelected([]);
            setFunctionType(Number(v));
          }}
          options={[
            { value: 0, label: t('banners.carousel') },
            { value: 2, label: t('banners.recommend') },
          ]}
        />
        <ColumnPicker options={OPTIONAL.map((k) => ({ key: k, label: labels[k] }))} choice={cols} />
      </div>
      <BulkBar count={selected.length} onClear={() => setSelected([])}>
        <Button icon={<EyeInvisibleOutlined />} loading={bulk.isPending} onClick={() => setStatus('1')}>
          {t('common.hide')}
        </Button>
        <Button icon={<EyeOutlined />} loading={bulk.isPending} onClick={() => setStatus('0')}>
          {t('common.show')}
        </Button>
      </BulkBar>
      {q.isError ? <LoadError error={q.error} retry={() => void q.refetch()} /> : null}
      <ConsoleTable<ConsoleBannerItem>
        rowKey="id"
        columns={columns}
        dataSource={list}
        loading={q.isFetching || move.isPending}
        scroll={{ x: 1000 }}
        size="middle"
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (k) => setSelected(k as number[]) }}
        rowClassName={(b) => (b.status === '1' ? 'console-content__row--hidden' : '')}
        locale={{ emptyText: q.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('banners.empty')} /> }}
      />
      <p className="console-muted console-content__note">{t('banners.homeNote')}</p>
      <EditDrawer editing={editing} functionType={functionType} onClose={() => setEditing(null)} onReload={reload} />
    </div>
  );
}
