// /console/content/articles/:id (or /new): an article's titles and introductions in cn and en, study
// stage (jxj_article_type), cover picture (uploaded and published resized), body in both languages
// with the rich-text editor (the server sanitises it), publish day and published or draft, checked
// by the shared articleSaveBody as the server checks it. Saving as published shows it on /studyHelp
// at once.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Button, Card, Col, DatePicker, Empty, Form, Input, Radio, Row, Select, Skeleton, Space, Tabs, Tag } from 'antd';
import { ArrowLeftOutlined, ExportOutlined, SaveOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { articleSaveBody, type ArticleSaveInput, type ConsoleArticleDetail } from '@portal/shared';
import { articlePath, paths } from '../../../config/paths';
import { dictOptions, useDict } from '../../../lib/dict';
import { toast } from '../../../lib/feedback';
import { useFormRules } from '../../../lib/form-rules';
import { reportFormError } from '../../../lib/form-server-errors';
import { getLang } from '../../../lib/lang';
import { ImageUpload } from '../components/ImageUpload';
import { isStale, showStale } from '../catalogue/parts';
import { beijingMinute } from '../../../lib/display';
import { useArticle, useSaveArticle } from './api';
import { articleEditPath } from './ArticlesPage';
import { LoadError, useLeaveGuard } from '../list/kit';
import './content.css';

// tiptap is large: loaded only when an article form opens.
const RichTextEditor = lazy(() => import('../components/RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

type Values = Omit<ArticleSaveInput, 'scholarshipType' | 'lang' | 'sign' | 'id'>;
const DICTS = ['jxj_article_type'];
const dateProps = {
  getValueProps: (v: string | null | undefined) => ({ value: v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : ''),
};
const today = () => dayjs().format('YYYY-MM-DD');

function valuesOf(a: ConsoleArticleDetail): Values {
  return {
    articleName: a.articleName,
    articleNameEn: a.articleNameEn ?? '',
    intro: a.intro ?? '',
    introEn: a.introEn ?? '',
    articleType: a.articleType,
    articleCoverRoute: a.articleCoverRoute ?? '',
    content: a.content,
    contentEn: a.contentEn ?? '',
    publishDate: a.publishDate,
    status: a.status,
  };
}

export default function ArticleEditPage() {
  const { t } = useTranslation('console-content');
  // A save over a newer version: the catalogue forms' dialog (reload it, or keep editing).
  const { t: tStale } = useTranslation('console-catalogue');
  const lang = getLang();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const q = useArticle(id);
  const save = useSaveArticle();
  const rules = useFormRules();
  const dict = useDict(DICTS);
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const [next, setNext] = useState<string | null>(null);
  useLeaveGuard(dirty);
  const a = q.data;
  const initial = useMemo<Values>(
    () =>
      a
        ? valuesOf(a)
        : {
            articleName: '',
            articleNameEn: '',
            intro: '',
            introEn: '',
            articleType: '',
            articleCoverRoute: '',
            content: '',
            contentEn: '',
            publishDate: today(),
            status: '1',
          },
    [a],
  );
  useEffect(() => {
    form.setFieldsValue(initial);
    setDirty(false);
  }, [initial, form]);
  useEffect(() => {
    if (next && !dirty) {
      setNext(null);
      void navigate(next, { replace: true });
    }
  }, [next, dirty, navigate]);

  const submit = (v: Values) =>
    save.mutate(
      { ...v, id: id ?? undefined, updatedAt: a?.updatedAt },
      {
        onSuccess: (saved) => {
          toast.success(saved.status === '0' ? t('articleEdit.savedPublished') : t('articleEdit.savedDraft'));
          setDirty(false);
          if (!id) setNext(articleEditPath(saved.id));
        },
        onError: (e) => (isStale(e) ? showStale(e.message, () => void q.refetch(), tStale) : reportFormError(form, e)),
      },
    );

  if (params.id !== 'new' && id === null) return <Empty description={t('articleEdit.notFound')} />;
  if (id && q.isError) return <LoadError error={q.error} retry={() => void q.refetch()} />;
  if (id && q.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;

  const editor = (name: 'content' | 'contentEn', label: string, required: boolean) => (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <Form.Item
        name={name}
        label={label}
        rules={[rules.field(articleSaveBody, name)]}
        extra={required ? undefined : t('articleEdit.contentEnHint')}
      >
        <RichTextEditor ariaLabel={label} minHeight={320} />
      </Form.Item>
    </Suspense>
  );

  return (
    <div className="console-page console-content__edit">
      <div className="console-page__head">
        <div>
          <Link to={paths.consoleContentArticles} className="console-content__back">
            <ArrowLeftOutlined /> {t('articles.title')}
          </Link>
          <h1 className="console-page__title">
            {id ? t('articleEdit.title') : t('articleEdit.newTitle')}{' '}
            {a ? a.status === '0' ? <Tag color="success">{t('articles.published')}</Tag> : <Tag>{t('articles.draft')}</Tag> : null}
          </h1>
          {a ? (
            <p className="console-page__sub">{t('articleEdit.meta', { updated: beijingMinute(a.updatedAt), views: a.totalView })}</p>
          ) : null}
        </div>
        <Space wrap>
          {dirty ? <Tag color="warning">{t('common.unsaved')}</Tag> : null}
          {a?.status === '0' ? (
            <Button icon={<ExportOutlined />} href={articlePath(a.id)} target="_blank" rel="noopener noreferrer">
              {t('articles.view')}
            </Button>
          ) : null}
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
        <Card title={t('articleEdit.basics')} className="console-content__card">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="articleName" label={t('articleEdit.articleName')} rules={[rules.field(articleSaveBody, 'articleName')]}>
                <Input maxLength={200} showCount />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="articleNameEn"
                label={t('articleEdit.articleNameEn')}
                rules={[rules.field(articleSaveBody, 'articleNameEn')]}
              >
                <Input maxLength={300} showCount />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="intro" label={t('articleEdit.intro')} rules={[rules.field(articleSaveBody, 'intro')]}>
                <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="introEn" label={t('articleEdit.introEn')} rules={[rules.field(articleSaveBody, 'introEn')]}>
                <Input.TextArea maxLength={800} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="articleType" label={t('articles.col.type')} rules={[rules.field(articleSaveBody, 'articleType')]}>
                <Select options={dictOptions(dict.data?.jxj_article_type, lang)} aria-label={t('articles.col.type')} />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item
                name="publishDate"
                label={t('articles.col.publishDate')}
                rules={[rules.field(articleSaveBody, 'publishDate')]}
                {...dateProps}
              >
                <DatePicker className="console-content__full" />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="status" label={t('articles.col.status')}>
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: '0', label: t('articles.published') },
                    { value: '1', label: t('articles.draft') },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item
                name="articleCoverRoute"
                label={t('articles.col.cover')}
                extra={t('articleEdit.coverHint')}
                rules={[rules.field(articleSaveBody, 'articleCoverRoute')]}
              >
                <ImageUpload kind="campus" label={t('articleEdit.uploadCover')} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={t('articleEdit.body')} className="console-content__card">
          <Tabs
            items={[
              {
                key: 'cn',
                label: t('articleEdit.content'),
                forceRender: true,
                children: editor('content', t('articleEdit.content'), true),
              },
              {
                key: 'en',
                label: t('articleEdit.contentEn'),
                forceRender: true,
                children: editor('contentEn', t('articleEdit.contentEn'), false),
              },
            ]}
          />
        </Card>
      </Form>
    </div>
  );
}
