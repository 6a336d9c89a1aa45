// @vitest-environment happy-dom
// The content screens' form logic and the public badge: the case card shows ★ Verified with its
// tooltip only for a verified case; the shared form schemas refuse what the server refuses
// (verified is the server's rule, the form's own checks are the fields').
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { articleSaveBody, bannerSaveBody, caseSaveBody, dictSaveBody, type CaseCard as CaseCardAnswer } from '@portal/shared';
import { CaseCard } from '../../../components/CaseCard';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'cimode', resources: {} });
});
afterEach(() => {
  cleanup();
});

const card: CaseCardAnswer = {
  stuId: 1,
  stuName: '张',
  stuSpell: 'Z',
  uniId: 2,
  uniName: '牛津大学',
  uniCnName: '牛津大学',
  uniEnName: 'University of Oxford',
  uniLogo: null,
  countryFlag: '',
  countryName: '英国',
  countryEnName: 'United Kingdom',
  courseType: '2',
  courseName: 'MSc',
  resultDate: '2025-03-01',
  eduUniName: null,
  eduUniCnName: null,
  eduUniEnName: null,
  eduUniType: null,
  eduMajorName: null,
  eduGpa: null,
  eduLanguage: null,
  isWork: '0',
  uniMoney: null,
  viewNumber: 0,
  updateDate: '2025-03-02',
  verified: false,
};

describe('the public case card', () => {
  it('shows the verified badge and its tooltip only for a verified case', () => {
    const { rerender } = render(<CaseCard data={card} onOpen={() => undefined} />);
    expect(screen.queryByTestId('verified-badge')).toBeNull();
    rerender(<CaseCard data={{ ...card, verified: true }} onOpen={() => undefined} />);
    const badge = screen.getByTestId('verified-badge');
    expect(badge.textContent).toContain('case.verified');
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(tip.textContent).toBe('case.verifiedTip');
    expect(badge.getAttribute('aria-describedby')).toBe(tip.id);
  });
});

describe('the shared form schemas', () => {
  const base = {
    stuName: '张三',
    stuSpell: 'Zhang San',
    uniId: 1,
    courseType: '2',
    courseName: 'MSc',
    resultDate: '2025-02-28',
    isWork: '0',
    status: '0',
    verified: false,
  };
  it('checks a case', () => {
    expect(caseSaveBody.safeParse(base).success).toBe(true);
    expect(caseSaveBody.safeParse({ ...base, resultDate: '2025-02-30' }).success).toBe(false);
    expect(caseSaveBody.safeParse({ ...base, eduGpa: 3.456 }).success).toBe(false);
    expect(caseSaveBody.safeParse({ ...base, offerFileId: '../x' }).success).toBe(false);
    const parsed = caseSaveBody.parse({ ...base, eduUniName: '', eduGpa: '' });
    expect(parsed).toMatchObject({ eduUniName: null, eduGpa: null, applies: [] });
  });
  it('checks an article, a banner and a dictionary value', () => {
    const article = { articleName: 'x', articleType: '1', content: '<p>x</p>', publishDate: '2025-01-01', status: '1' };
    expect(articleSaveBody.safeParse(article).success).toBe(true);
    expect(articleSaveBody.safeParse({ ...article, content: '<p> </p>' }).success).toBe(false);
    expect(articleSaveBody.safeParse({ ...article, content: '<p><img src="/api/file/a.png"></p>' }).success).toBe(true);
    expect(articleSaveBody.safeParse({ ...article, articleCoverRoute: 'https://elsewhere.test/a.png' }).success).toBe(false);
    expect(articleSaveBody.parse({ ...article, contentEn: '<p></p>' }).contentEn).toBeNull();
    const banner = { titleName: 't', coverPicture: '/api/media/banner/1.svg', status: '0' };
    expect(bannerSaveBody.safeParse({ ...banner, bannerRoute: '/caseShare?x=1' }).success).toBe(true);
    expect(bannerSaveBody.safeParse({ ...banner, bannerRoute: '//evil.test' }).success).toBe(false);
    expect(bannerSaveBody.safeParse({ ...banner, routeUrl: 'javascript:alert(1)' }).success).toBe(false);
    const dict = { dictType: 't', dictValue: 'a_1', dictLabel: '甲', dictEnLabel: 'A', sort: 1, status: '0' };
    expect(dictSaveBody.safeParse(dict).success).toBe(true);
    expect(dictSaveBody.safeParse({ ...dict, dictValue: 'a b' }).success).toBe(false);
  });
});
