// The console's content calls (clerks and admins; plugins/session.ts answers 002 without a session and
// 004 to other accounts): cases with the verified flag, articles, banners and dictionaries. Every
// write is audited and then sends the 'catalogue' change notice, so every process drops its cached
// public answers and the public pages show the change at once (the table triggers of migration 0011
// do not watch the columns added later, such as cases.verified and cases.status).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  articleBulkStatusBody,
  articleSaveBody,
  bannerBulkStatusBody,
  bannerMoveBody,
  bannerSaveBody,
  caseBulkStatusBody,
  caseSaveBody,
  caseVerifyBody,
  consoleArticleDetail,
  consoleArticleItem,
  consoleArticleListBody,
  consoleBannerItem,
  consoleBannerListQuery,
  consoleCaseDetail,
  consoleCaseItem,
  consoleCaseListBody,
  consoleDictItem,
  consoleDictQuery,
  dictSaveBody,
  dictStatusBody,
  dictTypeItem,
  idBody,
  idQuery,
  nothing,
  paged,
} from '@portal/shared';
import { ok } from '../../lib/envelope';
import { articleDetail, listArticles, saveArticle, setArticleStatus } from './articles';
import { listBanners, moveBanner, saveBanner, setBannerStatus } from './banners';
import { caseDetail, listCases, saveCase, setCaseStatus, verifyCase } from './cases';
import { deleteDictValue, listDictTypes, listDictValues, saveDictValue, setDictStatus } from './dicts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console'];
  const staff = { roles: ['clerk', 'admin'] as const };
  const changed = () => app.changes.publish('catalogue');
  const count = z.object({ changed: z.number() });

  // --- Cases --------------------------------------------------------------------------------
  app.post(
    '/console/cases/list',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Cases with filters (keyword, university, country, degree, result dates, verified, status), sort and page',
        body: consoleCaseListBody,
        response: answers(paged(consoleCaseItem)),
      },
    },
    async (req) => ok(await listCases(app.db, req.body), req.lang),
  );
  app.get(
    '/console/cases/detail',
    {
      config: staff,
      schema: {
        tags,
        summary: 'One case with every field, its applications and its offer letter (staff only); 71040 unknown',
        querystring: idQuery,
        response: answers(consoleCaseDetail),
      },
    },
    async (req) => ok(await caseDetail(app.db, req.query.id), req.lang),
  );
  app.post(
    '/console/cases/save',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Create (no id) or save a case with its applications; audited. Answers the case as saved',
        description:
          'verified needs offerFileId (an offer upload by staff, 71042 otherwise): 71041 without one; removing the file of a verified ' +
          'case un-verifies it. 71043 an unknown university; 71040 an unknown case.',
        body: caseSaveBody,
        response: answers(consoleCaseDetail),
      },
    },
    async (req) => {
      const id = await saveCase(app.db, req.auth!, req.ip, req.body);
      await changed();
      return ok(await caseDetail(app.db, id), req.lang);
    },
  );
  app.post(
    '/console/cases/verify',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Mark a case verified or not; audited. 71041 without an offer letter on file',
        body: caseVerifyBody,
        response: answers(consoleCaseDetail),
      },
    },
    async (req) => {
      await verifyCase(app.db, req.auth!, req.ip, req.body.id, req.body.verified);
      await changed();
      return ok(await caseDetail(app.db, req.body.id), req.lang);
    },
  );
  app.post(
    '/console/cases/status',
    {
      config: staff,
      schema: { tags, summary: "Hide ('1') or show ('0') cases in bulk; audited", body: caseBulkStatusBody, response: answers(count) },
    },
    async (req) => {
      const n = await setCaseStatus(app.db, req.auth!, req.ip, req.body.ids, req.body.status);
      if (n) await changed();
      return ok({ changed: n }, req.lang);
    },
  );

  // --- Articles -----------------------------------------------------------------------------
  app.post(
    '/console/articles/list',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Articles of every status with filters (stage, status, title), sort (publish date, views, last edit) and page',
        body: consoleArticleListBody,
        response: answers(paged(consoleArticleItem)),
      },
    },
    async (req) => ok(await listArticles(app.db, req.body), req.lang),
  );
  app.get(
    '/console/articles/detail',
    {
      config: staff,
      schema: {
        tags,
        summary: 'One article in both languages; 71044 unknown',
        querystring: idQuery,
        response: answers(consoleArticleDetail),
      },
    },
    async (req) => ok(await articleDetail(app.db, req.query.id), req.lang),
  );
  app.post(
    '/console/articles/save',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Create (no id) or save an article; its HTML is sanitised; audited. Published (status 0) shows on /studyHelp at once',
        description:
          'Saving an existing article needs the updatedAt its form loaded: 71020 when the article changed since (nothing written). ' +
          '71049 an unknown stage (jxj_article_type); 71023 a cover that is not a public picture of the portal.',
        body: articleSaveBody,
        response: answers(consoleArticleDetail),
      },
    },
    async (req) => {
      const id = await saveArticle(app.db, req.auth!, req.ip, req.body);
      await changed();
      return ok(await articleDetail(app.db, id), req.lang);
    },
  );
  app.post(
    '/console/articles/status',
    {
      config: staff,
      schema: {
        tags,
        summary: "Publish ('0') or take back to draft ('1') in bulk; audited",
        body: articleBulkStatusBody,
        response: answers(count),
      },
    },
    async (req) => {
      const n = await setArticleStatus(app.db, req.auth!, req.ip, req.body.ids, req.body.status);
      if (n) await changed();
      return ok({ changed: n }, req.lang);
    },
  );

  // --- Banners ------------------------------------------------------------------------------
  app.get(
    '/console/banners',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Banners of a kind (functionType 0 the home carousel, 2 the recommendation cards) in their order, with clicks',
        querystring: consoleBannerListQuery,
        response: answers(z.array(consoleBannerItem)),
      },
    },
    async (req) => ok(await listBanners(app.db, req.query.functionType, req.query.status), req.lang),
  );
  app.post(
    '/console/banners/save',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Create (no id; it goes last) or save a banner; audited',
        description:
          'Saving an existing banner needs the updatedAt its form loaded: 71020 when the banner changed since (a save, a move, ' +
          'hiding or showing). 71045 unknown; 71023 a cover that is not a public picture of the portal.',
        body: bannerSaveBody,
        response: answers(z.array(consoleBannerItem)),
      },
    },
    async (req) => {
      await saveBanner(app.db, req.auth!, req.ip, req.body);
      await changed();
      return ok(await listBanners(app.db, req.body.functionType), req.lang);
    },
  );
  app.post(
    '/console/banners/move',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Move a banner one place up or down; audited. 71051 at the edge',
        body: bannerMoveBody,
        response: answers(nothing),
      },
    },
    async (req) => {
      await moveBanner(app.db, req.auth!, req.ip, req.body.id, req.body.direction);
      await changed();
      return ok(null, req.lang);
    },
  );
  app.post(
    '/console/banners/status',
    {
      config: staff,
      schema: { tags, summary: "Hide ('1') or show ('0') banners in bulk; audited", body: bannerBulkStatusBody, response: answers(count) },
    },
    async (req) => {
      const n = await setBannerStatus(app.db, req.auth!, req.ip, req.body.ids, req.body.status);
      if (n) await changed();
      return ok({ changed: n }, req.lang);
    },
  );

  // --- Dictionaries ---------------------------------------------------------------------------
  app.get(
    '/console/dicts/types',
    { config: staff, schema: { tags, summary: 'Every dictionary type with its value counts', response: answers(z.array(dictTypeItem)) } },
    async (req) => ok(await listDictTypes(app.db), req.lang),
  );
  app.get(
    '/console/dicts',
    {
      config: staff,
      schema: {
        tags,
        summary: "A type's values, disabled ones included, with whether each ships with the portal and its use count",
        querystring: consoleDictQuery,
        response: answers(z.array(consoleDictItem)),
      },
    },
    async (req) => ok(await listDictValues(app.db, req.query.dictType), req.lang),
  );
  app.post(
    '/console/dicts/save',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Add a value to a type (no id) or save one (labels, remark, order, status); audited. Answers the type',
        description:
          'Saving an existing value needs the updatedAt its form loaded: 71020 when the value changed since. 71047 the value exists; ' +
          '71048 an unknown type or value. Public answers change at once.',
        body: dictSaveBody,
        response: answers(z.array(consoleDictItem)),
      },
    },
    async (req) => {
      await saveDictValue(app.db, req.auth!, req.ip, req.body);
      await changed();
      return ok(await listDictValues(app.db, req.body.dictType), req.lang);
    },
  );
  app.post(
    '/console/dicts/status',
    {
      config: staff,
      schema: { tags, summary: "Enable ('0') or disable ('1') values in bulk; audited", body: dictStatusBody, response: answers(count) },
    },
    async (req) => {
      const n = await setDictStatus(app.db, req.auth!, req.ip, req.body.ids, req.body.status);
      if (n) await changed();
      return ok({ changed: n }, req.lang);
    },
  );
  app.post(
    '/console/dicts/delete',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Delete a value staff added that nothing uses; audited. 71046 shipped or in use (disable it instead)',
        body: idBody,
        response: answers(nothing),
      },
    },
    async (req) => {
      await deleteDictValue(app.db, req.auth!, req.ip, req.body.id);
      await changed();
      return ok(null, req.lang);
    },
  );
};

export default routes;
