// The imports calls (/console/imports/...): the history, one job (polled while it is checked or
// applied), upload (starts the dry run), apply, and the files (templates, error reports).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SCHOLARSHIP_TYPE, type ImportJob, type ImportJobDetail, type ImportKind, type ImportMode, type Paged } from '@portal/shared';
import { ApiError, api } from '../../../lib/api-client';
import i18n from 'i18next';
import { getLang } from '../../../lib/lang';

export const importKeys = {
  all: ['console', 'imports'] as const,
  list: (q: object) => ['console', 'imports', 'list', q] as const,
  job: (id: number) => ['console', 'imports', 'job', id] as const,
};

const running = (s?: string) => s === 'checking' || s === 'applying';

export function useImportJobs(q: { pageNo: number; pageSize: number; kind?: ImportKind }) {
  return useQuery({
    queryKey: importKeys.list(q),
    queryFn: () => api.get<Paged<ImportJob>>('/console/imports/list', q, { quiet: true }),
    refetchInterval: (query) => (query.state.data?.list.some((j) => running(j.status)) ? 1500 : false),
  });
}

/** One job; polled every 400 ms while it is being checked or applied (the progress bar). */
export function useImportJob(id: number | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: importKeys.job(id ?? 0),
    enabled: id !== null,
    queryFn: async () => {
      const job = await api.get<ImportJobDetail>('/console/imports/job', { id: id! }, { quiet: true });
      if (!running(job.status)) void qc.invalidateQueries({ queryKey: ['console', 'imports', 'list'] });
      return job;
    },
    refetchInterval: (query) => (running(query.state.data?.status) ? 400 : false),
  });
}

export interface UploadFields {
  kind: ImportKind;
  source: string;
  checkedAt: string;
  mode: ImportMode;
}

export function useUploadImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, fields }: { file: File; fields: UploadFields }) =>
      api.upload<ImportJob>('/console/imports/upload', file, { ...fields }),
    onSuccess: () => qc.invalidateQueries({ queryKey: importKeys.all }),
  });
}

export function useApplyImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ImportJob>('/console/imports/apply', { id }),
    onSuccess: (_j, id) => {
      void qc.invalidateQueries({ queryKey: importKeys.job(id) });
      void qc.invalidateQueries({ queryKey: ['console', 'imports', 'list'] });
    },
  });
}

const nameOf = (header: string | null) => {
  const m = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  return m ? decodeURIComponent(m[1]) : null;
};

/** Downloads a file answer (template, error report); a refusal comes as the envelope and is thrown. */
export async function downloadImportFile(path: string, query: Record<string, string>, fallbackName: string): Promise<void> {
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
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = nameOf(res.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
