// Online consultation (spec 000 sections 4, 5, 7; issue 13):
// - POST /dynamics/clue/add (the spec's call): the chat link of a country, a university or a major,
//   leaving a lead for staff;
// - GET /consult/chat: the demo chat page the link leads to while a country has no chat link set;
// - GET and POST /consult/profile: the spec's 'consult profile load (data.user) and save' (paths not
//   shown there; ours), the caller's own only;
// - GET /console/leads: the leads for clerks and admins, with their follow-up (status, assignee,
//   notes; changed and exported through modules/console-ops).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLUE_LIMITS,
  answers,
  clueAddBody,
  consultProfileBody,
  consultProfileData,
  opsLeadItem,
  opsLeadsQuery,
  paged,
} from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { countries, universities } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { pageLang } from '../../lib/html-page';
import { chatPage } from './chat-page';
import { listLeads } from '../console-ops/leads';
import { addClue, loadProfile, saveProfile } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['consultation'];

  app.post(
    '/dynamics/clue/add',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Online consultation: the chat link of a country (type 0), a university of it (1) or one of its majors (2)',
        description:
          'data is the chat URL to open: the country setting chat_url, or while it is not set the demo chat page ' +
          '(/api/consult/chat) naming the country, school and major. Each call stores a lead (who, type, country, school, ' +
          'major, the consultation profile at the time, the link) for staff. 70070 a countryId outside the study countries ' +
          '(web_clerk_countryName); 70071 types 1-2 naming no open university of that country (uniId, else uniEnName); ' +
          `006 (HTTP 429) past ${CLUE_LIMITS.minute} requests a minute or ${CLUE_LIMITS.day} a day per account, nothing stored.`,
        body: clueAddBody,
        response: answers(z.string()),
      },
    },
    async (req) => ok(await addClue(app.db, app.config.PUBLIC_URL, req.auth!.userId, req.body), req.lang),
  );

  app.get(
    '/consult/chat',
    {
      config: { rawResponse: true },
      schema: {
        tags,
        summary: 'The demo chat page (HTML) of a consultation request, while the country has no chat link set',
        description:
          'Says which country (country: its id), university (uni: English name) and major (major) the student asked about, ' +
          'that a counsellor will answer there, and that it is a demonstration. cn or en (language cookie, else Accept-Language). ' +
          'No script; its style is allowed by its own CSP nonce.',
        querystring: z.object({
          country: z.string().max(30).optional(),
          uni: z.string().max(200).optional(),
          major: z.string().max(200).optional(),
        }),
      },
    },
    async (req, reply) => {
      const lang = pageLang(req);
      const { country, uni, major } = req.query;
      const [c] = country ? await app.db.select().from(countries).where(eq(countries.id, country)).limit(1) : [];
      const [u] = uni
        ? await app.db
            .select({ uniName: universities.uniName, uniEnName: universities.uniEnName })
            .from(universities)
            .where(and(eq(universities.uniEnName, uni)))
            .limit(1)
        : [];
      const uniName = u ? (lang === 'cn' ? `${u.uniName}（${u.uniEnName}）` : u.uniEnName) : null;
      const page = chatPage(lang, {
        countryName: c ? (lang === 'cn' ? c.name : c.enName) : null,
        uniName,
        majorName: major?.trim() || null,
      });
      return reply
        .header('content-security-policy', page.csp)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page.html);
    },
  );

  app.get(
    '/consult/profile',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The caller's consultation profile (screen 13): data.user",
        description:
          "The spec's 'consult profile load (data.user)', path ours. userName and stuUniName (graduated school, read only) are the " +
          "account's; sex falls back to the account's; the other fields are null until saved. Only the caller's own.",
        response: answers(consultProfileData),
      },
    },
    async (req) => ok({ user: await loadProfile(app.db, req.auth!.userId) }, req.lang),
  );

  app.post(
    '/consult/profile',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "Save the caller's consultation profile (screen 13); answers it as loaded",
        description:
          "The spec's 'consult profile save', path ours. Required: userName (max 20; saved as the account's name), sex, " +
          "nationality (current country) and courseType (grade) — the latter two with '请填写所在国家与年级'; gpa digits and a dot, " +
          'at most 5 characters; countryId, nationality, courseType, sex and majorFocusList must be values of their dictionaries ' +
          '(web_clerk_countryName, nationality, web_stu_courseType, web_stu_sex, major_focus). The graduated school is read from ' +
          'the account and must be there: 70072 otherwise (filled in basic info).',
        body: consultProfileBody,
        response: answers(consultProfileData),
      },
    },
    async (req) => ok({ user: await saveProfile(app.db, req.auth!.userId, req.body, req.lang) }, req.lang),
  );

  app.get(
    '/console/leads',
    {
      config: { roles: ['clerk', 'admin'] as const },
      schema: {
        tags: ['console'],
        summary:
          'Staff: the consultation leads, newest first (type, country, status, assignedTo (an id or none), Beijing days from/to inclusive; paged)',
        description:
          "account is the asker's masked phone or email; profile is the consultation profile when the request was made; " +
          'status new | contacted | closed, assignedTo/assignedName the staff member following it up, notes.',
        querystring: opsLeadsQuery,
        response: answers(paged(opsLeadItem)),
      },
    },
    async (req) => ok(await listLeads(app.db, req.query, req.lang), req.lang),
  );
};

export default routes;
