// /console/catalogue/majors/:majorId: every field the public programme page shows — names, faculty,
// degree, focus, length, tuition with its currency, dates, language and entry requirements (cn/en),
// introduction (cn/en), scores, course link, stipend, hot and status. The same shared schema checks
// the fields here and on the server; the save sends the updatedAt it loaded (71020 when someone
// else saved since), and leaving with unsaved changes asks first.
import { useMemo, useState } from 'react';
import { Button, Card, Checkbox, Col, Empty, Form, Input, InputNumber, Radio, Row, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_ADMIN_CODES, consoleMajorFields, type ConsoleMajorDetail } from '@portal/shared';
import { majorDetailPath, paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { reportFormError } from '../../../lib/form-server-errors';
import { dictOptions, useDict } from '../../../lib/dict';
import { getLang } from '../../../lib/lang';
import { useMajorDetail, useSaveMajor } from './api';
import { formChanged, majorFormValues, type MajorFormValues } from './model';
import { LoadError, showStale, useLeaveGuard } from './parts';
import './catalogue.css';

type F = keyof typeof consoleMajorFields;

export default function MajorEditPage() {
  const { majorId: raw } = useParams();
  const majorId = Number(raw);
  const valid = Number.isInteger(majorId) && majorId > 0;
  const q = useMajorDetail(valid ? majorId : 0);
  if (!valid || (q.isError && isApiError(q.error) && q.error.code === CATALOGUE_ADMIN_CODES.NOT_FOUND)) return <NotFound />;
  if (q.isPending) return <Skeleton active className="console-skeleton" paragraph={{ rows: 12 }} />;
  if (q.isError)
    return (
      <div className="console-page">
        <LoadError error={q.error} retry={() => void q.refetch()} />
      </div>
    );
  return <MajorForm key={majorId} detail={q.data} reload={() => q.refetch()} />;
}

function NotFound() {
  const { t } = useTranslation('console-catalogue');
  return (
    <div className="console-page">
      <Empty description={t('errors.notFound')}>
        <Link to={paths.consoleMajors}>{t('common.backToList')}</Link>
      </Empty>
    </div>
  );
}

function MajorForm({ detail, reload }: { detail: ConsoleMajorDetail; reload: () => Promise<unknown> }) {
  const { t } = useTranslation('console-catalogue');
  const lang = getLang();
  const navigate = useNavigate();
  const [form] = Form.useForm<MajorFormValues>();
  const [loaded, setLoaded] = useState(detail);
  const initial = useMemo(() => majorFormValues(loaded), [loaded]);
  const [dirty, setDirty] = useState(false);
  const save = useSaveMajor();
  const rule = (f: F) => zodRule(consoleMajorFields[f], lang);
  useLeaveGuard(dirty);

  const reset = (d: ConsoleMajorDetail) => {
    setLoaded(d);
    form.setFieldsValue(majorFormValues(d));
    setDirty(false);
  };
  const submit = (v: MajorFormValues) =>
    save.mutate(
      { ...v, currency: String(v.currency).trim().toUpperCase(), majorId: loaded.majorId, updatedAt: loaded.updatedAt },
      {
        onSuccess: (saved) => {
          toast.success(t('major.saved'));
          reset(saved);
        },
        onError: (e) => {
          if (isApiError(e) && e.code === CATALOGUE_ADMIN_CODES.STALE)
            showStale(
              e.message,
              () => void reload().then((r) => (r as { data?: ConsoleMajorDetail }).data && reset((r as { data: ConsoleMajorDetail }).data)),
              t,
            );
          else reportFormError(form, e);
        },
      },
    );

  const text = (name: F, label: string, max: number, span = 12, required = false) => (
    <Col xs={24} md={span}>
      <Form.Item name={name} label={label} rules={[rule(name)]} required={required}>
        <Input maxLength={max} />
      </Form.Item>
    </Col>
  );
  const area = (name: F, label: string) => (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={label} rules={[rule(name)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={20000} />
      </Form.Item>
    </Col>
  );

  return (
    <div className="console-page console-catalogue">
      <div className="console-page__head">
        <div>
          <Link to={paths.consoleMajors} className="console-catalogue__back">
            <ArrowLeftOutlined /> {t('common.backToList')}
          </Link>
          <h1 className="console-page__title">{lang === 'en' ? loaded.majorEnName : loaded.majorName}</h1>
          <p className="console-page__sub">
            <Link to={`${paths.consoleUniversities}/${loaded.uniId}`}>{lang === 'en' ? loaded.uniEnName : loaded.uniName}</Link> · ID{' '}
            {loaded.majorId} · {t('uni.source')}: {loaded.source ?? '-'}
            {loaded.checkedAt ? ` · ${t('uni.checkedAt')} ${loaded.checkedAt}` : ''}
          </p>
        </div>
        <Space wrap>
          {loaded.majorStatus === '0' ? (
            <a href={majorDetailPath(loaded.majorId)} target="_blank" rel="noreferrer">
              {t('major.viewPublic')}
            </a>
          ) : (
            <Tag color="orange">{t('status.hidden')}</Tag>
          )}
        </Space>
      </div>
      <Form<MajorFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        onFinishFailed={() => toast.error(t('common.fixErrors'))}
        onValuesChange={() => setDirty(formChanged(initial, form.getFieldsValue(true) as MajorFormValues))}
        scrollToFirstError
        className="console-catalogue__form"
      >
        <Card title={t('major.sections.basic')} className="console-catalogue__card">
          <Row gutter={16}>
            {text('majorName', t('major.f.majorName'), 200, 12, true)}
            {text('majorEnName', t('major.f.majorEnName'), 200, 12, true)}
            <Col xs={24} md={12}>
              <Form.Item name="facultyId" label={t('major.f.facultyId')} rules={[rule('facultyId')]}>
                <Select
                  allowClear
                  options={loaded.faculties.map((f) => ({
                    value: f.facultyId,
                    label: lang === 'en' ? f.facultyEnName : `${f.facultyName} ${f.facultyEnName}`,
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="degreeType" label={t('major.f.degreeType')} rules={[rule('degreeType')]} required>
                <Radio.Group optionType="button" options={(['1', '2', '3'] as const).map((v) => ({ value: v, label: t(`degree.${v}`) }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="majorFocus" label={t('major.f.majorFocus')} rules={[rule('majorFocus')]}>
                <FocusSelect />
              </Form.Item>
            </Col>
            {text('majorSystem', t('major.f.majorSystem'), 20, 6)}
            <Col xs={24} md={6}>
              <Form.Item name="majorStatus" label={t('major.f.majorStatus')} rules={[rule('majorStatus')]}>
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: '0', label: t('status.shown') },
                    { value: '1', label: t('status.hidden') },
                  ]}
                />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title={t('major.sections.fees')} className="console-catalogue__card">
          <Row gutter={16}>
            <Col xs={16} md={8}>
              <Form.Item name="majorTuition" label={t('major.f.majorTuition')} rules={[rule('majorTuition')]}>
                <InputNumber min={0} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={8} md={4}>
              <Form.Item name="currency" label={t('major.f.currency')} rules={[rule('currency')]} required>
                <Input maxLength={3} />
              </Form.Item>
            </Col>
            {text('applyDate', t('major.f.applyDate'), 100, 6)}
            {text('beginDate', t('major.f.beginDate'), 100, 6)}
            <Col xs={12} md={6}>
              <Form.Item name="stipend" label={t('major.f.stipend')} rules={[rule('stipend')]}>
                <InputNumber min={0} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="hot" label={t('major.f.hot')} rules={[rule('hot')]}>
                <InputNumber min={0} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            {text('majorLink', t('major.f.majorLink'), 300)}
          </Row>
        </Card>

        <Card title={t('major.sections.scores')} className="console-catalogue__card">
          <Row gutter={16}>
            {text('ieltsScore', 'IELTS', 20, 4)}
            {text('toeflScore', 'TOEFL', 20, 4)}
            {text('pte', 'PTE', 20, 4)}
            {text('gmat', 'GMAT', 20, 4)}
            {text('gre', 'GRE', 20, 4)}
            <Col xs={12} md={4}>
              <Form.Item name="minGpa" label={t('major.f.minGpa')} rules={[rule('minGpa')]}>
                <InputNumber min={0} max={99.99} step={0.1} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            {text('languageRequirement', t('major.f.languageRequirement'), 300)}
            {text('languageRequirementEn', t('major.f.languageRequirementEn'), 300)}
          </Row>
        </Card>

        <Card title={t('major.sections.texts')} className="console-catalogue__card">
          <Row gutter={16}>
            {area('backgroundRequirement', t('major.f.backgroundRequirement'))}
            {area('backgroundRequirementEn', t('major.f.backgroundRequirementEn'))}
            {area('majorIntroduction', t('major.f.majorIntroduction'))}
            {area('majorIntroductionEn', t('major.f.majorIntroductionEn'))}
          </Row>
        </Card>

        <Card title={t('uni.sections.source')} className="console-catalogue__card">
          <Typography.Paragraph type="secondary">
            {t('uni.source')}: {loaded.source ?? '-'} · {t('uni.checkedAt')}: {loaded.checkedAt ?? '-'}
            {loaded.sourceUrl ? (
              <>
                {' · '}
                <a href={loaded.sourceUrl} target="_blank" rel="noreferrer nofollow">
                  {t('uni.sourceUrl')}
                </a>
              </>
            ) : null}
          </Typography.Paragraph>
          <Form.Item name="keepSource" valuePropName="checked" noStyle>
            <Checkbox>{t('uni.f.keepSource')}</Checkbox>
          </Form.Item>
        </Card>

        <div className="console-catalogue__savebar">
          {dirty ? <span className="console-muted">{t('common.unsaved')}</span> : null}
          <Button onClick={() => navigate(paths.consoleMajors)}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </Form>
    </div>
  );
}

/** The programme's focus areas: values of the major_focus dictionary, stored as a comma list. */
function FocusSelect({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  const lang = getLang();
  const dict = useDict(['major_focus']);
  const chosen = (value ?? '').split(',').filter(Boolean);
  return (
    <Select
      mode="multiple"
      allowClear
      loading={dict.isPending}
      value={chosen}
      onChange={(v: string[]) => onChange?.(v.join(','))}
      options={dictOptions(dict.data?.major_focus, lang)}
    />
  );
}
