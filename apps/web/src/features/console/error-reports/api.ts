// The error-report queue's calls: the list (filters by status and page type), handling one, and
// handling the chosen ones at once.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BulkCounts,
  ErrorReportBulkInput,
  ErrorReportHandleInput,
  ErrorReportItem,
  ErrorReportStatus,
  ErrorReportTarget,
  Paged,
} from '@portal/shared';
import { api } from '../../../lib/api-client';

export function useErrorReports(q: { pageNo: number; pageSize: number; status?: ErrorReportStatus; targetType?: ErrorReportTarget }) {
  return useQuery({
    queryKey: ['console', 'error-reports', q],
    queryFn: () => api.get<Paged<ErrorReportItem>>('/console/error-reports', q, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}

export function useHandleReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ErrorReportHandleInput, 'scholarshipType' | 'lang' | 'sign'>) =>
      api.post<ErrorReportItem>('/console/error-reports/handle', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['console', 'error-reports'] }),
  });
}

/** Several new reports marked fixed or dismissed at once with one note; answers done and skipped. */
export function useBulkHandleReports() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ErrorReportBulkInput, 'scholarshipType' | 'lang' | 'sign'>) =>
      api.post<BulkCounts>('/console/error-reports/bulk', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['console', 'error-reports'] }),
  });
}
