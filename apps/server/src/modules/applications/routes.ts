// Application calls of spec 001 section 7 under /api: student files (info, add, update, list,
// agentAddApply, switch/country), apply-now and the floating apply button, schools and courses,
// the universities' application forms, and two staff calls (card reveal, case transfer).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentAddApplyBody,
  answers,
  applySituationAnswer,
  applyUniAnswer,
  applyUniBody,
  cardReveal,
  checkUniTypeTipBody,
  commonFields,
  countTipAnswer,
  countryIdQuery,
  courseNameItem,
  courseNamesBody,
  downloadApplyFileBody,
  nothing,
  saveAnswer,
  stuIdBody,
  stuInfoBody,
  stuListBody,
  studentDraft,
  studentPage,
  studentSaveBody,
  switchCountryBody,
  uniApplyFile,
  uniIdQuery,
  uniTypeTipAnswer,
} from '@portal/shared';
import { ok } from '../../lib/envelope';
import { auditStaff } from '../audit/service';
import { applyFilesOf, applyFilesZip } from './forms';
import { dictValuesOf, loadCountry, type Reference } from './checks';
import { addApplies, saveStudent, switchCountry } from './save';
import { applyNow, applySituation, countTip, courseNames, listStudents, revealCard, transferCase, uniTypeTip } from './service';
import { carriedUni, courseTypeDict, emptyDraft, loadDraft } from './store';
import { threadsOf } from '../messages/service';

const SAVE_DESCRIPTION =
  'The whole form (root fields, stuOther, lists). stuOther.currentStep (1-11) names the step being saved: only that step is checked ' +
  '(with the same schema as the wizard) and written, in one transaction. add creates the student and must save step 1 (copyFromId: ' +
  'a copy takes every section but the schools from that student). update needs id, stuId and version (the version the form was ' +
  'loaded with; 70030 when someone saved since). Step 11 with agentDraftStatus 1 submits: every step is checked (70020 naming the ' +
  'first incomplete step), referralStatus becomes 1. Dictionary fields (nationality, degree, language test, relations, attachment ' +
  "types, visa status, and a course's type and duration: the course-type dictionary of the country, course_age) take only entries of " +
  "their dictionary. Codes: 003 invalid (data.errors [{ field, message }], every message from the catalogue in the caller's language); 70022 duplicate " +
  '(same English name and birthday under the same account; resend with isDuplicate 1); 70020 refused for a business reason ' +
  '(school not available, no scholarship, five schools, college mixed with universities, country change with saved schools, ' +
  "locked name, transferred case); 70023 a guardian or relative with the student's own mobile number. cardNo, cardSafetyCode and " +
  'eduPassword are stored encrypted; reads answer them masked, and a masked value sent back keeps the stored one.';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['applications'];
  const auth = { auth: 'required' as const };
  const staff = { roles: ['clerk', 'admin'] as const };
  // Countries and dictionaries from memory until the catalogue changes (their tables send change notices).
  const reference: Reference = {
    country: (id) => (id ? app.catalogue.memo(`country:${id}`, () => loadCountry(app.db, id)) : Promise.resolve(null)),
    dictValues: (type) => app.catalogue.memo(`dict:${type}`, () => dictValuesOf(app.db, type)),
  };
  const deps = { db: app.db, secrets: app.secrets, reference };

  app.post(
    '/clerk/web/stu/info',
    {
      config: auth,
      schema: {
        tags,
        summary: 'A student file with its schools (applyList); id 0 answers an empty form',
        description:
          'Owner or staff only (others get 005). carryUniId/carryMajorId fill carryUni for the apply step. Secrets come back masked. ' +
          'isMsg 1 adds leaveMsgList: the message threads, newest first, each with its replies oldest first.',
        body: stuInfoBody,
        response: answers(studentDraft),
      },
    },
    async (req) => {
      const { id, carryUniId, carryMajorId } = req.body;
      const draft = id > 0 ? await loadDraft(app.db, app.secrets, req.auth!, id, req.lang) : emptyDraft(req.lang);
      if (id > 0) await auditStaff(app.db, req.auth, req.ip, { action: 'student.read', target: id });
      draft.carryUni = await carriedUni(app.db, carryUniId, carryMajorId);
      // A new form started from a university applies to that university's country.
      if (id === 0 && draft.carryUni) draft.countryId = draft.carryUni.countryId;
      // isMsg 1: the message threads too (messages module), read for the caller's side.
      if (id > 0 && String(req.body.isMsg ?? '') === '1') draft.leaveMsgList = await threadsOf(app.db, req.auth!, id, req.lang);
      return ok(draft, req.lang);
    },
  );

  app.post(
    '/clerk/web/stu/add',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Create a student file (step 1, or a copy)',
        description: SAVE_DESCRIPTION,
        body: studentSaveBody,
        response: answers(saveAnswer),
      },
    },
    async (req) => {
      const saved = await saveStudent(deps, req.auth!, req.body, 'add', req.lang);
      await auditStaff(app.db, req.auth, req.ip, {
        action: 'student.create',
        target: saved.stuId,
        detail: { copyFromId: req.body.copyFromId ?? null },
      });
      return ok(saved, req.lang);
    },
  );

  app.post(
    '/clerk/web/stu/update',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Save one step of a student file, or submit it',
        description: SAVE_DESCRIPTION,
        body: studentSaveBody,
        response: answers(saveAnswer),
      },
    },
    async (req) => {
      const saved = await saveStudent(deps, req.auth!, req.body, 'update', req.lang);
      await auditStaff(app.db, req.auth, req.ip, {
        action: 'student.update',
        target: saved.stuId,
        detail: { step: req.body.stuOther.currentStep },
      });
      return ok(saved, req.lang);
    },
  );

  app.post(
    '/clerk/web/stu/list',
    {
      config: auth,
      schema: {
        tags,
        summary: "My applications: the caller's students, newest first (10 a page)",
        description:
          'Each item carries its first school (uniName, uniLogo) and uniCount. referralStatus (0-3) keeps the files at that stage; ' +
          'stageCounts counts every file of the caller by referralStatus.',
        body: stuListBody,
        response: answers(studentPage),
      },
    },
    async (req) =>
      ok(await listStudents(app.db, req.auth!, req.body.pageNo, req.body.pageSize, req.body.referralStatus, req.lang), req.lang),
  );

  app.post(
    '/clerk/web/stu/agentAddApply',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Add schools and courses to an existing student (also after submission)',
        description:
          'Same rules as the apply step (course types and durations from their dictionaries) over the saved and new schools together (at most 5).',
        body: agentAddApplyBody,
        response: answers(saveAnswer),
      },
    },
    async (req) => {
      const saved = await addApplies(deps, req.auth!, req.body, req.lang);
      await auditStaff(app.db, req.auth, req.ip, { action: 'student.addApply', target: saved.stuId });
      return ok(saved, req.lang);
    },
  );

  app.post(
    '/clerk/web/stu/switch/country',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Change the application country of an unsubmitted student: its schools are cleared',
        description: 'Needs the version the form was loaded with (70030 otherwise).',
        body: switchCountryBody,
        response: answers(saveAnswer),
      },
    },
    async (req) => {
      const saved = await switchCountry(deps, req.auth!, req.body, req.lang);
      await auditStaff(app.db, req.auth, req.ip, {
        action: 'student.switchCountry',
        target: saved.stuId,
        detail: { countryId: req.body.countryId },
      });
      return ok(saved, req.lang);
    },
  );

  app.post(
    '/clerk/web/stu/apply/uni',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Apply now from a university or major: where to go (type 1-8)',
        description:
          'Decision, first match wins: 70024 country not open or ' +
          'no scholarship; 8 a student has an agreement waiting for the signature; 2 a student of the country already has the school; 5 the newest ' +
          'student of the country has 5 schools or schools of the other kind (college/university): copy with English name plus 1; 3 that student ' +
          'was submitted: add the school (/addApply); 4 (7 for clerks) open that student with the school; with no student of the country: 4/7 ' +
          'the newest student when unsubmitted without schools, else 6 copy it for the new country; 1 no student: new form.',
        body: applyUniBody,
        response: answers(applyUniAnswer),
      },
    },
    async (req) => ok(await applyNow(app.db, req.auth!, req.body.uniId, req.body.majorId, req.lang), req.lang),
  );

  app.post(
    '/clerk/web/stu/apply/situation',
    {
      config: auth,
      schema: {
        tags,
        summary:
          'Floating apply button: 0 new form, 1 continue the newest student, 2 copy it for another application, 3 sign the agreement',
        body: z.object(commonFields).optional(),
        response: answers(applySituationAnswer),
      },
    },
    async (req) => ok(await applySituation(app.db, req.auth!), req.lang),
  );

  app.post(
    '/clerk/web/stu/apply/count/tip',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Schools of a student and how many more may be added',
        body: stuIdBody,
        response: answers(countTipAnswer),
      },
    },
    async (req) => ok(await countTip(app.db, req.auth!, req.body.stuId, req.lang), req.lang),
  );

  app.post(
    '/clerk/agent/stu/checkUniTypeTip',
    {
      config: auth,
      schema: {
        tags,
        summary: "'1' when the schools mix community colleges and universities (add as a new application)",
        description: "The student's saved schools count too when stuId is given.",
        body: checkUniTypeTipBody,
        response: answers(uniTypeTipAnswer),
      },
    },
    async (req) => ok(await uniTypeTip(app.db, req.auth!, req.body.uniIdList, req.body.stuId), req.lang),
  );

  app.get(
    '/clerk/agent/stu/getCourseTypByCountryId',
    {
      config: auth,
      schema: {
        tags,
        summary: 'The dictionary type of the course types of a country',
        querystring: countryIdQuery,
        response: answers(z.string()),
      },
    },
    async (req) => ok(await courseTypeDict(app.db, req.query.countryId), req.lang),
  );

  app.post(
    '/clerk/course/getCourseNameListByUniId',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Course-name suggestions of a university (at most 20)',
        description: 'Matches English or Chinese names.',
        body: courseNamesBody,
        response: answers(z.array(courseNameItem)),
      },
    },
    async (req) => ok(await courseNames(app.db, req.body.uniId, req.body.courseName, req.body.limit), req.lang),
  );

  app.get(
    '/uni/school-university/getApplyFilesById',
    {
      schema: { tags, summary: "A university's own application forms", querystring: uniIdQuery, response: answers(z.array(uniApplyFile)) },
    },
    async (req) => ok(await applyFilesOf(app.db, req.query.uniId), req.lang),
  );

  app.post(
    '/uni/school-university/download/applyFile',
    {
      // Bytes (a zip), not the envelope; only a refusal comes as { code, msg, data }.
      config: { rawResponse: true },
      schema: {
        tags,
        summary: 'The forms of a university as one zip, named after the school plus 网申资料.zip',
        description: 'Answers application/zip; 005 in the envelope when the university has no forms.',
        body: downloadApplyFileBody,
      },
    },
    async (req, reply) => {
      const forms = await applyFilesZip(app.db, app.storage, req.body.uniId);
      reply.header('content-type', 'application/zip');
      reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(forms.name)}`);
      return reply.send(forms.data);
    },
  );

  // --- Staff ----------------------------------------------------------------------------------
  app.post(
    '/clerk/web/stu/card/reveal',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Staff: the full card number, CVV (until purged) and education-portal password of a student; audited',
        body: stuIdBody,
        response: answers(cardReveal),
      },
    },
    async (req) => ok(await revealCard(app.db, app.secrets, req.auth!, req.body.stuId, req.ip), req.lang),
  );

  app.post(
    '/clerk/web/stu/transfer',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Staff: mark a submitted case as transferred (referralStatus 2) with its stuStatus; deletes the CVV; audited',
        description:
          'The same change as POST /console/applications/status with action transfer (rules, history, notice). stuStatus: a ' +
          'stuStatus_agent value (0 Processing or 1 Submitted) or its name; 70040 when not allowed.',
        body: stuIdBody.extend({ stuStatus: z.string().min(1).max(20).default('0') }),
        response: answers(nothing),
      },
    },
    async (req) => {
      await transferCase(app.db, req.auth!, req.body.stuId, req.body.stuStatus, req.ip, req.lang);
      return ok(null, req.lang);
    },
  );
};

export default routes;
