// The message calls of a student file (spec 001 section 7 addLeaveMsg; issue 11 readLeaveMsg). The
// threads themselves are answered by /clerk/web/stu/info with isMsg 1 (applications/routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addLeaveMsgAnswer, addLeaveMsgBody, answers, readLeaveMsgAnswer, readLeaveMsgBody } from '@portal/shared';
import { ok } from '../../lib/envelope';
import { auditStaff } from '../audit/service';
import { addMessage, readMessages } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['messages'];
  const auth = { auth: 'required' as const };

  app.post(
    '/clerk/student/addLeaveMsg',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Write a message on a student file: a thread (msgType) or a reply (parentId)',
        description:
          'The file owner or staff (others get 005). The server decides the role: the owner writes as msgRole 1 (isStu 1), staff as ' +
          'msgRole 0 (isStu 0); what the client sends for them is ignored. msgType (stu_leave_msg_type) is required for a thread; a ' +
          'reply names a thread of the same file. msgContext is rich text, sanitised with an allow-list (p, br, strong, em, u, s, ' +
          'ol, ul, li, blockquote, a with http/https/mailto, h1-h3, code, pre); its text may hold at most 1,000 characters. At most ' +
          "5 files, the caller's own uploads of use message (pdf docx dotx doc dot docm dotm png jpg jpeg webp xls xlsx). The other " +
          'side is notified: the assigned counsellor (or, with none, every clerk and admin, without a mail), or the file owner.',
        body: addLeaveMsgBody,
        response: answers(addLeaveMsgAnswer),
      },
    },
    async (req) => {
      const saved = await addMessage(app.db, req.auth!, req.body, req.lang);
      await auditStaff(app.db, req.auth, req.ip, { action: 'student.message', target: req.body.stuId, detail: { messageId: saved.id } });
      return ok(saved, req.lang);
    },
  );

  app.post(
    '/clerk/student/readLeaveMsg',
    {
      config: auth,
      schema: {
        tags,
        summary: "Mark the other side's messages of a file (or of one thread) read for the caller",
        description:
          'The file owner reads the messages of staff, staff those of the owner. Answers what stays unread on the file for the caller.',
        body: readLeaveMsgBody,
        response: answers(readLeaveMsgAnswer),
      },
    },
    async (req) => ok(await readMessages(app.db, req.auth!, req.body.stuId, req.body.threadId), req.lang),
  );
};

export default routes;
