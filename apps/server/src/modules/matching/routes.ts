// School matching (/aiSchool, issue 13; the spec names the page, the calls are ours):
// - POST /aiSchool/match: the programmes that fit the caller's profile with an admission chance,
//   in reach, match and safety, and those whose university has too few cases to estimate;
// - GET /aiSchool/method: how the chances are estimated and how well they held up on held-out cases.
// Both answer from this process's memory (service.ts): the newest model, dropped on the change
// notice 'matching', and the candidate programmes, dropped on 'catalogue'.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MATCH_BANDS, MATCH_MIN_CASES, MATCH_PER_GROUP, answers, matchBody, matchMethod, matchResult } from '@portal/shared';
import { ok } from '../../lib/envelope';
import { CHANGE_TOPIC } from './refit';
import { MatchingState, matchAnswer, method } from './service';
import { sendPrepared } from '../../lib/answer-cache';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['matching'];
  const state = new MatchingState(app.db);
  app.changes.on(CHANGE_TOPIC, () => state.model.drop());
  app.changes.on('catalogue', () => state.programmes.drop());

  app.post(
    '/aiSchool/match',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'School matching: the programmes that fit a profile, with admission chances in reach, match and safety',
        description:
          'Programmes of the degree level asked (courseType), in the countries asked (all when empty), sharing a focus with ' +
          'majorFocusList (all when empty) and whose tuition in yuan is within budget (unknown tuition is kept, reason noTuition). ' +
          'chance is the admission model’s estimate at the university for this profile, low-high its central 80% range; group ' +
          `reach below ${MATCH_BANDS.reach}, safety from ${MATCH_BANDS.safety}, match between. A university with fewer than ` +
          `${MATCH_MIN_CASES} decided applications among the cases has no chance (null) and is listed under unrated (reason tooFew). ` +
          `Each group answers its total and its first ${MATCH_PER_GROUP}: more focus matches first, then QS rank, then chance. ` +
          'schoolType empty: the account’s graduated school’s type, else regular. 70080 before the first model is fitted.',
        body: matchBody,
        response: answers(matchResult),
      },
    },
    async (req, reply) =>
      sendPrepared(req, reply, await matchAnswer(state, req.auth!.userId, req.body, req.lang, app.config.NODE_ENV === 'test')),
  );

  app.get(
    '/aiSchool/method',
    {
      schema: {
        tags,
        summary: 'School matching: how the chances are estimated and how well they held up (public)',
        description:
          'The newest admission model: the cases and decided applications it was fitted on, its Brier score on held-out cases ' +
          '(a fifth of the cases, by case) against one rate for everyone, the held-out applications in ten groups by predicted ' +
          'chance, and its inputs with their direction in the request language. 70080 before the first model is fitted.',
        response: answers(matchMethod),
      },
    },
    async (req) => ok(await method(state, req.lang), req.lang),
  );
};

export default routes;
