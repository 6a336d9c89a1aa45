// The account's consents (issue 15): the policy texts by kind and version, which texts the account
// still has to agree to (the consent gate), agreeing, and the consent history (the privacy centre).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountConsentKind, ConsentRecord, ConsentStatus, PolicyDoc } from '@portal/shared';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** Which texts the account still has to agree to (the gate, components/PolicyConsentGate); accepting
 * refreshes it. */
const consentStatusKey = ['privacy', 'consent-status'] as const;

/** The page of a text (a given version, or the current one). */
export const policyPath = (kind: AccountConsentKind, version?: string) =>
  `${kind === 'terms' ? paths.terms : paths.privacy}${version ? `?version=${encodeURIComponent(version)}` : ''}`;

export const policyKey = (kind: AccountConsentKind, version?: string) => ['privacy', 'policy', kind, version ?? 'current'] as const;
export const consentsKey = ['privacy', 'consents'] as const;

export function useConsentStatus() {
  return useQuery({
    queryKey: consentStatusKey,
    queryFn: () => api.get<ConsentStatus>('/privacy/consents/status', {}, { quiet: true }),
    staleTime: Infinity,
  });
}

export function usePolicy(kind: AccountConsentKind, version?: string) {
  return useQuery({
    queryKey: policyKey(kind, version),
    queryFn: () => api.get<PolicyDoc>('/privacy/policy', version ? { kind, version } : { kind }, { quiet: true }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useAcceptConsents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { kinds: AccountConsentKind[]; versions: Partial<Record<AccountConsentKind, string>> }) =>
      api.post<ConsentStatus>('/privacy/consents/accept', body),
    onSuccess: (status) => client.setQueryData(consentStatusKey, status),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: consentStatusKey }), client.invalidateQueries({ queryKey: consentsKey })]),
  });
}

export function useConsents() {
  return useQuery({ queryKey: consentsKey, queryFn: () => api.get<ConsentRecord[]>('/privacy/consents', {}, { quiet: true }) });
}
