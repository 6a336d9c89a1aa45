import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearUnsaved, readUnsaved, saveUnsaved, unsavedKey } from './unsaved-store';

class MemoryStorage {
  private m = new Map<string, string>();
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
}

describe('unsaved values per student and step', () => {
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = { sessionStorage: new MemoryStorage() };
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });
  it('keys by student, new file or copy source', () => {
    expect(unsavedKey(5)).toBe('5');
    expect(unsavedKey(0)).toBe('new');
    expect(unsavedKey(0, { copyFromId: 9 })).toBe('copy-9');
  });
  it('keeps, reads and clears values of one step', () => {
    saveUnsaved('5', 1, { stuName: 'x' });
    expect(readUnsaved('5', 1)).toEqual({ stuName: 'x' });
    expect(readUnsaved('5', 2)).toBeNull();
    clearUnsaved('5', 1);
    expect(readUnsaved('5', 1)).toBeNull();
  });
});
