// Field encryption for sensitive values kept at rest (card number, CVV, education-portal password):
// AES-256-GCM with a fresh 96-bit IV per value. Each ciphertext names the key that wrote it (a key
// id, so keys can be rotated) and is bound to its row and field through the additional data, so a
// value copied into another row or column does not decrypt.
// Stored form: v2.<key id>.<iv>.<tag>.<ciphertext>, the last three base64url. The earlier v1 form
// (no key id, no binding) is still read, and rotate-key rewrites it.
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface SecretBox {
  /** Encrypt for one field of one row: `context` is e.g. 'students.card_no:42'. */
  encrypt(plain: string, context: string): string;
  decrypt(stored: string, context: string): string;
  /** The id of the key new values are written with. */
  readonly currentKeyId: string;
  /** Key ids this box can read. */
  readonly keyIds: readonly string[];
  /** The key id a stored value was written with ('' for the old unbound form). */
  keyIdOf(stored: string): string;
  /** A secret of its own for keyed digests (verification codes), derived from the current key. */
  readonly digestKey: Buffer;
}

export function parseKey(raw: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error('DATA_KEY must be 32 bytes, given as 64 hex digits or base64');
  return key;
}

/** Short public id of a key: the first 8 hex digits of its SHA-256. */
export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** The context a field of a row is bound to. */
export const fieldContext = (table: string, column: string, rowId: number | string) => `${table}.${column}:${rowId}`;

export function secretBox(current: Buffer, older: Buffer[] = []): SecretBox {
  const keys = new Map<string, Buffer>();
  const currentKeyId = keyIdOf(current);
  keys.set(currentKeyId, current);
  for (const k of older) if (!keys.has(keyIdOf(k))) keys.set(keyIdOf(k), k);

  const open = (key: Buffer, iv: string, tag: string, body: string, aad?: string) => {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    if (aad !== undefined) decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  };

  return {
    currentKeyId,
    keyIds: [...keys.keys()],
    digestKey: Buffer.from(hkdfSync('sha256', current, Buffer.alloc(0), 'verify-codes', 32)),
    keyIdOf(stored) {
      const parts = stored.split('.');
      return parts[0] === 'v2' ? (parts[1] ?? '') : '';
    },
    encrypt(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v2', currentKeyId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(
        '.',
      );
    },
    decrypt(stored, context) {
      const parts = stored.split('.');
      if (parts[0] === 'v2' && parts.length === 5) {
        const key = keys.get(parts[1]);
        if (!key) throw new Error(`no key with id ${parts[1]} is configured (DATA_KEY, DATA_KEYS_OLD)`);
        return open(key, parts[2], parts[3], parts[4], context);
      }
      if (parts[0] === 'v1' && parts.length === 4) {
        // Written before keys had ids: try each key.
        for (const key of keys.values()) {
          try {
            return open(key, parts[1], parts[2], parts[3]);
          } catch {
            /* next key */
          }
        }
        throw new Error('no configured key opens this value');
      }
      throw new Error('not an encrypted value');
    },
  };
}

/** Keyed digest of a short secret (a verification code): a copy of the table alone reveals nothing. */
export const keyedDigest = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('hex');

export interface LoadedKeys {
  current: Buffer;
  older: Buffer[];
  /** Where the key came from, for the start-up log. */
  source: 'env' | 'file' | 'generated';
  file?: string;
}

/**
 * The keys: DATA_KEY when set (required in production), plus DATA_KEYS_OLD. Otherwise, for the demo
 * and development, a key generated once into DATA_KEY_FILE, which lies outside DATA_DIR so that a
 * copy of the data folder holds no key. A key left in DATA_DIR by an earlier version is moved there.
 */
export function loadDataKeys(opts: {
  dataKey?: string;
  oldKeys?: string[];
  keyFile: string;
  dataDir: string;
  production: boolean;
}): LoadedKeys {
  const older = (opts.oldKeys ?? []).map(parseKey);
  if (opts.dataKey) return { current: parseKey(opts.dataKey), older, source: 'env' };
  if (opts.production) throw new Error('DATA_KEY is required in production');
  const legacy = path.join(opts.dataDir, 'data.key');
  if (fs.existsSync(opts.keyFile)) {
    const current = parseKey(fs.readFileSync(opts.keyFile, 'utf8').trim());
    // A different key still inside the data folder stays readable until rotate-key has run.
    if (fs.existsSync(legacy)) {
      const old = parseKey(fs.readFileSync(legacy, 'utf8').trim());
      if (!old.equals(current)) older.push(old);
    }
    return { current, older, source: 'file', file: opts.keyFile };
  }
  fs.mkdirSync(path.dirname(opts.keyFile), { recursive: true, mode: 0o700 });
  if (fs.existsSync(legacy)) {
    const moved = fs.readFileSync(legacy, 'utf8').trim();
    parseKey(moved);
    fs.writeFileSync(opts.keyFile, moved, { mode: 0o600 });
    fs.rmSync(legacy);
    return { current: parseKey(moved), older, source: 'file', file: opts.keyFile };
  }
  const key = randomBytes(32);
  try {
    fs.writeFileSync(opts.keyFile, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (e) {
    // Another process wrote it first: use that one.
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    return { current: parseKey(fs.readFileSync(opts.keyFile, 'utf8').trim()), older, source: 'file', file: opts.keyFile };
  }
  return { current: key, older, source: 'generated', file: opts.keyFile };
}
