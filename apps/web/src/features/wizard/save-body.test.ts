import { describe, expect, it } from 'vitest';
import type { StudentDraft } from '@portal/shared';
import { applySaveAnswer, buildSaveBody, draftForCopy, mergeStepValues, startingDraft } from './save-body';

const draft = (over: Partial<StudentDraft> = {}): StudentDraft =>
  ({
    id: 7,
    stuId: 7,
    version: 3,
    countryId: '11',
    stuName: '张三',
    stuSpell: 'Zhang San',
    isEditable: '0',
    stuOther: { currentStep: 2, currentStepStr: '1,2', annexTypeList: [], cardNo: '****1234' },
    stuEduList: [],
    agentApplyList: [{ uniId: 1 }],
    applyList: [{ uniId: 1 }],
    carryUni: null,
    ...over,
  }) as unknown as StudentDraft;

describe('save body', () => {
  it('puts root fields at the root and stuOther fields in stuOther', () => {
    const m = mergeStepValues(draft(), { stuName: '李四', cardNo: '4111', isWork: '0' });
    expect(m.stuName).toBe('李四');
    expect(m.stuOther).toMatchObject({ cardNo: '4111', isWork: '0', currentStepStr: '1,2' });
    expect((m as unknown as Record<string, unknown>).cardNo).toBeUndefined();
  });
  it('update: id, stuId and the loaded version; currentStep is the saved step', () => {
    const b = buildSaveBody(draft(), { step: 1, values: { stuName: '李四' }, agentDraftStatus: 0 });
    expect(b).toMatchObject({ id: 7, stuId: 7, version: 3, isOldVersions: 1, agentDraftStatus: 0, stuName: '李四' });
    expect(b.stuOther).toMatchObject({ currentStep: 1 });
    expect(b.applyList).toBeUndefined();
    expect(b.carryUni).toBeUndefined();
    expect(b.agentApplyList).toEqual([{ uniId: 1 }]);
    expect(b.isDuplicate).toBeUndefined();
  });
  it('add: no ids; a copy names its source; duplicate confirm and isClerkApply are sent', () => {
    const b = buildSaveBody(draft({ id: 0, stuId: 0, version: 0 }), {
      step: 1,
      values: {},
      agentDraftStatus: 0,
      copyFromId: 9,
      isClerkApply: '3',
      isDuplicate: true,
    });
    expect(b.id).toBeUndefined();
    expect(b.stuId).toBeUndefined();
    expect(b.version).toBeUndefined();
    expect(b).toMatchObject({ copyFromId: 9, isClerkApply: '3', isDuplicate: 1 });
  });
  it('the answer gives the ids, version and ticks', () => {
    const d = applySaveAnswer(
      draft({ id: 0, stuId: 0 }),
      { stuName: 'x' },
      {
        stuId: 50,
        version: 1,
        currentStep: 1,
        currentStepStr: '1',
        agentDraftStatus: '0',
        referralStatus: 0,
      },
    );
    expect(d).toMatchObject({ id: 50, stuId: 50, version: 1, stuName: 'x' });
    expect(d.stuOther).toMatchObject({ currentStep: 1, currentStepStr: '1' });
  });
  it('a new file or a copy carrying a university applies to its country (step 1 shows it chosen)', () => {
    const carryUni = { uniId: 5, countryId: '140' } as StudentDraft['carryUni'];
    const fresh = draft({ id: 0, stuId: 0, version: 0, countryId: null, agentApplyList: [], applyList: [], carryUni });
    expect(startingDraft(fresh, { copy: false, namePlus: false }).countryId).toBe('140');
    expect(startingDraft({ ...fresh, carryUni: null }, { copy: false, namePlus: false }).countryId).toBeNull();
    // A copy for another country (apply-now type 6): the university's country, not the source's.
    expect(startingDraft(draft({ countryId: '100', carryUni }), { copy: true, namePlus: false })).toMatchObject({
      stuId: 0,
      countryId: '140',
    });
    // namePlus locks the country: the source's stays.
    expect(startingDraft(draft({ countryId: '100', carryUni }), { copy: true, namePlus: true }).countryId).toBe('100');
    // An existing file keeps its stored country here (step 2 offers the carried one).
    expect(startingDraft(draft({ countryId: '100', carryUni }), { copy: false, namePlus: false }).countryId).toBe('100');
  });
  it('a copy starts as a new file; namePlus appends 1 to the English name', () => {
    expect(draftForCopy(draft(), true)).toMatchObject({
      id: 0,
      stuId: 0,
      version: 0,
      stuSpell: 'Zhang San1',
      stuOther: { currentStepStr: '' },
    });
    expect(draftForCopy(draft(), false).stuSpell).toBe('Zhang San');
  });
  it('takes the course-link rule of the saved country from the answer', () => {
    const after = applySaveAnswer(
      draft({ requiresProfessionalLink: false }),
      { countryId: '140' },
      {
        stuId: 9,
        version: 1,
        currentStep: 1,
        currentStepStr: '1',
        agentDraftStatus: '0',
        referralStatus: 0,
        requiresProfessionalLink: true,
      },
    );
    expect(after.requiresProfessionalLink).toBe(true);
  });
  it('a copy has no schools: they belong to the source and are not copied', () => {
    const copy = draftForCopy(draft(), true);
    expect(copy.agentApplyList).toEqual([]);
    expect(copy.applyList).toEqual([]);
  });
});

describe('secrets after a save', () => {
  it('keeps the card number, CVV and portal password only masked in the working draft', () => {
    const after = applySaveAnswer(
      draft(),
      { cardNo: '4111 1111 1111 1234', cardSafetyCode: '321', eduPassword: '' },
      {
        stuId: 5,
        version: 3,
        currentStep: 8,
        currentStepStr: '1,8',
        agentDraftStatus: '0',
        referralStatus: 0,
      },
    );
    expect(after.stuOther).toMatchObject({ cardNo: '**** **** **** 1234', cardSafetyCode: '******', eduPassword: null });
    expect(JSON.stringify(after)).not.toContain('321');
  });
});
