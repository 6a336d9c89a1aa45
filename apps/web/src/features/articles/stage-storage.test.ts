import { describe, expect, it } from 'vitest';
import { STAGE_STORAGE_KEY, clearStage, keepsStage, readStage, validStage, writeStage } from './stage-storage';

function memoryStore() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    map: m,
  };
}

describe('stage storage', () => {
  it('remembers, forgets and reads all as empty', () => {
    const s = memoryStore();
    expect(readStage(s)).toBe('');
    writeStage(s, '3');
    expect(s.map.get(STAGE_STORAGE_KEY)).toBe('3');
    expect(readStage(s)).toBe('3');
    writeStage(s, '');
    expect(s.map.has(STAGE_STORAGE_KEY)).toBe(false);
    writeStage(s, '4');
    clearStage(s);
    expect(readStage(s)).toBe('');
  });
  it('survives a storage that throws or is missing', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStage(broken)).toBe('');
    expect(() => writeStage(broken, '1')).not.toThrow();
    expect(() => clearStage(broken)).not.toThrow();
    expect(readStage(undefined)).toBe('');
  });
  it('keeps the stage only for an article or the list itself', () => {
    expect(keepsStage('/article', '/article', '/studyHelp')).toBe(true);
    expect(keepsStage('/studyHelp', '/article', '/studyHelp')).toBe(true);
    expect(keepsStage('/home', '/article', '/studyHelp')).toBe(false);
  });
  it('drops an unknown stage', () => {
    expect(validStage('2', ['1', '2'])).toBe('2');
    expect(validStage('9', ['1', '2'])).toBe('');
    expect(validStage('', ['1'])).toBe('');
  });
});
