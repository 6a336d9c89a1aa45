// /console/catalogue/universities/:uniId (or /new): every field of a university — names and the
// short names search uses, place, type, website, founding year, rank with its source and year,
// logo and campus picture, introductions (rich text, cn and en), stipend and applications flags,
// status, the application forms of special schools — and its faculties (add, rename, order,
// delete when empty). The same shared schema checks the fields here and on the server; the save
// sends the updatedAt it loaded, and leaving with unsaved changes asks first.
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PaperClipOutlined,
  PlusOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UPLOAD_LIMITS, consoleFacultyBody, consoleUniFields, type ConsoleFaculty, type ConsoleUniDetail } from '@portal/shared';
import { paths, uniDetailPath } from '../../../config/paths';
import { api, reportApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { reportFormError } from '../../../lib/form-server-errors';
import { getLang } from '../../../lib/lang';
import { ImageUpload } from '../components/ImageUpload';
import { useCountrySettings } from '../api/countries';
import { useDeleteFaculty, useOrderFaculties, useSaveFaculty, useSaveUni, useUniDetail } from './api';
import { NEW_UNI, formChanged, uniFormValues, type UniFormValues } from './model';
import { useLeaveGuard } from '../list/kit';
import { EditHead, Loaded, SourceLine, isStale, showStale } from './parts';
import './catalogue.css';

const RichTextEditor = lazy(() => import('../components/RichTextEditor'));

type F = keyof typeof consoleUniFields;

export default function UniversityEditPage() {
  const { uniId: raw } = useParams();
  const uniId = raw === 'new' ? null : Number(raw);
  const valid = uniId === null || (Number.isInteger(uniId) && uniId > 0);
  const q = useUniDetail(valid ? uniId : null);
  const { t } = useTranslation('console-catalogue');
  if (uniId === null) return <UniForm key="new" detail={null} reload={() => q.refetch()} title={t('uni.title')} />;
  return (
    <Loaded query={q} valid={valid} back={paths.consoleUniversities}>
      {(d) => <UniForm key={uniId} detail={d} reload={() => q.refetch()} title={t('uni.title')} />}
    </Loaded>
  );
}

function UniForm({ detail, reload, title }: { detail: ConsoleUniDetail | null; reload: () => Promise<unknown>; title: string }) {
  const { t } = useTranslation('console-catalogue');
  const lang = getLang();
  const navigate = useNavigate();
  const [form] = Form.useForm<UniFormValues>();
  const [loaded, setLoaded] = useState(detail);
  const initial = useMemo(() => (loaded ? uniFormValues(loaded) : NEW_UNI), [loaded]);
  const [dirty, setDirty] = useState(false);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const countries = useCountrySettings();
  const save = useSaveUni();
  const rule = (f: F) => zodRule(consoleUniFields[f], lang);
  const isSpecial = Form.useWatch('isSpecial', form);
  useLeaveGuard(dirty);

  useEffect(() => {
    // A new university is saved: open its own page (the guard is off: nothing is unsaved).
    if (createdId !== null && !dirty) navigate(`${paths.consoleUniversities}/${createdId}`, { replace: true });
  }, [createdId, dirty, navigate]);

  const submit = (v: UniFormValues) => {
    save.mutate(
      { ...v, ...(loaded ? { uniId: loaded.uniId, updatedAt: loaded.updatedAt } : {}) },
      {
        onSuccess: (saved) => {
          toast.success(t('uni.saved'));
          if (!loaded) {
            setDirty(false);
            setCreatedId(saved.uniId);
            return;
          }
          setLoaded(saved);
          form.setFieldsValue(uniFormValues(saved));
          setDirty(false);
        },
        onError: (e) => {
          if (isStale(e))
            showStale(
              e.message,
              () => {
                void reload().then((r) => {
                  const fresh = (r as { data?: ConsoleUniDetail }).data;
                  if (!fresh) return;
                  setLoaded(fresh);
                  form.setFieldsValue(uniFormValues(fresh));
                  setDirty(false);
                });
              },
              t,
            );
          else reportFormError(form, e);
        },
      },
    );
  };

  const name = loaded ? (lang === 'en' ? loaded.uniEnName : loaded.uniName) : t('uni.newTitle');
  return (
    <div className="console-page console-catalogue">
      <EditHead
        back={paths.consoleUniversities}
        title={name}
        sub={
          loaded ? (
            <>
              {title} · <SourceLine id={loaded.uniId} source={loaded.source} checkedAt={loaded.checkedAt} />
            </>
          ) : (
            t('uni.newSub')
          )
        }
        extra={
          loaded ? (
            <>
              <Button icon={<PlusOutlined />} onClick={() => navigate(`${paths.consoleMajors}/new?uniId=${loaded.uniId}`)}>
                {t('major.new')}
              </Button>
              {loaded.status === '0' ? (
                <a href={uniDetailPath(loaded.uniId)} target="_blank" rel="noreferrer">
                  {t('uni.viewPublic')}
                </a>
              ) : (
                <Tag color="orange">{t('status.hidden')}</Tag>
              )}
            </>
          ) : null
        }
      />
      <Form<UniFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        onFinishFailed={() => toast.error(t('common.fixErrors'))}
        onValuesChange={() => setDirty(formChanged(initial, form.getFieldsValue(true) as UniFormValues))}
        scrollToFirstError
        className="console-catalogue__form"
      >
        <Card title={t('uni.sections.basic')} className="console-catalogue__card">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="uniName" label={t('uni.f.uniName')} rules={[rule('uniName')]} required>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="uniEnName" label={t('uni.f.uniEnName')} rules={[rule('uniEnName')]} required>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="aliases" label={t('uni.f.aliases')} extra={t('uni.f.aliasesHint')} rules={[rule('aliases')]}>
                <Select mode="tags" open={false} tokenSeparators={[',', '，']} aria-label={t('uni.f.aliases')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="countryId" label={t('uni.f.countryId')} rules={[rule('countryId')]} required>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={countries.isPending}
                  options={(countries.data ?? []).map((c) => ({ value: c.countryId, label: lang === 'en' ? c.enName : c.name }))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="cityCn" label={t('uni.f.cityCn')} rules={[rule('cityCn')]}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="city" label={t('uni.f.city')} rules={[rule('city')]}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="uniType" label={t('uni.f.uniType')} rules={[rule('uniType')]} required>
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: 'public', label: t('uniType.public') },
                    { value: 'private', label: t('uniType.private') },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={10}>
              <Form.Item name="website" label={t('uni.f.website')} rules={[rule('website')]}>
                <Input placeholder="https://" maxLength={300} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="founded" label={t('uni.f.founded')} rules={[rule('founded')]}>
                <InputNumber min={800} max={2100} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title={t('uni.sections.rank')} className="console-catalogue__card">
          <Row gutter={16}>
            <Col xs={12} md={6}>
              <Form.Item name="qsRank" label={t('uni.f.qsRank')} rules={[rule('qsRank')]}>
                <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="rankYear" label={t('uni.f.rankYear')} rules={[rule('rankYear')]}>
                <InputNumber min={1900} max={2100} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="rankSource" label={t('uni.f.rankSource')} rules={[rule('rankSource')]}>
                <Input maxLength={100} placeholder="QS World University Rankings" />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title={t('uni.sections.pictures')} className="console-catalogue__card">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="uniLogo" label={t('uni.f.uniLogo')} rules={[rule('uniLogo')]}>
                <ImageUpload kind="logo" label={t('uni.f.uploadLogo')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="uniMain" label={t('uni.f.uniMain')} rules={[rule('uniMain')]}>
                <ImageUpload kind="campus" label={t('uni.f.uploadCampus')} />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title={t('uni.sections.intro')} className="console-catalogue__card">
          <Suspense fallback={<Spin />}>
            <Form.Item name="uniInfo" label={t('uni.f.uniInfo')} rules={[rule('uniInfo')]}>
              <RichTextEditor ariaLabel={t('uni.f.uniInfo')} />
            </Form.Item>
            <Form.Item name="uniInfoEn" label={t('uni.f.uniInfoEn')} rules={[rule('uniInfoEn')]}>
              <RichTextEditor ariaLabel={t('uni.f.uniInfoEn')} />
            </Form.Item>
          </Suspense>
        </Card>

        <Card title={t('uni.sections.settings')} className="console-catalogue__card">
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="aiShow" label={t('uni.f.aiShow')} valuePropName="checked" extra={t('uni.f.aiShowHint')}>
                <Switch checkedChildren={t('aiShow.open')} unCheckedChildren={t('aiShow.closed')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="status" label={t('uni.f.status')} rules={[rule('status')]}>
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: '0', label: t('status.shown') },
                    { value: '1', label: t('status.hidden') },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="stipendShow" label={t('uni.f.stipendShow')} rules={[rule('stipendShow')]}>
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: '1', label: t('common.yes') },
                    { value: '0', label: t('common.no') },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="isReduce" label={t('uni.f.isReduce')} rules={[rule('isReduce')]}>
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: '1', label: t('common.yes') },
                    { value: '0', label: t('common.no') },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="isSpecial" label={t('uni.f.isSpecial')} rules={[rule('isSpecial')]} extra={t('uni.f.isSpecialHint')}>
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: '1', label: t('common.yes') },
                    { value: '0', label: t('common.no') },
                  ]}
                />
              </Form.Item>
            </Col>
          </Row>
          {isSpecial === '1' ? (
            <Form.Item name="applyFiles" label={t('uni.f.applyFiles')} rules={[rule('applyFiles')]}>
              <ApplyFiles />
            </Form.Item>
          ) : null}
        </Card>

        {loaded ? (
          <Card title={t('uni.sections.source')} className="console-catalogue__card">
            <Typography.Paragraph type="secondary">
              {t('uni.source')}: {loaded.source ?? '-'} · {t('uni.checkedAt')}: {loaded.checkedAt ?? '-'}
            </Typography.Paragraph>
            <Form.Item name="keepSource" valuePropName="checked" noStyle>
              <Checkbox>{t('uni.f.keepSource')}</Checkbox>
            </Form.Item>
          </Card>
        ) : null}

        <div className="console-catalogue__savebar">
          {dirty ? <span className="console-muted">{t('common.unsaved')}</span> : null}
          <Button onClick={() => navigate(paths.consoleUniversities)}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
            {loaded ? t('common.save') : t('uni.create')}
          </Button>
        </div>
      </Form>
      {loaded ? <Faculties uniId={loaded.uniId} list={loaded.faculties} /> : null}
    </div>
  );
}

/** The forms of a special school: uploaded here (as attachments), named, ordered; made public on save. */
function ApplyFiles({
  value = [],
  onChange,
}: {
  value?: { fileRoute: string; fileName: string }[];
  onChange?: (v: { fileRoute: string; fileName: string }[]) => void;
}) {
  const { t } = useTranslation('console-catalogue');
  const [busy, setBusy] = useState(false);
  const set = (next: typeof value) => onChange?.(next);
  const add = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > UPLOAD_LIMITS.attachment.maxBytes) {
      toast.error(t('uni.f.applyFileTooLarge'));
      return;
    }
    setBusy(true);
    try {
      const [up] = await api.upload<{ imgPath: string; oldName: string }[]>('/file/upload/uploadFiles', file, { use: 'attachment' });
      set([...value, { fileRoute: up.imgPath, fileName: up.oldName || file.name }]);
    } catch {
      // The shared response handling has shown the reason.
    } finally {
      setBusy(false);
    }
  };
  const move = (i: number, d: -1 | 1) => {
    const next = [...value];
    [next[i], next[i + d]] = [next[i + d], next[i]];
    set(next);
  };
  return (
    <div className="console-catalogue__files">
      {value.length === 0 ? <Typography.Text type="secondary">{t('uni.f.applyFilesNone')}</Typography.Text> : null}
      {value.map((f, i) => (
        <Space key={f.fileRoute} wrap className="console-catalogue__file">
          <PaperClipOutlined />
          <Input
            aria-label={t('uni.f.applyFileName')}
            value={f.fileName}
            maxLength={255}
            onChange={(e) => set(value.map((x, j) => (j === i ? { ...x, fileName: e.target.value } : x)))}
            style={{ width: 260 }}
          />
          <a href={f.fileRoute} target="_blank" rel="noreferrer">
            {t('uni.f.open')}
          </a>
          <Button size="small" icon={<ArrowUpOutlined />} aria-label={t('faculties.up')} disabled={i === 0} onClick={() => move(i, -1)} />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('faculties.down')}
            disabled={i === value.length - 1}
            onClick={() => move(i, 1)}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('common.remove')}
            onClick={() => set(value.filter((_, j) => j !== i))}
          />
        </Space>
      ))}
      <label className="ant-btn ant-btn-default console-catalogue__filebtn">
        {busy ? <Spin size="small" /> : <PlusOutlined />} {t('uni.f.applyFileAdd')}
        <input
          type="file"
          style={{ display: 'none' }}
          accept={UPLOAD_LIMITS.attachment.extensions.map((e) => `.${e}`).join(',')}
          onChange={(e) => {
            void add(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
    </div>
  );
}

function Faculties({ uniId, list }: { uniId: number; list: ConsoleFaculty[] }) {
  const { t } = useTranslation('console-catalogue');
  const lang = getLang();
  const [rows, setRows] = useState(list);
  const [editing, setEditing] = useState<ConsoleFaculty | 'new' | null>(null);
  const [form] = Form.useForm<{ facultyName: string; facultyEnName: string }>();
  const save = useSaveFaculty();
  const order = useOrderFaculties();
  const del = useDeleteFaculty();
  useEffect(() => setRows(list), [list]);

  const open = (f: ConsoleFaculty | 'new') => {
    setEditing(f);
    form.setFieldsValue(
      f === 'new' ? { facultyName: '', facultyEnName: '' } : { facultyName: f.facultyName, facultyEnName: f.facultyEnName },
    );
  };
  const submit = (v: { facultyName: string; facultyEnName: string }) =>
    save.mutate(
      { uniId, ...(editing && editing !== 'new' ? { facultyId: editing.facultyId } : {}), ...v },
      {
        onSuccess: (next) => {
          setRows(next);
          setEditing(null);
          toast.success(t('faculties.saved'));
        },
        onError: (e) => reportFormError(form, e),
      },
    );
  const move = (i: number, d: -1 | 1) => {
    const ids = rows.map((r) => r.facultyId);
    [ids[i], ids[i + d]] = [ids[i + d], ids[i]];
    order.mutate({ uniId, facultyIds: ids }, { onSuccess: setRows });
  };
  const remove = (f: ConsoleFaculty) =>
    Modal.confirm({
      title: t('faculties.deleteTitle'),
      content: t('faculties.deleteText', { name: lang === 'en' ? f.facultyEnName : f.facultyName }),
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      onOk: () => del.mutateAsync({ uniId, facultyId: f.facultyId }).then(setRows, (e: unknown) => reportApiError(e)),
    });
  const facultyRule = (f: 'facultyName' | 'facultyEnName') => zodRule(consoleFacultyBody.shape[f], lang);

  return (
    <Card
      title={t('faculties.title')}
      className="console-catalogue__card"
      extra={
        <Button icon={<PlusOutlined />} onClick={() => open('new')}>
          {t('faculties.add')}
        </Button>
      }
    >
      <Table<ConsoleFaculty>
        rowKey="facultyId"
        size="small"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 560 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('faculties.empty')} /> }}
        columns={[
          { key: 'name', title: t('faculties.name'), render: (_, f) => f.facultyName },
          { key: 'en', title: t('faculties.enName'), render: (_, f) => f.facultyEnName },
          { key: 'majors', title: t('faculties.majors'), width: 90, align: 'right', render: (_, f) => f.majorCount },
          {
            key: 'actions',
            title: t('common.actions'),
            width: 190,
            render: (_, f, i) => (
              <Space size={4}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('faculties.up')}
                  disabled={i === 0 || order.isPending}
                  onClick={() => move(i, -1)}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('faculties.down')}
                  disabled={i === rows.length - 1 || order.isPending}
                  onClick={() => move(i, 1)}
                />
                <Button size="small" icon={<EditOutlined />} aria-label={t('faculties.rename')} onClick={() => open(f)} />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('common.delete')}
                  title={f.majorCount > 0 ? t('faculties.notEmpty') : undefined}
                  disabled={f.majorCount > 0}
                  onClick={() => remove(f)}
                />
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('faculties.add') : t('faculties.rename')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="facultyName" label={t('faculties.name')} rules={[facultyRule('facultyName')]} required>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="facultyEnName" label={t('faculties.enName')} rules={[facultyRule('facultyEnName')]} required>
            <Input maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
      {rows.length === 0 ? <Alert type="info" showIcon title={t('faculties.hint')} className="console-catalogue__hint" /> : null}
    </Card>
  );
}
