// The wizard's calls for the consents of a student file (issue 15): the file's status (sensitive,
// transfer with the current recipients, guardian), giving the sensitive and transfer consents, and
// the guardian's code with its check. Quiet: the dialogs show the refusals themselves.
import { useQuery } from '@tanstack/react-query';
import type { ConsentRecord, FileConsentStatus } from '@portal/shared';
import { api } from '../../../lib/api-client';

export const fileConsentStatusKey = (stuId: number) => ['file-consents', 'status', stuId] as const;

export function fetchFileConsentStatus(stuId: number): Promise<FileConsentStatus> {
  return api.get<FileConsentStatus>('/privacy/file-consents/status', { stuId }, { quiet: true });
}

export function useFileConsentStatus(stuId: number, enabled = true) {
  return useQuery({
    queryKey: fileConsentStatusKey(stuId),
    queryFn: () => fetchFileConsentStatus(stuId),
    enabled: enabled && stuId > 0,
    staleTime: 0,
  });
}

export function giveFileConsent(body: { stuId: number; kind: 'sensitive' | 'transfer'; uniIds?: number[] }): Promise<ConsentRecord> {
  return api.post<ConsentRecord>('/privacy/file-consents', body, { quiet: true });
}

export function sendGuardianCode(body: { stuId: number; guardianId: number }): Promise<{ expiresIn: number }> {
  return api.post<{ expiresIn: number }>('/privacy/file-consents/guardian/send', body, { quiet: true });
}

export function verifyGuardianCode(body: { stuId: number; guardianId: number; code: string }): Promise<ConsentRecord> {
  return api.post<ConsentRecord>('/privacy/file-consents/guardian/verify', body, { quiet: true });
}
