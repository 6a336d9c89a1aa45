// The signed-in account's sessions: list them, end one, end every other one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionItem } from '@portal/shared';
import { api } from '../../../lib/api-client';

export const sessionsKey = ['user', 'sessions'] as const;

export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: () => api.get<SessionItem[]>('/admin/user/sessions', {}, { quiet: true }) });
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) => api.post('/admin/user/sessions/revoke', { sessionId }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ended: number }>('/admin/user/sessions/revokeOthers', {}),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}
