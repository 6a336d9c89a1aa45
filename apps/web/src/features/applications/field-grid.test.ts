import { describe, expect, it } from 'vitest';
import { fieldColumns, fieldSpans } from './field-grid';

describe('read-only field grid', () => {
  it('holds three pairs a row on desktop, two on tablets, one on phones', () => {
    expect(fieldColumns({ md: true, lg: true })).toBe(3);
    expect(fieldColumns({ md: true, lg: false })).toBe(2);
    expect(fieldColumns({})).toBe(1);
  });
  it('fills every row: wide fields take a row, the last of an unfinished row stretches', () => {
    const n = { wide: false };
    const w = { wide: true };
    expect(fieldSpans([n, n, n, n, n, n, n, n, n, w, w], 3)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3]);
    expect(fieldSpans([w, n, n, n, n, n, n, w], 3)).toEqual([3, 1, 1, 1, 1, 1, 1, 3]);
    expect(fieldSpans([n, n, w, n], 3)).toEqual([1, 2, 3, 3]);
    expect(fieldSpans([n, n, n, n], 3)).toEqual([1, 1, 1, 3]);
    expect(fieldSpans([n, n, n], 2)).toEqual([1, 1, 2]);
    expect(fieldSpans([n, w, n], 1)).toEqual([1, 1, 1]);
    expect(fieldSpans([], 3)).toEqual([]);
  });
  it('every row adds up to the columns', () => {
    const fields = [false, true, false, false, true, false, false, false, false].map((wide) => ({ wide }));
    for (const cols of [1, 2, 3]) {
      const spans = fieldSpans(fields, cols);
      const total = spans.reduce((a, b) => a + b, 0);
      expect(total % cols).toBe(0);
    }
  });
});
