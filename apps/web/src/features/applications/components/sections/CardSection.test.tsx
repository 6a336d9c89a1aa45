// @vitest-environment happy-dom
// Step 8 read only: a card number, CVV or portal password missing because the file's sensitive
// consent was withdrawn reads "not stored (consent withdrawn)"; one never entered reads '-'; a
// stored one shows as the server masked it.
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StudentDraft } from '@portal/shared';

vi.mock('../../api/applications', () => ({ useApplyDicts: () => ({ data: {} }) }));
const { CardSection } = await import('./CardSection');

const draftWith = (other: Record<string, unknown>) =>
  ({
    stuOther: { currentStep: 8, currentStepStr: '1,8', annexTypeList: [], sensitiveWithdrawn: false, ...other },
  }) as unknown as StudentDraft;

const valueOf = (label: string) => screen.getByText(label).closest('.ro-cell')!.querySelector('.ro-cell__value')!.textContent;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'cimode', resources: {} });
});
afterEach(cleanup);

describe('CardSection', () => {
  it('says the secrets are not stored when the consent was withdrawn', () => {
    render(<CardSection draft={draftWith({ cardType: '1', cardUsername: 'ZHANG SAN', cardNo: null, sensitiveWithdrawn: true })} />);
    for (const label of ['card.cardNo', 'card.cardSafetyCode', 'card.eduPassword']) expect(valueOf(label)).toBe('card.withdrawn');
    expect(valueOf('card.cardUsername')).toBe('ZHANG SAN');
    expect(valueOf('card.cardValidity')).toBe('-');
  });

  it('shows - for a secret never entered, and the masked value of a stored one', () => {
    render(<CardSection draft={draftWith({ cardNo: '**** **** **** 1234', cardSafetyCode: '******', eduPassword: null })} />);
    expect(valueOf('card.cardNo')).toBe('**** **** **** 1234');
    expect(valueOf('card.cardSafetyCode')).toBe('******');
    expect(valueOf('card.eduPassword')).toBe('-');
    expect(screen.queryByText('card.withdrawn')).toBeNull();
  });
});
