// The contracts of the signed-in account (GET /admin/user/contract, newest first), keyed by user
// so another login never sees them. Used by the personal centre's 'my contracts', /contractInfo,
// /serviceFee and the application detail's milestones.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth';
import type { ContractInfo } from './types';

export const contractsKey = ['contract', 'mine'] as const;

export function useMyContracts() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: [...contractsKey, user?.userId ?? 0],
    queryFn: () => api.get<ContractInfo[]>('/admin/user/contract', {}, { quiet: true }),
    enabled: !!user,
  });
}
