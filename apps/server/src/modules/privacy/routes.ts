// The privacy module's routes (issue 15): the privacy policy and terms by version (public), the
// account's consent status and acceptance after a new version, and its consent history.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PRIVACY_CODES,
  acceptConsentsBody,
  answers,
  commonQuery,
  consentList,
  consentStatus as consentStatusSchema,
  policyDoc,
  policyQuery,
  type ConsentRecord,
  type PolicyDoc,
} from '@portal/shared';
import { BizError, ok } from '../../lib/envelope';
import { acceptConsents, consentStatus } from './account';
import { policyText, policyVersions } from './policies';
import { consentsOf, type ConsentRow } from './service';

const tags = ['privacy'];

const toRecord = (r: ConsentRow): ConsentRecord => ({
  id: r.id,
  kind: r.kind as ConsentRecord['kind'],
  version: r.version,
  stuId: r.stuId,
  detail: r.detail ?? null,
  ip: r.ip,
  createdAt: r.createdAt.toISOString(),
  withdrawnAt: r.withdrawnAt ? r.withdrawnAt.toISOString() : null,
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/privacy/policy',
    {
      schema: {
        tags,
        summary: 'The privacy policy or the terms of service, the current version or a given one, in the request language',
        description: `A version never published answers ${PRIVACY_CODES.POLICY_UNKNOWN}. versions lists every published version, newest first.`,
        querystring: policyQuery,
        response: answers(policyDoc),
      },
    },
    async (req) => {
      const { kind, version } = req.query;
      const text = policyText(kind, version);
      if (!text) throw new BizError(PRIVACY_CODES.POLICY_UNKNOWN);
      const versions = policyVersions(kind);
      const doc: PolicyDoc = {
        kind,
        version: text.version,
        effectiveDate: text.effectiveDate,
        title: text[req.lang].title,
        current: text.version === versions[0],
        versions,
        changes: text.changes[req.lang],
        sections: text[req.lang].sections,
      };
      return ok(doc, req.lang);
    },
  );

  app.get(
    '/privacy/consents/status',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Which of the privacy policy and terms the account has not agreed to in their current version',
        querystring: commonQuery,
        response: answers(consentStatusSchema),
      },
    },
    async (req) => ok(await consentStatus(app.db, req.auth!.userId, req.lang), req.lang),
  );

  app.post(
    '/privacy/consents/accept',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Agree to the current versions of the given texts (one record per kind and version)',
        description: `versions: what the page showed; one no longer current answers ${PRIVACY_CODES.POLICY_STALE}. Answers the new status.`,
        body: acceptConsentsBody,
        response: answers(consentStatusSchema),
      },
    },
    async (req) => {
      const userAgent = typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null;
      await acceptConsents(app.db, req.auth!.userId, req.body.kinds, req.body.versions, { ip: req.ip, userAgent });
      return ok(await consentStatus(app.db, req.auth!.userId, req.lang), req.lang);
    },
  );

  app.get(
    '/privacy/consents',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The account's consent history (every kind, its student files' too), newest first",
        querystring: commonQuery,
        response: answers(consentList),
      },
    },
    async (req) => ok((await consentsOf(app.db, { userId: req.auth!.userId })).map(toRecord), req.lang),
  );
};

export default routes;
