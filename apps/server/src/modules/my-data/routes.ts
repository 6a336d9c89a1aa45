// The student's rights under PIPL (issue 15): "my data" as a zip, deleting the account with a code,
// and correction requests for a submitted file's locked fields (rules in service.ts). Every call
// needs a session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  CODES,
  commonFields,
  correctionRequestBody,
  correctionRequestData,
  deleteAccountBody,
  deleteAccountData,
  deleteSendCodeData,
  MY_DATA_EXPORTS_PER_HOUR,
} from '@portal/shared';
import { BizError, ok } from '../../lib/envelope';
import { clearSessionCookies } from '../../plugins/session';
import { deleteAccount, exportMyData, requestCorrection, sendDeleteCode } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['privacy'];
  // Per account, counted where the other limits are (Redis or PostgreSQL: shared by every process).
  const exportLimit = app.createRateLimit({
    max: MY_DATA_EXPORTS_PER_HOUR,
    timeWindow: 3600_000,
    keyGenerator: (req) => `myData:u:${req.auth?.userId ?? req.ip}`,
  });
  const codeDeps = () => ({
    db: app.db,
    key: app.secrets.digestKey,
    sms: app.sms,
    mail: app.mail,
    perAddress: { hour: app.config.CODE_SENDS_PER_ADDRESS_HOUR, day: app.config.CODE_SENDS_PER_ADDRESS_DAY },
  });

  app.get(
    '/privacy/my-data',
    {
      // Bytes (a zip), not the envelope; only a refusal comes as { code, msg, data }.
      config: { auth: 'required', rawResponse: true },
      schema: {
        tags,
        summary: 'Everything the portal holds about the account and its student files, as a zip (my-data.json + files/)',
        description:
          `At most ${MY_DATA_EXPORTS_PER_HOUR} an hour per account (006). The card number is masked but for its last 4 digits; ` +
          'the CVV and education-portal password are not exported in clear (the JSON says why). Audited.',
        querystring: z.object(commonFields),
      },
    },
    async (req, reply) => {
      const r = await exportLimit(req);
      if (!r.isAllowed && r.isExceeded) {
        reply.header('retry-after', r.ttlInSeconds);
        throw new BizError(CODES.TOO_MANY, undefined, null, 429);
      }
      const out = await exportMyData(app, req.auth!, req.ip);
      reply.header('content-type', 'application/zip');
      reply.header('content-disposition', `attachment; filename="${out.name}"`);
      reply.header('cache-control', 'no-store');
      return reply.send(out.zip);
    },
  );

  app.post(
    '/privacy/delete/send-code',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "Send the code that confirms deleting the account to the account's phone (else its email)",
        description: 'Staff accounts: 72040. No phone or email: 72041. The usual code limits apply (006). Audited.',
        body: z.object(commonFields).optional(),
        response: answers(deleteSendCodeData),
      },
    },
    async (req) => ok(await sendDeleteCode(codeDeps(), req.auth!, req.ip), req.lang),
  );

  app.post(
    '/privacy/delete',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Delete the account with the code: erases the account, its sessions, files and uploads; keeps signed contracts reduced',
        description:
          'Answers the counts erased and the contracts kept (signed or paid, with reduced personal data, as the contract and the ' +
          'accounting law require). The session ends. Staff accounts: 72040. Audited.',
        body: deleteAccountBody,
        response: answers(deleteAccountData),
      },
    },
    async (req, reply) => {
      const done = await deleteAccount(app, { db: app.db, key: app.secrets.digestKey }, req.auth!, req.ip, req.body.code);
      clearSessionCookies(reply);
      return ok(done, req.lang);
    },
  );

  app.post(
    '/privacy/correction',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Ask staff to correct locked fields of a submitted file (a message thread on the file); audited',
        description: "Not the caller's file: 72044. A draft (editable directly): 72043.",
        body: correctionRequestBody,
        response: answers(correctionRequestData),
      },
    },
    async (req) => ok(await requestCorrection(app.db, req.auth!, req.ip, req.body, req.lang), req.lang),
  );
};

export default routes;
