// @vitest-environment happy-dom
// The notice asking for the sensitive consent on steps 8 and 10: after a withdrawal it says that
// what was stored under the consent was erased; otherwise it asks; once given, it names the version.
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StudentDraft } from '@portal/shared';

const status = vi.hoisted(() => ({ data: { own: true, sensitive: null as null | { version: string } } }));
vi.mock('./api', () => ({ useFileConsentStatus: () => status }));
vi.mock('../modal-context', () => ({ useWizardModal: () => ({}) }));
const { SensitiveConsentNotice } = await import('./SensitiveConsentNotice');

const draftWith = (sensitiveWithdrawn: boolean) =>
  ({ stuId: 7, stuName: '王芳', stuSpell: 'Wang Fang', stuOther: { currentStep: 10, sensitiveWithdrawn } }) as unknown as StudentDraft;

const renderFor = (draft: StudentDraft) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SensitiveConsentNotice draft={draft} />
    </QueryClientProvider>,
  );

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'cimode', resources: {} });
});
afterEach(() => {
  cleanup();
  status.data.sensitive = null;
});

describe('SensitiveConsentNotice', () => {
  it('says the stored values were erased after a withdrawal', () => {
    renderFor(draftWith(true));
    expect(screen.getByTestId('sensitive-notice').textContent).toContain('sensitive.withdrawn');
  });

  it('asks without a word of erasing when the consent was never given', () => {
    renderFor(draftWith(false));
    const text = screen.getByTestId('sensitive-notice').textContent;
    expect(text).toContain('sensitive.notice');
    expect(text).not.toContain('sensitive.withdrawn');
  });

  it('names the version once the consent is given again', () => {
    status.data.sensitive = { version: '2026-11-28' };
    renderFor(draftWith(true));
    expect(screen.queryByTestId('sensitive-notice')).toBeNull();
    expect(screen.getByTestId('sensitive-given').textContent).toContain('sensitive.given');
  });
});
