import { describe, expect, it } from 'vitest';
import { submitTarget } from './use-wizard-save';

import type { SaveAnswer } from '@portal/shared';

const answer: SaveAnswer = { stuId: 1, version: 2, currentStep: 11, currentStepStr: '1,2', agentDraftStatus: '1', referralStatus: 1 };

describe('after submit', () => {
  it('goes to the agreement when the answer asks for a signature', () => {
    expect(submitTarget({ ...answer, signContract: true })).toBe('/signContract');
  });
  it('goes to my applications otherwise', () => {
    expect(submitTarget({ ...answer, signContract: false })).toBe('/myApply');
    expect(submitTarget(answer)).toBe('/myApply');
  });
});
