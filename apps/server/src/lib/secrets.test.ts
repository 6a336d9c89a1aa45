import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { maskCardNo, maskedSecrets } from '@portal/shared';
import { loadDataKey, parseKey, secretBox } from './secrets';

describe('secret box', () => {
  const box = secretBox(randomBytes(32));
  it('round-trips and never stores the plain text', () => {
    const stored = box.encrypt('4111111111111111');
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain('4111');
    expect(box.decrypt(stored)).toBe('4111111111111111');
    expect(box.encrypt('4111111111111111')).not.toBe(stored);
  });
  it('refuses a changed value and another key', () => {
    const stored = box.encrypt('123');
    const parts = stored.split('.');
    parts[3] = Buffer.from('999').toString('base64url');
    expect(() => box.decrypt(parts.join('.'))).toThrow();
    expect(() => secretBox(randomBytes(32)).decrypt(stored)).toThrow();
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
  it('requires DATA_KEY in production and keeps a generated key for the demo', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-key-'));
    expect(() => loadDataKey({ dataDir: dir, production: true })).toThrow(/DATA_KEY/);
    const a = loadDataKey({ dataDir: dir, production: false });
    const b = loadDataKey({ dataDir: dir, production: false });
    expect(a.generated).toBe(true);
    expect(b.generated).toBe(false);
    expect(a.key.equals(b.key)).toBe(true);
    expect((fs.statSync(path.join(dir, 'data.key')).mode & 0o777).toString(8)).toBe('600');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
