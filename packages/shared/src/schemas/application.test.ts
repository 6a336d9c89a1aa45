// The done-steps list of a student file (stuOther.currentStepStr), read and changed by one rule
// on both sides: the wizard's ticks, the save, the country switch and a withdrawn consent.
import { describe, expect, it } from 'vitest';
import { STEP, doneStepsOf, doneStepsText, isStepNo } from './application';

describe('done steps', () => {
  it('reads the comma list: each step once, in order, anything that is no step left out', () => {
    expect(doneStepsOf('3, 1,2,,x,12,0,2')).toEqual([1, 2, 3]);
    expect(doneStepsOf(null)).toEqual([]);
    expect(doneStepsOf('')).toEqual([]);
    expect(isStepNo(11)).toBe(true);
    expect(isStepNo(12)).toBe(false);
    expect(isStepNo(1.5)).toBe(false);
  });

  it('adds and takes out steps', () => {
    expect(doneStepsText('1,3,2', { add: [4] })).toBe('1,2,3,4');
    expect(doneStepsText('1,2,3', { add: [2, 12] })).toBe('1,2,3');
    expect(doneStepsText('1,2,10,11', { remove: [STEP.attachments] })).toBe('1,2,11');
    expect(doneStepsText('1,2,3', { remove: [STEP.apply] })).toBe('1,3');
    expect(doneStepsText('', { add: [STEP.basic] })).toBe('1');
    expect(doneStepsText('1,3,2', { add: [4], remove: [2] })).toBe('1,3,4');
  });
});
