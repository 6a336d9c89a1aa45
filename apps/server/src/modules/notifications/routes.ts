// The bell (issue 11): a signed-in account's own notices, written in the request language; the
// unread count; marking some or all read. Ids of another account's notices change nothing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, noticeListBody, noticePage, noticeReadAnswer, noticeReadBody, noticeUnreadAnswer } from '@portal/shared';
import { ok } from '../../lib/envelope';
import { listNotices, markNoticesRead, unreadNotices } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notices'];
  const auth = { auth: 'required' as const };

  app.post(
    '/notice/list',
    {
      config: auth,
      schema: {
        tags,
        summary: "The caller's notices, newest first, with the total and the unread count",
        description: 'title and body in the request language; link is the page of the portal the notice leads to.',
        body: noticeListBody,
        response: answers(noticePage),
      },
    },
    async (req) => ok(await listNotices(app.db, req.auth!.userId, req.body.pageNo, req.body.pageSize, req.lang), req.lang),
  );

  app.get(
    '/notice/unread',
    {
      config: auth,
      schema: { tags, summary: "The number of the caller's unread notices", response: answers(noticeUnreadAnswer) },
    },
    async (req) => ok({ count: await unreadNotices(app.db, req.auth!.userId) }, req.lang),
  );

  app.post(
    '/notice/read',
    {
      config: auth,
      schema: {
        tags,
        summary: "Mark the caller's notices read: those of ids, or all",
        description: 'Only the caller’s own notices change; answers the unread count after.',
        body: noticeReadBody,
        response: answers(noticeReadAnswer),
      },
    },
    async (req) => ok({ unread: await markNoticesRead(app.db, req.auth!.userId, req.body.ids ?? [], req.body.all) }, req.lang),
  );
};

export default routes;
