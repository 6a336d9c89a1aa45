// Composes the application: outside plugins first, then ours, then the API modules under /api,
// then the web app with history fallback. Listening and shutdown live in server.ts.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { CODES, UPLOAD_LIMITS, codeMessage } from '@portal/shared';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createMessaging, type MailProvider, type SmsProvider } from './providers/messaging';
import { createStorage, type StorageProvider } from './providers/storage';
import { createPaymentProviders } from './providers/payment';
import { loadDataKeys, secretBox, type SecretBox } from './lib/secrets';
import { safeError } from './lib/safe-error';
import { lazyChildLogger } from './lib/lazy-logger';
import type { SessionPolicy } from './modules/accounts/sessions';
import langPlugin from './plugins/lang';
import securityHeaders, { apiHeaders } from './plugins/security-headers';
import { FrontAnswers } from './lib/front-answers';
import { RESYNC, startChangeBus, type ChangeBus } from './lib/changes';
import { sessionCacheFor } from './modules/accounts/sessions';
import { CatalogueIndex } from './modules/universities/catalogue-index';
import { ViewBatcher } from './modules/universities/view-batch';
import inputGuard from './plugins/input-guard';
import rateLimitPlugin, { LIMITS } from './plugins/rate-limit';
import { startScheduler } from './jobs/scheduler';
import { setPublicUrl } from './modules/notifications/service';
import { missingKeyIds } from './modules/applications/secret-fields';
import { documentFor, type OpenApiDoc } from './lib/openapi-filter';
import errorsPlugin from './plugins/errors';
import metricsPlugin from './plugins/metrics';
import sessionPlugin from './plugins/session';
import accountRoutes from './modules/accounts/routes';
import userRoutes from './modules/users/routes';
import dictRoutes from './modules/dictionaries/routes';
import fileRoutes from './modules/files/routes';
import collegeRoutes from './modules/colleges/routes';
import devRoutes from './modules/dev/routes';
import universityRoutes from './modules/universities/routes';
import majorRoutes from './modules/majors/routes';
import caseRoutes from './modules/cases/routes';
import contentRoutes from './modules/content/routes';
import favouriteRoutes from './modules/favourites/routes';
import mediaRoutes from './modules/media/routes';
import applicationRoutes from './modules/applications/routes';
import messageRoutes from './modules/messages/routes';
import noticeRoutes from './modules/notifications/routes';
import auditRoutes from './modules/audit/routes';
import consoleRoutes from './modules/console/routes';
import contractRoutes from './modules/contracts/routes';
import assetRoutes from './modules/assets/routes';
import healthRoutes from './modules/health/routes';
import paymentRoutes from './modules/payments/routes';
import consultationRoutes from './modules/consultation/routes';
import matchingRoutes from './modules/matching/routes';
import countrySettingRoutes from './modules/country-settings/routes';
import catalogueAdminRoutes from './modules/catalogue-admin/routes';
import importRoutes from './modules/imports/routes';
import errorReportRoutes from './modules/error-reports/routes';
import contentAdminRoutes from './modules/content-admin/routes';
import consoleOpsRoutes from './modules/console-ops/routes';
import privacyRoutes from './modules/privacy/routes';
import myDataRoutes from './modules/my-data/routes';
import fileConsentRoutes from './modules/file-consents/routes';
import { loadFirstScreens } from './modules/web-pages/first-screens';

/** A route as registered: the contract test checks that each declares what it answers. */
export interface RouteEntry {
  method: string;
  url: string;
  hasResponse: boolean;
  /** Answers bytes, not the envelope (files, pictures, the API document): config.rawResponse. */
  raw: boolean;
  /** The roles the route admits (config.roles); empty for routes open to any session or to everyone. */
  roles: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers something other than the JSON envelope (a file, a picture). */
    rawResponse?: boolean;
  }
  interface FastifyInstance {
    routeInventory: readonly RouteEntry[];
    config: Config;
    db: Db;
    database: Database;
    sms: SmsProvider;
    mail: MailProvider;
    storage: StorageProvider;
    sessionPolicy: SessionPolicy;
    /** Encryption of sensitive fields at rest. */
    secrets: SecretBox;
    /** Change notices from the database, shared by every process. */
    changes: ChangeBus;
    /** The open universities in memory (lists and autocomplete). */
    catalogue: CatalogueIndex;
    /** University page views, written in batches. */
    uniViews: ViewBatcher;
    /** Prepared catalogue answers given again to anonymous readers before the hooks run. */
    front: FrontAnswers;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Replace providers (tests use this to capture outgoing messages). */
  providers?: Partial<{ sms: SmsProvider; mail: MailProvider; storage: StorageProvider }>;
  /** Use these keys instead of loading them from the configuration (tests). */
  secrets?: SecretBox;
  logger?: boolean | object;
}

const REDACT = [
  'req.headers.authorization',
  'req.headers.token',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.passWord',
  '*.rePassWord',
  '*.verifyCode',
  '*.cardNo',
  '*.cardSafetyCode',
  '*.eduPassword',
];

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    // Errors are logged through safeError: SQL statements without their parameter values.
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: REDACT,
            serializers: { err: safeError },
            ...(typeof opts.logger === 'object' ? opts.logger : {}),
          },
    // A hop count trusts that many proxies nearest to the server (hop 0 is the socket's peer).
    trustProxy:
      typeof config.TRUST_PROXY === 'number' ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number) : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Request ids let a support person find one request across logs of several processes.
    requestIdHeader: 'x-request-id',
    childLoggerFactory: lazyChildLogger,
  }).withTypeProvider<ZodTypeProvider>();

  // First of all hooks: a request whose anonymous answer is prepared already is answered here
  // (lib/front-answers.ts); every other goes on through the hooks below.
  const front = new FrontAnswers(apiHeaders({ hsts: config.COOKIE_SECURE }));
  app.decorate('front', front);
  app.addHook('onRoute', front.onRoute);
  app.addHook('onRequest', front.hook);
  app.addHook('preParsing', front.preParsing);

  app.setValidatorCompiler(validatorCompiler);
  // Answers are written through their response schemas: fields not in the schema do not leave the
  // server, and an answer of the wrong shape is an error (caught by the tests), not a quiet change.
  app.setSerializerCompiler(serializerCompiler);
  // Every route is listed with whether it declares its answer (test/contract.test.ts holds them to it).
  const inventory: RouteEntry[] = [];
  app.decorate('routeInventory', inventory);
  app.addHook('onRoute', (r) => {
    if (r.method === 'HEAD') return;
    const raw = (r.config as { rawResponse?: boolean } | undefined)?.rawResponse === true;
    inventory.push({
      method: String(r.method),
      url: r.url,
      hasResponse: !!(r.schema as { response?: unknown } | undefined)?.response,
      raw,
      roles: (r.config as { roles?: readonly string[] } | undefined)?.roles ?? [],
    });
  });

  const messaging = await createMessaging(config, database.db);
  app.decorate('config', config);
  // Mails link to the portal at its public address.
  setPublicUrl(config.PUBLIC_URL);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('sms', opts.providers?.sms ?? messaging.sms);
  app.decorate('mail', opts.providers?.mail ?? messaging.mail);
  // Local disk, or the S3 store of the S3_* settings; a store that cannot be reached stops the start.
  app.decorate('storage', opts.providers?.storage ?? (await createStorage(config)));
  app.addHook('onReady', async () => app.storage.check());
  const keys = loadDataKeys({
    dataKey: config.DATA_KEY,
    oldKeys: config.DATA_KEYS_OLD,
    keyFile: config.DATA_KEY_FILE,
    dataDir: config.DATA_DIR,
    production: config.NODE_ENV === 'production',
  });
  if (keys.source !== 'env') app.log.warn(`no DATA_KEY: using the demo key in ${keys.file} (set DATA_KEY in production)`);
  app.decorate('secrets', opts.secrets ?? secretBox(keys.current, keys.older));
  // Payment providers per channel (PAY_WECHAT, PAY_ALIPAY; the offline sandbox by default).
  app.decorate('payments', createPaymentProviders(config, app.secrets.digestKey));
  app.decorate('sessionPolicy', {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    absoluteHours: config.SESSION_ABSOLUTE_HOURS,
    staffIdleMinutes: config.STAFF_SESSION_IDLE_MINUTES,
    staffAbsoluteHours: config.STAFF_SESSION_ABSOLUTE_HOURS,
  });

  // Outside plugins.
  await app.register(cookie);
  // HSTS only where cookies are secure (served over HTTPS).
  await app.register(securityHeaders, { hsts: config.COOKIE_SECURE });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(multipart, {
    limits: { fileSize: Math.max(...Object.values(UPLOAD_LIMITS).map((l) => l.maxBytes)) + 1, files: 10, fields: 20 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Scholarship portal API',
        version: '1.0.0',
        description:
          "Every answer is { code, msg, data } with HTTP 200 for business outcomes; code '000' is success. " +
          'Every call accepts scholarshipType (always 1), lang (cn or en) and sign (accepted, not verified). ' +
          'The session token is read from the token header, Authorization: Bearer, or the student-token cookie. ' +
          'Session codes: 002 not logged in, 014 expired, 015 revoked, 016 invalid, 017 account disabled.',
      },
      servers: [{ url: '/api' }],
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'student-token' },
        },
      },
    },
    // Routes limited to roles carry x-roles, so the published document can leave them out for others.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const roles = (input.route.config as { roles?: readonly string[] } | undefined)?.roles;
      return roles?.length ? { ...out, schema: { ...out.schema, 'x-roles': roles } } : out;
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformSpecification: (spec, req) =>
      documentFor(spec as OpenApiDoc, (req as { auth?: { roles: readonly string[] } | null }).auth?.roles ?? []),
  });

  // Read-mostly data in memory, dropped when the database says it changed (lib/changes.ts).
  const changes = await startChangeBus(database, { databaseUrl: config.DATABASE_URL, log: app.log });
  const uniViews = new ViewBatcher(database.db, (err) => app.log.error({ err: err.message }, 'page views not written'));
  const catalogue = new CatalogueIndex(database.db, (id) => uniViews.unwritten.get(id) ?? 0);
  app.decorate('changes', changes);
  app.decorate('catalogue', catalogue);
  app.decorate('uniViews', uniViews);
  changes.on('catalogue', () => catalogue.invalidate());
  // Resolved sessions: kept only while the notices are heard; a revoked, expired or changed session
  // or account is dropped in every process.
  const sessionCache = sessionCacheFor(database.db);
  sessionCache.enabled = () => changes.listening;
  changes.on('session:', (p) => (p === RESYNC ? sessionCache.clear() : sessionCache.dropHash(p.slice('session:'.length))));
  changes.on('user:', (p) => {
    const userId = Number(p.slice('user:'.length));
    if (p === RESYNC) sessionCache.clear();
    else sessionCache.dropWhere((r) => r.userId === userId);
  });
  changes.on('fav:', () => catalogue.countersChanged());
  app.addHook('onClose', async () => {
    await uniViews.flush();
    await changes.close();
  });

  // Our plugins.
  await app.register(langPlugin);
  await app.register(errorsPlugin);
  // Before the other plugins and routes, so that their time counts and every route is measured.
  await app.register(metricsPlugin);
  await app.register(inputGuard);
  await app.register(rateLimitPlugin);
  // The general /api limit: one counter for the requests answered in front and the others.
  const apiLimit = config.RATE_LIMIT_PER_MINUTE > 0 ? app.limiter('api', config.RATE_LIMIT_PER_MINUTE) : null;
  if (apiLimit) front.limit = (req, reply) => apiLimit.call(app, req, reply);
  await app.register(sessionPlugin);
  startScheduler(app);
  app.addHook('onReady', async () => {
    const missing = await missingKeyIds(app.db, app.secrets);
    if (missing.length)
      throw new Error(
        `DATA_KEY: stored values were encrypted with key id(s) ${missing.join(', ')}, which are not configured; set DATA_KEY or add the old key to DATA_KEYS_OLD`,
      );
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      if (apiLimit) api.addHook('onRequest', apiLimit);
      await api.register(accountRoutes);
      await api.register(userRoutes);
      await api.register(dictRoutes);
      await api.register(fileRoutes);
      await api.register(collegeRoutes);
      await api.register(universityRoutes);
      await api.register(majorRoutes);
      await api.register(caseRoutes);
      await api.register(contentRoutes);
      await api.register(favouriteRoutes);
      await api.register(mediaRoutes);
      await api.register(applicationRoutes);
      await api.register(messageRoutes);
      await api.register(noticeRoutes);
      await api.register(auditRoutes);
      await api.register(consoleRoutes);
      await api.register(contractRoutes);
      await api.register(paymentRoutes);
      await api.register(consultationRoutes);
      await api.register(matchingRoutes);
      await api.register(countrySettingRoutes);
      await api.register(catalogueAdminRoutes);
      await api.register(importRoutes);
      await api.register(errorReportRoutes);
      await api.register(contentAdminRoutes);
      await api.register(consoleOpsRoutes);
      await api.register(privacyRoutes);
      await api.register(myDataRoutes);
      await api.register(fileConsentRoutes);
      await api.register(assetRoutes);
      if (config.DEV_OUTBOX) await api.register(devRoutes);
    },
    { prefix: '/api' },
  );

  // The web app: static files, and index.html for any other GET that accepts HTML outside /api.
  const index = path.join(config.WEB_DIST, 'index.html');
  const hasWeb = fs.existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs): sent as they are.
      preCompressed: true,
      setHeaders(res, file) {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  // Public pages drawn by the server for a first visit (modules/web-pages), else index.html.
  const firstScreens = hasWeb ? await loadFirstScreens(app, config.WEB_DIST) : null;
  const notFoundLimit = app.limiter('not-found', LIMITS.notFound.max, LIMITS.notFound.windowMs);
  app.setNotFoundHandler(async (req, reply) => {
    const wantsHtml = (req.headers.accept ?? '').includes('text/html');
    if (hasWeb && req.method === 'GET' && !req.url.startsWith('/api') && wantsHtml) {
      reply.header('cache-control', 'no-cache');
      if (await firstScreens?.send(req, reply)) return reply;
      return reply.type('text/html').sendFile('index.html');
    }
    // Probing for paths is slowed down; pages of the web app above are not.
    await notFoundLimit.call(app, req, reply);
    return reply.status(404).send({ code: CODES.NOT_FOUND, msg: codeMessage(CODES.NOT_FOUND, req.lang ?? 'cn'), data: null });
  });

  return app;
}
