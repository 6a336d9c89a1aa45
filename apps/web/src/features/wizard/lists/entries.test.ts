import { describe, expect, it } from 'vitest';
import { educationStepSchema, guardianStepSchema, languageStepSchema, referrerStepSchema, workStepSchema } from '@portal/shared';
import { dropBlankEntries, emptyEntry, entriesOf, isBlankEntry, schoolFields, startEntries, workListFor } from './entries';

describe('emptyEntry', () => {
  it('has every field of the entry, empty', () => {
    expect(emptyEntry('stuWorkList')).toEqual({ beginDate: null, endDate: null, workUnit: '', workPosition: '', workDuty: '' });
    expect(Object.keys(emptyEntry('stuEduList'))).toEqual([
      'beginDate',
      'endDate',
      'schoolName',
      'collegeId',
      'dataType',
      'majorName',
      'stuDegree',
      'gpa',
      'degreeDate',
    ]);
  });
  it('passes the all-optional schemas and fails the required ones with their own messages', () => {
    expect(languageStepSchema.safeParse({ stuLanguageList: [emptyEntry('stuLanguageList')] }).success).toBe(true);
    expect(referrerStepSchema.safeParse({ stuReferrerList: [emptyEntry('stuReferrerList')] }).success).toBe(true);
    const edu = educationStepSchema.safeParse({ stuEduList: [emptyEntry('stuEduList')] });
    expect(edu.success).toBe(false);
    const paths = edu.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['stuEduList.0.beginDate', 'stuEduList.0.schoolName', 'stuEduList.0.gpa']));
    expect(paths).not.toContain('stuEduList.0.degreeDate');
    const g = guardianStepSchema.safeParse({ stuContactList: [emptyEntry('stuContactList')] });
    expect(g.error?.issues.find((i) => i.path.join('.') === 'stuContactList.0.contactRelation')?.message).toBe('requiredSelect');
  });
});

describe('workListFor (spec 001 section 4, work step)', () => {
  it("'no' resets the list", () => {
    expect(workListFor('0', [{ workUnit: 'A' }])).toEqual([]);
  });
  it("'yes' starts with one empty entry and keeps entries already there", () => {
    expect(workListFor('1', [])).toEqual([emptyEntry('stuWorkList')]);
    expect(workListFor('1', undefined)).toEqual([emptyEntry('stuWorkList')]);
    expect(workListFor('1', [{ workUnit: 'A' }])).toEqual([{ workUnit: 'A' }]);
  });
  it('the reset list passes the step schema', () => {
    expect(workStepSchema.safeParse({ isWork: '0', stuWorkList: workListFor('0', [{ workUnit: 'A' }]) }).success).toBe(true);
  });
});

describe('schoolFields (spec 001 section 4, education school name)', () => {
  it('a pick stores the English name, collegeId and dataType as text', () => {
    expect(schoolFields({ collegeId: 12, name: '牛津大学', enName: 'University of Oxford', dataType: 1 }, '牛津')).toEqual({
      schoolName: 'University of Oxford',
      collegeId: '12',
      dataType: '1',
    });
  });
  it('falls back to the name when there is no English name', () => {
    expect(schoolFields({ collegeId: '7', name: '北京四中', enName: null, dataType: null }, 'x')).toEqual({
      schoolName: '北京四中',
      collegeId: '7',
      dataType: null,
    });
    expect(schoolFields({ collegeId: '7', name: '北京四中', enName: ' ', dataType: '0' }, 'x').schoolName).toBe('北京四中');
  });
  it('typing keeps the text and clears collegeId and dataType', () => {
    expect(schoolFields(null, 'My school')).toEqual({ schoolName: 'My school', collegeId: null, dataType: null });
  });
});

describe('blank entries', () => {
  it('only the entry fields count, not the ids of a stored row', () => {
    expect(isBlankEntry('stuReferrerList', { id: 5, stuId: 3, referrerName: '  ', sex: null })).toBe(true);
    expect(isBlankEntry('stuReferrerList', { sex: '0' })).toBe(false);
  });
  it('dropBlankEntries keeps entries with something filled in', () => {
    expect(dropBlankEntries('stuLanguageList', [emptyEntry('stuLanguageList'), { totalPoints: '7' }])).toEqual([{ totalPoints: '7' }]);
    expect(dropBlankEntries('stuLanguageList', null)).toEqual([]);
  });
});

describe('startEntries / entriesOf', () => {
  it('stored entries win; otherwise one empty block where the screen starts with one', () => {
    expect(startEntries([{ gpa: '3' }], 'stuEduList', true)).toEqual([{ gpa: '3' }]);
    expect(startEntries([], 'stuEduList', true)).toEqual([emptyEntry('stuEduList')]);
    expect(startEntries([], 'stuLanguageList', false)).toEqual([]);
  });
  it('copies the stored entries (the form must not write into the draft)', () => {
    const draft = { stuEduList: [{ gpa: '3' }], stuWorkList: [], stuLanguageList: [], stuReferrerList: [], stuContactList: [] };
    const out = entriesOf(draft, 'stuEduList');
    out[0].gpa = '4';
    expect(draft.stuEduList[0].gpa).toBe('3');
  });
});
