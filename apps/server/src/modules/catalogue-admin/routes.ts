// The console's catalogue editing (/api/console/universities, /faculties, /majors, /images): clerks
// and admins (plugins/session.ts answers 002 without a session, 004 to other accounts). Every
// write is audited and published as a 'catalogue' change, so public pages show it at once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  consoleBulkResult,
  consoleFaculty,
  consoleFacultyBody,
  consoleFacultyDeleteBody,
  consoleFacultyOrderBody,
  consoleImageBody,
  consoleImagePublished,
  consoleMajorBody,
  consoleMajorBulkBody,
  consoleMajorCreateBody,
  consoleMajorDetail,
  consoleMajorIdQuery,
  consoleMajorItem,
  consoleMajorListBody,
  consoleUniBody,
  consoleUniBulkBody,
  consoleUniDetail,
  consoleUniIdQuery,
  consoleUniItem,
  consoleUniListBody,
  paged,
} from '@portal/shared';
import { ok } from '../../lib/envelope';
import { publishImage } from './images';
import {
  bulkMajors,
  bulkUniversities,
  createMajor,
  deleteFaculty,
  listMajors,
  listUniversities,
  majorDetail,
  orderFaculties,
  saveFaculty,
  saveMajor,
  saveUniversity,
  uniDetail,
  type Actor,
} from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console'];
  const staff = { roles: ['clerk', 'admin'] as const };
  // The bus calls this process's listeners before it resolves (a read right after the save gets
  // the new answer) and the notice tells every other process.
  const publish = () => app.changes.publish('catalogue');
  const actor = (req: { auth: unknown; ip: string }): Actor => ({ auth: req.auth as Actor['auth'], ip: req.ip });
  const stale = '71020 the row changed since the form loaded it (send the updatedAt it answered); 71021 not found.';

  app.post(
    '/console/universities/list',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Universities with filters (country, name/English/pinyin/alias, type, aiShow, has a Chinese name, status), sorted and paged',
        body: consoleUniListBody,
        response: answers(paged(consoleUniItem)),
      },
    },
    async (req) => ok(await listUniversities(app.db, req.body), req.lang),
  );

  app.get(
    '/console/universities/detail',
    {
      config: staff,
      schema: {
        tags,
        summary: 'One university with every field the form edits, its faculties and application forms',
        querystring: consoleUniIdQuery,
        response: answers(consoleUniDetail),
      },
    },
    async (req) => ok(await uniDetail(app.db, req.query.uniId), req.lang),
  );

  app.post(
    '/console/universities/save',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Create (no uniId) or save a university; audited; answers it as stored',
        description:
          "Introductions are sanitised HTML. Unless keepSource, the source becomes 'staff', checked today. " +
          `${stale} 71023 a picture not published by /console/images; 71024 website domain taken; 71025 unknown country; 71027 English name taken.`,
        body: consoleUniBody,
        response: answers(consoleUniDetail),
      },
    },
    async (req) => ok(await saveUniversity(app.db, actor(req), publish, req.body), req.lang),
  );

  app.post(
    '/console/universities/bulk',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Open or close for applications (aiShow), show or hide, the chosen universities; answers how many changed',
        body: consoleUniBulkBody,
        response: answers(consoleBulkResult),
      },
    },
    async (req) => ok(await bulkUniversities(app.db, actor(req), publish, req.body), req.lang),
  );

  app.post(
    '/console/faculties/save',
    {
      config: staff,
      schema: {
        tags,
        summary: "Add (no facultyId) or rename a university's faculty; answers its faculties",
        body: consoleFacultyBody,
        response: answers(z.array(consoleFaculty)),
      },
    },
    async (req) => ok(await saveFaculty(app.db, actor(req), publish, req.body), req.lang),
  );

  app.post(
    '/console/faculties/order',
    {
      config: staff,
      schema: {
        tags,
        summary: "Set the order of a university's faculties (every faculty once)",
        body: consoleFacultyOrderBody,
        response: answers(z.array(consoleFaculty)),
      },
    },
    async (req) => ok(await orderFaculties(app.db, actor(req), publish, req.body), req.lang),
  );

  app.post(
    '/console/faculties/delete',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Delete a faculty without programmes (71022 while it has some)',
        body: consoleFacultyDeleteBody,
        response: answers(z.array(consoleFaculty)),
      },
    },
    async (req) => ok(await deleteFaculty(app.db, actor(req), publish, req.body.uniId, req.body.facultyId), req.lang),
  );

  app.post(
    '/console/majors/list',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Programmes with filters (country, university, faculty, degree, status, tuition range, name), sorted and paged',
        body: consoleMajorListBody,
        response: answers(paged(consoleMajorItem)),
      },
    },
    async (req) => ok(await listMajors(app.db, req.body), req.lang),
  );

  app.get(
    '/console/majors/detail',
    {
      config: staff,
      schema: {
        tags,
        summary: "One programme with every field the public detail shows, and its university's faculties",
        querystring: consoleMajorIdQuery,
        response: answers(consoleMajorDetail),
      },
    },
    async (req) => ok(await majorDetail(app.db, req.query.majorId), req.lang),
  );

  app.post(
    '/console/majors/save',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Save a programme; audited; public pages show it at once',
        description: `Unless keepSource, the source becomes 'staff', checked today. ${stale} 71026 a faculty of another university.`,
        body: consoleMajorBody,
        response: answers(consoleMajorDetail),
      },
    },
    async (req) => ok(await saveMajor(app.db, actor(req), publish, req.body), req.lang),
  );

  app.post(
    '/console/majors/create',
    {
      config: staff,
      schema: {
        tags,
        summary: "Create a programme by hand for a university (in its country, source 'staff', checked today); audited",
        description: '71021 the university does not exist; 71026 a faculty of another university.',
        body: consoleMajorCreateBody,
        response: answers(consoleMajorDetail),
      },
    },
    async (req) => ok(await createMajor(app.db, actor(req), publish, req.body), req.lang),
  );

  app.post(
    '/console/majors/bulk',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Set one field (currency, dates, status, degree, tuition, stipend, hot) on the chosen programmes; answers how many changed',
        body: consoleMajorBulkBody,
        response: answers(consoleBulkResult),
      },
    },
    async (req) => ok(await bulkMajors(app.db, actor(req), publish, req.body), req.lang),
  );

  app.post(
    '/console/images',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Publish an uploaded catalogue picture (use=catalogue), resized for its kind; answers its public address',
        description: '71023 not the caller’s unpublished catalogue upload, or not a picture.',
        body: consoleImageBody,
        response: answers(consoleImagePublished),
      },
    },
    async (req) => ok(await publishImage(app.db, app.storage, actor(req), req.body), req.lang),
  );
};

export default routes;
