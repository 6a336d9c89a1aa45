// vitest-no-db: runs once, with the unit tests (it opens no database).
// Every plugin of the portal carries its own name. fastify-plugin names an anonymous plugin from a
// stack trace it makes at import time, and with --enable-source-maps formatting that stack decodes
// the whole server's source map (about 20 MB kept in every process from its start).
import { describe, expect, it } from 'vitest';
import errors from './errors';
import inputGuard from './input-guard';
import lang from './lang';
import metrics from './metrics';
import rateLimit from './rate-limit';
import securityHeaders from './security-headers';
import session from './session';

const displayName = (p: unknown) => (p as Record<symbol, string>)[Symbol.for('fastify.display-name')];

describe('portal plugins', () => {
  it('are named, not named from a stack trace', () => {
    const names = [errors, inputGuard, lang, metrics, rateLimit, securityHeaders, session].map(displayName);
    for (const name of names) expect(name).not.toMatch(/-auto-/);
    expect(new Set(names).size).toBe(names.length);
  });
});
