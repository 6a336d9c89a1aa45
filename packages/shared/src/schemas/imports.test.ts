// The import row schemas and helpers: cells as text in, normalised rows or row errors (column and
// reason in cn and en) out; headers in Chinese or English; the website domain key.
import { describe, expect, it } from 'vitest';
import { checkImportRow, countryIdOf, importReason, mapHeaders, majorKeyOf, templateHeaders, websiteDomainOf } from './imports';

describe('websiteDomainOf', () => {
  it('is the host without www, from a full address or a bare host', () => {
    expect(websiteDomainOf('https://www.ox.ac.uk/study?x=1')).toBe('ox.ac.uk');
    expect(websiteDomainOf('http://WWW.ACU.EDU.AU/')).toBe('acu.edu.au');
    expect(websiteDomainOf('www2.example.edu')).toBe('example.edu');
    expect(websiteDomainOf('mit.edu')).toBe('mit.edu');
    expect(websiteDomainOf('not a site')).toBeNull();
    expect(websiteDomainOf('')).toBeNull();
    expect(websiteDomainOf(null)).toBeNull();
  });
});

describe('countryIdOf', () => {
  it('takes ISO codes, the portal ids and the names', () => {
    expect(countryIdOf('GB')).toBe('140');
    expect(countryIdOf('gb')).toBe('140');
    expect(countryIdOf('英国')).toBe('140');
    expect(countryIdOf('United States')).toBe('877157913121263616');
    expect(countryIdOf('140')).toBe('140');
    expect(countryIdOf('XX')).toBeNull();
  });
});

describe('university rows', () => {
  it('normalises a good row, empty cells being null', () => {
    const r = checkImportRow('universities', 2, {
      uniEnName: ' Testford University ',
      country: 'GB',
      website: 'testford.ac.uk',
      founded: '1,900',
      uniType: '私立',
      aiShow: '是',
    });
    expect(r).toEqual({
      ok: true,
      row: expect.objectContaining({
        uniEnName: 'Testford University',
        uniName: null,
        country: '140',
        website: 'https://testford.ac.uk',
        founded: 1900,
        uniType: 'private',
        aiShow: true,
        qsRank: null,
      }),
    });
  });

  it('reports each bad column once, with its reason in both languages', () => {
    const r = checkImportRow('universities', 7, { uniEnName: '', country: 'Atlantis', website: 'https://x.edu', qsRank: '0' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      { row: 7, column: 'uniEnName', value: '', reason: { cn: '必填项为空', en: 'Required, but empty' } },
      { row: 7, column: 'country', value: 'Atlantis', reason: expect.objectContaining({ cn: expect.stringContaining('留学国家') }) },
      { row: 7, column: 'qsRank', value: '0', reason: { cn: '应在 1 到 5000 之间', en: 'Must be between 1 and 5000' } },
    ]);
  });

  it('refuses a website that is not http(s) and text with control characters', () => {
    const r = checkImportRow('universities', 2, { uniEnName: 'A\u0007B', country: 'GB', website: 'javascript:alert(1)' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.column)).toEqual(['uniEnName', 'website']);
  });
});

describe('major and case rows', () => {
  it('reads degrees in Chinese, English and digits, and tuition with commas', () => {
    for (const [cell, degree] of [
      ['硕士', '2'],
      ['Master', '2'],
      ['1', '1'],
      ['PhD', '3'],
    ]) {
      const r = checkImportRow('majors', 2, {
        uniDomain: 'https://www.ox.ac.uk',
        majorEnName: 'MSc X',
        degreeType: cell,
        majorTuition: '32,000',
      });
      expect(r.ok && r.row).toMatchObject({ uniDomain: 'ox.ac.uk', degreeType: degree, majorTuition: '32000' });
    }
    const bad = checkImportRow('majors', 3, { uniDomain: 'ox.ac.uk', majorEnName: 'MSc X', degreeType: 'diploma', currency: 'POUNDS' });
    expect(!bad.ok && bad.errors.map((e) => e.column)).toEqual(['degreeType', 'currency']);
  });

  it('needs a case key and a real offer date', () => {
    const ok = checkImportRow('cases', 2, {
      externalKey: 'k1',
      uniDomain: 'ox.ac.uk',
      stuName: '王同学',
      courseType: '2',
      courseName: 'MSc',
      resultDate: '2026/3/1',
    });
    expect(ok.ok && ok.row.resultDate).toBe('2026-03-01');
    const bad = checkImportRow('cases', 2, {
      uniDomain: 'ox.ac.uk',
      stuName: '王',
      courseType: '2',
      courseName: 'MSc',
      resultDate: '2026-13-40',
    });
    expect(!bad.ok && bad.errors.map((e) => e.column)).toEqual(['externalKey', 'resultDate']);
  });

  it('builds a major key from domain, degree and English name', () => {
    expect(majorKeyOf('ox.ac.uk', '2', 'MSc Computer Science (Advanced)')).toBe('ox.ac.uk:2:msc-computer-science-advanced');
  });
});

describe('headers', () => {
  it('accepts English, Chinese and field names, a * and spaces ignored; unknown and repeated ones skipped', () => {
    expect(mapHeaders('universities', ['英文名称*', 'country', 'Web site', ' 官网 ', 'Foo'])).toEqual([
      'uniEnName',
      'country',
      'website',
      undefined,
      undefined,
    ]);
    expect(templateHeaders('majors', 'cn')).toContain('院校官网*');
    expect(importReason('duplicate|{"row":4}')).toEqual({ cn: '与第 4 行重复（同一键）', en: 'Same key as row 4' });
  });
});
