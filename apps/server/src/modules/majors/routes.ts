// Majors and faculties (spec 000 section 7): the major-based university list, name suggestions,
// the filtered major list, universities offering a major (or the hot majors), the major detail and
// a university's faculties with their majors.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  facultyMajors as facultyMajorsData,
  hotMajor,
  majorCard,
  majorDetail,
  majorIdQuery,
  majorListBody,
  majorNameBody,
  majorNameSuggestion,
  majorOffer,
  majorUniCard,
  newMajorQuery,
  paged,
  uniIdQuery,
} from '@portal/shared';
import { AnswerCache } from '../../lib/answer-cache';
import { ok } from '../../lib/envelope';
import { majorList, majorNames, majorUniList } from './repo';
import { facultyMajors, majorInfo, majorUniversities } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const majorAnswer = answers(majorDetail);
  const cache = new AnswerCache(undefined, { version: () => app.catalogue.currentVersion(), front: app.front });
  const tags = ['majors'];

  app.post(
    '/uni/major/getMajorUniList',
    {
      schema: {
        tags,
        summary: 'Major-based university list (18/30/60/90): universities with a matching major',
        body: majorListBody,
        response: answers(paged(majorUniCard)),
      },
    },
    async (req) =>
      ok(await majorUniList(app.db, req.body, req.body.uniName ? await app.catalogue.matchingIds(req.body.uniName) : undefined), req.lang),
  );

  app.post(
    '/uni/major/getMajorNameList',
    {
      schema: {
        tags,
        summary: 'Major name suggestions (at most 20)',
        body: majorNameBody,
        response: answers(z.array(majorNameSuggestion)),
      },
    },
    async (req) => ok(await majorNames(app.db, req.body.majorName, req.body.countryId, req.body.limit), req.lang),
  );

  app.post(
    '/uni/major/list',
    {
      schema: { tags, summary: 'Majors with the search filters (paged)', body: majorListBody, response: answers(paged(majorCard)) },
    },
    async (req) =>
      ok(await majorList(app.db, req.body, req.body.uniName ? await app.catalogue.matchingIds(req.body.uniName) : undefined), req.lang),
  );

  app.post(
    '/uni/major/uniList',
    {
      schema: {
        tags,
        summary: 'Universities offering a major named majorName (at most 20); without majorName the 20 hot majors',
        body: majorNameBody,
        response: answers(z.union([z.array(majorOffer), z.array(hotMajor)])),
      },
    },
    async (req) => ok(await majorUniversities(app.db, req.body.majorName, req.body.limit), req.lang),
  );

  app.get(
    '/uni/major/info',
    {
      config: { front: true },
      schema: {
        tags,
        summary: 'Major detail; introduction, entry and language requirements in the request language (English in en)',
        querystring: majorIdQuery,
        response: majorAnswer,
      },
    },
    // The same for every reader: one prepared answer per major and language until the catalogue changes.
    async (req, reply) => {
      return cache.send(req, reply, majorAnswer[200], async () => ok(await majorInfo(app.db, req.query.majorId, req.lang), req.lang));
    },
  );

  app.get(
    '/uni/faculty/major',
    {
      schema: {
        tags,
        summary: 'Faculties of a university with their majors',
        querystring: uniIdQuery,
        response: answers(z.array(facultyMajorsData)),
      },
    },
    async (req) => ok(await facultyMajors(app.db, req.query.uniId), req.lang),
  );

  app.get(
    '/uni/faculty/newMajor',
    {
      schema: {
        tags,
        summary: 'Faculties with majors of one degree level (default 2, master)',
        querystring: newMajorQuery,
        response: answers(z.array(facultyMajorsData)),
      },
    },
    async (req) => ok(await facultyMajors(app.db, req.query.uniId, req.query.degreeType), req.lang),
  );
};

export default routes;
