// /console/content/cases/:id (or /new): every field of a case and the universities its student
// applied to, checked by the shared caseSaveBody as the server checks it. The ★ verified flag needs
// the offer letter: staff upload it here (pdf/jpg/png, private: only staff can open it); the switch
// is off until a letter is on file, and removing the letter turns it off (the server enforces both).
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Empty,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd';
import {
  ArrowLeftOutlined,
  DeleteOutlined,
  FileProtectOutlined,
  LoadingOutlined,
  PlusOutlined,
  SafetyCertificateFilled,
  SaveOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { UPLOAD_LIMITS, caseApplyRow, caseSaveBody, type CaseSaveInput, type ConsoleCaseDetail } from '@portal/shared';
import { paths } from '../../../config/paths';
import { dictOptions, useDict } from '../../../lib/dict';
import { toast } from '../../../lib/feedback';
import { useFormRules } from '../../../lib/form-rules';
import { reportFormError } from '../../../lib/form-server-errors';
import { getLang } from '../../../lib/lang';
import { uploadOffer, useCase, useSaveCase } from './api';
import { caseEditPath } from './CasesPage';
import { LoadError, useLeaveGuard } from '../list/kit';
import './content.css';
import { UniSelect } from './UniSelect';

type Values = Omit<CaseSaveInput, 'scholarshipType' | 'lang' | 'sign' | 'id'>;
const DICTS = ['web_stu_courseType', 'college_type', 'stuStatus'];
const OFFER = UPLOAD_LIMITS.offer;
const OFFER_ACCEPT = OFFER.extensions.map((e) => `.${e}`).join(',');

/** A yyyy-MM-dd string held by the form, shown by antd's date picker. */
const dateProps = {
  getValueProps: (v: string | null | undefined) => ({ value: v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : ''),
};

function valuesOf(d: ConsoleCaseDetail): Values {
  return {
    stuName: d.stuName,
    stuSpell: d.stuSpell,
    uniId: d.uniId,
    courseType: d.courseType,
    courseName: d.courseName,
    resultDate: d.resultDate,
    eduUniName: d.eduUniName ?? '',
    eduUniEnName: d.eduUniEnName ?? '',
    eduUniType: d.eduUniType ?? undefined,
    eduMajorName: d.eduMajorName ?? '',
    eduMajorNameEn: d.eduMajorNameEn ?? '',
    eduGpa: d.eduGpa,
    eduLanguage: d.eduLanguage ?? '',
    isWork: d.isWork,
    workExperience: d.workExperience ?? '',
    uniMoney: d.uniMoney,
    status: d.status,
    source: d.source ?? '',
    offerFileId: d.offerFileId,
    verified: d.verified,
    applies: d.applies.map((a) => ({
      uniId: a.uniId,
      courseName: a.courseName,
      applyStatus: a.applyStatus,
      receiptDate: a.receiptDate,
      beginDate: a.beginDate ?? '',
    })),
  };
}

const BLANK: Values = {
  stuName: '',
  stuSpell: '',
  uniId: undefined as unknown as number,
  courseType: '',
  courseName: '',
  resultDate: '',
  isWork: '0',
  status: '0',
  verified: false,
  offerFileId: null,
  source: 'staff',
  applies: [],
};

export default function CaseEditPage() {
  const { t } = useTranslation('console-content');
  const lang = getLang();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const q = useCase(id);
  const save = useSaveCase();
  const rules = useFormRules();
  const dict = useDict(DICTS);
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const [next, setNext] = useState<string | null>(null);
  const [offer, setOffer] = useState<{ url: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  useLeaveGuard(dirty);
  const offerFileId = Form.useWatch('offerFileId', form);
  const verified = Form.useWatch('verified', form);

  const d = q.data;
  const initial = useMemo(() => (d ? valuesOf(d) : BLANK), [d]);
  useEffect(() => {
    form.setFieldsValue(initial);
    setOffer(d?.offerFile ? { url: d.offerFile.url, name: d.offerFile.name } : null);
    setDirty(false);
  }, [initial, d, form]);
  // Navigate only once the form is clean, so the leave guard does not ask about a saved form.
  useEffect(() => {
    if (next && !dirty) {
      setNext(null);
      void navigate(next, { replace: true });
    }
  }, [next, dirty, navigate]);

  const knownUnis = useMemo(() => {
    const m = new Map<number, { uniName: string; uniEnName: string }>();
    if (d) {
      m.set(d.uniId, d);
      for (const a of d.applies) m.set(a.uniId, a);
    }
    return m;
  }, [d]);

  const onUpload = async (file: File | undefined) => {
    if (!file) return;
    const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
    if (!(OFFER.extensions as readonly string[]).includes(ext)) return toast.error(t('caseEdit.offerType'));
    if (file.size > OFFER.maxBytes) return toast.error(t('caseEdit.offerSize', { mb: OFFER.maxBytes / 1024 / 1024 }));
    setUploading(true);
    try {
      const up = await uploadOffer(file);
      form.setFieldValue('offerFileId', up.id);
      setOffer({ url: up.url, name: up.name });
      setDirty(true);
    } catch {
      // The shared response handling has shown the reason.
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const removeOffer = () => {
    form.setFieldsValue({ offerFileId: null, verified: false });
    setOffer(null);
    setDirty(true);
  };

  const submit = (v: Values) => {
    save.mutate(
      { ...v, id: id ?? undefined, applies: v.applies ?? [] },
      {
        onSuccess: (saved) => {
          toast.success(t('caseEdit.saved'));
          setDirty(false);
          if (!id) setNext(caseEditPath(saved.id));
        },
        onError: (e) => reportFormError(form, e),
      },
    );
  };

  if (params.id !== 'new' && id === null) return <Empty description={t('caseEdit.notFound')} />;
  if (id && q.isError) return <LoadError error={q.error} retry={() => void q.refetch()} />;
  if (id && q.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;

  const statusOptions = dictOptions(dict.data?.stuStatus, lang);
  return (
    <div className="console-page console-content__edit">
      <div className="console-page__head">
        <div>
          <Link to={paths.consoleContentCases} className="console-content__back">
            <ArrowLeftOutlined /> {t('cases.title')}
          </Link>
          <h1 className="console-page__title">
            {id ? t('caseEdit.title', { name: d?.stuName ?? '' }) : t('caseEdit.newTitle')}{' '}
            {d?.verified ? (
              <Tag color="gold" icon={<SafetyCertificateFilled />}>
                {t('cases.verified')}
              </Tag>
            ) : null}
          </h1>
          {d ? (
            <p className="console-page__sub">
              {t('caseEdit.meta', { updated: d.updateDate, views: d.viewNumber, key: d.externalKey ?? '-' })}
            </p>
          ) : null}
        </div>
        <Space>
          {dirty ? <Tag color="warning">{t('common.unsaved')}</Tag> : null}
          <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={() => form.submit()}>
            {t('common.save')}
          </Button>
        </Space>
      </div>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        onValuesChange={() => setDirty(true)}
        scrollToFirstError
      >
        <Form.Item name="offerFileId" hidden>
          <Input />
        </Form.Item>
        <Card title={t('caseEdit.verifyTitle')} className="console-content__card">
          <Alert type="info" showIcon className="console-content__hint" title={t('caseEdit.verifyHint')} />
          <Space wrap align="center" className="console-content__offer">
            {offer && offerFileId ? (
              <>
                <FileProtectOutlined />
                <a href={offer.url} target="_blank" rel="noopener noreferrer" data-testid="offer-link">
                  {offer.name || t('caseEdit.offerFile')}
                </a>
                <Tag>{t('caseEdit.staffOnly')}</Tag>
                <Button size="small" danger icon={<DeleteOutlined />} onClick={removeOffer}>
                  {t('caseEdit.removeOffer')}
                </Button>
              </>
            ) : (
              <Typography.Text type="secondary">{t('caseEdit.noOffer')}</Typography.Text>
            )}
            <Button
              icon={uploading ? <LoadingOutlined /> : <UploadOutlined />}
              disabled={uploading}
              onClick={() => fileInput.current?.click()}
            >
              {offerFileId ? t('caseEdit.replaceOffer') : t('caseEdit.uploadOffer')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              style={{ display: 'none' }}
              accept={OFFER_ACCEPT}
              data-testid="offer-input"
              onChange={(e) => void onUpload(e.target.files?.[0])}
            />
          </Space>
          <Form.Item name="verified" valuePropName="checked" label={t('caseEdit.verified')} extra={t('caseEdit.offerHint', { mb: 15 })}>
            <Switch
              disabled={!offerFileId}
              checkedChildren={t('cases.verified')}
              unCheckedChildren={t('cases.unverified')}
              aria-label={t('caseEdit.verified')}
            />
          </Form.Item>
          {verified && d?.verifiedAt ? (
            <Typography.Text type="secondary">{t('caseEdit.verifiedBy', { at: d.verifiedAt, by: d.verifiedBy ?? '-' })}</Typography.Text>
          ) : null}
        </Card>

        <Card title={t('caseEdit.admission')} className="console-content__card">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="stuName"
                label={t('caseEdit.stuName')}
                extra={t('caseEdit.stuNameHint')}
                rules={[rules.field(caseSaveBody, 'stuName')]}
              >
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="stuSpell" label={t('caseEdit.stuSpell')} rules={[rules.field(caseSaveBody, 'stuSpell')]}>
                <Input maxLength={100} placeholder="Zhang San" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="uniId" label={t('cases.col.uni')} rules={[rules.field(caseSaveBody, 'uniId')]}>
                <UniSelect known={d ?? null} aria-label={t('cases.col.uni')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="courseType" label={t('cases.col.courseType')} rules={[rules.field(caseSaveBody, 'courseType')]}>
                <Select options={dictOptions(dict.data?.web_stu_courseType, lang)} aria-label={t('cases.col.courseType')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="courseName" label={t('caseEdit.courseName')} rules={[rules.field(caseSaveBody, 'courseName')]}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item
                name="resultDate"
                label={t('cases.col.resultDate')}
                rules={[rules.field(caseSaveBody, 'resultDate')]}
                {...dateProps}
              >
                <DatePicker className="console-content__full" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="uniMoney" label={t('cases.col.uniMoney')} rules={[rules.field(caseSaveBody, 'uniMoney')]}>
                <InputNumber min={0} max={100000000} precision={0} className="console-content__full" />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title={t('caseEdit.background')} className="console-content__card">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="eduUniName" label={t('caseEdit.eduUniName')} rules={[rules.field(caseSaveBody, 'eduUniName')]}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="eduUniEnName" label={t('caseEdit.eduUniEnName')} rules={[rules.field(caseSaveBody, 'eduUniEnName')]}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="eduUniType" label={t('caseEdit.eduUniType')}>
                <Select allowClear options={dictOptions(dict.data?.college_type, lang)} aria-label={t('caseEdit.eduUniType')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="eduMajorName" label={t('caseEdit.eduMajorName')} rules={[rules.field(caseSaveBody, 'eduMajorName')]}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="eduMajorNameEn" label={t('caseEdit.eduMajorNameEn')} rules={[rules.field(caseSaveBody, 'eduMajorNameEn')]}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="eduGpa" label={t('cases.col.eduGpa')} rules={[rules.field(caseSaveBody, 'eduGpa')]}>
                <InputNumber min={0} max={99.99} step={0.01} className="console-content__full" />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="eduLanguage" label={t('caseEdit.eduLanguage')} rules={[rules.field(caseSaveBody, 'eduLanguage')]}>
                <Input maxLength={100} placeholder="IELTS 7.0" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="isWork" label={t('caseEdit.isWork')}>
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: '1', label: t('common.yes') },
                    { value: '0', label: t('common.no') },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="workExperience" label={t('caseEdit.workExperience')} rules={[rules.field(caseSaveBody, 'workExperience')]}>
                <Input.TextArea maxLength={300} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title={t('caseEdit.applies')} className="console-content__card">
          <Form.List name="applies">
            {(fields, { add, remove }) => (
              <div className="console-content__applies">
                {fields.length === 0 ? <Typography.Text type="secondary">{t('caseEdit.noApplies')}</Typography.Text> : null}
                {fields.map((field) => (
                  <Row gutter={8} key={field.key} className="console-content__apply" align="top">
                    <Col xs={24} md={7}>
                      <Form.Item name={[field.name, 'uniId']} label={t('cases.col.uni')} rules={[rules.zod(caseApplyRow.shape.uniId)]}>
                        <UniSelect
                          known={knownUnis.get(form.getFieldValue(['applies', field.name, 'uniId']) as number) ?? null}
                          aria-label={t('cases.col.uni')}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={6}>
                      <Form.Item
                        name={[field.name, 'courseName']}
                        label={t('caseEdit.courseName')}
                        rules={[rules.zod(caseApplyRow.shape.courseName)]}
                      >
                        <Input maxLength={200} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4}>
                      <Form.Item
                        name={[field.name, 'applyStatus']}
                        label={t('caseEdit.applyStatus')}
                        rules={[rules.zod(caseApplyRow.shape.applyStatus)]}
                      >
                        <Select options={statusOptions} aria-label={t('caseEdit.applyStatus')} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item
                        name={[field.name, 'receiptDate']}
                        label={t('caseEdit.receiptDate')}
                        rules={[rules.zod(caseApplyRow.shape.receiptDate)]}
                        {...dateProps}
                      >
                        <DatePicker className="console-content__full" />
                      </Form.Item>
                    </Col>
                    <Col xs={20} md={3}>
                      <Form.Item name={[field.name, 'beginDate']} label={t('caseEdit.beginDate')} {...dateProps}>
                        <DatePicker className="console-content__full" />
                      </Form.Item>
                    </Col>
                    <Col xs={4} md={1} className="console-content__apply-remove">
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('common.remove')}
                        onClick={() => remove(field.name)}
                      />
                    </Col>
                  </Row>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ uniId: undefined, courseName: '', applyStatus: '', receiptDate: '', beginDate: '' })}
                >
                  {t('caseEdit.addApply')}
                </Button>
              </div>
            )}
          </Form.List>
        </Card>

        <Card title={t('caseEdit.publishing')} className="console-content__card">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="status" label={t('cases.col.status')} extra={t('caseEdit.statusHint')}>
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: '0', label: t('common.shown') },
                    { value: '1', label: t('common.hidden') },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="source" label={t('cases.col.source')} rules={[rules.field(caseSaveBody, 'source')]}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
      </Form>
    </div>
  );
}
