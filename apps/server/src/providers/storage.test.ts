// The storage contract, run against both providers: local disk and S3 (a fake S3 server, s3rver,
// started here on a random port over a temporary folder).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { startFakeS3, type FakeS3 } from '../../test/s3';
import { localStorage, s3Storage, StorageKeyExistsError, type StorageProvider } from './storage';

let s3: FakeS3;
const dirs: string[] = [];
beforeAll(async () => {
  s3 = await startFakeS3(['contract']);
});
afterAll(async () => {
  await s3?.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const providers: [string, () => Promise<StorageProvider>][] = [
  [
    'local disk',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'));
      dirs.push(dir);
      return localStorage(dir);
    },
  ],
  ['S3', async () => s3Storage(s3.settings('contract'))],
];

let seq = 0;
const newKey = (ext = 'bin') => `t${process.pid}/${Date.now()}${++seq}${randomBytes(4).toString('hex')}.${ext}`;
const read = async (s: StorageProvider, key: string, range?: { start: number; end: number }) => {
  const r = await s.get(key, range);
  return r ? buffer(r) : null;
};
/** A stream of `total` bytes in 64 KB chunks, optionally failing after `failAt` bytes. */
function chunks(total: number, failAt?: number): { stream: Readable; data: Buffer } {
  const data = randomBytes(total);
  async function* gen() {
    for (let i = 0; i < total; i += 65536) {
      if (failAt !== undefined && i >= failAt) throw new Error('client went away');
      yield data.subarray(i, Math.min(total, i + 65536));
      await new Promise((r) => setImmediate(r));
    }
  }
  return { stream: Readable.from(gen()), data };
}
const listed = async (s: StorageProvider) => {
  const out: string[] = [];
  for await (const k of s.keys()) out.push(k);
  return out;
};

describe.each(providers)('storage contract: %s', (_name, make) => {
  let s: StorageProvider;
  beforeAll(async () => {
    s = await make();
    await s.check();
  });

  it('stores bytes and a stream, and gives them back whole', async () => {
    const small = newKey('pdf');
    await s.put(small, Buffer.from('%PDF-1.4 hello'), 'application/pdf');
    expect((await read(s, small))!.toString()).toBe('%PDF-1.4 hello');
    // Larger than one S3 multipart part (5 MB), so the S3 provider uploads in parts.
    const big = newKey();
    const { stream, data } = chunks(6 * 1024 * 1024 + 123);
    await s.put(big, stream, 'application/octet-stream');
    expect((await read(s, big))!.equals(data)).toBe(true);
    expect(await listed(s)).toEqual(expect.arrayContaining([small, big]));
  });

  it('answers an inclusive byte range', async () => {
    const key = newKey();
    await s.put(key, Buffer.from('0123456789'), 'text/plain');
    expect((await read(s, key, { start: 2, end: 5 }))!.toString()).toBe('2345');
    expect((await read(s, key, { start: 9, end: 9 }))!.toString()).toBe('9');
  });

  it('never overwrites a key', async () => {
    const key = newKey();
    await s.put(key, Buffer.from('first'), 'text/plain');
    await expect(s.put(key, Buffer.from('second'), 'text/plain')).rejects.toBeInstanceOf(StorageKeyExistsError);
    await expect(s.put(key, Readable.from([Buffer.from('third')]), 'text/plain')).rejects.toBeInstanceOf(StorageKeyExistsError);
    expect((await read(s, key))!.toString()).toBe('first');
  });

  it('answers null for an unknown key, and removing one is no error', async () => {
    expect(await s.get(newKey())).toBeNull();
    expect(await s.get(newKey(), { start: 0, end: 3 })).toBeNull();
    await s.remove(newKey());
  });

  it('removes a key', async () => {
    const key = newKey();
    await s.put(key, Buffer.from('gone soon'), 'text/plain');
    await s.remove(key);
    expect(await s.get(key)).toBeNull();
    expect(await listed(s)).not.toContain(key);
  });

  it('keeps nothing of a stream that fails part way, small or in parts', async () => {
    for (const [total, failAt] of [
      [200_000, 100_000],
      [7 * 1024 * 1024, 6 * 1024 * 1024],
    ]) {
      const key = newKey();
      const { stream } = chunks(total, failAt);
      await expect(s.put(key, stream, 'application/octet-stream')).rejects.toThrow('client went away');
      expect(await s.get(key)).toBeNull();
      expect(await listed(s)).not.toContain(key);
    }
  });

  it('refuses keys that could leave its space', async () => {
    for (const bad of ['../x.pdf', '/etc/passwd.txt', 'a//b.pdf', 'UPPER.pdf', 'noext'])
      await expect(s.put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow(/bad storage key/);
  });
});

describe('S3 settings', () => {
  it('stops the start naming the missing variable when only some are given', () => {
    const env = { ...s3.env('contract') };
    delete (env as Record<string, string | undefined>).S3_SECRET_ACCESS_KEY;
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/S3_SECRET_ACCESS_KEY: is required for S3 storage/);
    expect(() => loadConfig({ S3_BUCKET: 'files' })).toThrow(/S3_ENDPOINT[\s\S]*S3_REGION[\s\S]*S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ STORAGE_PROVIDER: 's3' })).toThrow(/S3_BUCKET: is required/);
    expect(() => loadConfig({ ...s3.env('contract'), STORAGE_PROVIDER: 'local' })).toThrow(/STORAGE_PROVIDER/);
  });

  it('chooses S3 when all are given, the local folder otherwise', () => {
    const c = loadConfig({ ...s3.env('contract'), DATA_DIR: '/tmp/x' });
    expect(c.storage).toMatchObject({ kind: 's3', bucket: 'contract', endpoint: s3.endpoint, forcePathStyle: true });
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).storage).toEqual({ kind: 'local', dir: '/tmp/x/uploads' });
  });

  it('says which bucket cannot be used', async () => {
    const missing = await s3Storage(s3.settings('no-such-bucket'));
    await expect(missing.check()).rejects.toThrow(/bucket 'no-such-bucket' at http:\/\/127\.0\.0\.1:\d+ does not exist/);
  });
});
