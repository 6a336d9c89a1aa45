// Random tokens and codes, and one-way digests for stored secrets (passwords: lib/passwords.ts).
import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256-bit opaque session token. */
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (s: string) => hash('sha256', s, 'hex');

/** A 6-digit verification code from a cryptographic random source. */
export const newVerifyCode = (length = 6) => Array.from({ length }, () => String(randomInt(0, 10))).join('');

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export const randomId = (bytes = 16) => randomBytes(bytes).toString('hex');
