// vitest-no-db: runs once, with the unit tests (it opens no database).
import { describe, expect, it } from 'vitest';
import { decideApplyNow, decideSituation, type StudentSummary, type UniSummary } from './decide';

const uni = (extra: Partial<UniSummary> = {}): UniSummary => ({
  uniId: 10,
  countryId: 'UK',
  uniTypeTip: 2,
  stipendShow: '1',
  applicationOpen: true,
  ...extra,
});
const stu = (id: number, extra: Partial<StudentSummary> = {}): StudentSummary => ({
  id,
  countryId: 'UK',
  referralStatus: 0,
  contractStatus: null,
  schools: [],
  ...extra,
});
const schools = (n: number, uniTypeTip = 2) => Array.from({ length: n }, (_, i) => ({ uniId: 100 + i, uniTypeTip }));

describe('apply now decision table', () => {
  it.each<[string, StudentSummary[], Partial<UniSummary>, boolean, object]>([
    ['country closed', [], { applicationOpen: false }, false, { refused: 'countryClosed' }],
    ['no scholarship', [], { stipendShow: '0' }, false, { refused: 'noStipend' }],
    ['no student: new form', [], {}, false, { type: 1, stuId: null, isClerkApply: null }],
    ['no student, clerk: new form marked', [], {}, true, { type: 1, isClerkApply: '1' }],
    ['agreement waiting wins', [stu(1), stu(2, { contractStatus: 'pending' })], {}, false, { type: 8, stuId: 2 }],
    ['school already chosen', [stu(1, { schools: [{ uniId: 10, uniTypeTip: 2 }] })], {}, false, { type: 2, stuId: 1 }],
    [
      'five schools: copy, name plus 1',
      [stu(1, { schools: schools(5) })],
      {},
      false,
      { type: 5, stuId: 1, tip: 'applyTipCopy', isClerkApply: '3' },
    ],
    ['college beside universities: copy', [stu(1, { schools: schools(1) })], { uniTypeTip: 1 }, false, { type: 5, stuId: 1 }],
    [
      'submitted: add the school',
      [stu(1, { referralStatus: 1, schools: schools(2) })],
      {},
      false,
      { type: 3, stuId: 1, tip: 'applyTipAdd' },
    ],
    ['unsubmitted: open with the school', [stu(1, { schools: schools(2) })], {}, false, { type: 4, stuId: 1 }],
    ['unsubmitted, clerk', [stu(1, { schools: schools(2) })], {}, true, { type: 7, stuId: 1, isClerkApply: '1' }],
    ['newest of the country, not the newest overall', [stu(2, { countryId: 'CA' }), stu(1)], {}, false, { type: 4, stuId: 1 }],
    ['other country, empty draft: reuse it', [stu(1, { countryId: 'CA' })], {}, false, { type: 4, stuId: 1 }],
    [
      'other country with schools: copy for the new country',
      [stu(1, { countryId: 'CA', schools: schools(1) })],
      {},
      false,
      { type: 6, stuId: 1, isClerkApply: '2' },
    ],
    ['other country, submitted: copy', [stu(1, { countryId: 'CA', referralStatus: 2 })], {}, false, { type: 6, stuId: 1 }],
  ])('%s', (_name, students, u, clerk, expected) => {
    expect(decideApplyNow(students, uni(u), clerk)).toMatchObject(expected);
  });
});

describe('floating apply button', () => {
  it.each<[string, StudentSummary[], object]>([
    ['no student', [], { type: 0, stuId: null }],
    ['newest unsubmitted', [stu(3), stu(1, { referralStatus: 1 })], { type: 1, stuId: 3 }],
    ['newest submitted: copy', [stu(3, { referralStatus: 1 })], { type: 2, stuId: 3 }],
    ['agreement waiting', [stu(3), stu(4, { contractStatus: 'pending' })], { type: 3, stuId: 4 }],
  ])('%s', (_n, students, expected) => {
    expect(decideSituation(students)).toEqual(expected);
  });
});
