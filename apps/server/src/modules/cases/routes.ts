// Admitted-student cases (spec 000 section 7): the case share list and its university filter, a
// case with its applications (login required), a university's cases, the home ticker and a
// university's case totals.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  caseCard,
  caseDetail as caseDetailData,
  caseShareBody,
  caseShareUniBody,
  caseUniSuggestion,
  collegeCases as collegeCasesData,
  collegeCasesQuery,
  noFiltersBody,
  paged,
  uniCaseListBody,
  webCaseQuery,
} from '@portal/shared';
import { ok } from '../../lib/envelope';
import { visitorOf } from '../universities/views';
import { caseUniversities, casePage } from './repo';
import { collegeCases, scrollbar, showCase, uniCaseList } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cases'];
  const caseLanguage =
    'eduUniName and eduMajorName are in the request language (English in en, Chinese in cn); eduUniCnName and eduUniEnName ' +
    "carry the school's own Chinese name and its English name for pages that show both.";
  const casesPage = answers(paged(caseCard));

  app.get(
    '/clerk/cases/college',
    {
      schema: {
        tags,
        summary: 'Case totals of a university found by English (enName) or Chinese (name) name',
        querystring: collegeCasesQuery,
        response: answers(collegeCasesData),
      },
    },
    async (req) => ok(await collegeCases(app.db, req.query.enName, req.query.name), req.lang),
  );

  app.post(
    '/clerk/student/caseShareList',
    {
      schema: {
        tags,
        summary: 'Case share list (15/30/60/90): filters uniName, countryIds, eduUniTypeList, gpaList, courseType',
        description: caseLanguage,
        body: caseShareBody,
        response: casesPage,
      },
    },
    async (req) =>
      ok(
        await casePage(app.db, req.body, req.lang, req.body.uniName ? await app.catalogue.matchingIds(req.body.uniName) : undefined),
        req.lang,
      ),
  );

  app.post(
    '/clerk/student/caseShareUniList',
    {
      schema: {
        tags,
        summary: 'Universities that have cases (filter autocomplete)',
        body: caseShareUniBody,
        response: answers(z.array(caseUniSuggestion)),
      },
    },
    async (req) => ok(await caseUniversities(app.db, req.body.uniName, req.body.limit), req.lang),
  );

  app.get(
    '/clerk/agent/stu/webCase',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Case detail with applied universities and 5 related cases (login required); counts one view per visitor a day',
        description: caseLanguage,
        querystring: webCaseQuery,
        response: answers(caseDetailData),
      },
    },
    async (req) => ok(await showCase(app.db, req.query.stuId, req.lang, visitorOf(req)), req.lang),
  );

  app.post(
    '/clerk/student/uniCaseList',
    {
      schema: { tags, summary: 'Cases of one university, 5 a page', body: uniCaseListBody, response: casesPage },
    },
    async (req) => ok(await uniCaseList(app.db, req.body.uniId, req.body.pageNo, req.body.pageSize, req.lang), req.lang),
  );

  app.post(
    '/clerk/student/scrollbar',
    {
      schema: { tags, summary: 'Newest success cases (home page)', body: noFiltersBody, response: answers(z.array(caseCard)) },
    },
    async (req) => ok(await app.catalogue.memo(`scrollbar:${req.lang}`, () => scrollbar(app.db, req.lang)), req.lang),
  );
};

export default routes;
