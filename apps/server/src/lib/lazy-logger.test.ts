// vitest-no-db: runs once, with the unit tests (it opens no database).
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { LazyChildLogger } from './lazy-logger';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level, redact: ['*.secret'] }, stream), lines };
}

describe('LazyChildLogger', () => {
  it('writes with the request binding at the levels that are on, and nothing below them', async () => {
    const { logger, lines } = capture('warn');
    const child = new LazyChildLogger(logger, { reqId: 'r-1' }, {});
    child.info('not written');
    child.debug('not written');
    expect(child.isLevelEnabled('info')).toBe(false);
    expect(child.isLevelEnabled('error')).toBe(true);
    child.warn({ user: { secret: 'x' } }, 'written');
    child.error('also written');
    await new Promise((r) => setImmediate(r));
    expect(lines.map((l) => l.msg)).toEqual(['written', 'also written']);
    expect(lines.every((l) => l.reqId === 'r-1')).toBe(true);
    expect((lines[0].user as { secret: string }).secret).toBe('[Redacted]');
    expect(child.bindings()).toMatchObject({ reqId: 'r-1' });
  });

  it('follows a level given for the route and a level set later', async () => {
    const { logger, lines } = capture('warn');
    const child = new LazyChildLogger(logger, { reqId: 'r-2' }, { level: 'info' });
    child.info('route level');
    child.level = 'error';
    child.warn('now below');
    await new Promise((r) => setImmediate(r));
    expect(lines.map((l) => l.msg)).toEqual(['route level']);
  });
});
