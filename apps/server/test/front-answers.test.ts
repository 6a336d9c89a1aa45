// Front answers (lib/front-answers.ts): a prepared anonymous catalogue answer given again before the
// hooks run. What it must keep: the same bytes and headers as the whole way, per language and
// encoding; nothing for a signed-in reader; the request limit; a university view counted once per
// new visitor; a catalogue change seen at once; a body read ahead still parsed when not answered; a
// client gone in the middle of its body not counted against its address; a request refused in front
// counted once.
import net, { type AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LANG_COOKIE, TOKEN_COOKIE } from '@portal/shared';
import { createTestApp, registerByPhone, type TestApp } from './helpers';
import { rows } from '../src/lib/sql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '10000' }, { catalogue: true });
  // The catalogue loads on the first request (its version moves then).
  await t.post(LIST, {});
}, 120_000);
afterAll(async () => t?.close());

const LIST = '/api/uni/school-university/getPartnerUniList';
const SHOW = '/api/uni/school-university/show';
const MAJOR = '/api/uni/major/info';
const IP = '10.250.0.1';
const answered = () => t.app.front.answered;

/** Headers that differ between two answers of the same thing (the clock) are left out. */
const stable = (h: Record<string, unknown>) => {
  const { date: _date, ...rest } = h;
  return rest;
};

/** `n` clients, one after another, send part of a list request's body over a socket and go. */
async function goneMidBody(port: number, n: number) {
  for (let i = 0; i < n; i++)
    await new Promise<void>((resolve, reject) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.write(`POST ${LIST} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"pageNo":1,`);
        setTimeout(() => (s.destroy(), resolve()), 50);
      });
      s.on('error', reject);
    });
}

/** A whole list request over a real socket: the code of its answer. */
async function wholeList(port: number): Promise<string> {
  const r = await fetch(`http://127.0.0.1:${port}${LIST}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageNo: 1, pageSize: 12 }),
  });
  return ((await r.json()) as { code: string }).code;
}

const list = (payload: object, headers: Record<string, string> = {}, ip = IP) =>
  t.call({ method: 'POST', url: LIST, payload, headers, remoteAddress: ip });

describe('front answers', () => {
  it('answer a repeated anonymous list with the same bytes and headers as the whole way', async () => {
    const body = { pageNo: 1, pageSize: 12, uniName: 'niujin' };
    const first = await list(body);
    expect(first.status).toBe(200);
    expect(first.body.code).toBe('000');
    const before = answered();
    const again = await list(body);
    expect(answered()).toBe(before + 1);
    expect(again.body).toEqual(first.body);
    expect(stable(again.headers)).toEqual(stable(first.headers));
    expect(again.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('give each encoding its own bytes, decoded to the same answer', async () => {
    const body = { pageNo: 1, pageSize: 30 };
    const plain = await list(body);
    for (const enc of ['gzip', 'br'] as const) {
      await list(body, { 'accept-encoding': enc });
      const before = answered();
      const res = await t.app.inject({ method: 'POST', url: LIST, payload: body, headers: { 'accept-encoding': enc }, remoteAddress: IP });
      expect(answered()).toBe(before + 1);
      expect(res.headers['content-encoding']).toBe(enc);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const text = (enc === 'gzip' ? zlib.gunzipSync(res.rawPayload) : zlib.brotliDecompressSync(res.rawPayload)).toString('utf8');
      expect(JSON.parse(text)).toEqual(plain.body);
    }
  });

  it('answer 304 to a GET that has the answer already, as the whole way does', async () => {
    const url = `${MAJOR}?majorId=1`;
    const first = await t.call({ method: 'GET', url, remoteAddress: IP });
    expect(first.body.code).toBe('000');
    const etag = String(first.headers.etag);
    const whole = await t.call({ method: 'GET', url, headers: { 'if-none-match': etag }, remoteAddress: IP });
    const before = answered();
    const front = await t.call({ method: 'GET', url, headers: { 'if-none-match': etag }, remoteAddress: IP });
    expect(answered()).toBe(before + 1);
    expect(front.status).toBe(304);
    expect(stable(front.headers)).toEqual(stable(whole.headers));
  });

  it('keep the languages apart: header, body field and cookie', async () => {
    const body = { pageNo: 1, pageSize: 5, uniName: 'oxford' };
    const cn = await list(body);
    const en = await list(body, { lang: 'en' });
    expect(cn.body.msg).not.toBe(en.body.msg);
    for (let i = 0; i < 2; i++) {
      expect((await list(body)).body).toEqual(cn.body);
      expect((await list(body, { lang: 'en' })).body).toEqual(en.body);
      expect((await list({ ...body, lang: 'en' })).body.msg).toBe(en.body.msg);
      expect((await list(body, { cookie: `${LANG_COOKIE}=en` })).body.msg).toBe(en.body.msg);
      expect((await list(body, { cookie: `other=1; ${LANG_COOKIE}=cn` })).body.msg).toBe(cn.body.msg);
      // Cookies are read as the cookie plugin reads them: another cookie's name ending the same way
      // does not hide the language cookie (which would give the next plain reader English).
      expect((await list(body, { cookie: `ui-${LANG_COOKIE}=en; ${LANG_COOKIE}=en` })).body.msg).toBe(en.body.msg);
      expect((await list(body, { cookie: `${LANG_COOKIE} = en` })).body.msg).toBe(en.body.msg);
      expect((await list(body)).body.msg).toBe(cn.body.msg);
    }
  });

  it('send a body of another media type the whole way (415), though its bytes have an answer', async () => {
    const payload = JSON.stringify({ pageNo: 1, pageSize: 4 });
    for (let i = 0; i < 2; i++) expect((await list(JSON.parse(payload))).body.code).toBe('000');
    const other = await t.call({ method: 'POST', url: LIST, payload, headers: { 'content-type': 'application/jsonx' }, remoteAddress: IP });
    expect(other.status).toBe(415);
  });

  it('leave encodings other than brotli and gzip to the whole way (deflate, *)', async () => {
    const body = { pageNo: 1, pageSize: 30 };
    for (const enc of ['deflate', '*']) {
      const ask = () => t.app.inject({ method: 'POST', url: LIST, payload: body, headers: { 'accept-encoding': enc }, remoteAddress: IP });
      const whole = await ask();
      const again = await ask();
      expect(again.headers['content-encoding']).toBe(whole.headers['content-encoding']);
      expect(again.rawPayload.equals(whole.rawPayload)).toBe(true);
    }
  });

  it('never answer a request with a session there: a signed-in reader sees their favourites', async () => {
    const { token } = await registerByPhone(t);
    const body = { pageNo: 1, pageSize: 12 };
    const anonymous = await list(body);
    await list(body);
    const uniId = anonymous.body.data.list[0].uniId as number;
    const fav = await t.call({ method: 'GET', url: `/api/uni/school-university/stuWeb/collectSchool?uniId=${uniId}&flag=0`, token });
    expect(fav.body.code).toBe('000');
    const before = answered();
    const byHeader = await t.call({ method: 'POST', url: LIST, payload: body, token });
    const byCookie = await t.call({ method: 'POST', url: LIST, payload: body, headers: { cookie: `${TOKEN_COOKIE}=${token}` } });
    const byBearer = await t.call({ method: 'POST', url: LIST, payload: body, headers: { authorization: `Bearer ${token}` } });
    const behindOther = await t.call({
      method: 'POST',
      url: LIST,
      payload: body,
      headers: { cookie: `old-${TOKEN_COOKIE}=1; ${TOKEN_COOKIE}=${token}` },
    });
    expect(answered()).toBe(before);
    for (const r of [byHeader, byCookie, byBearer, behindOther])
      expect(r.body.data.list.find((u: { uniId: number }) => u.uniId === uniId).flag).toBe('1');
    expect((await list(body)).body.data.list[0].flag).not.toBe('1');
  });

  it('answer a list from the catalogue as it is now, in every process: a change ends the old answer', async () => {
    const body = { pageNo: 1, pageSize: 5, uniName: 'University of Oxford' };
    const name = async () => ((await list(body)).body.data.list[0]?.uniEnName as string) ?? '';
    expect(await name()).toBe('University of Oxford');
    expect(await name()).toBe('University of Oxford');
    try {
      await rows(
        t.database.db,
        sql`UPDATE universities SET uni_en_name = 'University of Oxford (front)' WHERE uni_en_name = 'University of Oxford'`,
      );
      let seen = '';
      for (let i = 0; i < 100 && seen !== 'University of Oxford (front)'; i++) {
        seen = await name();
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(seen).toBe('University of Oxford (front)');
    } finally {
      await rows(
        t.database.db,
        sql`UPDATE universities SET uni_en_name = 'University of Oxford' WHERE uni_en_name = 'University of Oxford (front)'`,
      );
    }
  });

  it("count a new visitor's view of a university though another visitor's answer is ready", async () => {
    const url = `${SHOW}?uniId=2`;
    const view = (ip: string) => t.call({ method: 'GET', url, remoteAddress: ip, headers: { 'user-agent': 'front-test' } });
    const a1 = await view('10.250.1.1');
    await view('10.250.1.1');
    const before = answered();
    const a3 = await view('10.250.1.1');
    expect(answered()).toBe(before + 1);
    const b = await view('10.250.1.2');
    expect(answered()).toBe(before + 1);
    expect(b.body.data.viewNumber).toBe(a1.body.data.viewNumber + 1);
    expect(a3.body.data.viewNumber).toBe(a1.body.data.viewNumber);
  });

  it('parse a body it read ahead when the answer is not ready, and refuse bad input as before', async () => {
    const fresh = await list({ pageNo: 1, pageSize: 7, uniName: 'melbourne' });
    expect(fresh.body.code).toBe('000');
    expect(fresh.body.data.list.length).toBeGreaterThan(0);
    for (let i = 0; i < 2; i++) {
      const bad = await t.call({
        method: 'POST',
        url: LIST,
        payload: '{"pageNo": 1',
        headers: { 'content-type': 'application/json' },
        remoteAddress: IP,
      });
      expect(bad.status).toBe(400);
      const invalid = await list({ pageNo: 0 });
      expect(invalid.body.code).toBe('003');
    }
  });

  it('give 30 readers arriving at once the same answer', async () => {
    const body = { pageNo: 1, pageSize: 12, countryIds: ['140'] };
    const all = await Promise.all(Array.from({ length: 30 }, () => list(body)));
    const more = await Promise.all(Array.from({ length: 30 }, () => list(body)));
    for (const r of [...all, ...more]) {
      expect(r.status).toBe(200);
      expect(r.body).toEqual(all[0].body);
    }
  });
});

describe('front answers and the request limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '6' }, { catalogue: true });
  }, 120_000);
  afterAll(async () => limited?.close());

  it('count every request answered in front, and refuse the one over the limit with 006', async () => {
    const ask = () =>
      limited.call({
        method: 'POST',
        url: LIST,
        payload: { pageNo: 1, pageSize: 12 },
        remoteAddress: '10.251.0.1',
        headers: { lang: 'en' },
      });
    const codes: string[] = [];
    for (let i = 0; i < 8; i++) codes.push((await ask()).body.code);
    expect(codes).toEqual([...Array(6).fill('000'), '006', '006']);
    expect(limited.app.front.answered).toBeGreaterThanOrEqual(4);
    const over = await ask();
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('006');
    expect(over.body.msg).not.toMatch(/[\u4e00-\u9fff]/);
    expect(over.headers['retry-after']).toBeDefined();
    // Another address is not held up by it.
    const other = await limited.call({ method: 'POST', url: LIST, payload: { pageNo: 1, pageSize: 12 }, remoteAddress: '10.251.0.2' });
    expect(other.body.code).toBe('000');
  });

  it('leave a client gone in the middle of its body uncounted: its address keeps its whole allowance', async () => {
    await limited.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = limited.app.server.address() as AddressInfo;
    // Three clients send part of a body to a route answered in front, then go.
    await goneMidBody(port, 3);
    await new Promise((r) => setTimeout(r, 200));
    // The address still has its whole allowance (6 a minute): the limit counted none of them.
    const codes: string[] = [];
    for (let i = 0; i < 7; i++) codes.push(await wholeList(port));
    expect(codes).toEqual([...Array(6).fill('000'), '006']);
  });
});

describe('front answers and the request limit counted in Redis', () => {
  const REDIS = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';
  let counted: TestApp;
  beforeAll(async () => {
    counted = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: REDIS }, { catalogue: true });
    // The catalogue loads on the first request (its version moves then).
    await counted.post(LIST, {});
  }, 120_000);
  afterAll(async () => counted?.close());
  const redisClient = async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(REDIS, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    return redis;
  };

  it('count a request refused in front once, though it goes the whole way to be answered', async () => {
    const redis = await redisClient();
    try {
      // An address of its own for this run (Redis outlives the test).
      const ip = `10.253.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      // The plugin puts the route of a limit made outside a route in the key ("undefinedundefined-").
      const keyOf = async () => {
        const keys = await redis.keys(`portal-rl:*api:${ip}`);
        expect(keys).toHaveLength(1);
        return keys[0];
      };
      const before = counted.app.front.answered;
      const codes: string[] = [];
      for (let i = 0; i < 6; i++)
        codes.push((await counted.call({ method: 'POST', url: LIST, payload: { pageNo: 1, pageSize: 12 }, remoteAddress: ip })).body.code);
      expect(codes).toEqual(['000', '000', '000', '006', '006', '006']);
      // The last three were answerable in front: refused there, then answered 006 on the whole way.
      expect(counted.app.front.answered - before).toBe(2);
      const key = await keyOf();
      expect(Number(await redis.get(key))).toBe(6);
      await redis.del(key);
    } finally {
      redis.disconnect();
    }
  });

  it('count nothing for a client gone in the middle of its body (its address is gone with its socket)', async () => {
    const redis = await redisClient();
    try {
      // Counted after the socket closed, such a request had no address: it went into one count for all.
      const counts = () => redis.keys('portal-rl:*api:undefined').then((k) => (k.length ? redis.mget(...k) : []));
      const stale = await redis.keys('portal-rl:*api:undefined');
      if (stale.length) await redis.del(...stale);
      await counted.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = counted.app.server.address() as AddressInfo;
      await goneMidBody(port, 3);
      await new Promise((r) => setTimeout(r, 300));
      expect(await counts()).toEqual([]);
      // A whole request over the same socket path is counted as usual.
      expect(await wholeList(port)).toBe('000');
      expect(await redis.keys('portal-rl:*api:127.0.0.1')).toHaveLength(1);
    } finally {
      redis.disconnect();
    }
  });
});
