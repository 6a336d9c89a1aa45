// The file consents' calls (issue 15): the wizard's status of a file, giving the sensitive and
// transfer consents, the guardian's code and its check, withdrawing, the account's list for the
// personal centre, and the console's read of a file's consents (staff, audited as a file read).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answers,
  consentList,
  consentRecord,
  fileConsentGiveBody,
  fileConsentList,
  fileConsentStatus,
  fileConsentWithdrawBody,
  guardianSendBody,
  guardianVerifyBody,
  isStaff,
  stuIdQuery,
} from '@portal/shared';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { auditStaff } from '../audit/service';
import {
  consentsOfFile,
  fileConsentStatus as statusOf,
  giveFileConsent,
  listFileConsents,
  sendGuardianCode,
  verifyGuardian,
  withdrawFileConsent,
} from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['privacy'];
  const auth = { auth: 'required' as const };
  const staff = { roles: ['clerk', 'admin'] as const };
  const codes = () => ({ db: app.db, key: app.secrets.digestKey });
  const origin = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null,
  });

  app.get(
    '/privacy/file-consents/status',
    {
      config: auth,
      schema: {
        tags,
        summary: "A file's consents as the wizard asks them: sensitive, transfer (with the current recipients), guardian",
        description: 'Owner or staff (72027 otherwise). transferCovers: the active transfer consent names every current school.',
        querystring: stuIdQuery,
        response: answers(fileConsentStatus),
      },
    },
    async (req) => ok(await statusOf(app.db, req.auth!, req.query.stuId, isStaff(req.auth!.roles)), req.lang),
  );

  app.post(
    '/privacy/file-consents',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Give the sensitive-information or the transfer consent of a file (the account that keeps it)',
        description:
          'Records who, which text version, when and from where; detail says on whose behalf. transfer stores the recipients ' +
          '(each current school: name, country, website) and what is sent; uniIds (the schools the dialog listed) must be the ' +
          'current schools (72022). 72025 without schools; 72027 not the own file.',
        body: fileConsentGiveBody,
        response: answers(consentRecord),
      },
    },
    async (req) => ok(await giveFileConsent(app.db, req.auth!, req.body, origin(req)), req.lang),
  );

  app.post(
    '/privacy/file-consents/guardian/send',
    {
      config: auth,
      schema: {
        tags,
        summary: "Send a code to the phone of a guardian from the file's family members (limits as every code: 006)",
        body: guardianSendBody,
        response: answers(z.object({ expiresIn: z.number() })),
      },
    },
    async (req) =>
      ok(
        await sendGuardianCode(
          {
            ...codes(),
            sms: app.sms,
            mail: app.mail,
            perAddress: { hour: app.config.CODE_SENDS_PER_ADDRESS_HOUR, day: app.config.CODE_SENDS_PER_ADDRESS_DAY },
          },
          req.auth!,
          req.body,
          req.ip,
          req.lang,
        ),
        req.lang,
      ),
  );

  app.post(
    '/privacy/file-consents/guardian/verify',
    {
      config: auth,
      schema: {
        tags,
        summary: "Check the guardian's code (single use) and record the guardian's consent { name, relation, phoneMasked }",
        body: guardianVerifyBody,
        response: answers(consentRecord),
      },
    },
    async (req) => ok(await verifyGuardian(codes(), req.auth!, req.body, origin(req)), req.lang),
  );

  app.post(
    '/privacy/file-consents/withdraw',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Withdraw a file consent (the account that gave it; 72024 otherwise)',
        description:
          'sensitive: the card number, CVV and portal password of the file are erased, and its identity-document (passport) attachments with their stored files. transfer: before submit the submit is ' +
          'refused until given again; after submit it is recorded and staff are told. guardian: submit refused until given again.',
        body: fileConsentWithdrawBody,
        response: answers(consentRecord),
      },
    },
    async (req) => ok(await withdrawFileConsent(app.db, app.storage, req.auth!, req.body.id), req.lang),
  );

  app.get(
    '/privacy/file-consents',
    {
      config: auth,
      schema: { tags, summary: 'Every file the account keeps with its file consents, newest first', response: answers(fileConsentList) },
    },
    async (req) => ok(await listFileConsents(app.db, req.auth!), req.lang),
  );

  app.get(
    '/console/applications/consents',
    {
      config: staff,
      schema: {
        tags: ['console'],
        summary: "Staff: a file's consents (sensitive, transfer with recipients, guardian), newest first; audited as a read",
        querystring: stuIdQuery,
        response: answers(consentList),
      },
    },
    async (req) => {
      const list = await consentsOfFile(app.db, req.query.stuId);
      await auditStaff(app.db, req.auth, req.ip, { action: 'student.consents.read', target: req.query.stuId });
      return ok(list, req.lang);
    },
  );
};

export default routes;
