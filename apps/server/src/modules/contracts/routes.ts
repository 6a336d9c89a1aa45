// The contract calls (issue 12; spec 001 section 7): sign/route, sign/contract, createFilePdf,
// fileSignPdf, my contracts, and the PDF itself. The staff's milestone route is in the console.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  contractInfo,
  contractPdfAnswer,
  createFilePdfBody,
  fileSignPdfBody,
  signAgreement,
  signContractAnswer,
  signContractBody,
  signRouteBody,
} from '@portal/shared';
import { ok } from '../../lib/envelope';
import { auditStaff } from '../audit/service';
import { agreementFor, myContracts, pdfOfFile, pdfOfNumber, servePdf, signContract } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contracts'];
  const auth = { auth: 'required' as const };

  app.post(
    '/clerk/web/stu/sign/route',
    {
      config: auth,
      schema: {
        tags,
        summary: 'The service agreement to sign (or as signed) of a student file',
        description:
          "Without stuId: the account's newest file waiting for the signature (contractStatus pending), else its newest file with a " +
          'contract signed and not paid; none → data null. With stuId: the owner or staff (others 005); 70055 when the file was never ' +
          "submitted. The agreement comes in the request language with the student's name, the schools and the date filled in " +
          '(the Chinese text is binding; bindingNote says so). fees are the terms of the country class in yuan; amount is the fee to pay ' +
          "now ('0.01' in the sandbox test mode). isMinor: under 18 today by the file's birthday, so a guardian (one of guardians, " +
          'by index) signs too. orderNo/orderNoAs: the open WeChat Pay and Alipay orders of a signed, unpaid contract. 70058 when the ' +
          'country has no contract class.',
        body: signRouteBody,
        response: answers(signAgreement.nullable()),
      },
    },
    async (req) => {
      const a = await agreementFor(app, req.auth!, req.body.stuId, req.lang);
      if (a) await auditStaff(app.db, req.auth, req.ip, { action: 'contract.read', target: a.stuId });
      return ok(a, req.lang);
    },
  );

  app.post(
    '/clerk/web/stu/sign/contract',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Sign the service agreement of a student file',
        description:
          "The file's owner only (others 005). signRoute (and guardianSignRoute) are the imgPath uploadImg answered for the drawn PNG: " +
          "the caller's own PNG upload, else 70053; missing → 003 请填写签名 / Please sign. A student under 18 on the signing day (Beijing) " +
          'needs guardianSignRoute and guardianIndex (70051), a guardian in the file (70052; add one in the guardian step), and an index ' +
          'of one of them (70056). Signing again before payment voids the earlier contract and closes its open orders; a paid contract ' +
          'refuses (70050). Makes the contract (number, unguessable PDF key, the schools, the fee of the class, a two-year term), its four ' +
          'milestones, the WeChat Pay and Alipay orders, and the PDF; the file becomes isSignContract 1, contractStatus signed.',
        body: signContractBody,
        response: answers(signContractAnswer),
      },
    },
    async (req) => ok(await signContract(app, req.auth!, req.body), req.lang),
  );

  app.post(
    '/market/agent/commi/account/createFilePdf',
    {
      config: auth,
      schema: {
        tags,
        summary: "The PDF of a student file's current contract (made again when missing)",
        description:
          'The owner or staff (others 005); 70057 when the file has no contract. contractRoute is /api/contract/pdf/<accessKey>.',
        body: createFilePdfBody,
        response: answers(contractPdfAnswer),
      },
    },
    async (req) => {
      const r = await pdfOfFile(app, req.auth!, req.body.stuId);
      await auditStaff(app.db, req.auth, req.ip, { action: 'contract.pdf', target: req.body.stuId });
      return ok(r, req.lang);
    },
  );

  app.post(
    '/market/agent/commi/account/fileSignPdf',
    {
      config: auth,
      schema: {
        tags,
        summary: 'The PDF of a contract by its number (accountFile = contractNum)',
        description:
          'Our reading of the spec\'s "accountFile, isTranPng, signRoute" (answer not shown): accountFile is the contract number; the ' +
          'PDF is the signed one, made again when missing; isTranPng and signRoute are accepted and not used (a signed contract is ' +
          'never redrawn with another signature). The owner or staff; others 005. Same answer as createFilePdf.',
        body: fileSignPdfBody,
        response: answers(contractPdfAnswer),
      },
    },
    async (req) => {
      const r = await pdfOfNumber(app, req.auth!, req.body.accountFile);
      await auditStaff(app.db, req.auth, req.ip, { action: 'contract.pdf', target: r.contractNum });
      return ok(r, req.lang);
    },
  );

  app.get(
    '/admin/user/contract',
    {
      config: auth,
      schema: {
        tags,
        summary: "My contracts: the caller's contracts that are not void, newest first",
        description:
          'serviceMoney in yuan with two decimals; dates in Beijing time; isSignContract 1 signed (orderNo/orderNoAs: the open orders), ' +
          "2 paid, 3 paid and the term's end date passed (Beijing); milestones with the refund rule tied to each, in the request language.",
        querystring: z.object({ lang: z.string().optional(), scholarshipType: z.string().optional(), sign: z.string().optional() }),
        response: answers(z.array(contractInfo)),
      },
    },
    async (req) => ok(await myContracts(app, req.auth!, req.lang), req.lang),
  );

  app.get(
    '/contract/pdf/:accessKey',
    {
      config: { rawResponse: true },
      schema: {
        tags,
        summary: "A contract's PDF, to its owner and staff",
        description:
          'Anyone else (signed in or not) gets 005 with HTTP 404, as for a key that does not exist. The bytes are checked against the ' +
          'SHA-256 stored at signing on every serve: a mismatch answers 70054 (HTTP 409), never the file.',
        params: z.object({ accessKey: z.string().max(100) }),
      },
    },
    async (req, reply) => {
      const { bytes, contract } = await servePdf(app, req.auth, req.params.accessKey);
      await auditStaff(app.db, req.auth, req.ip, { action: 'contract.download', target: contract.contractNo });
      reply.header('content-type', 'application/pdf');
      reply.header('content-length', bytes.length);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'private, no-store');
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'");
      reply.header('x-frame-options', 'SAMEORIGIN');
      reply.header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(`${contract.contractNo}.pdf`)}`);
      return reply.send(bytes);
    },
  );
};

export default routes;
