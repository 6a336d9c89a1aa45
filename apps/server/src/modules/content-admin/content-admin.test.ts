// The console's content calls: who may call them (anonymous 002, student and agent 004, clerk and
// admin 000), the verified flag (needs a staff-uploaded offer letter, removing it un-verifies, the
// letter is never readable by a student or anonymously, the public case carries only `verified`),
// hidden cases gone from every public answer, an article published from the console on the public
// list at once, banners in order, dictionary changes in the public answer at once, audit rows, 30
// concurrent verifications and saves holding, and stale saves: an article, banner or dictionary value
// saved with the updatedAt of an older version (after a save, a bulk change or a move) answers 71020
// and changes nothing; 30 saves at once over one version give one 000 and 29 × 71020.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN, createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { PDF, makePng } from '../../../test/fixtures';
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
async function uploadOffer(token: string, name = 'offer.pdf', data: Buffer = PDF, use = 'offer') {
  const m = multipart(name, data);
  const r = await t.call({ method: 'POST', url: `/api/file/upload/uploadImg?use=${use}`, payload: m.payload, headers: m.headers, token });
  expect(r.body.code).toBe('000');
  const path = r.body.data.imgPath as string;
  return { path, id: path.split('/').pop()!.split('.')[0] };
}

const detail = async (id: number, token = admin) => (await t.get(`/api/console/cases/detail?id=${id}`, { token })).data;
/** The save body of a case as the console's form sends it. */
function formOf(d: any) {
  const out = { ...d };
  for (const k of ['uniName', 'uniEnName', 'externalKey', 'viewNumber', 'updateDate', 'offerFile', 'verifiedAt', 'verifiedBy'])
    delete out[k];
  return { ...out, applies: d.applies.map(({ uniName: _u, uniEnName: _e, ...a }: any) => a) };
}
const audits = (action: string, target: string) =>
  q<any>(sql`SELECT detail FROM audit_log WHERE action = ${action} AND target = ${target}`);

let caseId: number;
let uniId: number;

beforeAll(async () => {
  t = await createTestApp({}, { catalogue: true });
  const login = await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password });
  admin = login.data.token;
  clerk = await account(['clerk']);
  agent = await account(['agent']);
  student = await account();
  const [k] = await q<{ id: number; uniId: number }>(
    sql`SELECT k.id, k.uni_id AS "uniId" FROM cases k WHERE EXISTS (SELECT 1 FROM case_applies a WHERE a.case_id = k.id) ORDER BY k.result_date DESC, k.id DESC LIMIT 1`,
  );
  caseId = k.id;
  uniId = k.uniId;
}, 180_000);
afterAll(async () => t?.close());

describe('who may call', () => {
  it('answers 002 without a session, 004 to students and agents, 000 to clerks and admins', async () => {
    const reads: [string, 'GET' | 'POST', object?][] = [
      ['/api/console/cases/list', 'POST', {}],
      [`/api/console/cases/detail?id=${caseId}`, 'GET'],
      ['/api/console/articles/list', 'POST', {}],
      ['/api/console/banners', 'GET'],
      ['/api/console/dicts/types', 'GET'],
      ['/api/console/dicts?dictType=jxj_article_type', 'GET'],
    ];
    for (const [url, method, body] of reads) {
      const send = (token?: string) => (method === 'GET' ? t.get(url, { token }) : t.post(url, body, { token }));
      expect((await send()).code, `${url} anonymous`).toBe('002');
      expect((await send(student)).code, `${url} student`).toBe('004');
      expect((await send(agent)).code, `${url} agent`).toBe('004');
      expect((await send(clerk)).code, `${url} clerk`).toBe('000');
      expect((await send(admin)).code, `${url} admin`).toBe('000');
    }
    // Writes are refused before anything is checked or changed.
    const writes: [string, object][] = [
      ['/api/console/cases/save', formOf(await detail(caseId))],
      ['/api/console/cases/verify', { id: caseId, verified: false }],
      ['/api/console/cases/status', { ids: [caseId], status: '0' }],
      ['/api/console/articles/save', {}],
      ['/api/console/articles/status', { ids: [1], status: '0' }],
      ['/api/console/banners/save', {}],
      ['/api/console/banners/move', { id: 1, direction: 'down' }],
      ['/api/console/banners/status', { ids: [1], status: '0' }],
      ['/api/console/dicts/save', {}],
      ['/api/console/dicts/status', { ids: [1], status: '0' }],
      ['/api/console/dicts/delete', { id: 1 }],
    ];
    for (const [url, body] of writes) {
      expect((await t.post(url, body)).code, `${url} anonymous`).toBe('002');
      expect((await t.post(url, body, { token: student })).code, `${url} student`).toBe('004');
      expect((await t.post(url, body, { token: agent })).code, `${url} agent`).toBe('004');
    }
    expect((await t.post('/api/console/cases/status', { ids: [caseId], status: '0' }, { token: clerk })).code).toBe('000');
  });
});

describe('cases and the verified flag', () => {
  it('lists with filters and sorts', async () => {
    const all = (await t.post('/api/console/cases/list', { pageSize: 100 }, { token: clerk })).data;
    const [{ n }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM cases`);
    expect(all.totalCount).toBe(n);
    const byViews = (await t.post('/api/console/cases/list', { sort: 'viewNumber', order: 'desc', pageSize: 10 }, { token: clerk })).data;
    const views = byViews.list.map((k: any) => k.viewNumber);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const ranged = (await t.post('/api/console/cases/list', { from: '2024-01-01', to: '2024-12-31', uniId }, { token: clerk })).data;
    const [{ m }] = await q<{ m: number }>(
      sql`SELECT count(*)::int AS m FROM cases WHERE uni_id = ${uniId} AND result_date BETWEEN '2024-01-01' AND '2024-12-31'`,
    );
    expect(ranged.totalCount).toBe(m);
    expect((await t.post('/api/console/cases/list', { verified: '1' }, { token: clerk })).data.totalCount).toBe(0);
    expect((await t.post('/api/console/cases/list', { from: '2024-02-30' }, { token: clerk })).code).toBe('003');
  });

  it('refuses verified without an offer letter, and a letter that is not a staff offer upload', async () => {
    const d = await detail(caseId);
    expect(d.verified).toBe(false);
    expect((await t.post('/api/console/cases/verify', { id: caseId, verified: true }, { token: clerk })).code).toBe('71041');
    expect((await t.post('/api/console/cases/save', { ...formOf(d), verified: true }, { token: clerk })).code).toBe('71041');
    // A student cannot upload an 'offer' at all; a student's own file, or a staff upload for another
    // use, is not an offer letter.
    const m = multipart('offer.pdf', PDF);
    const refused = await t.call({
      method: 'POST',
      url: '/api/file/upload/uploadImg?use=offer',
      payload: m.payload,
      headers: m.headers,
      token: student,
    });
    expect(refused.body.code).toBe('004');
    const mine = await uploadOffer(student, 'x.pdf', PDF, 'attachment');
    expect((await t.post('/api/console/cases/save', { ...formOf(d), offerFileId: mine.id }, { token: clerk })).code).toBe('71042');
    const other = await uploadOffer(clerk, 'x.pdf', PDF, 'attachment');
    expect((await t.post('/api/console/cases/save', { ...formOf(d), offerFileId: other.id }, { token: clerk })).code).toBe('71042');
    expect((await detail(caseId)).offerFileId).toBeNull();
  });

  it('verifies with a letter: the public case shows verified, the letter stays with staff, removing it un-verifies', async () => {
    const offer = await uploadOffer(clerk);
    const d = await detail(caseId);
    const saved = await t.post('/api/console/cases/save', { ...formOf(d), offerFileId: offer.id, verified: true }, { token: clerk });
    expect(saved.code).toBe('000');
    expect(saved.data).toMatchObject({ verified: true, offerFileId: offer.id, offerFile: { url: offer.path, ext: 'pdf' } });
    expect(saved.data.verifiedBy).toMatch(/\*/);
    expect(saved.data.verifiedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const [row] = await q<any>(sql`SELECT verified_by, verified_at FROM cases WHERE id = ${caseId}`);
    expect(row.verified_by).not.toBeNull();

    // Public answers carry the flag and nothing of the letter.
    const pub = await t.post('/api/clerk/student/caseShareList', { pageSize: 90 });
    const card = pub.data.list.find((k: any) => k.stuId === caseId);
    expect(card.verified).toBe(true);
    expect(JSON.stringify(pub)).not.toContain(offer.id);
    const { token } = await registerByPhone(t);
    const one = await t.get(`/api/clerk/agent/stu/webCase?stuId=${caseId}`, { token });
    expect(one.data.verified).toBe(true);
    expect(JSON.stringify(one)).not.toContain(offer.id);
    expect((await t.post('/api/clerk/student/scrollbar', {})).data.find((k: any) => k.stuId === caseId)?.verified).toBe(true);

    // The letter: staff read it; a student, an agent and anonymous visitors get 404.
    expect((await t.call({ method: 'GET', url: offer.path, token: admin })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: offer.path, token: student })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: offer.path, token: agent })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: offer.path })).status).toBe(404);
    expect((await t.post('/api/console/cases/list', { verified: '1' }, { token: clerk })).data.list.map((k: any) => k.id)).toEqual([
      caseId,
    ]);

    // Removing the letter un-verifies, and the public case loses the badge at once.
    const removed = await t.post('/api/console/cases/save', { ...formOf(saved.data), offerFileId: null }, { token: clerk });
    expect(removed.data).toMatchObject({ verified: false, offerFileId: null, verifiedBy: null, verifiedAt: null });
    expect((await t.get(`/api/clerk/agent/stu/webCase?stuId=${caseId}`, { token })).data.verified).toBe(false);
    const trail = await audits('case.save', String(caseId));
    expect(trail.map((a) => a.detail.verified)).toEqual([true, false]);
  });

  it('saves every field and the applications, and creates a case', async () => {
    const d = await detail(caseId);
    const body = {
      ...formOf(d),
      courseName: 'MSc Data Science (edited)',
      eduGpa: 3.67,
      uniMoney: 12345,
      workExperience: '',
      applies: [{ uniId, courseName: 'MSc X', applyStatus: '2', receiptDate: '2024-03-01', beginDate: '' }],
    };
    const r = await t.post('/api/console/cases/save', body, { token: clerk });
    expect(r.code).toBe('000');
    expect(r.data).toMatchObject({ courseName: 'MSc Data Science (edited)', eduGpa: 3.67, uniMoney: 12345, workExperience: null });
    expect(r.data.applies).toEqual([expect.objectContaining({ uniId, courseName: 'MSc X', applyStatus: '2', beginDate: null })]);
    const created = await t.post('/api/console/cases/save', { ...body, id: undefined, stuName: '测试同学' }, { token: admin });
    expect(created.code).toBe('000');
    expect(created.data.id).toBeGreaterThan(caseId);
    expect((await audits('case.create', String(created.data.id))).length).toBe(1);
    expect((await t.post('/api/console/cases/save', { ...body, uniId: 99999999 }, { token: clerk })).code).toBe('71043');
    expect((await t.post('/api/console/cases/save', { ...body, id: 99999999 }, { token: clerk })).code).toBe('71040');
    expect((await t.post('/api/console/cases/save', { ...body, resultDate: 'soon', stuName: '' }, { token: clerk })).code).toBe('003');
  });

  it('hides cases from every public answer and shows them again', async () => {
    const figures = async () => (await t.post('/api/operate/bs/stu/summary', {})).data.caseTotal as number;
    const shownBefore = await figures();
    const hid = await t.post('/api/console/cases/status', { ids: [caseId], status: '1' }, { token: clerk });
    expect(hid.data.changed).toBe(1);
    const pub = await t.post('/api/clerk/student/caseShareList', { uniId, pageSize: 90 });
    expect(pub.data.list.some((k: any) => k.stuId === caseId)).toBe(false);
    const [{ shown }] = await q<{ shown: number }>(sql`SELECT count(*)::int AS shown FROM cases WHERE uni_id = ${uniId} AND status = '0'`);
    expect(pub.data.totalCount).toBe(shown);
    expect((await t.post('/api/clerk/student/uniCaseList', { uniId, pageSize: 5 })).data.totalCount).toBe(shown);
    expect((await t.post('/api/clerk/student/scrollbar', {})).data.some((k: any) => k.stuId === caseId)).toBe(false);
    expect(await figures()).toBe(shownBefore - 1);
    const { token } = await registerByPhone(t);
    expect((await t.get(`/api/clerk/agent/stu/webCase?stuId=${caseId}`, { token })).code).not.toBe('000');
    expect((await t.post('/api/console/cases/status', { ids: [caseId], status: '0' }, { token: clerk })).data.changed).toBe(1);
    expect((await t.get(`/api/clerk/agent/stu/webCase?stuId=${caseId}`, { token })).code).toBe('000');
    expect((await audits('case.status', String(caseId))).map((a) => a.detail.status)).toContain('1');
  });

  it('holds 30 concurrent verifications and saves of one case', async () => {
    const offer = await uploadOffer(admin);
    const d = await detail(caseId);
    const base = formOf(d);
    expect((await t.post('/api/console/cases/save', { ...base, offerFileId: offer.id, verified: false }, { token: admin })).code).toBe(
      '000',
    );
    const calls = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 0
        ? t.post('/api/console/cases/save', { ...base, offerFileId: offer.id, verified: true, courseName: `Course ${i}` }, { token: admin })
        : t.post('/api/console/cases/verify', { id: caseId, verified: i % 3 === 1 }, { token: i % 2 ? clerk : admin }),
    );
    const answers = await Promise.all(calls);
    expect(answers.every((a) => a.code === '000')).toBe(true);
    const [row] = await q<any>(sql`SELECT verified, verified_by, verified_at, offer_file_id FROM cases WHERE id = ${caseId}`);
    // Whatever order they ran in, the row is consistent: verified exactly when who and when are set.
    expect(row.offer_file_id).toBe(offer.id);
    expect(row.verified_by !== null).toBe(row.verified);
    expect(row.verified_at !== null).toBe(row.verified);
    const [{ n }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM case_applies WHERE case_id = ${caseId}`);
    expect(n).toBe(base.applies.length);
  });
});

describe('articles', () => {
  const body = {
    articleName: '控制台发布的测试文章',
    articleNameEn: 'An article published from the console',
    intro: '简介',
    introEn: 'Intro',
    articleType: '1',
    articleCoverRoute: '/api/media/article/1.svg',
    content: '<p>正文<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
    contentEn: '<p></p>',
    publishDate: new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10),
    status: '1',
  };
  it('saves a draft unseen, publishes it onto the public list at once, sanitised', async () => {
    const draft = await t.post('/api/console/articles/save', body, { token: clerk });
    expect(draft.code).toBe('000');
    const id = draft.data.id;
    expect(draft.data.content).not.toContain('script');
    expect(draft.data.content).not.toContain('onerror');
    expect(draft.data.contentEn).toBeNull();
    const find = async (lang?: string) =>
      (await t.post('/api/content/bs/article/list', { articleName: '控制台发布', pageSize: 10 }, { lang })).data.list;
    expect(await find()).toHaveLength(0);
    const stagesBefore = (await t.post('/api/content/bs/article/wechatTypes', {})).data.find((s: any) => s.dictValue === '1').total;

    expect((await t.post('/api/console/articles/status', { ids: [id], status: '0' }, { token: clerk })).data.changed).toBe(1);
    const [card] = await find();
    expect(card).toMatchObject({ articleId: id, articleName: body.articleName });
    expect((await find('en'))[0].articleName).toBe(body.articleNameEn);
    // Newest first on the stage's list, and the stage's total (a cached answer) counts it at once.
    expect((await t.post('/api/content/bs/article/list', { articleType: '1', pageSize: 1 })).data.list[0].articleId).toBe(id);
    expect((await t.post('/api/content/bs/article/wechatTypes', {})).data.find((s: any) => s.dictValue === '1').total).toBe(
      stagesBefore + 1,
    );
    const { token } = await registerByPhone(t);
    expect((await t.post('/api/content/bs/article/webArticle', { articleId: id }, { token })).data.content).toContain('正文');

    const listed = (await t.post('/api/console/articles/list', { title: '控制台', status: '0' }, { token: clerk })).data;
    expect(listed.list.map((a: any) => a.id)).toEqual([id]);
    expect((await audits('article.create', String(id))).length).toBe(1);
    expect((await audits('article.status', String(id))).length).toBe(1);
  });
  it('checks the stage and the cover', async () => {
    expect((await t.post('/api/console/articles/save', { ...body, articleType: 'zz' }, { token: clerk })).code).toBe('71049');
    expect(
      (await t.post('/api/console/articles/save', { ...body, articleCoverRoute: 'https://evil.test/x.png' }, { token: clerk })).code,
    ).toBe('003');
    // A private upload cannot be a public cover.
    const priv = await uploadOffer(clerk, 'c.png', makePng(), 'image');
    expect((await t.post('/api/console/articles/save', { ...body, articleCoverRoute: priv.path }, { token: clerk })).code).toBe('71023');
    expect((await t.post('/api/console/articles/save', { ...body, content: '<p> </p>' }, { token: clerk })).code).toBe('003');
  });
});

describe('banners', () => {
  it('lists in order, moves, saves, hides, and the home page follows at once', async () => {
    const list = async () => (await t.get('/api/console/banners?functionType=0', { token: clerk })).data;
    const home = async () => (await t.post('/api/operate/bs/stu/banner', { functionType: 0 })).data.map((b: any) => b.bannerId);
    const before = await list();
    expect(before.length).toBeGreaterThan(1);
    expect(await home()).toEqual(before.filter((b: any) => b.status === '0').map((b: any) => b.id));
    const [first, second] = before;
    expect((await t.post('/api/console/banners/move', { id: first.id, direction: 'up' }, { token: clerk })).code).toBe('71051');
    expect((await t.post('/api/console/banners/move', { id: first.id, direction: 'down' }, { token: clerk })).code).toBe('000');
    expect((await list()).slice(0, 2).map((b: any) => b.id)).toEqual([second.id, first.id]);
    expect((await home())[0]).toBe(second.id);

    const created = await t.post(
      '/api/console/banners/save',
      { titleName: '新轮播', titleNameEn: 'New banner', coverPicture: '/api/media/banner/1.svg', bannerRoute: '/caseShare', status: '0' },
      { token: clerk },
    );
    expect(created.code).toBe('000');
    const added = created.data[created.data.length - 1];
    expect(added.titleName).toBe('新轮播');
    expect((await home()).at(-1)).toBe(added.id);
    expect((await t.post('/api/operate/bs/stu/banner', { functionType: 0 }, { lang: 'en' })).data.at(-1).titleName).toBe('New banner');
    expect((await t.post('/api/console/banners/status', { ids: [added.id], status: '1' }, { token: clerk })).data.changed).toBe(1);
    expect(await home()).not.toContain(added.id);
    const bad = { titleName: 'x', coverPicture: '/api/media/banner/1.svg', bannerRoute: 'javascript:alert(1)', status: '0' };
    expect((await t.post('/api/console/banners/save', bad, { token: clerk })).code).toBe('003');
    expect((await audits('banner.move', String(first.id))).length).toBe(1);
  });
  it('keeps a clean order under 30 concurrent moves', async () => {
    const ids = (await t.get('/api/console/banners?functionType=0', { token: clerk })).data.map((b: any) => b.id);
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.post('/api/console/banners/move', { id: ids[i % ids.length], direction: i % 2 ? 'up' : 'down' }, { token: admin }),
      ),
    );
    const after = await q<{ sort: number }>(sql`SELECT sort FROM banners WHERE function_type = 0 ORDER BY sort`);
    expect(after.map((r) => r.sort)).toEqual(after.map((_, i) => i + 1));
  });
});

describe('dictionaries', () => {
  it('changes a label, adds, disables and deletes values, each seen by the public answer at once', async () => {
    const types = (await t.get('/api/console/dicts/types', { token: clerk })).data;
    expect(types.find((d: any) => d.dictType === 'jxj_article_type').total).toBeGreaterThan(3);
    const values = (await t.get('/api/console/dicts?dictType=jxj_article_type', { token: clerk })).data;
    const one = values[0];
    expect(one.shipped).toBe(true);
    const pub = async (lang?: string) =>
      (await t.post('/api/admin/dict/types', { dictType: ['jxj_article_type'] }, { lang })).data.jxj_article_type as any[];
    const saved = await t.post(
      '/api/console/dicts/save',
      { ...one, dictLabel: '选校定位（改）', dictEnLabel: 'Choosing schools' },
      { token: clerk },
    );
    expect(saved.code).toBe('000');
    expect((await pub()).find((d) => d.dictValue === one.dictValue)).toMatchObject({
      dictLabel: '选校定位（改）',
      dictEnLabel: 'Choosing schools',
    });
    expect((await t.post('/api/content/bs/article/wechatTypes', {})).data.find((s: any) => s.dictValue === one.dictValue).dictLabel).toBe(
      '选校定位（改）',
    );

    const add = { dictType: 'jxj_article_type', dictValue: '99', dictLabel: '新阶段', dictEnLabel: 'New stage', sort: 99, status: '0' };
    const added = await t.post('/api/console/dicts/save', add, { token: clerk });
    expect(added.code).toBe('000');
    expect((await pub()).at(-1)).toMatchObject({ dictValue: '99', dictLabel: '新阶段' });
    expect((await t.post('/api/console/dicts/save', add, { token: clerk })).code).toBe('71047');
    expect((await t.post('/api/console/dicts/save', { ...add, dictType: 'no_such_type' }, { token: clerk })).code).toBe('71048');
    const mine = added.data.find((d: any) => d.dictValue === '99');
    expect(mine).toMatchObject({ shipped: false, used: 0 });

    expect((await t.post('/api/console/dicts/status', { ids: [mine.id], status: '1' }, { token: clerk })).data.changed).toBe(1);
    expect((await pub()).some((d) => d.dictValue === '99')).toBe(false);
    // Shipped values are only disabled; a value in use likewise.
    expect((await t.post('/api/console/dicts/delete', { id: one.id }, { token: clerk })).code).toBe('71046');
    await t.post('/api/console/dicts/status', { ids: [mine.id], status: '0' }, { token: clerk });
    const art = await t.post(
      '/api/console/articles/save',
      {
        articleName: '用新阶段的文章',
        articleType: '99',
        content: '<p>x</p>',
        publishDate: '2025-01-01',
        status: '1',
      },
      { token: clerk },
    );
    expect(art.code).toBe('000');
    expect((await t.post('/api/console/dicts/delete', { id: mine.id }, { token: clerk })).code).toBe('71046');
    await q(sql`DELETE FROM articles WHERE id = ${art.data.id}`);
    expect((await t.post('/api/console/dicts/delete', { id: mine.id }, { token: clerk })).code).toBe('000');
    expect((await pub()).some((d) => d.dictValue === '99')).toBe(false);
    expect((await audits('dict.delete', 'jxj_article_type:99')).length).toBe(1);
    expect((await audits('dict.save', `jxj_article_type:${one.dictValue}`))[0].detail).toMatchObject({
      after: { dictLabel: '选校定位（改）' },
    });
  });
});

describe('stale saves (the updatedAt a form loaded)', () => {
  const article = {
    articleName: '并发保存的测试文章',
    articleType: '1',
    content: '<p>正文</p>',
    publishDate: '2025-03-01',
    status: '1',
  };
  const articleForm = (d: any) => ({ ...article, id: d.id, articleName: d.articleName, updatedAt: d.updatedAt });
  const articleOf = async (id: number) => (await t.get(`/api/console/articles/detail?id=${id}`, { token: clerk })).data;
  const stateOf = async (table: 'articles' | 'banners' | 'dict_data', id: number) =>
    (await q<any>(sql`SELECT * FROM ${sql.identifier(table)} WHERE id = ${id}`))[0];
  const auditCount = async (action: string, target: string) => (await audits(action, target)).length;

  it('articles: an old version is refused and changes nothing; a publish in bulk makes an open form stale', async () => {
    const created = await t.post('/api/console/articles/save', article, { token: clerk });
    expect(created.code).toBe('000');
    const loaded = created.data;
    expect(loaded.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    // The list gives the same version.
    const listed = (await t.post('/api/console/articles/list', { title: '并发保存', pageSize: 5 }, { token: clerk })).data.list;
    expect(listed.find((a: any) => a.id === loaded.id).updatedAt).toBe(loaded.updatedAt);
    // An existing article needs the version; a malformed one is refused as a field.
    const missing = await t.post('/api/console/articles/save', { ...articleForm(loaded), updatedAt: undefined }, { token: clerk });
    expect(missing.code).toBe('003');
    expect(missing.data.errors).toContainEqual(expect.objectContaining({ field: 'updatedAt' }));
    expect((await t.post('/api/console/articles/save', { ...articleForm(loaded), updatedAt: 'yesterday' }, { token: clerk })).code).toBe(
      '003',
    );

    const first = await t.post('/api/console/articles/save', { ...articleForm(loaded), articleName: '第一次保存' }, { token: clerk });
    expect(first.code).toBe('000');
    expect(first.data.updatedAt).not.toBe(loaded.updatedAt);
    const row = await stateOf('articles', loaded.id);
    const saves = await auditCount('article.save', String(loaded.id));
    const stale = await t.post('/api/console/articles/save', { ...articleForm(loaded), articleName: '旧版本覆盖' }, { token: admin });
    expect(stale).toMatchObject({ code: '71020', data: null });
    expect(stale.msg).toBe('该记录已被他人修改，请刷新后重新编辑');
    const en = await t.post('/api/console/articles/save', articleForm(loaded), { token: admin, lang: 'en' });
    expect(en.msg).toBe('Someone else changed this record since you opened it; reload it and edit again');
    expect(await stateOf('articles', loaded.id)).toEqual(row);
    expect(await auditCount('article.save', String(loaded.id))).toBe(saves);

    // Publishing in bulk moves the version on: the form loaded before it is stale after it.
    const before = first.data;
    expect((await t.post('/api/console/articles/status', { ids: [loaded.id], status: '0' }, { token: clerk })).data.changed).toBe(1);
    const published = await articleOf(loaded.id);
    expect(published.updatedAt).not.toBe(before.updatedAt);
    expect((await t.post('/api/console/articles/save', articleForm(before), { token: clerk })).code).toBe('71020');
    expect((await articleOf(loaded.id)).status).toBe('0');
    expect((await t.post('/api/console/articles/save', { ...articleForm(published), status: '1' }, { token: clerk })).code).toBe('000');
  });

  it('articles: 30 saves at once over one version give one 000 and 29 × 71020', async () => {
    const created = (await t.post('/api/console/articles/save', { ...article, articleName: '三十次保存' }, { token: clerk })).data;
    const saves = await auditCount('article.save', String(created.id));
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.post('/api/console/articles/save', { ...articleForm(created), articleName: `第 ${i} 个` }, { token: i % 2 ? clerk : admin }),
      ),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === '000')).toHaveLength(1);
    expect(codes.filter((c) => c === '71020')).toHaveLength(29);
    const winner = answers.find((a) => a.code === '000').data;
    expect((await articleOf(created.id)).articleName).toBe(winner.articleName);
    expect(await auditCount('article.save', String(created.id))).toBe(saves + 1);
  });

  it('banners: an old version is refused; a move and hiding in bulk make an open form stale; 30 at once give one 000', async () => {
    const list = async () => (await t.get('/api/console/banners?functionType=2', { token: clerk })).data as any[];
    const formOf = (b: any) => ({
      id: b.id,
      functionType: 2,
      titleName: b.titleName,
      titleNameEn: b.titleNameEn,
      intro: b.intro,
      introEn: b.introEn,
      coverPicture: b.coverPicture,
      bannerRoute: b.bannerRoute,
      routeUrl: b.routeUrl,
      status: b.status,
      updatedAt: b.updatedAt,
    });
    const [a, b] = await list();
    expect(a.updatedAt).toMatch(/Z$/);
    expect((await t.post('/api/console/banners/save', { ...formOf(a), updatedAt: undefined }, { token: clerk })).code).toBe('003');
    const saved = await t.post('/api/console/banners/save', { ...formOf(a), titleName: '卡片（改）' }, { token: clerk });
    expect(saved.code).toBe('000');
    const row = await stateOf('banners', a.id);
    expect((await t.post('/api/console/banners/save', { ...formOf(a), titleName: '旧版本' }, { token: admin })).code).toBe('71020');
    expect(await stateOf('banners', a.id)).toEqual(row);

    // A move renumbers both banners: forms opened on either before it are stale after it.
    const [a2, b2] = await list();
    expect((await t.post('/api/console/banners/move', { id: a2.id, direction: 'down' }, { token: clerk })).code).toBe('000');
    expect((await t.post('/api/console/banners/save', formOf(a2), { token: clerk })).code).toBe('71020');
    expect((await t.post('/api/console/banners/save', formOf(b2), { token: clerk })).code).toBe('71020');
    expect(b2.id).toBe(b.id);
    // Hiding in bulk too.
    const [c] = (await list()).filter((x) => x.id === a.id);
    expect((await t.post('/api/console/banners/status', { ids: [a.id], status: '1' }, { token: clerk })).data.changed).toBe(1);
    expect((await t.post('/api/console/banners/save', { ...formOf(c), status: '0' }, { token: clerk })).code).toBe('71020');
    expect((await stateOf('banners', a.id)).status).toBe('1');

    const fresh = (await list()).find((x) => x.id === a.id);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.post('/api/console/banners/save', { ...formOf(fresh), titleName: `卡片 ${i}`, status: '0' }, { token: i % 2 ? clerk : admin }),
      ),
    );
    const codes = answers.map((r) => r.code);
    expect(codes.filter((x) => x === '000')).toHaveLength(1);
    expect(codes.filter((x) => x === '71020')).toHaveLength(29);
    const winner = answers.find((r) => r.code === '000').data.find((x: any) => x.id === a.id);
    expect((await stateOf('banners', a.id)).title_name).toBe(winner.titleName);
    // Moved back as it was.
    expect((await t.post('/api/console/banners/move', { id: a.id, direction: 'up' }, { token: clerk })).code).toBe('000');
  });

  it('dictionary values: an old version is refused; disabling in bulk makes an open form stale; 30 at once give one 000', async () => {
    const values = async () => (await t.get('/api/console/dicts?dictType=college_type', { token: clerk })).data as any[];
    const formOf = (d: any) => ({
      id: d.id,
      dictType: d.dictType,
      dictValue: d.dictValue,
      dictLabel: d.dictLabel,
      dictEnLabel: d.dictEnLabel,
      remark: d.remark,
      sort: d.sort,
      status: d.status,
      updatedAt: d.updatedAt,
    });
    const [one] = await values();
    expect(one.updatedAt).toMatch(/Z$/);
    expect((await t.post('/api/console/dicts/save', { ...formOf(one), updatedAt: undefined }, { token: clerk })).code).toBe('003');
    expect((await t.post('/api/console/dicts/save', { ...formOf(one), remark: '改过' }, { token: clerk })).code).toBe('000');
    const row = await stateOf('dict_data', one.id);
    expect((await t.post('/api/console/dicts/save', { ...formOf(one), remark: '旧版本' }, { token: admin })).code).toBe('71020');
    expect(await stateOf('dict_data', one.id)).toEqual(row);

    const [loaded] = (await values()).filter((d) => d.id === one.id);
    expect((await t.post('/api/console/dicts/status', { ids: [one.id], status: '1' }, { token: clerk })).data.changed).toBe(1);
    expect((await t.post('/api/console/dicts/save', { ...formOf(loaded), remark: '禁用之前打开' }, { token: clerk })).code).toBe('71020');
    expect((await stateOf('dict_data', one.id)).remark).toBe('改过');

    const fresh = (await values()).find((d) => d.id === one.id);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.post('/api/console/dicts/save', { ...formOf(fresh), remark: `第 ${i} 次`, status: '0' }, { token: i % 2 ? clerk : admin }),
      ),
    );
    const codes = answers.map((r) => r.code);
    expect(codes.filter((x) => x === '000')).toHaveLength(1);
    expect(codes.filter((x) => x === '71020')).toHaveLength(29);
    const end = await stateOf('dict_data', one.id);
    expect(end.status).toBe('0');
    expect(answers.find((r) => r.code === '000').data.find((d: any) => d.id === one.id).remark).toBe(end.remark);
  });
});
