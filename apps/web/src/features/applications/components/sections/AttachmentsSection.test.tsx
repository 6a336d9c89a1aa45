// @vitest-environment happy-dom
// Step 10 read only: a chosen passport/ID type whose files were erased when the file's sensitive
// consent was withdrawn reads "not stored (consent withdrawn)", not '-' under "application files".
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StudentDraft } from '@portal/shared';

vi.mock('../../api/applications', () => ({ useApplyDicts: () => ({ data: {} }) }));
const { AttachmentsSection } = await import('./AttachmentsSection');

const draftWith = (annexTypeList: string[], sensitiveWithdrawn: boolean, applyFile: unknown[] = []) =>
  ({
    stuOther: { currentStep: 10, currentStepStr: '1', annexTypeList, sensitiveWithdrawn },
    applyFile,
    netApplyFile: [],
  }) as unknown as StudentDraft;

const file = (annexType: string, fileName: string) => ({ fileName, fileUrl: `/api/file/${fileName}`, annexType });

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'cimode', resources: {} });
});
afterEach(cleanup);

describe('AttachmentsSection', () => {
  it('says the passport is not stored when the consent was withdrawn and no file is left', () => {
    render(<AttachmentsSection draft={draftWith(['1'], true)} />);
    expect(screen.getAllByText('card.withdrawn')).toHaveLength(1);
    expect(screen.queryByText('attachments.files')).toBeNull();
  });

  it('keeps the other types with their files beside the erased passport', () => {
    render(<AttachmentsSection draft={draftWith(['1', '2'], true, [file('2', 'transcript.pdf')])} />);
    expect(screen.getAllByText('card.withdrawn')).toHaveLength(1);
    expect(screen.getByText('transcript.pdf')).toBeTruthy();
  });

  it('shows - for a passport never uploaded while the consent stands', () => {
    render(<AttachmentsSection draft={draftWith(['1'], false)} />);
    expect(screen.queryByText('card.withdrawn')).toBeNull();
    expect(screen.getByText('attachments.files')).toBeTruthy();
  });
});
