// Favourite universities (spec 000 section 4): add or remove one, the caller's favourites (paged)
// and the set of their ids. Every call needs a session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, collectQuery, commonFields, favouriteSet, favouriteUni, paged, userCollectQuery } from '@portal/shared';
import { ok } from '../../lib/envelope';
import { favouriteIds, favouritePage } from './repo';
import { favouriteMessage, setFavourite } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['favourites'];

  app.get(
    '/uni/school-university/stuWeb/collectSchool',
    {
      // A GET as the spec gives it, but it changes state: refused when it comes from another site (022).
      config: { auth: 'required', stateChanging: true },
      schema: {
        tags,
        summary: "Add (flag '0') or remove (flag '1') a favourite; answers the new flag",
        description:
          'Refused with 022 when sent with the session cookie from another site (a link or image elsewhere cannot change favourites).',
        querystring: collectQuery,
        response: answers(favouriteSet),
      },
    },
    async (req) => {
      const r = await setFavourite(app.db, req.auth!.userId, req.query.uniId, req.query.flag === '0');
      return ok(r, req.lang, favouriteMessage(r, req.lang));
    },
  );

  app.get(
    '/uni/school-university/stuWeb/userCollect',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The caller's favourite universities, newest first (paged)",
        querystring: userCollectQuery,
        response: answers(paged(favouriteUni)),
      },
    },
    async (req) => ok(await favouritePage(app.db, req.auth!.userId, req.query.pageNo, req.query.pageSize, req.lang), req.lang),
  );

  app.get(
    '/uni/school-university/stuWeb/listSchool',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'The set of uniIds the caller has as favourites',
        querystring: z.object(commonFields),
        response: answers(z.array(z.number())),
      },
    },
    async (req) => ok(await favouriteIds(app.db, req.auth!.userId), req.lang),
  );
};

export default routes;
