// Two server instances on one PostgreSQL database, as `npm run start:cluster` runs them: what one
// does, the other sees. A session made through one works on the other and ends on both when it is
// ended through one (each keeps resolved sessions in memory); a per-address limit is counted once
// for both; a catalogue change made through one reaches the other's lists in memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { createTestApp, registerByPhone, TEST_DB, type TestApp } from './helpers';

describe.skipIf(TEST_DB !== 'postgres')('two server processes on one PostgreSQL database', () => {
  let a: TestApp;
  let bDb: Database;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await createTestApp({ CONTACT_LOOKUP_PER_MINUTE: '6' }, { catalogue: true });
    bDb = await openDatabase({ databaseUrl: a.app.config.DATABASE_URL });
    b = await buildApp({ config: a.app.config, database: bDb, logger: false });
    await b.ready();
  }, 180_000);
  afterAll(async () => {
    await b?.close();
    await bDb?.close();
    await a?.close();
  });

  const onB = async (method: 'GET' | 'POST', url: string, payload?: object, token?: string, ip = '10.77.0.1') => {
    const r = await b.inject({ method, url, payload, remoteAddress: ip, headers: token ? { token } : {} });
    return r.json() as { code: string; data: any };
  };

  it('a session made on one works on the other and ends on both', async () => {
    const { token } = await registerByPhone(a);
    expect((await onB('GET', '/api/admin/user/getInfo', undefined, token)).code).toBe('000');
    // B now holds the session in memory; the logout goes through A.
    expect((await a.post('/api/admin/user/crm/logOut', {}, { token })).code).toBe('000');
    await b.changes.sync();
    expect((await onB('GET', '/api/admin/user/getInfo', undefined, token)).code).toBe('015');
  });

  it('counts a per-address limit once for both', async () => {
    const ip = '10.77.0.9';
    const codes: string[] = [];
    for (let i = 0; i < 8; i++) {
      const payload = { content: `1390000${i}000` };
      const r =
        i % 2
          ? await onB('POST', '/api/auth/student/checkUser', payload, undefined, ip)
          : (await a.call({ method: 'POST', url: '/api/auth/student/checkUser', payload, remoteAddress: ip })).body;
      codes.push(r.code);
    }
    // Six a minute for the address in all: the seventh and eighth are refused, whichever answers.
    expect(codes.slice(0, 6).every((c) => c !== '006')).toBe(true);
    expect(codes.slice(6)).toEqual(['006', '006']);
  });

  it('sees a catalogue change made through the other', async () => {
    const first = async () =>
      (await onB('POST', '/api/uni/school-university/listUniByKeyWords', { uniNameLike: 'oxford' })).data.list[0]?.uniEnName;
    expect(await first()).toBe('University of Oxford');
    await a.database.db.execute(
      sql`UPDATE universities SET uni_en_name = 'University of Oxford (B sees)' WHERE uni_en_name = 'University of Oxford'`,
    );
    await b.changes.sync();
    expect(await first()).toBe('University of Oxford (B sees)');
  });
});
