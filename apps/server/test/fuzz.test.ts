// Bad input never gets a server error: every documented route is called with NUL characters,
// ids past the int4 range, negative sizes, wrong types and oversized strings, as staff, as a
// student and anonymously. Each answer must be a refusal or a success, never HTTP 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, registerByPhone, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp({}, { catalogue: true });
  admin = (await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password })).data.token;
  student = (await registerByPhone(t)).token;
}, 120_000);
afterAll(async () => t?.close());

const CORPUS: unknown[] = [
  '\u0000',
  'a\u0000b',
  'abc\u0007\u001b[31m',
  2 ** 40,
  -1,
  -99999999999,
  '99999999999999999999',
  1.5,
  1e308,
  [],
  [null, { a: '\u0000' }],
  {},
  true,
  'x'.repeat(5000),
  "' OR 1=1 --",
];

/** Calls that end the caller's own session whatever they are sent: left out so the rest run signed in. */
const SKIP = new Set(['POST /admin/user/crm/logOut']);

type Doc = {
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>
  >;
  components: { schemas: Record<string, Schema> };
};
type Schema = { $ref?: string; properties?: Record<string, unknown>; allOf?: Schema[]; anyOf?: Schema[] };

function propertyNames(doc: Doc, schema: Schema | undefined, depth = 0): string[] {
  if (!schema || depth > 4) return [];
  if (schema.$ref) return propertyNames(doc, doc.components.schemas[schema.$ref.split('/').pop()!], depth + 1);
  const own = Object.keys(schema.properties ?? {});
  const nested = [...(schema.allOf ?? []), ...(schema.anyOf ?? [])].flatMap((s) => propertyNames(doc, s, depth + 1));
  return [...new Set([...own, ...nested])];
}

describe('fuzzed input', () => {
  it('gets no HTTP 500 from any route', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json', token: admin })).body as Doc;
    const failures: string[] = [];
    let calls = 0;
    for (const [route, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (SKIP.has(`${method.toUpperCase()} ${route}`)) continue;
        const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        const bodyNames = propertyNames(doc, op.requestBody?.content?.['application/json']?.schema);
        for (const value of CORPUS) {
          const url = `/api${route.replace(/\{[^}]+\}/g, encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value)))}`;
          const query = new URLSearchParams(
            queryNames.map((n) => [n, typeof value === 'string' ? value : JSON.stringify(value)]),
          ).toString();
          const payload = Object.fromEntries(bodyNames.map((n) => [n, value]));
          for (const token of [admin, student, undefined]) {
            calls++;
            const r = await t.call({
              method: method.toUpperCase() as 'GET',
              url: query ? `${url}?${query}` : url,
              ...(method === 'get' ? {} : { payload }),
              token,
            });
            if (r.status >= 500)
              failures.push(
                `${method.toUpperCase()} ${route} ${JSON.stringify(value).slice(0, 40)} → ${r.status} ${JSON.stringify(r.body).slice(0, 120)}`,
              );
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 300_000);
});
