import { describe, expect, it } from 'vitest';
import {
  addYears,
  ageOn,
  agreementText,
  beijingDay,
  contractFees,
  deferralFeeOf,
  isMinorOn,
  milestoneTerms,
  MILESTONE_KINDS,
  yuanText,
  type AgreementInput,
} from './contract';

const input = (over: Partial<AgreementInput> = {}): AgreementInput => ({
  contractClass: 'A',
  studentName: '张小明',
  countryName: '英国',
  schools: [{ uniName: '牛津大学', uniEnName: 'University of Oxford', courseNames: ['Computer Science', 'Mathematics'] }],
  date: '2026-11-27',
  ...over,
});

describe('contract fees', () => {
  it('class A and B terms', () => {
    expect(contractFees('A', 3)).toEqual({
      serviceFee: 3000,
      extraSchoolFee: 1000,
      deferralFee: 1000,
      visaFee: 1000,
      refusalRefund: 500,
      extraSchools: 0,
      dueAtSigning: 3000,
    });
    expect(contractFees('B', 5)).toMatchObject({
      serviceFee: 5000,
      visaFee: 3000,
      refusalRefund: 1500,
      extraSchools: 0,
      dueAtSigning: 5000,
    });
  });
  it('each ordinary school beyond five costs 1000', () => {
    expect(contractFees('A', 6)).toMatchObject({ extraSchools: 1, dueAtSigning: 4000 });
    expect(contractFees('B', 8)).toMatchObject({ extraSchools: 3, dueAtSigning: 8000 });
  });
  it('the first deferral is free, later ones 1000', () => {
    expect([1, 2, 3].map(deferralFeeOf)).toEqual([0, 1000, 1000]);
  });
  it('yuan text', () => {
    expect(yuanText(300000)).toBe('3000.00');
    expect(yuanText(1)).toBe('0.01');
  });
});

describe('dates and minors', () => {
  it('age on a day', () => {
    expect(ageOn('2008-11-27', '2026-11-27')).toBe(18);
    expect(ageOn('2008-11-28', '2026-11-27')).toBe(17);
    expect(ageOn('2008-12-01', '2026-11-27')).toBe(17);
    expect(ageOn('', '2026-11-27')).toBeNull();
  });
  it('under 18 on the signing day is a minor; the 18th birthday is not', () => {
    expect(isMinorOn('2008-11-28', '2026-11-27')).toBe(true);
    expect(isMinorOn('2008-11-27', '2026-11-27')).toBe(false);
    expect(isMinorOn(null, '2026-11-27')).toBe(false);
  });
  it('term of two years, leap day', () => {
    expect(addYears('2026-11-27', 2)).toBe('2028-11-27');
    expect(addYears('2028-02-29', 2)).toBe('2030-02-28');
  });
  it('Beijing day', () => {
    expect(beijingDay(new Date('2026-11-27T16:30:00Z'))).toBe('2026-11-28');
    expect(beijingDay(new Date('2026-11-27T15:59:00Z'))).toBe('2026-11-27');
  });
});

describe('agreement text', () => {
  it('cn: name, schools, date, fees, the binding clause', () => {
    const t = agreementText(input({ contractNo: 'SC20261127000001' }), 'cn');
    const all = t.sections.flatMap((s) => [s.title, ...s.paragraphs]).join('\n');
    expect(all).toContain('张小明');
    expect(all).toContain('牛津大学（Computer Science、Mathematics）');
    expect(all).toContain('2026年11月27日');
    expect(all).toContain('2028年11月27日');
    expect(all).toContain('SC20261127000001');
    expect(all).toContain('服务费：人民币3000元');
    expect(all).toContain('签证服务费：人民币1000元');
    expect(all).toContain('退还甲方人民币500元');
    expect(all).toContain('15个工作日');
    expect(all).toContain('仲裁');
    expect(all).toContain('以中文文本为准');
    expect(t.sections.length).toBe(10);
  });
  it('en says the Chinese text is binding; class B fees and extra schools', () => {
    const schools = Array.from({ length: 6 }, (_, i) => ({ uniName: `大学${i}`, uniEnName: `University ${i}`, courseNames: [] }));
    const t = agreementText(input({ contractClass: 'B', countryName: 'United States', schools }), 'en');
    const all = t.sections.flatMap((s) => [s.title, ...s.paragraphs]).join('\n');
    expect(t.bindingNote).toBe('The Chinese text is binding; this English text is for reference.');
    expect(all).toContain('The Chinese text is binding');
    expect(all).toContain('Service fee: 5000 yuan');
    expect(all).toContain('this agreement has 1, 1000 yuan');
    expect(all).toContain('Due at signing: 6000 yuan');
    expect(all).toContain('Visa service fee: 3000 yuan');
    expect(all).toContain('refunds 1500 yuan');
    expect(all).toContain('University 5');
    expect(all).toContain('2 years, from 2026-11-27 to 2028-11-27');
  });
  it('a guardian is named when one signs', () => {
    const t = agreementText(input({ guardianName: '张大山' }), 'cn');
    expect(t.sections[0].paragraphs).toContain('甲方监护人：张大山');
  });
  it('milestones carry their refund rule', () => {
    const m = milestoneTerms('B');
    expect(Object.keys(m)).toEqual([...MILESTONE_KINDS]);
    expect(m.visa.refundRule.cn).toContain('1500');
    expect(m.offer.refundRule.en).toContain('first deferral is free');
  });
});
