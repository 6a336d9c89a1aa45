import { describe, expect, it } from 'vitest';
import {
  DASH,
  beijingDate,
  dash,
  dateText,
  formatCount,
  formatMoney,
  mediaSrc,
  narrowMediaSrc,
  schoolName,
  schoolNames,
  studentLabel,
  uniNames,
  beijingMinute,
} from './display';

describe('dash', () => {
  it('gives a dash for missing or blank values', () => {
    for (const v of [null, undefined, '', '   ', Number.NaN]) expect(dash(v)).toBe(DASH);
  });
  it('keeps real values, zero included', () => {
    expect(dash('IELTS 7.0')).toBe('IELTS 7.0');
    expect(dash(' 3.5 ')).toBe('3.5');
    expect(dash(0)).toBe('0');
  });
});

describe('formatCount and formatMoney', () => {
  it('groups thousands', () => {
    expect(formatCount(20975)).toBe('20,975');
    expect(formatCount('30900')).toBe('30,900');
    expect(formatCount(null)).toBe(DASH);
    expect(formatCount('abc')).toBe(DASH);
  });
  it('adds the currency only to an amount', () => {
    expect(formatMoney('30900', 'GBP')).toBe('30,900 GBP');
    expect(formatMoney(1200, null)).toBe('1,200');
    expect(formatMoney(null, 'GBP')).toBe(DASH);
  });
});

describe('studentLabel', () => {
  it('shows the first character plus 同学 in Chinese', () => {
    expect(studentLabel('江', 'cn')).toBe('江同学');
    expect(studentLabel('张小明', 'cn')).toBe('张同学');
  });
  it('uses the surname initial of the romanised name in English', () => {
    expect(studentLabel('张', 'en', 'Xiaoming Zhang')).toBe('Student Z.');
    expect(studentLabel('江', 'en')).toBe('Student 江.');
    expect(studentLabel('', 'en')).toBe('Student');
  });
});

describe('beijingDate', () => {
  it('gives the Beijing day of an ISO instant and keeps local date texts', () => {
    expect(beijingDate('2026-11-23T21:33:26.608Z')).toBe('2026-11-24');
    expect(beijingDate('2026-11-24 05:33:26')).toBe('2026-11-24');
    expect(beijingDate('2026-11-24')).toBe('2026-11-24');
    expect(beijingDate(null)).toBe(DASH);
  });
});

describe('mediaSrc', () => {
  it("asks for English pictures in en only, and only of the portal's generated ones", () => {
    expect(mediaSrc('/api/media/country/140.svg', 'en')).toBe('/api/media/country/140.svg?lang=en');
    expect(mediaSrc('/api/media/country/140.svg', 'cn')).toBe('/api/media/country/140.svg');
    expect(mediaSrc('/api/media/banner/1.svg?lang=en', 'en')).toBe('/api/media/banner/1.svg?lang=en');
    expect(mediaSrc('/api/file/abc.png', 'en')).toBe('/api/file/abc.png');
  });
});

describe('narrowMediaSrc', () => {
  it('asks for the phone shape of generated covers and banners only', () => {
    expect(narrowMediaSrc('/api/media/banner/1.svg?lang=en')).toBe('/api/media/banner/1.svg?lang=en&shape=narrow');
    expect(narrowMediaSrc('/api/media/article/12.svg')).toBe('/api/media/article/12.svg?shape=narrow');
    expect(narrowMediaSrc('/api/media/campus/3.svg')).toBeNull();
    expect(narrowMediaSrc('/api/file/abc.png')).toBeNull();
  });
});

describe('dateText', () => {
  it('writes Chinese dates in English for en only', () => {
    expect(dateText('2026年10月1日 - 2027年6月30日', 'en')).toBe('1 Oct 2026 - 30 Jun 2027');
    expect(dateText('2027年9月、1月', 'en')).toBe('Sep, Jan 2027');
    expect(dateText('2027年2月', 'en')).toBe('Feb 2027');
    expect(dateText('9月', 'en')).toBe('Sep');
    expect(dateText('2027年9月、1月', 'cn')).toBe('2027年9月、1月');
    expect(dateText('Rolling admissions', 'en')).toBe('Rolling admissions');
    expect(dateText(null, 'en')).toBeNull();
  });
});

describe('schoolNames', () => {
  it('shows the Chinese name in cn, with the English one as the second line', () => {
    expect(schoolNames('牛津大学', 'University of Oxford', 'cn')).toEqual({ name: '牛津大学', other: 'University of Oxford' });
    expect(schoolNames('', 'University of Oxford', 'cn')).toEqual({ name: 'University of Oxford', other: null });
    expect(schoolNames('北京大学', 'Peking University', 'cn', { ownChinese: true })).toEqual({
      name: '北京大学',
      other: 'Peking University',
    });
  });
  it('shows the English name alone in en: no Chinese for a foreign school', () => {
    expect(schoolNames('牛津大学', 'University of Oxford', 'en')).toEqual({ name: 'University of Oxford', other: null });
    expect(uniNames({ uniName: '帝国理工学院', uniEnName: 'Imperial College London' }, 'en').name).toBe('Imperial College London');
  });
  it("keeps a mainland school's own Chinese name in brackets after its English name", () => {
    expect(schoolName('北京大学', 'Peking University', 'en', { ownChinese: true })).toBe('Peking University (北京大学)');
    expect(schoolName('中国矿业大学（北京）', 'China University of Mining and Technology-Beijing', 'en', { ownChinese: true })).toBe(
      'China University of Mining and Technology-Beijing (中国矿业大学（北京）)',
    );
    expect(schoolName('Peking University', 'Peking University', 'en', { ownChinese: true })).toBe('Peking University');
  });
  it('falls back to the name there is', () => {
    expect(schoolName('北京四中', null, 'en', { ownChinese: true })).toBe('北京四中');
    expect(schoolName(null, null, 'cn')).toBe('');
  });
});

describe('beijingMinute', () => {
  it('shows an instant as Beijing yyyy-MM-dd HH:mm, across the date line', () => {
    expect(beijingMinute('2026-11-27T16:05:59.123456Z')).toBe('2026-11-28 00:05');
    expect(beijingMinute('2026-11-28T03:00:00+08:00')).toBe('2026-11-28 03:00');
  });
  it('passes what is not a time and answers empty for none', () => {
    expect(beijingMinute(null)).toBe('');
    expect(beijingMinute('soon')).toBe('soon');
  });
});
