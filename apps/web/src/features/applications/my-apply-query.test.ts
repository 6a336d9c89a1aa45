// /myApply's address: the stage and page survive a round trip; wrong values give the plain list.
import { describe, expect, it } from 'vitest';
import { myApplyQuery, parseMyApplyQuery } from './my-apply-query';

const parse = (q: string) => parseMyApplyQuery(new URLSearchParams(q));

describe('myApply query', () => {
  it('reads the stage and the page', () => {
    expect(parse('')).toEqual({ stage: null, pageNo: 1 });
    expect(parse('referralStatus=2&pageNo=3')).toEqual({ stage: 2, pageNo: 3 });
    expect(parse('referralStatus=0')).toEqual({ stage: 0, pageNo: 1 });
  });
  it('drops what is not a stage or a page', () => {
    expect(parse('referralStatus=7&pageNo=-1')).toEqual({ stage: null, pageNo: 1 });
    expect(parse('referralStatus=&pageNo=abc')).toEqual({ stage: null, pageNo: 1 });
    expect(parse('referralStatus=1.5&pageNo=2.5')).toEqual({ stage: null, pageNo: 1 });
    expect(parse('referralStatus=%20&pageNo=1e9')).toEqual({ stage: null, pageNo: 1 });
  });
  it('writes the address without defaults, and reads back what it wrote', () => {
    expect(myApplyQuery({ stage: null, pageNo: 1 }).toString()).toBe('');
    expect(myApplyQuery({ stage: 0, pageNo: 1 }).toString()).toBe('referralStatus=0');
    expect(myApplyQuery({ stage: 3, pageNo: 4 }).toString()).toBe('referralStatus=3&pageNo=4');
    for (const s of [
      { stage: null, pageNo: 2 },
      { stage: 1, pageNo: 1 },
      { stage: 2, pageNo: 9 },
    ])
      expect(parseMyApplyQuery(myApplyQuery(s))).toEqual(s);
  });
});
