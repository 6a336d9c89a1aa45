// Typed configuration, read once from the environment at start. A wrong value stops the start
// with a message that names the variable.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');
const intIn = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

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
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool.default(false),
    /** Origins allowed to send state-changing requests with the session cookie, besides the server's own. */
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean)),
    COOKIE_SECURE: bool.default(false),
    SESSION_IDLE_MINUTES: intIn(5, 60 * 24 * 30).default(240),
    SESSION_ABSOLUTE_HOURS: intIn(1, 24 * 90).default(24 * 7),
    DEV_OUTBOX: bool.default(false),
    SEED_DEMO: bool.default(true),
    ADMIN_ACCOUNT: z.string().email().default('admin@portal.local'),
    ADMIN_PASSWORD: z.string().min(6).max(12).optional(),
    SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
    SMS_HTTP_URL: z.string().url().optional(),
    SMS_HTTP_TOKEN: z.string().optional(),
    MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
    MAIL_FROM: z.string().default('Scholarship Portal <no-reply@portal.local>'),
    STORAGE_PROVIDER: z.enum(['local']).default('local'),
    /** 32-byte key (64 hex digits or base64) for sensitive fields at rest; required in production. */
    DATA_KEY: z.string().optional(),
    UPLOAD_DIR: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.SMS_PROVIDER === 'http' && !v.SMS_HTTP_URL)
      ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'is required when SMS_PROVIDER=http' });
    if (v.DATA_KEY && !/^[0-9a-fA-F]{64}$/.test(v.DATA_KEY) && Buffer.from(v.DATA_KEY, 'base64').length !== 32)
      ctx.addIssue({ code: 'custom', path: ['DATA_KEY'], message: 'must be 32 bytes: 64 hex digits or base64' });
    if (v.NODE_ENV === 'production' && !v.DATA_KEY)
      ctx.addIssue({ code: 'custom', path: ['DATA_KEY'], message: 'is required when NODE_ENV=production' });
    if (v.MAIL_PROVIDER === 'smtp' && !v.SMTP_URL)
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_PROVIDER=smtp' });
  });

export type Config = z.infer<typeof envSchema> & { uploadDir: string };

export class ConfigError extends Error {}

/** Parse the environment (or an override for tests). Throws ConfigError naming each wrong variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const r = envSchema.safeParse(cleaned);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...r.data, uploadDir: r.data.UPLOAD_DIR ?? path.join(r.data.DATA_DIR, 'uploads') };
}
