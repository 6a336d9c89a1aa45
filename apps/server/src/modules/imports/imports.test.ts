// Catalogue imports through the calls: who may use them, the dry run of a file with two bad rows
// (exactly those two reported, with column and reason in both languages), apply in one go with the
// source and date on every row, the same file twice changing nothing, XLSX with Chinese headers,
// majors and cases keyed by external key, the error report and templates as files, and 30 staff
// applying one job at once (one applies, the others get a clear code).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { ImportJob, ImportJobDetail } from '@portal/shared';
import { ADMIN, createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { rows } from '../../lib/sql';

let t: TestApp;
const q = <T = any>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
let admin: string;
let clerk: string;
let student: string;
let agent: string;

async function account(roles?: string[]) {
  const { token, phone } = await registerByPhone(t);
  const [u] = await q<{ id: number }>(sql`SELECT id FROM users WHERE phone_number = ${phone}`);
  if (roles) expect((await t.post('/api/admin/user/changeRoles', { userId: u.id, roles }, { token: admin })).code).toBe('000');
  return token;
}

function multipart(name: string, data: Buffer) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const csv = (lines: string[][]) => Buffer.from(Papa.unparse(lines), 'utf8');

async function upload(
  token: string | undefined,
  name: string,
  data: Buffer,
  fields: Record<string, string> = {},
): Promise<{ code: string; data: ImportJob }> {
  const m = multipart(name, data);
  const qs = new URLSearchParams({ kind: 'universities', source: 'Test source', checkedAt: '2026-11-01', ...fields });
  return (await t.call({ method: 'POST', url: `/api/console/imports/upload?${qs}`, payload: m.payload, headers: m.headers, token })).body;
}

async function waitFor(id: number, until: string[]): Promise<ImportJobDetail> {
  for (let i = 0; i < 600; i++) {
    const r = await t.get(`/api/console/imports/job?id=${id}`, { token: clerk });
    expect(r.code).toBe('000');
    if (until.includes(r.data.status)) return r.data;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error(`job ${id} never reached ${until.join('/')}`);
}

async function checked(name: string, data: Buffer, fields: Record<string, string> = {}) {
  const up = await upload(clerk, name, data, fields);
  expect(up.code, JSON.stringify(up)).toBe('000');
  return waitFor(up.data.id, ['checked', 'failed']);
}

async function apply(id: number, token = clerk) {
  const r = await t.post('/api/console/imports/apply', { id }, { token });
  expect(r.code, JSON.stringify(r)).toBe('000');
  return waitFor(id, ['applied', 'failed']);
}

const HEAD = ['English name', 'Chinese name', 'Country', 'Website', 'City', 'QS rank', 'Rank source', 'Rank year'];
const GOOD = [
  ['Testford University', '', 'GB', 'https://www.testford.ac.uk/', 'Testford', '321', 'QS World University Rankings', '2026'],
  ['Examplia Institute of Technology', '示例理工学院', 'AU', 'examplia.edu.au', 'Perth', '', '', ''],
  ['Nordhavn College', '', 'Norway', 'http://nordhavn.no', '', '', '', ''],
];
const BAD = [
  ['Broken Country University', '', 'XX', 'https://broken-country.edu', '', '', '', ''],
  ['Rank Too High University', '', 'US', 'https://rank-too-high.edu', '', 'abc', '', ''],
];

beforeAll(async () => {
  t = await createTestApp({}, { catalogue: true });
  admin = (await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password })).data.token;
  clerk = await account(['clerk']);
  agent = await account(['agent']);
  student = await account();
}, 180_000);
afterAll(async () => t?.close());

describe('roles', () => {
  it('lets only clerks and admins use the import calls', async () => {
    const file = csv([HEAD, GOOD[0]]);
    expect((await upload(undefined, 'a.csv', file)).code).toBe('002');
    expect((await upload(student, 'a.csv', file)).code).toBe('004');
    expect((await upload(agent, 'a.csv', file)).code).toBe('004');
    for (const url of ['/api/console/imports/list', '/api/console/imports/job?id=1', '/api/console/imports/template?kind=majors']) {
      expect((await t.get(url)).code, url).toBe('002');
      expect((await t.get(url, { token: student })).code, url).toBe('004');
    }
    expect((await t.post('/api/console/imports/apply', { id: 1 }, { token: agent })).code).toBe('004');
    expect((await t.get('/api/console/imports/list', { token: admin })).code).toBe('000');
  });

  it('refuses other file types, and files without the required columns', async () => {
    expect((await upload(clerk, 'a.txt', Buffer.from('x'))).code).toBe('020');
    expect(
      (
        await upload(
          clerk,
          'a.csv',
          csv([
            ['Name', 'Foo'],
            ['x', 'y'],
          ]),
        )
      ).code,
    ).toBe('71006');
    expect((await upload(clerk, 'a.xlsx', Buffer.from('not a zip'))).code).toBe('71004');
  });
});

describe('universities', () => {
  let firstId: number;
  it('reports exactly the two bad rows, with column and reason in cn and en', async () => {
    const job = await checked('unis.csv', csv([HEAD, GOOD[0], BAD[0], GOOD[1], BAD[1], GOOD[2]]));
    expect(job.status).toBe('checked');
    expect(job.summary).toEqual({ create: 3, change: 0, same: 0, error: 2 });
    expect(job.errors).toEqual([
      { row: 3, column: 'country', value: 'XX', reason: expect.objectContaining({ en: expect.stringContaining('study country') }) },
      { row: 5, column: 'qsRank', value: 'abc', reason: { cn: '应为数字', en: 'Must be a number' } },
    ]);
    expect(job.errors[0].reason.cn).toContain('留学国家');
    expect(job.preview.create.map((r) => r.row)).toEqual([2, 4, 6]);
    firstId = job.id;
    // Nothing is written by a dry run.
    expect(await q(sql`SELECT 1 FROM universities WHERE website_domain = 'testford.ac.uk'`)).toEqual([]);

    const report = await t.call({
      method: 'GET',
      url: `/api/console/imports/errors?id=${job.id}&format=csv`,
      token: clerk,
      headers: { lang: 'en' },
    });
    expect(report.status).toBe(200);
    const lines = Papa.parse<string[]>(String(report.body).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(lines[0]).toEqual(['Row', 'Column', 'Value', 'Reason', 'Reason (Chinese)']);
    expect(lines.slice(1).map((l) => [l[0], l[1], l[2]])).toEqual([
      ['3', 'Country', 'XX'],
      ['5', 'QS rank', 'abc'],
    ]);
  });

  it('applies the valid rows with the source and date, and the same file again changes nothing', async () => {
    const done = await apply(firstId);
    expect(done.status).toBe('applied');
    expect(done.applied).toEqual({ create: 3, change: 0, same: 0, error: 2 });
    const [u] = await q<any>(
      sql`SELECT uni_name, uni_en_name, country_id, qs_rank, rank_source, rank_year, source, source_url, to_char(checked_at, 'YYYY-MM-DD') AS checked,
                 ai_show, aliases FROM universities WHERE website_domain = 'testford.ac.uk'`,
    );
    expect(u).toMatchObject({
      uni_name: 'Testford University',
      uni_en_name: 'Testford University',
      country_id: '140',
      qs_rank: 321,
      rank_source: 'QS World University Rankings',
      rank_year: 2026,
      source: 'Test source',
      checked: '2026-11-01',
      ai_show: false,
    });
    expect(u.aliases).toEqual(['testford']);
    const [audit] = await q<any>(
      sql`SELECT action, detail FROM audit_log WHERE action = 'catalogue.import' AND target = ${String(firstId)}`,
    );
    expect(audit.detail).toMatchObject({ kind: 'universities', create: 3 });
    // The public list finds it at once.
    const list = await t.post('/api/uni/school-university/getPartnerUniList', { pageNo: 1, pageSize: 10, uniName: 'Testford' });
    expect(list.data.list.map((x: any) => x.uniEnName)).toContain('Testford University');

    const again = await checked('unis.csv', csv([HEAD, GOOD[0], BAD[0], GOOD[1], BAD[1], GOOD[2]]));
    expect(again.summary).toEqual({ create: 0, change: 0, same: 3, error: 2 });
    const before = await q(sql`SELECT * FROM universities ORDER BY id`);
    const second = await apply(again.id);
    expect(second.applied).toEqual({ create: 0, change: 0, same: 3, error: 2 });
    expect(await q(sql`SELECT * FROM universities ORDER BY id`)).toEqual(before);
    // Applied once only.
    expect((await t.post('/api/console/imports/apply', { id: again.id }, { token: clerk })).code).toBe('71002');
  });

  it('reads XLSX with Chinese headers and shows the changed fields before and after', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('院校');
    ws.addRow(['英文名称*', '中文名称', '国家', '官网', 'QS排名']);
    ws.addRow(['Testford University', '泰斯特福德大学', '英国', 'testford.ac.uk', 300]);
    const job = await checked('unis.xlsx', Buffer.from(await wb.xlsx.writeBuffer()), { source: 'Test source' });
    expect(job.summary).toEqual({ create: 0, change: 1, same: 0, error: 0 });
    const fields = Object.fromEntries(job.preview.change[0].changes.map((c) => [c.field, [c.before, c.after]]));
    expect(fields).toMatchObject({ uniName: ['Testford University', '泰斯特福德大学'], qsRank: ['321', '300'] });
    expect(fields.website).toEqual(['https://www.testford.ac.uk/', 'https://testford.ac.uk']);
    await apply(job.id);
    const [u] = await q<any>(sql`SELECT uni_name, pinyin, qs_rank FROM universities WHERE website_domain = 'testford.ac.uk'`);
    expect(u).toEqual({ uni_name: '泰斯特福德大学', pinyin: 'taisitefudedaxue', qs_rank: 300 });
  });

  it('refuses an English name another university has, and a domain twice in a file', async () => {
    const [ox] = await q<any>(
      sql`SELECT uni_en_name, website_domain FROM universities WHERE website_domain IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const job = await checked(
      'dup.csv',
      csv([
        ['English name', 'Country', 'Website'],
        [ox.uni_en_name, 'GB', 'https://another-domain.example.ac.uk'],
        ['Once Only University', 'GB', 'https://once-only.ac.uk'],
        ['Twice University', 'GB', 'https://www.once-only.ac.uk/x'],
      ]),
    );
    expect(job.errors.map((e) => [e.row, e.column, e.reason.en])).toEqual([
      [2, 'uniEnName', `Another university already has this English name (${ox.website_domain})`],
      [4, 'website', 'Same key as row 3'],
    ]);
  });
});

describe('majors and cases', () => {
  it('imports majors by external key (given or built), and cases; again changes nothing', async () => {
    const majors = csv([
      ['University website', 'English name', 'Chinese name', 'Degree', 'Tuition', 'Requirements', 'External key'],
      ['testford.ac.uk', 'MSc Data Science', '数据科学硕士', 'master', '32,000', 'A good degree', ''],
      ['https://www.testford.ac.uk', 'BSc Physics', '', '本科', '25000', '', 'tf-bsc-physics'],
      ['unknown-domain.example', 'MSc Nothing', '', '2', '', '', ''],
      ['testford.ac.uk', 'MA Bad Degree', '', 'diploma', '', '', ''],
    ]);
    const job = await checked('majors.csv', majors, { kind: 'majors', source: 'Testford fees page' });
    expect(job.summary).toEqual({ create: 2, change: 0, same: 0, error: 2 });
    expect(job.errors.map((e) => [e.row, e.column])).toEqual([
      [4, 'uniDomain'],
      [5, 'degreeType'],
    ]);
    await apply(job.id);
    const found = await q<any>(
      sql`SELECT m.external_key, m.major_name, m.major_tuition::int AS tuition, m.currency, m.country_id, m.source, m.background_requirement_en AS req
            FROM majors m JOIN universities u ON u.id = m.uni_id WHERE u.website_domain = 'testford.ac.uk' ORDER BY m.external_key`,
    );
    expect(found).toEqual([
      {
        external_key: 'testford.ac.uk:2:msc-data-science',
        major_name: '数据科学硕士',
        tuition: 32000,
        currency: 'GBP',
        country_id: '140',
        source: 'Testford fees page',
        req: 'A good degree',
      },
      {
        external_key: 'tf-bsc-physics',
        major_name: 'BSc Physics',
        tuition: 25000,
        currency: 'GBP',
        country_id: '140',
        source: 'Testford fees page',
        req: null,
      },
    ]);
    const again = await checked('majors.csv', majors, { kind: 'majors', source: 'Testford fees page' });
    expect(again.summary).toEqual({ create: 0, change: 0, same: 2, error: 2 });

    const cases = csv([
      ['External key', 'University website', 'Student', 'Degree', 'Programme', 'Offer date', 'GPA'],
      ['case-t-1', 'testford.ac.uk', '王同学', 'master', 'MSc Data Science', '2026/3/1', '3.6'],
      ['case-t-2', 'testford.ac.uk', '李同学', 'master', 'MSc Data Science', 'yesterday', ''],
    ]);
    const cj = await checked('cases.csv', cases, { kind: 'cases' });
    expect(cj.summary).toEqual({ create: 1, change: 0, same: 0, error: 1 });
    expect(cj.errors[0]).toMatchObject({ row: 3, column: 'resultDate' });
    await apply(cj.id);
    const [k] = await q<any>(
      sql`SELECT stu_spell, to_char(result_date, 'YYYY-MM-DD') AS d, edu_gpa::text AS gpa, source FROM cases WHERE external_key = 'case-t-1'`,
    );
    expect(k).toEqual({ stu_spell: 'wang tong xue', d: '2026-03-01', gpa: '3.60', source: 'Test source' });
  });
});

describe('files', () => {
  it('serves a template per kind in cn and en, which imports as a file of its own', async () => {
    const cn = await t.call({
      method: 'GET',
      url: '/api/console/imports/template?kind=majors&format=csv',
      token: clerk,
      headers: { lang: 'cn' },
    });
    expect(String(cn.body)).toContain('院校官网*');
    // The English XLSX template (header row and example row) imports as it is.
    const tpl = await t.app.inject({
      method: 'GET',
      url: '/api/console/imports/template?kind=universities&format=xlsx',
      headers: { token: clerk, lang: 'en' },
    });
    expect(tpl.statusCode).toBe(200);
    expect(tpl.headers['content-type']).toContain('spreadsheetml');
    const sheet = new ExcelJS.Workbook();
    await sheet.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
    expect(sheet.worksheets[0].getRow(1).getCell(1).text).toBe('English name*');
    const job = await checked('template.xlsx', tpl.rawPayload);
    expect(job.summary).toEqual({ create: 1, change: 0, same: 0, error: 0 });
  });
});

describe('30 staff apply one job at once', () => {
  it('applies it once; the others get 71001 or 71002', async () => {
    const lines = [
      HEAD,
      ...Array.from({ length: 300 }, (_, i) => [`Concurrency University ${i}`, '', 'US', `https://conc-${i}.edu`, '', '', '', '']),
    ];
    const job = await checked('conc.csv', csv(lines));
    expect(job.summary.create).toBe(300);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => t.post('/api/console/imports/apply', { id: job.id }, { token: clerk })),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === '000')).toHaveLength(1);
    expect(codes.every((c) => ['000', '71001', '71002'].includes(c))).toBe(true);
    const done = await waitFor(job.id, ['applied', 'failed']);
    expect(done.applied?.create).toBe(300);
    const [n] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM universities WHERE uni_en_name LIKE 'Concurrency University %'`);
    expect(n.n).toBe(300);
    expect((await q(sql`SELECT 1 FROM audit_log WHERE action = 'catalogue.import' AND target = ${String(job.id)}`)).length).toBe(1);
  });
});

describe('progress seen by other processes', () => {
  it('writes the processed count at most once a second per job, and forgets a job when it ends', async () => {
    const { ImportProgress } = await import('./service');
    const written: [number, number][] = [];
    const progress = new ImportProgress(async (id, n) => written.push([id, n]));
    progress.set(7, 10);
    progress.set(7, 20);
    progress.set(8, 5);
    expect(written).toEqual([
      [7, 10],
      [8, 5],
    ]);
    expect(progress.get(7)).toBe(20);
    progress.done(7);
    progress.set(7, 30);
    expect(written).toEqual([
      [7, 10],
      [8, 5],
      [7, 30],
    ]);
    await progress.idle();
  });
});
