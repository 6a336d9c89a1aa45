// Content rules: a limit gives the first N articles (home 4, navigation 12) instead of a page; an
// article page counts one view per visitor a day; banner clicks name a banner that exists; the
// home services are answered in the request language.
import { CODES, type Article, type HomeService, type Lang } from '@portal/shared';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { countView } from '../universities/views';
import { articlePage, bannerExists, findArticle, insertBannerClick } from './repo';

export function articleList(
  db: Db,
  b: { articleType?: string; articleName?: string; pageNo: number; pageSize: number; limit?: number },
  lang: Lang,
) {
  return b.limit ? articlePage(db, b, 1, b.limit, lang) : articlePage(db, b, b.pageNo, b.pageSize, lang);
}

export async function articleDetail(db: Db, articleId: number, lang: Lang): Promise<Article> {
  const a = await findArticle(db, articleId, lang);
  if (!a) throw new BizError(CODES.NOT_FOUND);
  return a;
}

/** The article as its page shows it: a view by this visitor today counts, and shows, at once. */
export async function showArticle(db: Db, articleId: number, lang: Lang, visitor: string): Promise<Article> {
  const a = await articleDetail(db, articleId, lang);
  if (await countView(db, 'article', articleId, visitor)) a.totalView += 1;
  return a;
}

export async function recordBannerClick(db: Db, bannerId: number, userId: number | undefined): Promise<void> {
  if (!(await bannerExists(db, bannerId))) throw new BizError(CODES.NOT_FOUND);
  await insertBannerClick(db, bannerId, userId);
}

/** The four services of the home page (each opens online consultation). */
const SERVICES = [
  {
    serviceId: 1,
    icon: 'trophy',
    title: '奖学金申请',
    enTitle: 'Scholarship applications',
    intro: '匹配可申请的奖学金项目，准备材料并递交',
    enIntro: 'Find the scholarships you can apply for and submit the documents',
  },
  {
    serviceId: 2,
    icon: 'compass',
    title: '选校定位',
    enTitle: 'School selection',
    intro: '结合成绩与背景，给出院校与专业建议',
    enIntro: 'Universities and majors that fit your grades and background',
  },
  {
    serviceId: 3,
    icon: 'global',
    title: '海外服务',
    enTitle: 'Overseas services',
    intro: '签证、住宿、接机等落地支持',
    enIntro: 'Visa, housing, airport pick-up and settling in',
  },
  {
    serviceId: 4,
    icon: 'career',
    title: '就业咨询',
    enTitle: 'Career consulting',
    intro: '实习与求职规划，衔接职业发展',
    enIntro: 'Internship and job planning for your career',
  },
];

export function services(lang: Lang): HomeService[] {
  return SERVICES.map((s) => ({ ...s, title: lang === 'en' ? s.enTitle : s.title, intro: lang === 'en' ? s.enIntro : s.intro }));
}
