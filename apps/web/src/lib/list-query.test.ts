import { describe, expect, it } from 'vitest';
import { listParam, pageNoParam, pageSizeParam, textParam } from './list-query';

const q = (s: string) => new URLSearchParams(s);

describe('list query readers', () => {
  it('accepts repeated and comma lists, drops blanks and repeats', () => {
    expect(listParam(q('countryIds=1,2&countryIds=2&countryIds=%20,3'), 'countryIds')).toEqual(['1', '2', '3']);
    expect(listParam(q(''), 'countryIds')).toEqual([]);
  });
  it('takes page numbers from 1 to 100000 and only the listed sizes', () => {
    expect(pageNoParam(q('pageNo=3'), 'pageNo')).toBe(3);
    for (const bad of ['0', '-2', '1.5', 'x', '100001']) expect(pageNoParam(q(`pageNo=${bad}`), 'pageNo')).toBe(1);
    const sizes = { default: 15, options: [15, 30, 60] };
    expect(pageSizeParam(q('pageSize=30'), 'pageSize', sizes)).toBe(30);
    expect(pageSizeParam(q('pageSize=31'), 'pageSize', sizes)).toBe(15);
  });
  it('trims texts and cuts them to their length', () => {
    expect(textParam(q('uniName=%20Oxford%20'), 'uniName')).toBe('Oxford');
    expect(textParam(q(`uniName=${'a'.repeat(300)}`), 'uniName')).toHaveLength(200);
  });
});
