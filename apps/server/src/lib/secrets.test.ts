// vitest-no-db: runs once, with the unit tests (it opens no database).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { maskCardNo, maskedSecrets } from '@portal/shared';
import { keyIdOf, keyedDigest, loadDataKeys, parseKey, secretBox } from './secrets';

describe('secret box', () => {
  const key = randomBytes(32);
  const box = secretBox(key);
  const ctx = 'students.card_no_enc:7';
  it('round-trips, names its key and never stores the plain text', () => {
    const stored = box.encrypt('4111111111111111', ctx);
    expect(stored).toMatch(new RegExp(`^v2\\.${keyIdOf(key)}\\.`));
    expect(box.keyIdOf(stored)).toBe(box.currentKeyId);
    expect(stored).not.toContain('4111');
    expect(box.decrypt(stored, ctx)).toBe('4111111111111111');
    expect(box.encrypt('4111111111111111', ctx)).not.toBe(stored);
  });
  it('refuses a changed value, another key, and a value moved to another row or field', () => {
    const stored = box.encrypt('123', ctx);
    const parts = stored.split('.');
    parts[4] = Buffer.from('999').toString('base64url');
    expect(() => box.decrypt(parts.join('.'), ctx)).toThrow();
    expect(() => secretBox(randomBytes(32)).decrypt(stored, ctx)).toThrow(/no key with id/);
    expect(() => box.decrypt(stored, 'students.card_no_enc:8')).toThrow();
    expect(() => box.decrypt(stored, 'students.edu_password_enc:7')).toThrow();
  });
  it('reads values of an older key after rotation, and the unbound v1 form', () => {
    const oldKey = randomBytes(32);
    const written = secretBox(oldKey).encrypt('abc', ctx);
    const rotated = secretBox(randomBytes(32), [oldKey]);
    expect(rotated.decrypt(written, ctx)).toBe('abc');
    expect(rotated.keyIdOf(written)).not.toBe(rotated.currentKeyId);
    expect(rotated.keyIds).toHaveLength(2);
    // v1: iv.tag.body without a key id or binding.
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', oldKey, iv);
    const body = Buffer.concat([c.update('legacy', 'utf8'), c.final()]);
    const v1 = ['v1', iv.toString('base64url'), c.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    expect(rotated.decrypt(v1, ctx)).toBe('legacy');
    expect(rotated.keyIdOf(v1)).toBe('');
  });
  it('derives a digest key that changes with the key', () => {
    expect(box.digestKey).toHaveLength(32);
    expect(box.digestKey.equals(secretBox(randomBytes(32)).digestKey)).toBe(false);
    expect(keyedDigest(box.digestKey, '1:13800138000:123456')).not.toBe(
      keyedDigest(secretBox(randomBytes(32)).digestKey, '1:13800138000:123456'),
    );
  });
  it('masks', () => {
    expect(maskCardNo('4111 1111 1111 1234')).toBe('**** **** **** 1234');
    expect(maskCardNo('')).toBeNull();
    expect(maskedSecrets({ cardNo: '5500000000000004', cardSafetyCode: '123', eduPassword: '' })).toEqual({
      cardNo: '**** **** **** 0004',
      cardSafetyCode: '******',
      eduPassword: null,
    });
    expect(maskedSecrets({ cardNo: '**** **** **** 0004' }).cardNo).toBe('**** **** **** 0004');
  });
});

describe('data key', () => {
  it('reads DATA_KEY as hex or base64, and insists on 32 bytes', () => {
    const k = randomBytes(32);
    expect(parseKey(k.toString('hex')).equals(k)).toBe(true);
    expect(parseKey(k.toString('base64')).equals(k)).toBe(true);
    expect(() => parseKey('short')).toThrow(/32 bytes/);
  });
  it('requires DATA_KEY in production, and keeps the demo key outside the data folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-key-'));
    const dataDir = path.join(dir, 'data');
    const keyFile = path.join(dir, 'keys', 'data.key');
    expect(() => loadDataKeys({ dataDir, keyFile, production: true })).toThrow(/DATA_KEY/);
    const a = loadDataKeys({ dataDir, keyFile, production: false });
    const b = loadDataKeys({ dataDir, keyFile, production: false });
    expect(a.source).toBe('generated');
    expect(b.source).toBe('file');
    expect(a.current.equals(b.current)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'data.key'))).toBe(false);
    expect((fs.statSync(keyFile).mode & 0o777).toString(8)).toBe('600');
    fs.rmSync(dir, { recursive: true, force: true });
  });
  it('moves a key left in the data folder by an earlier version out of it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-key-'));
    const dataDir = path.join(dir, 'data');
    fs.mkdirSync(dataDir);
    const legacy = randomBytes(32);
    fs.writeFileSync(path.join(dataDir, 'data.key'), legacy.toString('hex'));
    const keyFile = path.join(dir, 'keys', 'data.key');
    const k = loadDataKeys({ dataDir, keyFile, production: false });
    expect(k.current.equals(legacy)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'data.key'))).toBe(false);
    expect(fs.readFileSync(keyFile, 'utf8')).toBe(legacy.toString('hex'));
    fs.rmSync(dir, { recursive: true, force: true });
  });
  it('takes DATA_KEY and the older keys from the environment', () => {
    const cur = randomBytes(32);
    const old = randomBytes(32);
    const k = loadDataKeys({
      dataKey: cur.toString('hex'),
      oldKeys: [old.toString('base64')],
      dataDir: '/nonexistent',
      keyFile: '/nonexistent/k',
      production: true,
    });
    expect(k.current.equals(cur)).toBe(true);
    expect(k.older[0].equals(old)).toBe(true);
  });
});
