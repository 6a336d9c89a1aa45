// Article cards (spec 000 screen 9): cover (lazy), name, intro, total views, publish date.
// Used by the study-help list and the home page's study process. The server answers the texts in
// the interface language; the generated cover is asked for in it too.
import { EyeOutlined, CalendarOutlined } from '@ant-design/icons';
import type { ArticleCard as ArticleCardAnswer } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { formatCount, mediaSrc, narrowMediaSrc } from '../lib/display';
import { getLang } from '../lib/lang';
import './detail-ui.css';

/** An article card as the calls answer it (the shared article card). */
export type ArticleCardData = ArticleCardAnswer;

/** Where the card puts its cover beside the text (detail-ui.css). */
const NARROW_MEDIA = '(max-width: 560px)';

export function ArticleCard({ article, onOpen }: { article: ArticleCardData; onOpen: (a: ArticleCardData) => void }) {
  const { t } = useTranslation('detail');
  const intro = article.intro || article.articleIntro;
  const cover = article.articleCoverRoute ? mediaSrc(article.articleCoverRoute, getLang()) : null;
  const narrow = cover ? narrowMediaSrc(cover) : null;
  return (
    <button type="button" className="article-card" onClick={() => onOpen(article)}>
      <span className="article-card__cover">
        {cover ? (
          // Phones show a slim strip of the cover beside the title: a generated cover has a narrow
          // shape for it (colour and motif, no text to cut).
          <picture>
            {narrow ? <source media={NARROW_MEDIA} srcSet={narrow} /> : null}
            <img src={cover} alt="" loading="lazy" decoding="async" />
          </picture>
        ) : null}
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
