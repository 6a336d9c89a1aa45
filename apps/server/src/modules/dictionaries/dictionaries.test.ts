import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const NAMED_TYPES = [
  'web_stu_sex',
  'nationality',
  'web_clerk_countryName',
  'web_clerk_countryName_six',
  'page_web_clerk_countryName_six',
  'web_clerk_countryName_other',
  'web_clerk_countryxuezhang_other',
  'major_focus',
  'major_system',
  'language_requirement',
  'is_agent_com',
  'web_stu_courseType',
  'course_age',
  'jxj_article_type',
  'jxj_article_slogan',
  'jxj_page_video',
  'jxj_major_degree_type',
  'jxj_uni_backdrop',
  'college_type',
  'stu_education_gpa',
  'applet_country',
  'web_stu_login',
  'stuStatus',
  'stuStatus_agent',
  'agent_send_language_type',
  'stu_visa_status',
  'stu_degree',
  'agent_stu_attachment_type',
  'contact_relation',
  'kinsfolk_relation',
  'stu_leave_msg_type',
  'web_stu_leave_msg_role',
  'agent_view_contract_status',
];

describe('dictionaries', () => {
  it('has every type the spec names, each entry with cn and en labels', async () => {
    const r = await t.post('/api/admin/dict/types', { dictType: NAMED_TYPES, scholarshipType: 1 });
    expect(r.code).toBe('000');
    for (const type of NAMED_TYPES) {
      expect(r.data[type]?.length, type).toBeGreaterThan(0);
      for (const e of r.data[type]) {
        expect(Object.keys(e).sort()).toEqual(['dictEnLabel', 'dictLabel', 'dictType', 'dictValue', 'remark']);
        expect(e.dictLabel.trim()).not.toBe('');
        expect(e.dictEnLabel.trim()).not.toBe('');
      }
    }
  });

  it('lists the 14 application countries and the US, and the nine student statuses', async () => {
    const r = await t.post('/api/admin/dict/types', { dictType: ['web_clerk_countryName', 'stuStatus'] });
    const en = r.data.web_clerk_countryName.map((e: any) => e.dictEnLabel);
    expect(en).toHaveLength(15);
    for (const c of [
      'United Kingdom',
      'Ireland',
      'Netherlands',
      'Singapore',
      'Canada',
      'Australia',
      'New Zealand',
      'Switzerland',
      'Sweden',
      'Malaysia',
      'Germany',
      'Hungary',
      'France',
      'Norway',
    ]) {
      expect(
        en.some((l: string) => l.includes(c)),
        c,
      ).toBe(true);
    }
    expect(r.data.stuStatus.map((e: any) => e.dictEnLabel)).toEqual([
      'Processing',
      'Submitted',
      'Admitted',
      'Refunding',
      'Postponed',
      'Abnormal',
      'Register',
      'Refusal',
      'Termination',
    ]);
  });

  it('honours filterDictType, comma lists and the other two paths', async () => {
    const r = await t.post('/api/admin/dict/h5/types', { dictType: 'web_stu_sex,nationality', filterDictType: ['nationality'] });
    expect(Object.keys(r.data)).toEqual(['web_stu_sex']);
    const all = await t.post('/operate/bs/dict'.replace(/^/, '/api'), { filterDictType: 'nationality' });
    expect(all.data).not.toHaveProperty('nationality');
    expect(all.data).toHaveProperty('major_focus');
    expect((await t.post('/api/admin/dict/types', { dictType: ['no_such_type'] })).data).toEqual({ no_such_type: [] });
  });

  it('answers the currency of a country', async () => {
    expect((await t.get('/api/admin/dict/getCurrencyById?countryId=140')).data).toBe('GBP');
    expect((await t.get('/api/admin/dict/getCurrencyById?countryId=35')).data).toBe('AUD');
    expect((await t.get('/api/admin/dict/getCurrencyById?countryId=nope')).code).toBe('005');
  });
});

describe('college suggestions', () => {
  it('finds by Chinese, English, pinyin, initials and a typo, at most 20', async () => {
    const names = async (keyword: string) => (await t.post('/api/uni/college/suggest', { keyword })).data.map((c: any) => c.name);
    expect((await names('北京大学'))[0]).toBe('北京大学');
    expect(await names('peking')).toContain('北京大学');
    expect((await names('beijingdaxue'))[0]).toBe('北京大学');
    expect(await names('qhdx')).toContain('清华大学');
    // Short names and abbreviations students type: the school first, before names that contain them.
    for (const kw of ['北大', 'beida', 'PKU']) expect((await names(kw))[0]).toBe('北京大学');
    expect(await names('北大')).toContain('东北大学');
    expect((await names('上交'))[0]).toBe('上海交通大学');
    expect(await names('oxfrod')).toContain('牛津大学');
    expect((await names('大学')).length).toBe(20);
    const first = (await t.post('/api/uni/college/suggest', { keyword: '牛津' })).data[0];
    expect(first).toMatchObject({ name: '牛津大学', dataType: '1' });
  });
});
