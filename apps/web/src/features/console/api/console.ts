// The workbench's calls (/api/console/...; the server checks the clerk or admin role on each).
// Queries are keyed under 'console' so a change can refresh every list and detail at once.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SCHOLARSHIP_TYPE,
  type CardReveal,
  type ConsoleDetail,
  type NextOwner,
  type QueueListInput,
  type QueuePage,
  type StaffItem,
  type StatusChangeBody,
  type StatusSettingItem,
  type StudentDraft,
} from '@portal/shared';
import { ApiError, api } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { getLang } from '../../../lib/lang';

export const consoleKeys = {
  all: ['console'] as const,
  list: (body: QueueListInput) => ['console', 'applications', 'list', body] as const,
  detail: (stuId: number) => ['console', 'applications', 'detail', stuId] as const,
  file: (stuId: number) => ['console', 'applications', 'file', stuId] as const,
  staff: ['console', 'staff'] as const,
  settings: ['console', 'status-settings'] as const,
};

export function useQueue(body: QueueListInput) {
  return useQuery({
    queryKey: consoleKeys.list(body),
    queryFn: () => api.post<QueuePage>('/console/applications/list', body, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}

export function useStaff() {
  return useQuery({
    queryKey: consoleKeys.staff,
    queryFn: () => api.get<StaffItem[]>('/console/staff', {}, { quiet: true }),
    staleTime: 5 * 60_000,
  });
}

export function useConsoleDetail(stuId: number) {
  return useQuery({
    queryKey: consoleKeys.detail(stuId),
    queryFn: () => api.post<ConsoleDetail>('/console/applications/detail', { stuId }, { quiet: true }),
  });
}

/** The student file with its message threads (isMsg 1), as staff read it. */
export function useConsoleFile(stuId: number) {
  return useQuery({
    queryKey: consoleKeys.file(stuId),
    queryFn: () => api.post<StudentDraft>('/clerk/web/stu/info', { id: stuId, isMsg: 1 }, { quiet: true }),
  });
}

/** Every change of a file refreshes the queue, the detail and the file. */
function useRefreshConsole() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: consoleKeys.all });
}

export function useStatusChange() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (body: Omit<StatusChangeBody, 'scholarshipType' | 'lang' | 'sign'>) =>
      api.post<unknown>('/console/applications/status', body, { quiet: true }),
    onSuccess: refresh,
  });
}

export function useAssign() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (body: { stuId: number; userId: number | null }) =>
      api.post<unknown>('/console/applications/assign', body, { quiet: true }),
    onSuccess: refresh,
  });
}

export function useStatusSettings() {
  return useQuery({
    queryKey: consoleKeys.settings,
    queryFn: () => api.get<StatusSettingItem[]>('/console/status-settings', {}, { quiet: true }),
  });
}

export function useSaveStatusSetting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { status: string; nextOwner: NextOwner; waitDays: number | null }) =>
      api.post<unknown>('/console/status-settings', body, { quiet: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: consoleKeys.settings }),
  });
}

/** The audited reveal of a file's card number, CVV and portal password. */
export const revealCard = (stuId: number) => api.post<CardReveal>('/clerk/web/stu/card/reveal', { stuId }, { quiet: true });

/** The file name of a Content-Disposition header (RFC 5987 filename* first). */
export function dispositionName(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*=(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename="?([^";]+)"?/.exec(header);
  return plain?.[1];
}

/**
 * Downloads the filtered list (GET /console/applications/export) and hands it to the browser as a
 * file. Fetched rather than linked, so a refused or failed export shows a message instead of a page
 * of JSON.
 */
export async function downloadExport(query: Record<string, string>, fallbackName: string): Promise<void> {
  const search = new URLSearchParams({ scholarshipType: String(SCHOLARSHIP_TYPE), lang: getLang(), sign: '', ...query });
  let res: Response;
  try {
    res = await fetch(`/api/console/applications/export?${search}`, { credentials: 'include', headers: { lang: getLang() } });
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
