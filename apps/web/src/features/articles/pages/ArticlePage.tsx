// /article?articleId=&type=help (spec 000 screen 8; login required, the route guard asks for it):
// breadcrumb home / study-info articles / the article's stage, title, intro, views, publish date,
// the HTML body (sanitised on the server) and the consultation form at the side.
import { Breadcrumb, Skeleton } from 'antd';
import { CalendarOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ConsultForm } from '../../../components/ConsultForm';
import { FEATURES } from '../../../config/features';
import { QueryState } from '../../../components/QueryState';
import { formatCount } from '../../../lib/display';
import { idParam } from '../../../lib/id-param';
import { getLang } from '../../../lib/lang';
import { useArticle, type Article } from '../api/articles';
import { STAGE_PARAM } from '../stage-param';
import '../../../components/detail-ui.css';
import '../articles.css';

const STUDY_HELP = `${paths.studyHelp}?type=help`;

function ArticleBody({ a }: { a: Article }) {
  const { t } = useTranslation('detail');
  return (
    <article className="dpanel article-page" aria-labelledby="article-title">
      <h1 id="article-title" className="article-page__title">
        {a.articleName}
      </h1>
      <p className="article-page__meta">
        {a.publishDate ? (
          <span>
            <CalendarOutlined aria-hidden="true" /> {t('article.published', { date: a.publishDate })}
          </span>
        ) : null}
        <span>
          <EyeOutlined aria-hidden="true" /> {t('article.views', { n: formatCount(a.totalView ?? 0) })}
        </span>
      </p>
      {a.intro || a.articleIntro ? <p className="article-page__intro">{a.intro || a.articleIntro}</p> : null}
      {a.content ? (
        // The body is sanitised on the server (only safe tags and attributes).
        <div className="rich-html" dangerouslySetInnerHTML={{ __html: a.content }} />
      ) : null}
    </article>
  );
}

export default function ArticlePage() {
  const { t } = useTranslation('detail');
  const lang = getLang();
  const [params] = useSearchParams();
  const articleId = idParam(params.get('articleId'));
  const q = useArticle(articleId);

  const a = q.data;
  const typeLabel = a ? (lang === 'en' ? a.articleTypeEnName || a.articleTypeName : a.articleTypeName) : null;

  const main = (
    <QueryState
      q={q}
      id={articleId}
      missingText={t('common.missingId')}
      skeleton={
        <div className="dpanel" aria-busy="true">
          <Skeleton active title paragraph={{ rows: 12 }} />
        </div>
      }
      loginText={t('article.loginToRead')}
      notFoundText={t('article.notFound')}
    >
      {(data) => <ArticleBody a={data} />}
    </QueryState>
  );

  return (
    <div className="container dpage">
      <Breadcrumb
        className="dpage__crumbs"
        items={[
          { title: <Link to={paths.home}>{t('common.home')}</Link> },
          { title: <Link to={STUDY_HELP}>{t('article.section')}</Link> },
          ...(typeLabel && a?.articleType
            ? [
                {
                  title: <Link to={`${STUDY_HELP}&${STAGE_PARAM}=${encodeURIComponent(a.articleType)}`}>{typeLabel}</Link>,
                },
              ]
            : []),
        ]}
      />
      {/* The consultation form beside it once online consultation exists. */}
      {FEATURES.consultation ? (
        <div className="two-col">
          <div className="two-col__main">{main}</div>
          <aside className="two-col__side">
            <ConsultForm />
          </aside>
        </div>
      ) : (
        main
      )}
    </div>
  );
}
