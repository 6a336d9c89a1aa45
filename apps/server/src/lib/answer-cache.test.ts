// vitest-no-db: runs once, with the unit tests (it opens no database).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnswerCache } from './answer-cache';

const schema = z.object({ code: z.string(), data: z.string() });
const answer = (text: string) => async () => ({ code: '000', data: text });

describe('AnswerCache', () => {
  it('holds at most its byte budget, dropping the least recently used', async () => {
    const cache = new AnswerCache(5_000);
    await cache.get('a', 1, schema, answer('a'.repeat(2000)));
    await cache.get('b', 1, schema, answer('b'.repeat(2000)));
    // a is used again, so b is the least recently used when c comes.
    await cache.get('a', 1, schema, answer('changed'));
    await cache.get('c', 1, schema, answer('c'.repeat(2000)));
    expect(cache.size).toBeLessThanOrEqual(5_000);
    let built = 0;
    const counted = (text: string) => async () => {
      built++;
      return { code: '000', data: text };
    };
    expect((await cache.get('a', 1, schema, counted('x'))).bytes.toString()).toContain('aaaa');
    expect((await cache.get('c', 1, schema, counted('x'))).bytes.toString()).toContain('cccc');
    expect(built).toBe(0);
    expect((await cache.get('b', 1, schema, counted('b2'))).bytes.toString()).toContain('b2');
    expect(built).toBe(1);
  });

  it('answers a newer version of the source by building again', async () => {
    const cache = new AnswerCache();
    await cache.get('k', 1, schema, answer('old'));
    expect((await cache.get('k', 2, schema, answer('new'))).bytes.toString()).toContain('new');
    expect((await cache.get('k', 2, schema, answer('other'))).bytes.toString()).toContain('new');
  });

  it('shares one build between concurrent misses and keeps nothing larger than its budget', async () => {
    const cache = new AnswerCache(1000);
    let built = 0;
    const slow = async () => {
      built++;
      await new Promise((r) => setTimeout(r, 5));
      return { code: '000', data: 'x'.repeat(900) };
    };
    const all = await Promise.all(Array.from({ length: 30 }, () => cache.get('big', 1, schema, slow)));
    expect(built).toBe(1);
    expect(new Set(all.map((p) => p.etag)).size).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('keeps the answer as UTF-8 bytes and counts them, not characters', async () => {
    const cache = new AnswerCache();
    const p = await cache.get('cn', 1, schema, answer('牛津大学'));
    expect(JSON.parse(p.bytes.toString('utf8'))).toEqual({ code: '000', data: '牛津大学' });
    expect(cache.size).toBe(p.bytes.length + 200);
    expect(p.bytes.length).toBe(Buffer.byteLength(JSON.stringify({ code: '000', data: '牛津大学' })));
  });
});
