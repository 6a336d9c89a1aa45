// Browsing calls of spec 000 section 7 under /api: universities, majors, faculties, cases,
// articles, banners, services, favourites. Paths keep the spec's spelling.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  articleBody, articleListBody, bannerBody, bannerClickBody, caseShareBody, caseShareUniBody, collectQuery, commonFields,
  keywordsBody, majorIdQuery, majorListBody, majorNameBody, uniCaseListBody, uniIdBody, uniIdQuery, uniListBody, userCollectQuery,
  webCaseQuery,
} from '@portal/shared';
import { ok } from '../../lib/envelope';
import { countView, visitorKey } from './views';
import {
  caseAnalysis, courseLists, facultyMajors, favouriteIds, favouriteList, keywordSearch, listUniversities, scholarshipList,
  setFavourite, uniDetail,
} from './universities';
import { hotMajors, majorInfo, majorList, majorNames, majorUniList, unisForMajor } from './majors';
import { caseDetail, caseShareList, caseShareUniList, collegeCases, scrollbar, uniCaseList } from './cases';
import { SERVICES, articleDetail, articleList, articleTypes, bannerList, recordBannerClick, summary } from './content';

const routes: FastifyPluginAsyncZod = async (app) => {
  const visitor = (req: FastifyRequest) =>
    visitorKey(req.auth?.userId, req.ip, typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined);
  const uid = (req: FastifyRequest) => req.auth?.userId;

  // --- Universities -------------------------------------------------------------------------
  const tags = ['universities'];
  const listDescription =
    'Filters combine: uniName (Chinese, English, pinyin, initials, typos), countryIds (multi), majorFocusList, majorType, ' +
    "stipendShow '1', gpa (majors whose minimum GPA is at most this), majorTuitionMin/Max (only when exactly one country is selected, " +
    'in that country\'s currency), majorNameList, uniType. Answers { list, currPage, pageSize, totalCount, totalPage }; ' +
    "each card carries flag '1' when the caller has it as a favourite.";
  app.post('/uni/school-university/getPartnerUniList', {
    schema: { tags, summary: 'Institution list with the search filters (default 12 a page)', description: listDescription, body: uniListBody },
  }, async (req) => ok(await listUniversities(app.db, req.body, uid(req)), req.lang));

  app.post('/uni/school-university/partnerInstitutions', {
    schema: { tags, summary: 'Institution cards with view and collect counts (12/30/60/90), most viewed first', description: listDescription, body: uniListBody },
  }, async (req) => ok(await listUniversities(app.db, { ...req.body, sort: req.body.sort ?? 'views' }, uid(req)), req.lang));

  app.post('/uni/school-university/listUniByKeyWords', {
    schema: { tags, summary: 'University autocomplete: at most 20, exact and prefix matches first', body: keywordsBody },
  }, async (req) => ok(await keywordSearch(app.db, req.body), req.lang));

  app.get('/uni/school-university/show', {
    schema: { tags, summary: 'University detail; counts one view per visitor a day', querystring: uniIdQuery },
  }, async (req) => {
    const d = await uniDetail(app.db, req.query.uniId, uid(req), req.lang);
    if (await countView(app.db, 'uni', req.query.uniId, visitor(req))) d.viewNumber = Number(d.viewNumber) + 1;
    return ok(d, req.lang);
  });

  app.post('/uni/school-university/partnerSchoolInfo', {
    schema: { tags, summary: 'Course lists of a university: { undergraduate, master, doctorate }', body: uniIdBody },
  }, async (req) => ok(await courseLists(app.db, req.body.uniId), req.lang));

  app.post('/uni/school-university/caseAnalysis', {
    schema: {
      tags,
      summary: 'Case analysis: educationList, gpaList, convertList (per year), monthList (previous study year, October to September)',
      body: uniIdBody,
    },
  }, async (req) => ok(await caseAnalysis(app.db, req.body.uniId), req.lang));

  app.get('/uni/school-university/access', {
    schema: { tags, summary: 'Whether a university page may be opened: data.allowed', querystring: uniIdQuery },
  }, async (req) => {
    try {
      await uniDetail(app.db, req.query.uniId);
      return ok({ allowed: true }, req.lang);
    } catch {
      return ok({ allowed: false }, req.lang);
    }
  });

  app.post('/uni/school-university/scholarshipList', {
    schema: { tags, summary: 'Scholarship finder: countries with picture and universities offering scholarships', body: z.object(commonFields).optional() },
  }, async (req) => ok(await scholarshipList(app.db), req.lang));

  // --- Favourites ---------------------------------------------------------------------------
  app.get('/uni/school-university/stuWeb/collectSchool', {
    // A GET as the spec gives it, but it changes state: refused when it comes from another site (022).
    config: { auth: 'required', stateChanging: true },
    schema: {
      tags: ['favourites'],
      summary: "Add (flag '0') or remove (flag '1') a favourite; answers the new flag",
      description: 'Refused with 022 when sent with the session cookie from another site (a link or image elsewhere cannot change favourites).',
      querystring: collectQuery,
    },
  }, async (req) => {
    const r = await setFavourite(app.db, req.auth!.userId, req.query.uniId, req.query.flag === '0');
    return ok(r, req.lang, r.flag === '1' ? (req.lang === 'en' ? 'Added to favourites' : '已加入收藏') : req.lang === 'en' ? 'Removed from favourites' : '已取消收藏');
  });
  app.get('/uni/school-university/stuWeb/userCollect', {
    config: { auth: 'required' },
    schema: { tags: ['favourites'], summary: 'The caller\'s favourite universities, newest first (paged)', querystring: userCollectQuery },
  }, async (req) => ok(await favouriteList(app.db, req.auth!.userId, req.query.pageNo, req.query.pageSize, req.lang), req.lang));
  app.get('/uni/school-university/stuWeb/listSchool', {
    config: { auth: 'required' },
    schema: { tags: ['favourites'], summary: 'The set of uniIds the caller has as favourites', querystring: z.object(commonFields) },
  }, async (req) => ok(await favouriteIds(app.db, req.auth!.userId), req.lang));

  // --- Majors and faculties -----------------------------------------------------------------
  const mtags = ['majors'];
  app.post('/uni/major/getMajorUniList', {
    schema: { tags: mtags, summary: 'Major-based university list (18/30/60/90): universities with a matching major', body: majorListBody },
  }, async (req) => ok(await majorUniList(app.db, req.body), req.lang));
  app.post('/uni/major/getMajorNameList', {
    schema: { tags: mtags, summary: 'Major name suggestions (at most 20)', body: majorNameBody },
  }, async (req) => ok(await majorNames(app.db, req.body.majorName, req.body.countryId, req.body.limit), req.lang));
  app.post('/uni/major/list', {
    schema: { tags: mtags, summary: 'Majors with the search filters (paged)', body: majorListBody },
  }, async (req) => ok(await majorList(app.db, req.body), req.lang));
  app.post('/uni/major/uniList', {
    schema: {
      tags: mtags,
      summary: 'Universities offering a major named majorName (at most 20); without majorName the 20 hot majors',
      body: majorNameBody,
    },
  }, async (req) =>
    ok(req.body.majorName ? await unisForMajor(app.db, req.body.majorName, req.body.limit) : await hotMajors(app.db, req.body.limit), req.lang));
  app.get('/uni/major/info', {
    schema: { tags: mtags, summary: 'Major detail; introduction, entry and language requirements in the request language (English in en)', querystring: majorIdQuery },
  }, async (req) =>
    ok(await majorInfo(app.db, req.query.majorId, req.lang), req.lang));
  app.get('/uni/faculty/major', {
    schema: { tags: mtags, summary: 'Faculties of a university with their majors', querystring: uniIdQuery },
  }, async (req) => ok(await facultyMajors(app.db, req.query.uniId), req.lang));
  app.get('/uni/faculty/newMajor', {
    schema: {
      tags: mtags,
      summary: 'Faculties with majors of one degree level (degreeType 1, 2 or 3; default 2)',
      querystring: uniIdQuery.extend({ degreeType: z.enum(['1', '2', '3']).default('2') }),
    },
  }, async (req) => ok(await facultyMajors(app.db, req.query.uniId, req.query.degreeType), req.lang));

  // --- Cases --------------------------------------------------------------------------------
  const ctags = ['cases'];
  const caseLanguage =
    'eduUniName and eduMajorName are in the request language (English in en, Chinese in cn); eduUniCnName and eduUniEnName ' +
    "carry the school's own Chinese name and its English name for pages that show both.";
  app.get('/clerk/cases/college', {
    schema: { tags: ctags, summary: 'Case totals of a university found by English (enName) or Chinese (name) name', querystring: z.object({ ...commonFields, enName: z.string().optional(), name: z.string().optional() }) },
  }, async (req) => ok(await collegeCases(app.db, req.query.enName, req.query.name), req.lang));
  app.post('/clerk/student/caseShareList', {
    schema: { tags: ctags, summary: 'Case share list (15/30/60/90): filters uniName, countryIds, eduUniTypeList, gpaList, courseType', description: caseLanguage, body: caseShareBody },
  }, async (req) => ok(await caseShareList(app.db, req.body, req.lang), req.lang));
  app.post('/clerk/student/caseShareUniList', {
    schema: { tags: ctags, summary: 'Universities that have cases (filter autocomplete)', body: caseShareUniBody },
  }, async (req) => ok(await caseShareUniList(app.db, req.body.uniName, req.body.limit), req.lang));
  app.get('/clerk/agent/stu/webCase', {
    config: { auth: 'required' },
    schema: { tags: ctags, summary: 'Case detail with applied universities and 5 related cases (login required)', description: caseLanguage, querystring: webCaseQuery },
  }, async (req) => {
    const d = await caseDetail(app.db, req.query.stuId, req.lang);
    if (await countView(app.db, 'case', req.query.stuId, visitor(req))) d.viewNumber = Number(d.viewNumber) + 1;
    return ok(d, req.lang);
  });
  app.post('/clerk/student/uniCaseList', {
    schema: { tags: ctags, summary: 'Cases of one university, 5 a page', body: uniCaseListBody },
  }, async (req) => ok(await uniCaseList(app.db, req.body.uniId, req.body.pageNo, req.body.pageSize, req.lang), req.lang));
  app.post('/clerk/student/scrollbar', {
    schema: { tags: ctags, summary: 'Newest success cases (home page)', body: z.object(commonFields).optional() },
  }, async (req) => ok(await scrollbar(app.db, req.lang), req.lang));

  // --- Articles -----------------------------------------------------------------------------
  const atags = ['articles'];
  app.post('/content/bs/article/wechatTypes', {
    schema: { tags: atags, summary: 'Study stages (jxj_article_type) with slogans and article totals', body: z.object({ ...commonFields, dictType: z.string().optional() }).optional() },
  }, async (req) => ok(await articleTypes(app.db), req.lang));
  for (const path of ['/content/bs/article/list', '/content/bs/article/webDetail']) {
    app.post(path, {
      schema: {
        tags: atags,
        summary: 'Article cards by stage and title, newest first; limit gives the first N (home 4, navigation 12)',
        description: 'articleName and intro in the request language (English in en where written); the title search matches either title; articleCoverRoute asks for the cover in that language.',
        body: articleListBody,
      },
    }, async (req) => ok(await articleList(app.db, req.body, req.lang), req.lang));
  }
  app.post('/content/bs/article/webArticle', {
    config: { auth: 'required' },
    schema: { tags: atags, summary: 'Article with its sanitised HTML body in the request language (login required); counts one view per visitor a day', body: articleBody },
  }, async (req) => {
    const a = await articleDetail(app.db, req.body.articleId, req.lang);
    if (await countView(app.db, 'article', req.body.articleId, visitor(req))) a.totalView = Number(a.totalView) + 1;
    return ok(a, req.lang);
  });

  // --- Home: banners, services, recommendations --------------------------------------------
  const htags = ['home'];
  app.post('/operate/bs/stu/banner', {
    schema: { tags: htags, summary: 'Banners (functionType 0) or overseas recommendation cards (functionType 2)', body: bannerBody },
  }, async (req) => ok(await bannerList(app.db, req.body.functionType, req.lang), req.lang));
  app.post('/operate/bs/add/view', {
    schema: { tags: htags, summary: 'Record a banner click (with the user when logged in)', body: bannerClickBody },
  }, async (req) => {
    await recordBannerClick(app.db, req.body.bannerId, uid(req));
    return ok(null, req.lang);
  });
  app.post('/operate/bs/stu/school', {
    schema: { tags: htags, summary: 'Source universities of the home page: top-ranked universities with cases', body: uniListBody },
  }, async (req) => ok(await listUniversities(app.db, { ...req.body, sort: 'rank' }, uid(req)), req.lang));
  app.post('/dynamics/bs/stu/service', {
    schema: { tags: htags, summary: 'Services of the home page (functionType 1)', body: z.object({ ...commonFields, functionType: z.coerce.number().optional() }).optional() },
  }, async (req) => ok(SERVICES.map((s) => ({ ...s, title: req.lang === 'en' ? s.enTitle : s.title, intro: req.lang === 'en' ? s.enIntro : s.intro })), req.lang));
  app.post('/operate/bs/stu/summary', {
    schema: { tags: htags, summary: 'Application summary figures of the home page', body: z.object(commonFields).optional() },
  }, async (req) => ok(await summary(app.db), req.lang));

};

export default routes;
