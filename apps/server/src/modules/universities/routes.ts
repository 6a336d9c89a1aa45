// Universities (spec 000 section 7): the institution lists and their search, the detail, course
// lists, case analysis, the access check, the scholarship finder and the home's source universities.
// Paths keep the spec's spelling; every answer is declared with its schema from packages/shared.
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
} from '@portal/shared';
import { ok } from '../../lib/envelope';
import { keywordSearch, listUniversities } from './repo';
import { caseAnalysis, courseLists, scholarshipList, showUniversity, uniAccess } from './service';
import { visitorOf } from './views';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['universities'];
  const filters =
    'Filters combine: uniName (Chinese, English, pinyin, initials, typos), countryIds (multi), majorFocusList, majorType, ' +
    "stipendShow '1', gpa (majors whose minimum GPA is at most this), majorTuitionMin/Max (only when exactly one country is selected, " +
    "in that country's currency), majorNameList, uniType.";
  const uniPage = answers(paged(uniListItem));

  app.post(
    '/uni/school-university/getPartnerUniList',
    {
      schema: {
        tags,
        summary: 'Institution list with the search filters (default 12 a page)',
        description: filters,
        body: uniListBody,
        response: uniPage,
      },
    },
    async (req) => ok(await listUniversities(app.db, req.body, req.auth?.userId), req.lang),
  );

  app.post(
    '/uni/school-university/partnerInstitutions',
    {
      schema: {
        tags,
        summary: 'Institution cards with view and collect counts (12/30/60/90), most viewed first',
        description: filters,
        body: uniListBody,
        response: uniPage,
      },
    },
    async (req) => ok(await listUniversities(app.db, { ...req.body, sort: req.body.sort ?? 'views' }, req.auth?.userId), req.lang),
  );

  app.post(
    '/uni/school-university/listUniByKeyWords',
    {
      schema: {
        tags,
        summary: 'University autocomplete: at most 20, exact and prefix matches first',
        body: keywordsBody,
        response: answers(paged(uniCard)),
      },
    },
    async (req) => ok(await keywordSearch(app.db, req.body), req.lang),
  );

  app.get(
    '/uni/school-university/show',
    {
      schema: {
        tags,
        summary: 'University detail; counts one view per visitor a day',
        querystring: uniIdQuery,
        response: answers(uniDetailData),
      },
    },
    async (req) => ok(await showUniversity(app.db, req.query.uniId, req.auth?.userId, req.lang, visitorOf(req)), req.lang),
  );

  app.post(
    '/uni/school-university/partnerSchoolInfo',
    {
      schema: { tags, summary: 'Course lists of a university by degree', body: uniIdBody, response: answers(uniCourseLists) },
    },
    async (req) => ok(await courseLists(app.db, req.body.uniId), req.lang),
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
    async (req) => ok(await caseAnalysis(app.db, req.body.uniId), req.lang),
  );

  app.get(
    '/uni/school-university/access',
    {
      schema: { tags, summary: 'Whether a university page may be opened', querystring: uniIdQuery, response: answers(uniAccessData) },
    },
    async (req) => ok(await uniAccess(app.db, req.query.uniId), req.lang),
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
    async (req) => ok(await scholarshipList(app.db), req.lang),
  );

  app.post(
    '/operate/bs/stu/school',
    {
      schema: {
        tags: ['home'],
        summary: 'Source universities of the home page: top-ranked universities with cases',
        body: uniListBody,
        response: uniPage,
      },
    },
    async (req) => ok(await listUniversities(app.db, { ...req.body, sort: 'rank' }, req.auth?.userId), req.lang),
  );
};

export default routes;
