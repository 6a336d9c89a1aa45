// The personal centre's calls for the consents of the account's student files (issue 15): every
// file with its consents, and withdrawing one (its effects are the server's: modules/file-consents).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentRecord, FileConsentFile } from '@portal/shared';
import { api } from '../../../lib/api-client';

export const fileConsentListKey = ['file-consents', 'list'] as const;

export function useFileConsentList() {
  return useQuery({
    queryKey: fileConsentListKey,
    queryFn: () => api.get<FileConsentFile[]>('/privacy/file-consents', {}, { quiet: true }),
  });
}

export function useWithdrawFileConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ConsentRecord>('/privacy/file-consents/withdraw', { id }, { quiet: true }),
    // The list here and the wizard's status of the file ('file-consents', 'status', stuId).
    onSettled: () => client.invalidateQueries({ queryKey: ['file-consents'] }),
  });
}
