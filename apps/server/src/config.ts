// Typed configuration, read once from the environment at start. A wrong value stops the start
// with a message that names the variable.
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { VERIFY_CODE } from '@portal/shared';

import { REPO_ROOT } from './paths';

export { REPO_ROOT };

const bool = z.enum(['0', '1', 'true', 'false', 'yes', 'no', '']).transform((v) => v === '1' || v === 'true' || v === 'yes');
const intIn = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: intIn(0, 65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
    WEB_DIST: z.string().min(1).default(path.join(REPO_ROOT, 'apps/web/dist')),
    /**
     * The portal's public address (scheme, host, port): the links in mails to the accounts. Without
     * it, http://localhost and the port the server listens on.
     */
    PUBLIC_URL: z
      .string()
      .url()
      .regex(/^https?:\/\//, 'must start with http:// or https://')
      .transform((u) => u.replace(/\/+$/, ''))
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Which proxies to believe about the client address (X-Forwarded-For): 0 none; a number N, the
     * N hops nearest to the server (1: the one reverse proxy in front); or a comma list of proxy
     * addresses or CIDRs. Never 'every hop': the client writes the leftmost entries itself.
     */
    TRUST_PROXY: z
      .string()
      .default('0')
      .transform((v, ctx): false | number | string[] => {
        const s = v.trim().toLowerCase();
        if (s === '' || s === '0' || s === 'false' || s === 'no') return false;
        if (s === 'true' || s === 'yes') return 1;
        if (/^\d+$/.test(s)) return Math.min(Number(s), 10);
        const list = s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean);
        if (list.every((x) => /^[0-9a-f:.]+(\/\d{1,3})?$/.test(x))) return list;
        ctx.addIssue({ code: 'custom', message: 'must be 0, a number of proxy hops, or a comma list of proxy addresses' });
        return z.NEVER;
      }),
    /** Origins allowed to send state-changing requests with the session cookie, besides the server's own. */
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((s) =>
        s
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      ),
    /** Secure cookies and HSTS; on by default with NODE_ENV=production. */
    COOKIE_SECURE: bool.optional(),
    SESSION_IDLE_MINUTES: intIn(5, 60 * 24 * 30).default(240),
    /** At most 30 days. */
    SESSION_ABSOLUTE_HOURS: intIn(1, 24 * 30).default(24 * 7),
    /** Staff (clerk, admin) sessions are shorter: they reach every student's file. */
    STAFF_SESSION_IDLE_MINUTES: intIn(5, 60 * 24).default(120),
    STAFF_SESSION_ABSOLUTE_HOURS: intIn(1, 24 * 30).default(12),
    DEV_OUTBOX: bool.default(false),
    /** Demo accounts and catalogue; on by default except with NODE_ENV=production. */
    SEED_DEMO: bool.optional(),
    /** Requests a client address may make to /api per minute (0 turns the limit off). */
    RATE_LIMIT_PER_MINUTE: intIn(0, 1_000_000).default(1200),
    /** Upload space per account (staff excepted): megabytes a day and in all. */
    UPLOAD_QUOTA_MB_DAY: intIn(1, 1_000_000).default(200),
    UPLOAD_QUOTA_MB_TOTAL: intIn(1, 10_000_000).default(1000),
    /** checkUser and code sends per client address and minute (their answers reveal registration). */
    CONTACT_LOOKUP_PER_MINUTE: intIn(1, 1_000_000).default(20),
    /**
     * Verification codes one client address may ask for, to any destinations, an hour and a day.
     * Raise them only where many people share one address (an office behind one NAT, the browser tests).
     */
    CODE_SENDS_PER_ADDRESS_HOUR: intIn(1, 1_000_000).default(VERIFY_CODE.perAddress.hour),
    CODE_SENDS_PER_ADDRESS_DAY: intIn(1, 1_000_000).default(VERIFY_CODE.perAddress.day),
    /** Redis for shared rate-limit counters across processes; unset keeps them in the process. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    /**
     * Bearer token for GET /api/metrics (Prometheus) from other machines: a scraper sends
     * Authorization: Bearer <token>. Unset, the metrics answer only callers on this machine
     * (loopback, with no X-Forwarded-For, Forwarded or X-Real-IP header, so a reverse proxy on the
     * same machine does not pass them on); everyone else gets the not-found answer.
     */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    ADMIN_ACCOUNT: z.string().email().default('admin@portal.local'),
    ADMIN_PASSWORD: z.string().min(6).max(12).optional(),
    SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
    SMS_HTTP_URL: z.string().url().optional(),
    SMS_HTTP_TOKEN: z.string().optional(),
    MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('Scholarship Portal <no-reply@portal.local>'),
    /** How often the mail queue is sent (seconds); 0 turns this process's sender off. */
    MAIL_QUEUE_SECONDS: intIn(0, 3600).default(5),
    /** Where uploads are kept: 'local' (UPLOAD_DIR) or 's3'; unset: s3 when the S3_* settings are given. */
    STORAGE_PROVIDER: z.enum(['local', 's3']).optional(),
    /** An S3-compatible object store (all or none of the S3_* settings; S3_FORCE_PATH_STYLE defaults to off). */
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens')
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Address objects as endpoint/bucket/key (MinIO, s3rver, most self-hosted stores). */
    S3_FORCE_PATH_STYLE: bool.optional(),
    /**
     * 32-byte key (64 hex digits or base64) for sensitive fields at rest; required in production.
     * DATA_KEYS_OLD lists earlier keys (comma separated) that may still be read until rotate-key ran.
     */
    DATA_KEY: z.string().optional(),
    DATA_KEYS_OLD: z
      .string()
      .default('')
      .transform((s) =>
        s
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      ),
    /** Where the demo's generated key is kept when DATA_KEY is unset: outside DATA_DIR, so a copy of the data holds no key. */
    DATA_KEY_FILE: z
      .string()
      .min(1)
      .default(path.join(os.homedir(), '.config', 'scholarship-portal', 'data.key')),
    UPLOAD_DIR: z.string().optional(),
    /**
     * Payment of the contract fee (providers/payment): which provider answers each channel. The
     * sandbox (default) works offline: its QR code opens a pay page of this server, which sends a
     * signed notification as a real provider would.
     */
    PAY_WECHAT: z.enum(['sandbox', 'wechat']).default('sandbox'),
    PAY_ALIPAY: z.enum(['sandbox', 'alipay']).default('sandbox'),
    /** Sandbox test mode: its orders ask 0.01 yuan (1 fen) instead of the contract's fee. */
    PAY_SANDBOX_TEST_AMOUNT: bool.default(false),
    /** WeChat Pay API v3 (PAY_WECHAT=wechat): merchant id, app id, the merchant API certificate's serial number and private key. */
    PAY_WECHAT_MCHID: z.string().min(1).optional(),
    PAY_WECHAT_APPID: z.string().min(1).optional(),
    PAY_WECHAT_SERIAL_NO: z.string().min(1).optional(),
    /** PEM text or the path of a PEM file (apiclient_key.pem). */
    PAY_WECHAT_PRIVATE_KEY: z.string().min(1).optional(),
    /** The APIv3 key (32 characters): decrypts notifications. */
    PAY_WECHAT_APIV3_KEY: z
      .string()
      .refine((v) => Buffer.byteLength(v, 'utf8') === 32, 'must be 32 bytes')
      .optional(),
    /** The platform certificate or the WeChat Pay public key (PEM text or path) that signs answers and notifications. */
    PAY_WECHAT_PLATFORM_CERT: z.string().min(1).optional(),
    /** Its serial (a certificate's own serial is read from it; a public key needs its id, PUB_KEY_ID_...). */
    PAY_WECHAT_PLATFORM_SERIAL: z.string().min(1).optional(),
    PAY_WECHAT_API_BASE: z.string().url().default('https://api.mch.weixin.qq.com'),
    /** Alipay (PAY_ALIPAY=alipay): app id, the app's private key and Alipay's public key (PEM text, path, or bare base64). */
    PAY_ALIPAY_APP_ID: z.string().min(1).optional(),
    PAY_ALIPAY_PRIVATE_KEY: z.string().min(1).optional(),
    PAY_ALIPAY_PUBLIC_KEY: z.string().min(1).optional(),
    PAY_ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  })
  .superRefine((v, ctx) => {
    if (v.SMS_PROVIDER === 'http' && !v.SMS_HTTP_URL)
      ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'is required when SMS_PROVIDER=http' });
    if (v.DATA_KEY && !/^[0-9a-fA-F]{64}$/.test(v.DATA_KEY) && Buffer.from(v.DATA_KEY, 'base64').length !== 32)
      ctx.addIssue({ code: 'custom', path: ['DATA_KEY'], message: 'must be 32 bytes: 64 hex digits or base64' });
    for (const k of v.DATA_KEYS_OLD)
      if (!/^[0-9a-fA-F]{64}$/.test(k) && Buffer.from(k, 'base64').length !== 32)
        ctx.addIssue({ code: 'custom', path: ['DATA_KEYS_OLD'], message: 'each key must be 32 bytes: 64 hex digits or base64' });
    if (v.NODE_ENV === 'production' && !v.DATA_KEY)
      ctx.addIssue({ code: 'custom', path: ['DATA_KEY'], message: 'is required when NODE_ENV=production' });
    if (v.NODE_ENV === 'production' && v.DEV_OUTBOX)
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_OUTBOX'],
        message: 'must be off when NODE_ENV=production (the outbox shows every verification code); unset DEV_OUTBOX or NODE_ENV',
      });
    if (v.PAY_WECHAT === 'wechat')
      for (const k of [
        'PAY_WECHAT_MCHID',
        'PAY_WECHAT_APPID',
        'PAY_WECHAT_SERIAL_NO',
        'PAY_WECHAT_PRIVATE_KEY',
        'PAY_WECHAT_APIV3_KEY',
        'PAY_WECHAT_PLATFORM_CERT',
      ] as const)
        if (!v[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'is required when PAY_WECHAT=wechat' });
    // WeChat Pay sends its notifications to PUBLIC_URL/api/pay/notify/wechat and accepts only HTTPS there.
    if (v.PAY_WECHAT === 'wechat' && !v.PUBLIC_URL?.startsWith('https://'))
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'must be https:// when PAY_WECHAT=wechat (its notify URL)' });
    if (v.PAY_ALIPAY === 'alipay')
      for (const k of ['PAY_ALIPAY_APP_ID', 'PAY_ALIPAY_PRIVATE_KEY', 'PAY_ALIPAY_PUBLIC_KEY'] as const)
        if (!v[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'is required when PAY_ALIPAY=alipay' });
    if (v.MAIL_PROVIDER === 'smtp' && !v.SMTP_URL)
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_PROVIDER=smtp' });
    // S3: all of the settings or none; a partial set names what is missing instead of falling back to disk.
    const given = S3_REQUIRED.filter((k) => v[k] !== undefined);
    const wantsS3 = v.STORAGE_PROVIDER === 's3' || given.length > 0 || v.S3_FORCE_PATH_STYLE !== undefined;
    if (wantsS3 && v.STORAGE_PROVIDER === 'local')
      ctx.addIssue({
        code: 'custom',
        path: ['STORAGE_PROVIDER'],
        message: 'is local but S3_* settings are given; unset them or STORAGE_PROVIDER',
      });
    else if (wantsS3)
      for (const k of S3_REQUIRED)
        if (v[k] === undefined)
          ctx.addIssue({
            code: 'custom',
            path: [k],
            message: `is required for S3 storage (the S3 settings are all or none: ${S3_REQUIRED.join(', ')})`,
          });
  });

type Parsed = z.infer<typeof envSchema>;
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      endpoint: string;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };
export type Config = Omit<Parsed, 'COOKIE_SECURE' | 'SEED_DEMO' | 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  COOKIE_SECURE: boolean;
  SEED_DEMO: boolean;
  uploadDir: string;
  /** Where uploaded files are kept (providers/storage.ts). */
  storage: StorageConfig;
};

export class ConfigError extends Error {}

/** Parse the environment (or an override for tests). Throws ConfigError naming each wrong variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const r = envSchema.safeParse(cleaned);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const d = r.data;
  const production = d.NODE_ENV === 'production';
  const uploadDir = d.UPLOAD_DIR ?? path.join(d.DATA_DIR, 'uploads');
  return {
    ...d,
    PUBLIC_URL: d.PUBLIC_URL ?? `http://localhost:${d.PORT}`,
    COOKIE_SECURE: d.COOKIE_SECURE ?? production,
    SEED_DEMO: d.SEED_DEMO ?? !production,
    uploadDir,
    storage: d.S3_BUCKET
      ? {
          kind: 's3',
          endpoint: d.S3_ENDPOINT!,
          region: d.S3_REGION!,
          bucket: d.S3_BUCKET,
          accessKeyId: d.S3_ACCESS_KEY_ID!,
          secretAccessKey: d.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: d.S3_FORCE_PATH_STYLE ?? false,
        }
      : { kind: 'local', dir: uploadDir },
  };
}
