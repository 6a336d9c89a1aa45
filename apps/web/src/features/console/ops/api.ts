// The operations screens' calls (users, audit, leads follow-up, payments, dashboard; the server
// checks the role on each). Queries are keyed under ['console', 'ops', ...]; a change refreshes
// its screen's queries. Reads are quiet (the screen shows its own error state); writes toast.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SCHOLARSHIP_TYPE,
  type OpsAuditItem,
  type OpsContractDetail,
  type OpsContractItem,
  type OpsDashboardData,
  type OpsLeadItem,
  type OpsLeadUpdateInput,
  type OpsReconcileData,
  type OpsResetData,
  type OpsSessionItem,
  type OpsUserItem,
  type OpsUsersBulkResult,
  type Paged,
  type Role,
  type UserBulkAction,
} from '@portal/shared';
import { ApiError, api } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { getLang } from '../../../lib/lang';
import { dispositionName } from '../api/console';

type Query = Record<string, string | number | undefined>;

export const opsKeys = {
  users: (q: Query) => ['console', 'ops', 'users', q] as const,
  sessions: (userId: number) => ['console', 'ops', 'sessions', userId] as const,
  audit: (q: Query) => ['console', 'ops', 'audit', q] as const,
  leads: ['console', 'leads'] as const,
  contracts: (q: Query) => ['console', 'ops', 'contracts', q] as const,
  contract: (id: number) => ['console', 'ops', 'contract', id] as const,
  reconcile: (day: string) => ['console', 'ops', 'reconcile', day] as const,
  dashboard: ['console', 'ops', 'dashboard'] as const,
};

// ---- users
export function useUsers(q: Query) {
  return useQuery({
    queryKey: opsKeys.users(q),
    queryFn: () => api.get<Paged<OpsUserItem>>('/console/users', q, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}

export function useUserSessions(userId: number | null) {
  return useQuery({
    queryKey: opsKeys.sessions(userId ?? 0),
    queryFn: () => api.get<OpsSessionItem[]>('/console/users/sessions', { userId: userId! }, { quiet: true }),
    enabled: !!userId,
  });
}

function useUsersRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['console', 'ops'] });
}

export function useSetRoles() {
  const refresh = useUsersRefresh();
  return useMutation({
    mutationFn: (b: { userId: number; roles: Role[] }) => api.post<OpsUserItem>('/console/users/roles', b),
    onSuccess: refresh,
  });
}

export function useSetDisabled() {
  const refresh = useUsersRefresh();
  return useMutation({
    mutationFn: (b: { userId: number; disabled: boolean }) => api.post<OpsUserItem>('/console/users/disable', b),
    onSuccess: refresh,
  });
}

export function useSendReset() {
  return useMutation({
    mutationFn: (userId: number) => api.post<OpsResetData>('/console/users/resetCode', { userId }),
  });
}

export function useEndSessions() {
  const refresh = useUsersRefresh();
  return useMutation({
    mutationFn: (b: { userId: number; sessionId?: number }) => api.post<{ ended: number }>('/console/users/sessions/end', b),
    onSuccess: refresh,
  });
}

/** Disable, enable or end the sessions of several accounts; the answer says which were refused and why. */
export function useBulkUsers() {
  const refresh = useUsersRefresh();
  return useMutation({
    mutationFn: (b: { userIds: number[]; action: UserBulkAction }) => api.post<OpsUsersBulkResult>('/console/users/bulk', b),
    onSuccess: refresh,
  });
}

// ---- audit
export function useAudit(q: Query) {
  return useQuery({
    queryKey: opsKeys.audit(q),
    queryFn: () => api.get<Paged<OpsAuditItem>>('/console/audit', q, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}

// ---- leads
export function useLeads(q: Query) {
  return useQuery({
    queryKey: [...opsKeys.leads, q],
    queryFn: () => api.get<Paged<OpsLeadItem>>('/console/leads', q, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateLead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: OpsLeadUpdateInput) => api.post<OpsLeadItem>('/console/leads/update', b),
    onSuccess: () => qc.invalidateQueries({ queryKey: opsKeys.leads }),
  });
}

// ---- payments
export function useContracts(q: Query) {
  return useQuery({
    queryKey: opsKeys.contracts(q),
    queryFn: () => api.get<Paged<OpsContractItem>>('/console/payments/contracts', q, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}

export function useContract(id: number | null) {
  return useQuery({
    queryKey: opsKeys.contract(id ?? 0),
    queryFn: () => api.get<OpsContractDetail>('/console/payments/contract', { contractId: id! }, { quiet: true }),
    enabled: !!id,
  });
}

export function useReconcile(day: string) {
  return useQuery({
    queryKey: opsKeys.reconcile(day),
    queryFn: () => api.get<OpsReconcileData>('/console/payments/reconcile', { day }, { quiet: true }),
  });
}

// ---- dashboard
export function useDashboard() {
  return useQuery({
    queryKey: opsKeys.dashboard,
    queryFn: () => api.get<OpsDashboardData>('/console/dashboard', {}, { quiet: true }),
    staleTime: 60_000,
  });
}

/** Download a file the server writes (an export), or throw the envelope's error. */
export async function downloadFile(path: string, query: Record<string, string>, fallbackName: string): Promise<void> {
  const search = new URLSearchParams({ scholarshipType: String(SCHOLARSHIP_TYPE), lang: getLang(), sign: '', ...query });
  let res: Response;
  try {
    res = await fetch(`/api${path}?${search}`, { credentials: 'include', headers: { lang: getLang() } });
  } catch {
    throw new ApiError('network', 'NETWORK', i18n.t('common:errors.network'));
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    let msg = '';
    let code = String(res.status);
    try {
      const body = (await res.json()) as { code?: string; msg?: string };
      msg = body.msg ?? '';
      code = body.code ?? code;
    } catch {
      /* not an envelope */
    }
    throw new ApiError('business', code, msg || i18n.t('common:errors.loadFailed'));
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = dispositionName(res.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
