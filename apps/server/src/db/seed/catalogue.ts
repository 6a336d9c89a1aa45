// Loads the demo catalogue from the seed lists: countries, universities, faculties, ~7,500 majors,
// 900 admitted-student cases, articles and banners, in Chinese and English (catalogue-plan.ts plans
// the faculties, majors and cases). Deterministic (seeded PRNG), so every start and every test sees
// the same catalogue. Tuition, counts, cases and scholarships are made-up demo figures.
// A catalogue loaded by an earlier version is completed at start (completeCatalogue): English texts
// where none are stored, one cover per article, the admitted programme among a case's applied rows.
import { pinyin } from 'pinyin-pro';
import { APPLICATION_COUNTRY_CODES, PROFESSIONAL_LINK_COUNTRY_IDS } from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { articles, banners, caseApplies, cases, countries, faculties, majors, universities } from '../schema';
import { DICTIONARIES } from './dictionaries';
import { COMMUNITY_COLLEGES, UNIVERSITIES } from './universities';
import { PROGRAMMES } from './programmes';
import { PROGRAMME_EN } from './programmes-en';
import { ARTICLES } from './articles';
import { ARTICLES_EN } from './articles-en';
import { PRIOR_MAJORS } from './prior-majors';
import { COLLEGES } from './colleges';
import { syncAliases } from './aliases';
import { planCatalogue, prng } from './catalogue-plan';
import { profileOf } from './profiles';
import { sanitizeHtml } from '../../lib/sanitize';
import { fillWebsiteDomains, seedWorldUniversities } from './world-universities';

export interface CatalogueCounts {
  countries: number;
  universities: number;
  majors: number;
  cases: number;
  articles: number;
}

async function insertChunks<T extends Record<string, unknown>>(db: Db, table: any, rows: T[], size = 400): Promise<void> {
  for (let i = 0; i < rows.length; i += size)
    await db
      .insert(table)
      .values(rows.slice(i, i + size))
      .onConflictDoNothing();
}

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

function uniInfoHtmlEn(u: (typeof UNIVERSITIES)[number], countryEn: string): string {
  const college = profileOf(u) === 'college';
  const rank = u.qsRank
    ? `<p>It has been placed around ${ordinal(u.qsRank)} in recent QS World University Rankings (demo figure).</p>`
    : '';
  const offer = college
    ? `<p>It offers applied diploma and bachelor's programmes with close links to employers, and welcomes many international students, including students from China.</p>`
    : `<p>Its faculties offer undergraduate, master's and doctoral programmes, with a large international community and several scholarships open to Chinese students.</p>`;
  return sanitizeHtml(
    `<h3>About the ${college ? 'college' : 'university'}</h3><p>${u.uniEnName} was founded in ${u.founded} and is a ${u.uniType} ${college ? 'college' : 'university'} in ${u.city}, ${countryEn}.</p>` +
      rank +
      offer +
      `<ul><li>City: ${u.city}</li><li>Website: <a href="${u.website}">${u.website}</a></li></ul>`,
  );
}

function uniInfoHtml(u: (typeof UNIVERSITIES)[number], countryCn: string): string {
  const college = profileOf(u) === 'college';
  const rank = u.qsRank ? `<p>在近年的QS世界大学排名中位列约第${u.qsRank}名（演示数据）。</p>` : '';
  const offer = college
    ? `<p>学校以应用型文凭和学士课程为主，与行业联系紧密，国际学生比例较高，也欢迎中国学生申请。</p>`
    : `<p>学校设有多个学院，开设本科、硕士与博士层次的课程，国际学生比例较高，为中国学生提供多种奖学金机会。</p>`;
  return sanitizeHtml(
    `<h3>学校概况</h3><p>${u.uniName}（${u.uniEnName}）创建于${u.founded}年，是位于${countryCn}${u.cityCn}的一所${u.uniType === 'public' ? '公立' : '私立'}${college ? '学院' : '大学'}。</p>` +
      rank +
      offer +
      `<ul><li>所在城市：${u.cityCn}（${u.city}）</li><li>官方网站：<a href="${u.website}">${u.website}</a></li></ul>`,
  );
}

/**
 * Loads the demo catalogue unless it is there already (checked by the university count). With
 * `world`, the real universities of world-universities/ are then loaded through the import (once).
 */
export async function seedCatalogue(db: Db, opts: { world?: boolean } = {}): Promise<CatalogueCounts | null> {
  const existing = await db.execute(sql`select count(*)::int as n from universities`);
  const n = Number(((existing as any).rows ?? existing)[0]?.n ?? 0);
  if (n > 0) {
    await syncAliases(db, 'universities');
    await completeCatalogue(db);
    await fillWebsiteDomains(db);
    if (opts.world) await seedWorldUniversities(db);
    return null;
  }
  const rnd = prng(20261122);
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
    .select({
      id: universities.id,
      uniEnName: universities.uniEnName,
      countryId: universities.countryId,
      website: universities.website,
      qsRank: universities.qsRank,
    })
    .from(universities)
    .orderBy(universities.id);
  await db.execute(
    sql`update universities set uni_logo = '/api/media/logo/' || id || '.svg', uni_main = '/api/media/campus/' || id || '.svg'`,
  );
  await db.execute(
    sql`update universities set uni_type_tip = 1 where uni_en_name in (${sql.join(
      COMMUNITY_COLLEGES.map((n) => sql`${n}`),
      sql`, `,
    )})`,
  );

  // Faculties, majors and cases, planned without the database (see catalogue-plan.ts).
  const today = Date.now();
  const plan = planCatalogue(
    uniRows.map((u) => ({ ...u, currency: currency.get(u.countryId) ?? 'USD' })),
    COLLEGES.filter((c) => c.dataType === '0'),
    { seed: 20261122, today, year: new Date().getUTCFullYear() + 1 },
  );
  const facultyIds: number[] = [];
  for (let i = 0; i < plan.faculties.length; i += 400)
    facultyIds.push(
      ...(
        await db
          .insert(faculties)
          .values(plan.faculties.slice(i, i + 400).map(({ key: _key, ...f }) => f))
          .returning({ id: faculties.id })
      ).map((r) => r.id),
    );
  const majorRows: (typeof majors.$inferInsert)[] = plan.majors.map(({ faculty, programme: p, ...m }) => ({
    ...m,
    facultyId: facultyIds[faculty],
    majorName: p.cn,
    majorEnName: p.en,
    majorFocus: p.focus.join(','),
    degreeType: p.degree,
    majorSystem: `${p.years}`,
    backgroundRequirement: p.background,
    majorIntroduction: p.intro,
  }));
  await insertChunks(db, majors, majorRows, 500);
  const insertedCases: number[] = [];
  for (let i = 0; i < plan.cases.length; i += 300)
    insertedCases.push(
      ...(
        await db
          .insert(cases)
          .values(plan.cases.slice(i, i + 300).map(({ major: _major, ...k }) => ({ ...k, workExperience: null })))
          .returning({ id: cases.id })
      ).map((r) => r.id),
    );
  await insertChunks(
    db,
    caseApplies,
    plan.applies.map((a) => ({
      caseId: insertedCases[a.case],
      uniId: a.uniId,
      courseName: a.courseName,
      applyStatus: a.status,
      receiptDate: a.receipt,
      beginDate: a.begin,
    })),
  );

  // Articles in both languages; each has its own generated cover (/api/media/article/<id>.svg).
  await insertChunks(
    db,
    articles,
    ARTICLES.map((a, i) => ({
      articleName: a.articleName,
      articleNameEn: ARTICLES_EN[i]?.articleName ?? null,
      intro: a.intro,
      introEn: ARTICLES_EN[i]?.intro ?? null,
      articleType: a.articleType,
      content: sanitizeHtml(a.content),
      contentEn: ARTICLES_EN[i] ? sanitizeHtml(ARTICLES_EN[i].content) : null,
      totalView: int(50, 8000),
      publishDate: new Date(today - (ARTICLES.length - i) * 3 * 86400_000),
    })),
  );
  await db.execute(sql`UPDATE articles SET article_cover_route = '/api/media/article/' || id || '.svg' WHERE article_cover_route IS NULL`);

  // Banners (functionType 0) and overseas recommendation cards (functionType 2).
  await insertChunks(db, banners, [
    {
      functionType: 0,
      titleName: '名校奖学金 一站式申请',
      titleNameEn: 'Scholarships at leading universities',
      intro: '覆盖14个留学国家，数千个专业，顾问全程跟进',
      introEn: '14 study countries, thousands of majors, a counsellor all the way',
      coverPicture: '/api/media/banner/1.svg',
      bannerRoute: '/Institutional',
      sort: 1,
    },
    {
      functionType: 0,
      titleName: '真实录取案例 助你精准选校',
      titleNameEn: 'Real admission cases',
      intro: '参考往届学生的录取结果，找到适合自己的方向',
      introEn: 'Learn from the offers of earlier students and find your direction',
      coverPicture: '/api/media/banner/2.svg',
      bannerRoute: '/caseShare',
      sort: 2,
    },
    {
      functionType: 2,
      titleName: '英国名校奖学金计划',
      titleNameEn: 'UK university scholarships',
      intro: '英国多所大学为中国学生提供学费减免与奖学金',
      introEn: 'Fee reductions and scholarships for Chinese students at UK universities',
      coverPicture: '/api/media/recommend/1.svg',
      bannerRoute: '/Institutional?countryIds=140',
      sort: 1,
    },
    {
      functionType: 2,
      titleName: '澳洲八大申请季',
      titleNameEn: 'Australia Group of Eight intakes',
      intro: '澳大利亚八大院校2月、7月入学申请开放中',
      introEn: 'February and July intakes are open at the Group of Eight',
      coverPicture: '/api/media/recommend/2.svg',
      bannerRoute: '/Institutional?countryIds=35',
      sort: 2,
    },
    {
      functionType: 2,
      titleName: '新加坡硕士快速通道',
      titleNameEn: 'One-year masters in Singapore',
      intro: '一年制硕士，性价比之选',
      introEn: 'One-year master programmes, great value',
      coverPicture: '/api/media/recommend/3.svg',
      bannerRoute: '/Institutional?countryIds=101',
      sort: 3,
    },
    {
      functionType: 2,
      titleName: '北欧免学费留学',
      titleNameEn: 'Tuition-free Nordic study',
      intro: '挪威公立大学免学费，瑞典奖学金机会多',
      introEn: 'No tuition at Norwegian public universities, many Swedish scholarships',
      coverPicture: '/api/media/recommend/4.svg',
      bannerRoute: '/Institutional?countryIds=215',
      sort: 4,
    },
  ]);

  await syncAliases(db, 'universities');
  await fillWebsiteDomains(db);
  const world = opts.world ? await seedWorldUniversities(db) : null;
  return {
    countries: countryDict.length,
    universities: uniRows.length + (world?.created ?? 0),
    majors: majorRows.length,
    cases: plan.cases.length,
    articles: ARTICLES.length,
  };
}

const values = (rows: readonly (readonly (string | null)[])[]) =>
  sql.join(
    rows.map(
      (r) =>
        sql`(${sql.join(
          r.map((v) => sql`${v}::text`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );

/**
 * Brings a catalogue loaded by an earlier version up to date, at every start (cheap: each step
 * touches only rows still missing something). Fills the English texts of seeded articles, majors
 * and cases where none is stored (matched by their Chinese text, so a text staff have changed is
 * left alone), gives every seeded article its own cover, and makes the admitted programme of a case
 * one of its applied rows. Faculties and cases stay as they were loaded.
 */
export async function completeCatalogue(db: Db): Promise<void> {
  const pairs = ARTICLES.flatMap((a, i) =>
    ARTICLES_EN[i]
      ? [[a.articleName, ARTICLES_EN[i].articleName, ARTICLES_EN[i].intro, sanitizeHtml(ARTICLES_EN[i].content)] as const]
      : [],
  );
  if (pairs.length)
    await db.execute(sql`UPDATE articles a SET article_name_en = v.name_en, intro_en = v.intro_en, content_en = v.content_en
      FROM (VALUES ${values(pairs)}) AS v(name, name_en, intro_en, content_en)
      WHERE a.article_name = v.name AND a.article_name_en IS NULL`);
  // Covers of the earlier per-stage kind (/api/media/article/<stage>-<n>.svg) become per article.
  await db.execute(sql`UPDATE articles SET article_cover_route = '/api/media/article/' || id || '.svg'
    WHERE article_cover_route IS NULL OR article_cover_route ~ '^/api/media/article/[0-9]+-[0-9]+[.]svg$'`);

  const programmes = PROGRAMMES.flatMap((p) =>
    PROGRAMME_EN[p.en] ? [[p.en, p.background, p.intro, PROGRAMME_EN[p.en].background, PROGRAMME_EN[p.en].intro] as const] : [],
  );
  if (programmes.length)
    await db.execute(sql`UPDATE majors m SET
        background_requirement_en = CASE WHEN m.background_requirement = v.bg THEN v.bg_en ELSE m.background_requirement_en END,
        major_introduction_en = CASE WHEN m.major_introduction = v.intro THEN v.intro_en ELSE m.major_introduction_en END
      FROM (VALUES ${values(programmes)}) AS v(en, bg, intro, bg_en, intro_en)
      WHERE m.major_en_name = v.en AND (m.background_requirement_en IS NULL OR m.major_introduction_en IS NULL)
        AND (m.background_requirement = v.bg OR m.major_introduction = v.intro)`);
  await db.execute(sql`UPDATE majors SET language_requirement_en =
      regexp_replace(language_requirement, '^IELTS ([0-9.]+)（单项不低于([0-9.]+)）或同等成绩$', 'IELTS \\1 overall with no band below \\2, or an equivalent score')
    WHERE language_requirement_en IS NULL AND language_requirement ~ '^IELTS [0-9.]+（单项不低于[0-9.]+）或同等成绩$'`);

  await db.execute(sql`UPDATE cases k SET edu_uni_en_name = c.en_name FROM colleges c
    WHERE k.edu_uni_en_name IS NULL AND c.name = k.edu_uni_name`);
  await db.execute(sql`UPDATE cases k SET edu_major_name_en = v.en
    FROM (VALUES ${values(PRIOR_MAJORS.map((p) => [p.cn, p.en]))}) AS v(cn, en)
    WHERE k.edu_major_name_en IS NULL AND k.edu_major_name = v.cn`);
  // The first row of the admitted university carries the admitted programme, admitted.
  await db.execute(sql`UPDATE case_applies a SET course_name = k.course_name, apply_status = '2' FROM cases k
    WHERE a.case_id = k.id AND a.id = (SELECT min(b.id) FROM case_applies b WHERE b.case_id = k.id AND b.uni_id = k.uni_id)
      AND NOT EXISTS (SELECT 1 FROM case_applies b WHERE b.case_id = k.id AND b.uni_id = k.uni_id AND b.course_name = k.course_name)`);
}
