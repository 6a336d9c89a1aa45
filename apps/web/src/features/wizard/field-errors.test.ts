import { describe, expect, it } from 'vitest';
import { basicInfoSchema } from '@portal/shared';
import { issuesToFields, serverErrorsOf, serverFieldPath, splitServerErrors } from './field-errors';

describe('server 003 errors', () => {
  it('turns field paths into form names (stuOther is flat in the form)', () => {
    expect(serverFieldPath('stuEduList.0.gpa')).toEqual(['stuEduList', 0, 'gpa']);
    expect(serverFieldPath('stuOther.cardNo')).toEqual(['cardNo']);
    expect(serverFieldPath('stuName')).toEqual(['stuName']);
  });
  it('reads data.errors defensively', () => {
    expect(serverErrorsOf({ errors: [{ field: 'a', message: 'required' }, { field: 1 }, null] })).toEqual([
      { field: 'a', message: 'required' },
    ]);
    expect(serverErrorsOf(null)).toEqual([]);
    expect(serverErrorsOf({ errors: 'x' })).toEqual([]);
  });
  it("shows the step's own fields on the form, translated, and returns the rest", () => {
    const r = splitServerErrors(
      1,
      [
        { field: 'stuName', message: 'max|{"max":50}' },
        { field: 'stuName', message: 'notBlank' },
        { field: 'stuEduList.0.gpa', message: 'required' },
        { field: 'stuOther.currentStep', message: 'Some text' },
      ],
      'cn',
    );
    expect(r.fields).toEqual([{ name: ['stuName'], errors: ['长度不能超过50个字符', '不能只输入空格'] }]);
    expect(r.other).toEqual(['请输入', 'Some text']);
    const edu = splitServerErrors(3, [{ field: 'stuEduList.0.gpa', message: 'required' }], 'en');
    expect(edu.fields).toEqual([{ name: ['stuEduList', 0, 'gpa'], errors: ['Please enter'] }]);
  });
});

describe('zod issues of the shared step schema', () => {
  it('map to antd field errors in the language', () => {
    const r = basicInfoSchema.safeParse({
      countryId: '',
      stuName: '  ',
      stuSpell: '张',
      sex: '1',
      birthday: '2000-02-30',
      nationality: '1',
      phoneNumber: '13800000000',
      stuEmail: 'a@b',
      homeAddress: 'x',
    });
    expect(r.success).toBe(false);
    if (r.success) return;
    const { fields, other } = issuesToFields(r.error.issues, 'en');
    const byName = Object.fromEntries(fields.map((f) => [f.name.join('.'), f.errors]));
    expect(byName.countryId).toEqual(['Please select']);
    expect(byName.stuSpell).toEqual(['Chinese characters are not allowed']);
    expect(byName.birthday).toEqual(['Please choose a valid date (yyyy-MM-dd)']);
    expect(other).toEqual([]);
  });
  it('issues without a path go to the toast list', () => {
    expect(issuesToFields([{ path: [], message: 'required' }], 'cn')).toEqual({ fields: [], other: ['请输入'] });
  });
});
