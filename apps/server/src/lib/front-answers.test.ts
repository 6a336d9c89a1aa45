// vitest-no-db: runs once, with the unit tests (it opens no database).
import { describe, expect, it } from 'vitest';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AnswerCache } from './answer-cache';
import { FrontAnswers } from './front-answers';

/** A GET through the hook (which keys it), then offered as answered from `cache`. */
function remember(front: FrontAnswers, cache: AnswerCache, url: string) {
  const req = { method: 'GET', url, headers: {} } as unknown as FastifyRequest;
  let passed = false;
  front.hook(req, {} as FastifyReply, () => {
    passed = true;
  });
  expect(passed).toBe(true);
  front.offer(req, { cache, key: url, version: () => 1 });
}

describe('FrontAnswers', () => {
  const route = { method: 'GET', url: '/x', config: { front: true } } as unknown as RouteOptions;

  it('keys only the routes that ask for it', () => {
    const front = new FrontAnswers({});
    const cache = new AnswerCache();
    remember(front, cache, '/x?a=1');
    expect(front.size).toBe(0);
    front.onRoute(route);
    remember(front, cache, '/x?a=1');
    expect(front.size).toBe(1);
  });

  it('remembers at most its count and its key budget, the oldest going first', () => {
    const cache = new AnswerCache();
    const byCount = new FrontAnswers({}, 3);
    byCount.onRoute(route);
    for (let i = 0; i < 10; i++) remember(byCount, cache, `/x?i=${i}`);
    expect(byCount.size).toBe(3);

    const byChars = new FrontAnswers({}, 100, 200);
    byChars.onRoute(route);
    const long = 'q'.repeat(60);
    for (let i = 0; i < 10; i++) remember(byChars, cache, `/x?i=${i}&${long}`);
    // Each key is the method, the url and two empty language fields: about 75 characters.
    expect(byChars.size).toBe(2);
    remember(byChars, cache, `/x?i=9&${long}`);
    expect(byChars.size).toBe(2);
  });
});
