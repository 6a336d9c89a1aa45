import { describe, expect, it } from 'vitest';
import { stageFromParams, withStage } from './stage-param';

describe('the study stage in the address', () => {
  it('reads a known stage, and all for none or an unknown one', () => {
    expect(stageFromParams(new URLSearchParams('type=help&articleType=7'), ['1', '7'])).toBe('7');
    expect(stageFromParams(new URLSearchParams('type=help&articleType=99'), ['1', '7'])).toBe('');
    expect(stageFromParams(new URLSearchParams('type=help'), ['1', '7'])).toBe('');
    // Before the stages are loaded the address is taken as it is.
    expect(stageFromParams(new URLSearchParams('articleType=3'), undefined)).toBe('3');
  });
  it('writes the stage and keeps the other parameters', () => {
    expect(withStage(new URLSearchParams('type=help'), '4').toString()).toBe('type=help&articleType=4');
    expect(withStage(new URLSearchParams('type=help&articleType=4'), '').toString()).toBe('type=help');
  });
});
