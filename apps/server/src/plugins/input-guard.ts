// One check on every call before its schema runs: no control characters (NUL among them) in any
// text of the path, query or body. The database cannot store NUL in text and no field needs the
// others; refusing them here answers 003 naming the field for every route, present and future.
import fp from 'fastify-plugin';
import { controlCharPath } from '@portal/shared';
import { invalid } from '../lib/envelope';

export default fp(
  async (app) => {
    app.addHook('preValidation', (req, _reply, done) => {
      for (const [where, value] of [
        ['params', req.params],
        ['query', req.query],
        ['body', req.body],
      ] as const) {
        const path = controlCharPath(value);
        if (path) return done(invalid([{ path: path.length ? path : [where], message: 'controlChars' }], req.lang ?? 'cn'));
      }
      done();
    });
  },
  { name: 'portal-input-guard' },
);
