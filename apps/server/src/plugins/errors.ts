// One error handler: business errors, validation failures (naming the field and the rule) and
// unexpected failures all become the { code, msg, data } envelope in the request's language.
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CODES, codeMessage, isMessageKey, translateMessage } from '@portal/shared';
import { BizError, errorBody } from '../lib/envelope';
import { sqlState } from '../lib/safe-error';
import { isConnectionError } from '../db/connection-errors';

export default fp(
  async (app) => {
    app.setErrorHandler((err, req, reply) => {
      const lang = req.lang ?? 'cn';
      if (err instanceof BizError) {
        return reply.status(err.httpStatus).send(errorBody(err, lang));
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const issues = err.validation.map((v) => {
          const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || err.validationContext || 'body';
          const raw = v.message ?? '';
          const key = raw.split('|')[0];
          const text = isMessageKey(key) ? translateMessage(raw, lang) : translateMessage('invalid', lang);
          return { field, message: text };
        });
        const first = issues[0];
        return reply.status(200).send({ code: CODES.INVALID_PARAM, msg: `${first.field}: ${first.message}`, data: { errors: issues } });
      }
      const e = err as { statusCode?: number; code?: string; message?: string };
      if (e.code === 'FST_REQ_FILE_TOO_LARGE') {
        return reply.status(200).send({ code: CODES.FILE_TOO_LARGE, msg: codeMessage(CODES.FILE_TOO_LARGE, lang), data: null });
      }
      if (e.code === 'FST_PARTS_LIMIT' || e.code === 'FST_FILES_LIMIT' || e.code === 'FST_FIELDS_LIMIT') {
        return reply.status(200).send({ code: CODES.INVALID_PARAM, msg: translateMessage('tooManyFiles', lang), data: null });
      }
      if (e.statusCode === 429) {
        return reply.status(429).send({ code: CODES.TOO_MANY, msg: codeMessage(CODES.TOO_MANY, lang), data: null });
      }
      if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
        // Malformed JSON, wrong content type, body too large: the client's fault, said plainly.
        return reply.status(e.statusCode).send({ code: CODES.INVALID_PARAM, msg: codeMessage(CODES.INVALID_PARAM, lang), data: null });
      }
      // A value the database cannot take (too long, out of range, bad encoding) is the input's fault.
      if (sqlState(err)?.startsWith('22')) {
        req.log.warn({ err }, 'input refused by the database');
        return reply.status(200).send({ code: CODES.INVALID_PARAM, msg: codeMessage(CODES.INVALID_PARAM, lang), data: null });
      }
      // The database dropped or refused the connection (restart, failover, terminated backends):
      // reads were already tried again; the caller is told plainly and may retry once it is back.
      if (isConnectionError(err)) {
        req.log.error({ err }, 'database unavailable');
        reply.header('retry-after', '2');
        return reply.status(503).send({ code: CODES.DB_UNAVAILABLE, msg: codeMessage(CODES.DB_UNAVAILABLE, lang), data: null });
      }
      req.log.error({ err }, 'unhandled error');
      return reply.status(500).send({ code: CODES.SERVER_ERROR, msg: codeMessage(CODES.SERVER_ERROR, lang), data: null });
    });
  },
  { name: 'portal-errors' },
);
