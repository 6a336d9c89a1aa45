// Article cards (spec 000 screen 9): cover (lazy), name, intro, total views, publish date.
// Used by the study-help list; the home page can use it for its article block.
import { EyeOutlined, CalendarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../lib/display';
import './detail-ui.css';

export interface ArticleCardData {
  articleId: number;
  articleName: string;
  intro: string | null;
  articleIntro?: string | null;
  articleCoverRoute: string | null;
  totalView: number | null;
  publishDate: string | null;
  articleType?: string | null;
  articleTypeName?: string | null;
  articleTypeEnName?: string | null;
}

export function ArticleCard({ article, onOpen }: { article: ArticleCardData; onOpen: (a: ArticleCardData) => void }) {
  const { t } = useTranslation('detail');
  const intro = article.intro || article.articleIntro;
  return (
    <button type="button" className="article-card" onClick={() => onOpen(article)}>
      <span className="article-card__cover">
        {article.articleCoverRoute ? <img src={article.articleCoverRoute} alt="" loading="lazy" decoding="async" /> : null}
      </span>
      <span className="article-card__body">
        <span className="article-card__name">{article.articleName}</span>
        {intro ? <span className="article-card__intro">{intro}</span> : null}
        <span className="article-card__meta">
          <span>
            <EyeOutlined aria-hidden="true" /> {t('articleCard.views', { n: formatCount(article.totalView ?? 0) })}
          </span>
          {article.publishDate ? (
            <span>
              <CalendarOutlined aria-hidden="true" /> {article.publishDate}
            </span>
          ) : null}
        </span>
      </span>
    </button>
  );
}

export function ArticleCardGrid({ articles, onOpen }: { articles: readonly ArticleCardData[]; onOpen: (a: ArticleCardData) => void }) {
  return (
    <ul className="article-grid">
      {articles.map((a) => (
        <li key={a.articleId}>
          <ArticleCard article={a} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
