// vitest-no-db: runs once, with the unit tests (it opens no database).
import { describe, expect, it } from 'vitest';
import { SessionCache, type SessionRow } from './sessions';

const row = (id: number, userId: number): SessionRow => ({
  id,
  userId,
  createdAt: new Date(),
  lastSeenAt: new Date(),
  expiresAt: new Date(Date.now() + 3600_000),
  revokedAt: null,
  roles: ['student'],
  disabled: false,
});

describe('SessionCache', () => {
  it('keeps a row read while nothing was dropped', () => {
    const cache = new SessionCache();
    const g = cache.generation();
    cache.set('a', row(1, 7), g);
    expect(cache.get('a')?.id).toBe(1);
  });

  it('does not keep a row whose read began before a drop (a revocation racing a request)', () => {
    const cache = new SessionCache();
    // A request starts reading session 1 from the database...
    const g = cache.generation();
    // ...meanwhile the account's sessions are revoked: dropped here and by the change notice...
    cache.dropWhere((r) => r.userId === 7);
    cache.dropHash('a');
    // ...and the request's read, begun before, comes back with the row as it was.
    cache.set('a', row(1, 7), g);
    expect(cache.get('a')).toBeUndefined();
    // The next read starts after the drops and is kept.
    cache.set('a', { ...row(1, 7), revokedAt: new Date() }, cache.generation());
    expect(cache.get('a')?.revokedAt).not.toBeNull();
  });

  it("the session's own notice alone refuses a read begun before it", () => {
    const cache = new SessionCache();
    const g = cache.generation();
    cache.dropHash('a');
    cache.set('a', row(1, 7), g);
    expect(cache.get('a')).toBeUndefined();
  });

  it("another session's notice does not keep a read from being kept", () => {
    const cache = new SessionCache();
    const g = cache.generation();
    cache.dropHash('b');
    cache.set('a', row(1, 7), g);
    expect(cache.get('a')?.id).toBe(1);
  });

  it('a clear (the notices were missed) also refuses reads begun before it', () => {
    const cache = new SessionCache();
    const g = cache.generation();
    cache.clear();
    cache.set('a', row(1, 7), g);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing while the notices are not heard', () => {
    const cache = new SessionCache();
    cache.enabled = () => false;
    cache.set('a', row(1, 7), cache.generation());
    expect(cache.get('a')).toBeUndefined();
  });
});
