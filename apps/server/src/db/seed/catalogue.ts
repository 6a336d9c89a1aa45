// Builds the demo catalogue from the seed lists: countries, universities, faculties, ~6,000 majors,
// 900 admitted-student cases, articles and banners. Deterministic (seeded PRNG), so every start and
// every test sees the same catalogue. Tuition, counts, cases and scholarships are made-up demo figures.
import { pinyin } from 'pinyin-pro';
import { APPLICATION_COUNTRY_CODES, PROFESSIONAL_LINK_COUNTRY_IDS } from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { articles, banners, caseApplies, cases, countries, faculties, majors, universities } from '../schema';
import { DICTIONARIES } from './dictionaries';
import { COMMUNITY_COLLEGES, UNIVERSITIES } from './universities';
import { FACULTIES, PROGRAMMES, type ProgrammeSeed } from './programmes';
import { ARTICLES } from './articles';
import { COLLEGES } from './colleges';
import { syncAliases } from './aliases';
import { sanitizeHtml } from '../../lib/sanitize';


function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Yearly tuition ranges in the country's own currency: [undergraduate, master, doctorate] as [min, max]. */
const TUITION: Record<string, [number, number][]> = {
  GBP: [[18000, 32000], [19000, 38000], [19000, 30000]],
  EUR: [[8000, 20000], [10000, 25000], [0, 8000]],
  SGD: [[30000, 45000], [35000, 60000], [25000, 40000]],
  CAD: [[30000, 55000], [22000, 45000], [8000, 20000]],
  AUD: [[35000, 50000], [38000, 55000], [32000, 48000]],
  NZD: [[30000, 45000], [33000, 50000], [7000, 10000]],
  CHF: [[1200, 4000], [1200, 5000], [800, 2000]],
  SEK: [[90000, 150000], [100000, 200000], [0, 0]],
  MYR: [[30000, 60000], [25000, 55000], [20000, 40000]],
  HUF: [[2000000, 6000000], [2500000, 7000000], [2500000, 6000000]],
  NOK: [[0, 150000], [0, 180000], [0, 0]],
  USD: [[35000, 62000], [30000, 65000], [25000, 55000]],
};

const PRIOR_MAJORS = ['金融学', '会计学', '计算机科学与技术', '软件工程', '电子信息工程', '机械工程', '土木工程', '国际经济与贸易', '工商管理', '市场营销', '英语', '汉语言文学', '新闻学', '法学', '数学与应用数学', '统计学', '生物科学', '化学', '环境工程', '建筑学', '视觉传达设计', '心理学', '教育学', '临床医学', '护理学', '自动化', '通信工程', '经济学'];
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = '子涵 一诺 欣怡 梓萱 浩然 宇轩 雨桐 思远 若曦 俊杰 佳怡 子轩 诗涵 博文 晨阳 嘉怡 文博 梦瑶 天佑 可馨 明哲 雅琪 志远 悦然 泽宇 心怡 皓轩 语嫣 昊天 欣妍'.split(' ');
const LANGS = ['IELTS 6.5', 'IELTS 7.0', 'IELTS 6.0', 'IELTS 7.5', 'TOEFL 95', 'TOEFL 100', 'TOEFL 88', 'PTE 65', 'PTE 58', 'Duolingo 115'];
const INTAKES = ['9月', '1月', '2月', '9月、1月', '7月、2月'];

export interface CatalogueCounts {
  countries: number;
  universities: number;
  majors: number;
  cases: number;
  articles: number;
}

async function insertChunks<T extends Record<string, unknown>>(db: Db, table: any, rows: T[], size = 400): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size)).onConflictDoNothing();
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

function uniInfoHtmlEn(u: (typeof UNIVERSITIES)[number], countryEn: string): string {
  const rank = u.qsRank ? `<p>It is ranked around ${u.qsRank} in recent QS World University Rankings (demo figure).</p>` : '';
  return sanitizeHtml(
    `<h3>About the university</h3><p>${u.uniEnName} was founded in ${u.founded} and is a ${u.uniType} university in ${u.city}, ${countryEn}.</p>` +
      rank +
      `<p>Its faculties offer undergraduate, master's and doctoral programmes, with a large international community and several scholarships open to Chinese students.</p>` +
      `<ul><li>City: ${u.city}</li><li>Website: <a href="${u.website}">${u.website}</a></li></ul>`,
  );
}

function uniInfoHtml(u: (typeof UNIVERSITIES)[number], countryCn: string): string {
  const rank = u.qsRank ? `<p>在近年的QS世界大学排名中位列约第${u.qsRank}名（演示数据）。</p>` : '';
  return sanitizeHtml(
    `<h3>学校概况</h3><p>${u.uniName}（${u.uniEnName}）创建于${u.founded}年，是位于${countryCn}${u.cityCn}的一所${u.uniType === 'public' ? '公立' : '私立'}大学。</p>` +
      rank +
      `<p>学校设有多个学院，开设本科、硕士与博士层次的课程，国际学生比例较高，为中国学生提供多种奖学金机会。</p>` +
      `<ul><li>所在城市：${u.cityCn}（${u.city}）</li><li>官方网站：<a href="${u.website}">${u.website}</a></li></ul>`,
  );
}

/** Loads the demo catalogue unless it is there already (checked by the university count). */
export async function seedCatalogue(db: Db): Promise<CatalogueCounts | null> {
  const existing = await db.execute(sql`select count(*)::int as n from universities`);
  const n = Number(((existing as any).rows ?? existing)[0]?.n ?? 0);
  if (n > 0) {
    await syncAliases(db, 'universities');
    return null;
  }
  const rnd = prng(20261122);
  const pick = <T>(a: readonly T[]) => a[Math.floor(rnd() * a.length)];
  const between = (min: number, max: number) => min + rnd() * (max - min);
  const int = (min: number, max: number) => Math.floor(between(min, max + 1));

  // Countries.
  const countryDict = DICTIONARIES.filter((d) => d.dictType === 'web_clerk_countryName');
  const currency = new Map(DICTIONARIES.filter((d) => d.dictType === 'country_currency').map((d) => [d.dictValue, d.remark ?? 'USD']));
  await insertChunks(
    db,
    countries,
    countryDict.map((c, i) => ({
      id: c.dictValue,
      name: c.dictLabel,
      enName: c.dictEnLabel,
      code: c.remark ?? '',
      currency: currency.get(c.dictValue) ?? 'USD',
      flag: `/api/media/flag/${(c.remark ?? 'xx').toLowerCase()}.svg`,
      picture: `/api/media/country/${c.dictValue}.svg`,
      requiresProfessionalLink: (PROFESSIONAL_LINK_COUNTRY_IDS as readonly string[]).includes(c.dictValue),
      // Applications go to the countries of the supported-countries tip; the others are browsable.
      applicationOpen: (APPLICATION_COUNTRY_CODES as readonly string[]).includes(c.remark ?? ''),
      sort: i + 1,
    })),
  );
  const countryCn = new Map(countryDict.map((c) => [c.dictValue, c.dictLabel]));
  const countryEn = new Map(countryDict.map((c) => [c.dictValue, c.dictEnLabel]));

  // Universities.
  await insertChunks(
    db,
    universities,
    UNIVERSITIES.map((u) => ({
      uniName: u.uniName,
      uniEnName: u.uniEnName,
      countryId: u.countryId,
      website: u.website,
      city: u.city,
      cityCn: u.cityCn,
      uniType: u.uniType,
      founded: u.founded,
      qsRank: u.qsRank,
      uniInfo: uniInfoHtml(u, countryCn.get(u.countryId) ?? ''),
      uniInfoEn: uniInfoHtmlEn(u, countryEn.get(u.countryId) ?? ''),
      pinyin: pinyin(u.uniName.replace(/[（）()]/g, ''), { toneType: 'none', separator: '', v: true }).toLowerCase(),
      initials: pinyin(u.uniName.replace(/[（）()]/g, ''), { pattern: 'first', toneType: 'none', separator: '' }).toLowerCase(),
      viewNumber: int(300, 25000),
      collectNumber: int(10, 2500),
      stipendShow: rnd() < 0.92 ? '1' : '0',
      isSpecial: rnd() < 0.06 ? '1' : '0',
      isReduce: rnd() < 0.3 ? '1' : '0',
    })),
  );
  const uniRows = await db
    .select({ id: universities.id, countryId: universities.countryId, website: universities.website, qsRank: universities.qsRank })
    .from(universities);
  await db.execute(sql`update universities set uni_logo = '/api/media/logo/' || id || '.svg', uni_main = '/api/media/campus/' || id || '.svg'`);
  await db.execute(
    sql`update universities set uni_type_tip = 1 where uni_en_name in (${sql.join(COMMUNITY_COLLEGES.map((n) => sql`${n}`), sql`, `)})`,
  );

  // Faculties and majors.
  const byFaculty = new Map<string, ProgrammeSeed[]>();
  for (const p of PROGRAMMES) byFaculty.set(p.faculty, [...(byFaculty.get(p.faculty) ?? []), p]);
  const facultyRows: { uniId: number; facultyName: string; facultyEnName: string; sort: number; key: string }[] = [];
  for (const u of uniRows) {
    const chosen = [...FACULTIES].sort(() => rnd() - 0.5).slice(0, int(5, 8));
    chosen.forEach((f, i) => facultyRows.push({ uniId: u.id, facultyName: f.cn, facultyEnName: f.en, sort: i + 1, key: f.key }));
  }
  await insertChunks(db, faculties, facultyRows.map(({ key: _key, ...r }) => r));
  const facultyIds = await db.select({ id: faculties.id, uniId: faculties.uniId, facultyEnName: faculties.facultyEnName }).from(faculties);
  const facultyKeyByEn = new Map(FACULTIES.map((f) => [f.en, f.key]));
  const majorRows: (typeof majors.$inferInsert)[] = [];
  const year = new Date().getUTCFullYear() + 1;
  for (const f of facultyIds) {
    const uni = uniRows.find((u) => u.id === f.uniId)!;
    const cur = currency.get(uni.countryId) ?? 'USD';
    const progs = [...(byFaculty.get(facultyKeyByEn.get(f.facultyEnName) ?? '') ?? [])].sort(() => rnd() - 0.5).slice(0, int(2, 4));
    for (const p of progs) {
      const [min, max] = TUITION[cur][Number(p.degree) - 1];
      const tuition = Math.round(between(min, max) / 100) * 100;
      const ielts = pick(['6.0', '6.5', '6.5', '7.0', '7.0', '7.5']);
      const business = p.focus.some((x) => ['1', '2', '3', '4'].includes(x));
      majorRows.push({
        uniId: f.uniId,
        facultyId: f.id,
        countryId: uni.countryId,
        majorName: p.cn,
        majorEnName: p.en,
        majorFocus: p.focus.join(','),
        degreeType: p.degree,
        majorSystem: `${p.years}`,
        majorTuition: String(tuition),
        currency: cur,
        languageRequirement: `IELTS ${ielts}（单项不低于${(Number(ielts) - 0.5).toFixed(1)}）或同等成绩`,
        ieltsScore: ielts,
        toeflScore: String(Math.round(Number(ielts) * 14)),
        pte: String(Math.round(Number(ielts) * 9.5)),
        gmat: business && p.degree === '2' && rnd() < 0.4 ? String(int(55, 70) * 10) : null,
        gre: !business && p.degree !== '1' && rnd() < 0.3 ? String(int(310, 325)) : null,
        minGpa: (Math.round(between(2.8, 3.6) * 10) / 10).toFixed(1),
        applyDate: `${year - 1}年10月1日 - ${year}年${pick(['3', '4', '5', '6'])}月30日`,
        beginDate: `${year}年${pick(INTAKES)}`,
        majorLink: `${uni.website ?? ''}/study`,
        backgroundRequirement: p.background,
        majorIntroduction: p.intro,
        stipend: rnd() < 0.55 ? Math.round(between(0.1, 0.5) * tuition / 100) * 100 : 0,
        hot: int(0, 1000),
      });
    }
  }
  await insertChunks(db, majors, majorRows, 500);

  // Cases with their application lists.
  const domestic = COLLEGES.filter((c) => c.dataType === '0');
  const majorsByUni = new Map<number, (typeof majorRows)[number][]>();
  for (const m of majorRows) majorsByUni.set(m.uniId, [...(majorsByUni.get(m.uniId) ?? []), m]);
  const unisByCountry = new Map<string, number[]>();
  for (const u of uniRows) unisByCountry.set(u.countryId, [...(unisByCountry.get(u.countryId) ?? []), u.id]);
  const today = Date.now();
  // Well-known universities admit more of the portal's students: cases are drawn with a weight
  // falling with the rank, so the case analysis of a leading university has real numbers in it.
  const byRank = [...uniRows].sort((a, b) => (a.qsRank ?? 9999) - (b.qsRank ?? 9999) || a.id - b.id);
  const cumulative: number[] = [];
  byRank.reduce((sum, _u, i) => (cumulative[i] = sum + 1 / (i + 6)), 0);
  const pickUni = () => {
    const x = rnd() * cumulative[cumulative.length - 1];
    return byRank[cumulative.findIndex((c) => c >= x)];
  };
  const caseRows: (typeof cases.$inferInsert)[] = [];
  const appliesPlan: { caseIndex: number; uniId: number; courseName: string; status: string; receipt: string; begin: string }[] = [];
  for (let i = 0; i < 900; i++) {
    const uni = pickUni();
    const m = pick(majorsByUni.get(uni.id) ?? majorRows);
    const name = pick([...SURNAMES]) + pick(GIVEN);
    const result = new Date(today - int(20, 760) * 86400_000);
    const edu = pick(domestic);
    caseRows.push({
      stuName: name,
      stuSpell: pinyin(name, { toneType: 'none', separator: ' ' }).replace(/^(\S+)\s(.*)$/, (_s, a: string, b: string) => `${b.replace(/\s/g, '')} ${a}`).replace(/\b\w/g, (c) => c.toUpperCase()),
      uniId: uni.id,
      courseType: m.degreeType,
      courseName: m.majorEnName,
      resultDate: isoDate(result),
      eduUniName: edu.name,
      eduUniType: edu.collegeType,
      eduMajorName: pick(PRIOR_MAJORS),
      eduGpa: (Math.round(between(2.6, 3.95) * 100) / 100).toFixed(2),
      eduLanguage: pick(LANGS),
      isWork: rnd() < 0.35 ? '1' : '0',
      workExperience: null,
      uniMoney: m.stipend && rnd() < 0.7 ? m.stipend : null,
      viewNumber: int(20, 3000),
      updateDate: new Date(result.getTime() + int(1, 30) * 86400_000),
    });
    const others = [uni.id, ...[...(unisByCountry.get(uni.countryId) ?? [])].sort(() => rnd() - 0.5).filter((x) => x !== uni.id).slice(0, int(0, 3))];
    for (const [k, uid] of others.entries()) {
      const om = pick(majorsByUni.get(uid) ?? majorRows);
      const receipt = new Date(result.getTime() - int(20, 200) * 86400_000);
      appliesPlan.push({
        caseIndex: i,
        uniId: uid,
        courseName: om.majorEnName,
        status: k === 0 ? '2' : pick(['2', '2', '7', '1', '4']),
        receipt: isoDate(receipt),
        begin: isoDate(new Date(Date.UTC(result.getUTCFullYear() + (result.getUTCMonth() >= 8 ? 1 : 0), 8, 15))),
      });
    }
  }
  const insertedCases: { id: number }[] = [];
  for (let i = 0; i < caseRows.length; i += 300)
    insertedCases.push(...(await db.insert(cases).values(caseRows.slice(i, i + 300)).returning({ id: cases.id })));
  await insertChunks(
    db,
    caseApplies,
    appliesPlan.map((a) => ({ caseId: insertedCases[a.caseIndex].id, uniId: a.uniId, courseName: a.courseName, applyStatus: a.status, receiptDate: a.receipt, beginDate: a.begin })),
  );

  // Articles.
  await insertChunks(
    db,
    articles,
    ARTICLES.map((a, i) => ({
      articleName: a.articleName,
      intro: a.intro,
      articleType: a.articleType,
      content: sanitizeHtml(a.content),
      articleCoverRoute: `/api/media/article/${a.articleType}-${i % 4}.svg`,
      totalView: int(50, 8000),
      publishDate: new Date(today - (ARTICLES.length - i) * 3 * 86400_000),
    })),
  );

  // Banners (functionType 0) and overseas recommendation cards (functionType 2).
  await insertChunks(db, banners, [
    { functionType: 0, titleName: '名校奖学金 一站式申请', titleNameEn: 'Scholarships at leading universities', intro: '覆盖14个留学国家，数千个专业，顾问全程跟进', introEn: '14 study countries, thousands of majors, a counsellor all the way', coverPicture: '/api/media/banner/1.svg', bannerRoute: '/Institutional', sort: 1 },
    { functionType: 0, titleName: '真实录取案例 助你精准选校', titleNameEn: 'Real admission cases', intro: '参考往届学生的录取结果，找到适合自己的方向', introEn: 'Learn from the offers of earlier students and find your direction', coverPicture: '/api/media/banner/2.svg', bannerRoute: '/caseShare', sort: 2 },
    { functionType: 2, titleName: '英国名校奖学金计划', titleNameEn: 'UK university scholarships', intro: '英国多所大学为中国学生提供学费减免与奖学金', introEn: 'Fee reductions and scholarships for Chinese students at UK universities', coverPicture: '/api/media/recommend/1.svg', bannerRoute: '/Institutional?countryIds=140', sort: 1 },
    { functionType: 2, titleName: '澳洲八大申请季', titleNameEn: 'Australia Group of Eight intakes', intro: '澳大利亚八大院校2月、7月入学申请开放中', introEn: 'February and July intakes are open at the Group of Eight', coverPicture: '/api/media/recommend/2.svg', bannerRoute: '/Institutional?countryIds=35', sort: 2 },
    { functionType: 2, titleName: '新加坡硕士快速通道', titleNameEn: 'One-year masters in Singapore', intro: '一年制硕士，性价比之选', introEn: 'One-year master programmes, great value', coverPicture: '/api/media/recommend/3.svg', bannerRoute: '/Institutional?countryIds=101', sort: 3 },
    { functionType: 2, titleName: '北欧免学费留学', titleNameEn: 'Tuition-free Nordic study', intro: '挪威公立大学免学费，瑞典奖学金机会多', introEn: 'No tuition at Norwegian public universities, many Swedish scholarships', coverPicture: '/api/media/recommend/4.svg', bannerRoute: '/Institutional?countryIds=215', sort: 4 },
  ]);

  await syncAliases(db, 'universities');
  return { countries: countryDict.length, universities: uniRows.length, majors: majorRows.length, cases: caseRows.length, articles: ARTICLES.length };
}
