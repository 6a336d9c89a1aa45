// /console/catalogue/majors/:majorId: every field the public programme page shows — names, faculty,
// degree, focus, length, tuition with its currency, dates, language and entry requirements (cn/en),
// introduction (cn/en), scores, course link, stipend, hot and status. The same shared schema checks
// the fields here and on the server; the save sends the updatedAt it loaded (71020 when someone
// else saved since), and leaving with unsaved changes asks first. /console/catalogue/majors/new?uniId=
// opens the same form empty for a new programme of that university; once created, its own page opens.
import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Checkbox, Col, Form, Input, InputNumber, Radio, Row, Select, Tag, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { consoleMajorFields, type ConsoleFaculty, type ConsoleMajorDetail } from '@portal/shared';
import { majorDetailPath, paths } from '../../../config/paths';
import { toast } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { reportFormError } from '../../../lib/form-server-errors';
import { dictOptions, useDict } from '../../../lib/dict';
import { getLang } from '../../../lib/lang';
import { useCreateMajor, useMajorDetail, useSaveMajor, useUniDetail } from './api';
import { NEW_MAJOR, formChanged, majorFormValues, type MajorFormValues } from './model';
import { useLeaveGuard } from '../list/kit';
import { EditHead, Loaded, SourceLine, isStale, showStale } from './parts';
import './catalogue.css';

type F = keyof typeof consoleMajorFields;

/** The university a programme belongs to, as the form shows it. */
interface Owner {
  uniId: number;
  uniName: string;
  uniEnName: string;
  faculties: ConsoleFaculty[];
}

export default function MajorEditPage() {
  const { majorId: raw } = useParams();
  if (raw === 'new') return <NewMajorPage />;
  return <EditMajorPage raw={raw} />;
}

/** A new programme of the university in ?uniId= (its faculties are loaded for the faculty choice). */
function NewMajorPage() {
  const [search] = useSearchParams();
  const uniId = Number(search.get('uniId'));
  const valid = Number.isInteger(uniId) && uniId > 0;
  const q = useUniDetail(valid ? uniId : null);
  return (
    <Loaded query={q} valid={valid} back={paths.consoleMajors}>
      {(u) => (
        <MajorForm
          key={`new-${uniId}`}
          detail={null}
          owner={{ uniId: u.uniId, uniName: u.uniName, uniEnName: u.uniEnName, faculties: u.faculties }}
          reload={() => q.refetch()}
        />
      )}
    </Loaded>
  );
}

function EditMajorPage({ raw }: { raw?: string }) {
  const majorId = Number(raw);
  const valid = Number.isInteger(majorId) && majorId > 0;
  const q = useMajorDetail(valid ? majorId : 0);
  return (
    <Loaded query={q} valid={valid} back={paths.consoleMajors}>
      {(d) => <MajorForm key={majorId} detail={d} owner={d} reload={() => q.refetch()} />}
    </Loaded>
  );
}

function MajorForm({ detail, owner, reload }: { detail: ConsoleMajorDetail | null; owner: Owner; reload: () => Promise<unknown> }) {
  const { t } = useTranslation('console-catalogue');
  const lang = getLang();
  const navigate = useNavigate();
  const [form] = Form.useForm<MajorFormValues>();
  const [loaded, setLoaded] = useState(detail);
  const initial = useMemo(() => (loaded ? majorFormValues(loaded) : NEW_MAJOR), [loaded]);
  const [dirty, setDirty] = useState(false);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const save = useSaveMajor();
  const create = useCreateMajor();
  const rule = (f: F) => zodRule(consoleMajorFields[f], lang);
  const faculties = loaded?.faculties ?? owner.faculties;
  useLeaveGuard(dirty);
  useEffect(() => {
    // A new programme is saved: open its own page (the guard is off: nothing is unsaved).
    if (createdId !== null && !dirty) navigate(`${paths.consoleMajors}/${createdId}`, { replace: true });
  }, [createdId, dirty, navigate]);

  const reset = (d: ConsoleMajorDetail) => {
    setLoaded(d);
    form.setFieldsValue(majorFormValues(d));
    setDirty(false);
  };
  const submit = (v: MajorFormValues) => {
    const currency = String(v.currency ?? '')
      .trim()
      .toUpperCase();
    if (!loaded) {
      create.mutate(
        { ...v, currency, uniId: owner.uniId },
        {
          onSuccess: (created) => {
            toast.success(t('major.created'));
            setDirty(false);
            setCreatedId(created.majorId);
          },
          onError: (e) => reportFormError(form, e),
        },
      );
      return;
    }
    save.mutate(
      { ...v, currency, majorId: loaded.majorId, updatedAt: loaded.updatedAt },
      {
        onSuccess: (saved) => {
          toast.success(t('major.saved'));
          reset(saved);
        },
        onError: (e) => {
          if (isStale(e))
            showStale(
              e.message,
              () => void reload().then((r) => (r as { data?: ConsoleMajorDetail }).data && reset((r as { data: ConsoleMajorDetail }).data)),
              t,
            );
          else reportFormError(form, e);
        },
      },
    );
  };

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
      <EditHead
        back={paths.consoleMajors}
        title={loaded ? (lang === 'en' ? loaded.majorEnName : loaded.majorName) : t('major.newTitle')}
        sub={
          <>
            <Link to={`${paths.consoleUniversities}/${owner.uniId}`}>{lang === 'en' ? owner.uniEnName : owner.uniName}</Link>
            {' · '}
            {loaded ? <SourceLine id={loaded.majorId} source={loaded.source} checkedAt={loaded.checkedAt} /> : t('major.newSub')}
          </>
        }
        extra={
          loaded ? (
            loaded.majorStatus === '0' ? (
              <a href={majorDetailPath(loaded.majorId)} target="_blank" rel="noreferrer">
                {t('major.viewPublic')}
              </a>
            ) : (
              <Tag color="orange">{t('status.hidden')}</Tag>
            )
          ) : null
        }
      />
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
                  options={faculties.map((f) => ({
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
              <Form.Item
                name="currency"
                label={t('major.f.currency')}
                rules={[rule('currency')]}
                normalize={(v?: string) => v?.toUpperCase()}
                required
              >
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

        {loaded ? (
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
        ) : null}

        <div className="console-catalogue__savebar">
          {dirty ? <span className="console-muted">{t('common.unsaved')}</span> : null}
          <Button onClick={() => navigate(loaded ? paths.consoleMajors : `${paths.consoleUniversities}/${owner.uniId}`)}>
            {t('common.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending || create.isPending}>
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
