// Universities (spec 000 section 7): the institution lists and their search, the detail, course
// lists, case analysis, the access check, the scholarship finder and the home's source universities.
// Paths keep the spec's spelling; every answer is declared with its schema from packages/shared.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  caseAnalysis as caseAnalysisData,
  keywordsBody,
  noFiltersBody,
  paged,
  scholarshipCountry,
  uniAccess as uniAccessData,
  uniCard,
  uniCourseLists,
  uniDetail as uniDetailData,
  uniIdBody,
  uniIdQuery,
  uniListBody,
  uniListItem,
  type UniListBody,
} from '@portal/shared';
import { ok } from '../../lib/envelope';
import { AnswerCache } from '../../lib/answer-cache';
import { favouriteIdsAmong } from './repo';
import { caseAnalysis, courseLists, scholarshipList, showUniversity, uniAccess } from './service';
import { visitorOf } from './views';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['universities'];
  const filters =
    'Filters combine: uniName (Chinese, English, pinyin, initials, typos), countryIds (multi), majorFocusList, majorType, ' +
    "stipendShow '1', gpa (majors whose minimum GPA is at most this), majorTuitionMin/Max (only when exactly one country is selected, " +
    "in that country's currency), majorNameList, uniType.";
  const uniPage = answers(paged(uniListItem));
  const keywordsAnswer = answers(paged(uniCard));
  const detailAnswer = answers(uniDetailData);
  const catalogue = app.catalogue;
  const cache = new AnswerCache(undefined, { version: () => catalogue.currentVersion(), front: app.front });

  /**
   * An institution list from the index in memory. Anonymous readers share one prepared answer per
   * input; a signed-in reader gets the same page with their favourites marked.
   */
  const listAnswer = async (req: FastifyRequest, reply: FastifyReply, body: UniListBody) => {
    if (req.auth) {
      const page = await catalogue.list(body);
      const favs = await favouriteIdsAmong(
        app.db,
        req.auth.userId,
        page.list.map((u) => u.uniId),
      );
      return ok({ ...page, list: page.list.map((u) => (favs.has(u.uniId) ? { ...u, flag: '1' as const } : u)) }, req.lang);
    }
    return cache.send(req, reply, uniPage[200], async () => ok(await catalogue.list(body), req.lang));
  };

  app.post(
    '/uni/school-university/getPartnerUniList',
    {
      config: { front: true },
      schema: {
        tags,
        summary: 'Institution list with the search filters (default 12 a page)',
        description: filters,
        body: uniListBody,
        response: uniPage,
      },
    },
    async (req, reply) => listAnswer(req, reply, req.body),
  );

  app.post(
    '/uni/school-university/partnerInstitutions',
    {
      config: { front: true },
      schema: {
        tags,
        summary: 'Institution cards with view and collect counts (12/30/60/90), most viewed first',
        description: filters,
        body: uniListBody,
        response: uniPage,
      },
    },
    async (req, reply) => listAnswer(req, reply, { ...req.body, sort: req.body.sort ?? 'views' }),
  );

  app.post(
    '/uni/school-university/listUniByKeyWords',
    {
      config: { front: true },
      schema: {
        tags,
        summary: 'University autocomplete: at most 20, exact and prefix matches first',
        body: keywordsBody,
        response: keywordsAnswer,
      },
    },
    // The same for every reader: one prepared answer per input.
    async (req, reply) => {
      return cache.send(req, reply, keywordsAnswer[200], async () => ok(await catalogue.keywords(req.body), req.lang));
    },
  );

  app.get(
    '/uni/school-university/show',
    {
      config: { front: true },
      schema: {
        tags,
        summary: 'University detail; counts one view per visitor a day',
        querystring: uniIdQuery,
        response: detailAnswer,
      },
    },
    async (req, reply) => {
      // A repeat view by an anonymous reader changes nothing: it gets the prepared answer.
      const detail = await showUniversity(app, req.query.uniId, req.auth?.userId, req.lang, visitorOf(req), (fresh) => fresh || !!req.auth);
      if (detail) return ok(detail, req.lang);
      const uniId = req.query.uniId;
      return cache.send(
        req,
        reply,
        detailAnswer[200],
        async () => ok(await showUniversity(app, uniId, undefined, req.lang, null), req.lang),
        // In front only for a visitor whose view of this university today is counted already.
        (r) => app.uniViews.seen(uniId, visitorOf(r)),
      );
    },
  );

  app.post(
    '/uni/school-university/partnerSchoolInfo',
    {
      schema: { tags, summary: 'Course lists of a university by degree', body: uniIdBody, response: answers(uniCourseLists) },
    },
    async (req) => ok(await catalogue.memo(`courses:${req.body.uniId}`, () => courseLists(app.db, req.body.uniId)), req.lang),
  );

  app.post(
    '/uni/school-university/caseAnalysis',
    {
      schema: {
        tags,
        summary: 'Case analysis of a university: school types, GPA bands, offers per year and per month',
        body: uniIdBody,
        response: answers(caseAnalysisData),
      },
    },
    async (req) => ok(await catalogue.memo(`cases:${req.body.uniId}`, () => caseAnalysis(app.db, req.body.uniId)), req.lang),
  );

  app.get(
    '/uni/school-university/access',
    {
      schema: { tags, summary: 'Whether a university page may be opened', querystring: uniIdQuery, response: answers(uniAccessData) },
    },
    async (req) => ok(await uniAccess(app.catalogue, req.query.uniId), req.lang),
  );

  app.post(
    '/uni/school-university/scholarshipList',
    {
      schema: {
        tags,
        summary: 'Scholarship finder: countries with picture and universities offering scholarships',
        body: noFiltersBody,
        response: answers(z.array(scholarshipCountry)),
      },
    },
    async (req) => ok(await catalogue.memo('scholarships', () => scholarshipList(app.db)), req.lang),
  );

  app.post(
    '/operate/bs/stu/school',
    {
      config: { front: true },
      schema: {
        tags: ['home'],
        summary: 'Source universities of the home page: top-ranked universities with cases',
        body: uniListBody,
        response: uniPage,
      },
    },
    async (req, reply) => listAnswer(req, reply, { ...req.body, sort: 'rank' }),
  );
};

export default routes;
