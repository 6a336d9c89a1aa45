import { describe, expect, it } from 'vitest';
import { dictOptions } from './dict';

const entries = [
  { dictType: 'web_stu_sex', dictValue: '0', dictLabel: '男', dictEnLabel: 'Male', remark: null },
  { dictType: 'web_stu_sex', dictValue: '1', dictLabel: '女', dictEnLabel: '', remark: null },
];

describe('dictOptions', () => {
  it('labels options in the language, falling back to the Chinese label', () => {
    expect(dictOptions(entries, 'cn')).toEqual([
      { value: '0', label: '男' },
      { value: '1', label: '女' },
    ]);
    expect(dictOptions(entries, 'en')).toEqual([
      { value: '0', label: 'Male' },
      { value: '1', label: '女' },
    ]);
  });
  it('answers no options while the dictionary is not loaded', () => {
    expect(dictOptions(undefined, 'cn')).toEqual([]);
  });
});
