import { describe, expect, it } from 'vitest';
import { followUpShown, translateMessage } from '@portal/shared';
import { clearsOnAnswer, clearsOnChange, requiredTextIssue } from './other-fields';

describe('other info follow-ups (spec 001 section 4)', () => {
  it('isPr: switching to 0 clears visaStatus, 1 keeps it', () => {
    expect(clearsOnAnswer('isPr', '0')).toEqual({ visaStatus: null });
    expect(clearsOnAnswer('isPr', '1')).toEqual({});
  });
  it('isEnglish: choosing 0 clears firstLanguage; not 1 shows it', () => {
    expect(clearsOnAnswer('isEnglish', '0')).toEqual({ firstLanguage: '' });
    expect(clearsOnAnswer('isEnglish', '1')).toEqual({});
    expect(followUpShown({ isEnglish: '0' }, 'firstLanguage')).toBe(true);
    expect(followUpShown({}, 'firstLanguage')).toBe(true);
    expect(followUpShown({ isEnglish: '1' }, 'firstLanguage')).toBe(false);
  });
  it('any change of isEnglishBg, isRefusal, isApplyCountry, isApplyVisa clears their follow-ups', () => {
    for (const a of ['0', '1']) {
      expect(clearsOnAnswer('isEnglishBg', a)).toEqual({ giveLessonsTime: '' });
      expect(clearsOnAnswer('isRefusal', a)).toEqual({ refusalFile: [] });
      expect(clearsOnAnswer('isApplyCountry', a)).toEqual({ schoolName: '', majorName: '' });
      expect(clearsOnAnswer('isApplyVisa', a)).toEqual({ visaType: '', visaBeginDate: null, visaFile: [] });
    }
  });
  it('other fields clear nothing', () => {
    expect(clearsOnChange({ schoolName: 'x', isInCountry: '1', isNationalCitizens: '0' })).toEqual({});
    expect(clearsOnChange({ isApplyVisa: '1', isPr: '0' })).toEqual({ visaType: '', visaBeginDate: null, visaFile: [], visaStatus: null });
  });
  it('shows follow-ups for yes answers only', () => {
    expect(followUpShown({ isPr: '1' }, 'visaStatus')).toBe(true);
    expect(followUpShown({ isPr: '0' }, 'visaStatus')).toBe(false);
    expect(followUpShown({ isApplyVisa: '1' }, 'visaFile')).toBe(true);
  });
  it('shown texts are required, not only spaces, within their length', () => {
    const cn = (k: string | null) => (k ? translateMessage(k, 'cn') : null);
    expect(cn(requiredTextIssue('', 50))).toBe('请输入');
    expect(cn(requiredTextIssue(null, 50))).toBe('请输入');
    expect(cn(requiredTextIssue('   ', 50))).toBe('不能只输入空格');
    expect(cn(requiredTextIssue('x'.repeat(51), 50))).toBe('长度不能超过50个字符');
    expect(requiredTextIssue('French', 50)).toBeNull();
  });
});
