// Field encryption for sensitive values kept at rest (card number, CVV, education-portal password):
// AES-256-GCM with a key from DATA_KEY, a fresh 96-bit IV per value, and the key id in the stored
// text so keys can be rotated. Stored form: v1.<iv>.<tag>.<ciphertext>, each part base64url.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface SecretBox {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

export function parseKey(raw: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error('DATA_KEY must be 32 bytes, given as 64 hex digits or base64');
  return key;
}

export function secretBox(key: Buffer): SecretBox {
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    decrypt(stored) {
      const [v, iv, tag, body] = stored.split('.');
      if (v !== 'v1' || !iv || !tag || body === undefined) throw new Error('not an encrypted value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The key: DATA_KEY when set (required in production); otherwise, for the demo and development, a
 * key generated once and kept in DATA_DIR/data.key (readable by the owner only).
 */
export function loadDataKey(opts: { dataKey?: string; dataDir: string; production: boolean }): { key: Buffer; generated: boolean } {
  if (opts.dataKey) return { key: parseKey(opts.dataKey), generated: false };
  if (opts.production) throw new Error('DATA_KEY is required in production');
  const file = path.join(opts.dataDir, 'data.key');
  if (fs.existsSync(file)) return { key: parseKey(fs.readFileSync(file, 'utf8').trim()), generated: false };
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const key = randomBytes(32);
  fs.writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return { key, generated: true };
}
