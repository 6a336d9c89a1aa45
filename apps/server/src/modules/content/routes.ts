// Content (spec 000 section 7): study stages and articles in the request language, one article
// (login required), banners and their clicks, the home page's services and figures.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  article,
  articleBody,
  articleCard,
  articleListBody,
  articleStage,
  articleTypesBody,
  banner,
  bannerBody,
  bannerClickBody,
  homeService,
  homeSummary,
  noFiltersBody,
  nothing,
  paged,
  serviceBody,
} from '@portal/shared';
import { ok } from '../../lib/envelope';
import { visitorOf } from '../universities/views';
import { articleStages, bannerList, homeFigures } from './repo';
import { articleList, recordBannerClick, services, showArticle } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const atags = ['articles'];
  app.post(
    '/content/bs/article/wechatTypes',
    {
      schema: {
        tags: atags,
        summary: 'Study stages (jxj_article_type) with slogans and article totals',
        body: articleTypesBody,
        response: answers(z.array(articleStage)),
      },
    },
    async (req) => ok(await app.catalogue.memo('articleStages', () => articleStages(app.db)), req.lang),
  );

  for (const path of ['/content/bs/article/list', '/content/bs/article/webDetail']) {
    app.post(
      path,
      {
        schema: {
          tags: atags,
          summary: 'Article cards by stage and title, newest first; limit gives the first N (home 4, navigation 12)',
          description:
            'articleName and intro in the request language (English in en where written); the title search matches either title; articleCoverRoute asks for the cover in that language.',
          body: articleListBody,
          response: answers(paged(articleCard)),
        },
      },
      async (req) => ok(await articleList(app.db, req.body, req.lang), req.lang),
    );
  }

  app.post(
    '/content/bs/article/webArticle',
    {
      config: { auth: 'required' },
      schema: {
        tags: atags,
        summary: 'Article with its sanitised HTML body in the request language (login required); counts one view per visitor a day',
        body: articleBody,
        response: answers(article),
      },
    },
    async (req) => ok(await showArticle(app.db, req.body.articleId, req.lang, visitorOf(req)), req.lang),
  );

  const htags = ['home'];
  app.post(
    '/operate/bs/stu/banner',
    {
      schema: {
        tags: htags,
        summary: 'Banners (functionType 0) or overseas recommendation cards (functionType 2)',
        body: bannerBody,
        response: answers(z.array(banner)),
      },
    },
    async (req) =>
      ok(
        await app.catalogue.memo(`banners:${req.body.functionType}:${req.lang}`, () => bannerList(app.db, req.body.functionType, req.lang)),
        req.lang,
      ),
  );

  app.post(
    '/operate/bs/add/view',
    {
      schema: {
        tags: htags,
        summary: 'Record a banner click (with the user when logged in)',
        body: bannerClickBody,
        response: answers(nothing),
      },
    },
    async (req) => {
      await recordBannerClick(app.db, req.body.bannerId, req.auth?.userId);
      return ok(null, req.lang);
    },
  );

  app.post(
    '/dynamics/bs/stu/service',
    {
      schema: {
        tags: htags,
        summary: 'Services of the home page (functionType 1)',
        body: serviceBody,
        response: answers(z.array(homeService)),
      },
    },
    async (req) => ok(services(req.lang), req.lang),
  );

  app.post(
    '/operate/bs/stu/summary',
    {
      schema: { tags: htags, summary: 'Application summary figures of the home page', body: noFiltersBody, response: answers(homeSummary) },
    },
    async (req) => ok(await app.catalogue.memo('homeFigures', () => homeFigures(app.db)), req.lang),
  );
};

export default routes;
