// The shape of one English article (the English side of an ArticleSeed).

export interface ArticleEnglish {
  articleName: string;
  intro: string;
  content: string;
}
