// The calls of apply info and the add-application page (spec 001 section 7). All quiet: the
// editor reacts to each answer itself.
import { useQuery } from '@tanstack/react-query';
import {
  SCHOLARSHIP_TYPE,
  SUGGESTION_LIMIT,
  type CountTip,
  type CourseSuggestion,
  type FileRecord,
  type SaveAnswer,
  type UniApplyFile,
  type UniTypeTip,
  type UploadedFile,
} from '@portal/shared';
import { ApiError, api } from '../../../lib/api-client';
import { getLang } from '../../../lib/lang';
import { toFileRecord } from '../upload/upload-rules';
import type { UniOption, addApplyPayload } from './entries';

export async function searchUnis(countryId: string, keyword: string, signal?: AbortSignal): Promise<UniOption[]> {
  const page = await api.post<{ list: UniOption[] }>(
    '/uni/school-university/listUniByKeyWords',
    { countryId, uniNameLike: keyword, pageNo: 1, pageSize: SUGGESTION_LIMIT, aiShow: 1 },
    { quiet: true, signal },
  );
  return page.list ?? [];
}

/** '1': the school mixes college and university with the others (add it as a new application). */
export const checkUniTypeTip = (body: { countryId: string; uniIdList: number[]; stuId: number }) =>
  api.post<UniTypeTip>('/clerk/agent/stu/checkUniTypeTip', { ...body, stuId: body.stuId > 0 ? body.stuId : undefined }, { quiet: true });

/** The course-type dictionary of a country (its type name), loaded once per country. */
export function useCourseTypeDictName(countryId: string | null | undefined) {
  return useQuery({
    queryKey: ['wizard', 'courseTypeDict', countryId ?? ''],
    queryFn: () => api.get<string>('/clerk/agent/stu/getCourseTypByCountryId', { countryId }, { quiet: true }),
    enabled: !!countryId,
    staleTime: Infinity,
  });
}

export const courseNames = (uniId: number, courseName: string, signal?: AbortSignal) =>
  api.post<CourseSuggestion[]>(
    '/clerk/course/getCourseNameListByUniId',
    { uniId, courseName, limit: SUGGESTION_LIMIT },
    { quiet: true, signal },
  );

export function useApplyFiles(uniId: number | null) {
  return useQuery({
    queryKey: ['wizard', 'applyFiles', uniId ?? 0],
    queryFn: () => api.get<UniApplyFile[]>('/uni/school-university/getApplyFilesById', { uniId }, { quiet: true }),
    enabled: !!uniId,
    staleTime: 5 * 60_000,
  });
}

/**
 * The school's forms as one zip. Not through api.post: the answer is a blob (an envelope only on
 * failure), so it is fetched directly with the same common fields, cookie and lang header.
 */
export async function downloadApplyZip(uniId: number, uniEnName: string): Promise<void> {
  const lang = getLang();
  const res = await fetch('/api/uni/school-university/download/applyFile', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', lang },
    body: JSON.stringify({ scholarshipType: SCHOLARSHIP_TYPE, lang, sign: '', uniId, uniEnName }),
  });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('json')) {
    const body = (await res.json().catch(() => null)) as { code?: string; msg?: string } | null;
    throw new ApiError('business', String(body?.code ?? res.status), body?.msg ?? '');
  }
  saveBlob(await res.blob(), `${uniEnName}网申资料.zip`);
}

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** One filled-in form of a special school, uploaded as an attachment (UPLOAD_LIMITS.attachment). */
export async function uploadApplyForm(file: File): Promise<FileRecord> {
  const list = await api.upload<UploadedFile[]>('/file/upload/uploadFiles', file, { use: 'attachment' }, { quiet: true });
  const u = list[0];
  if (!u) throw new ApiError('business', '001', '');
  return toFileRecord(u);
}

export const applyCountTip = (stuId: number) => api.post<CountTip>('/clerk/web/stu/apply/count/tip', { stuId }, { quiet: true });

export const agentAddApply = (body: ReturnType<typeof addApplyPayload>) =>
  api.post<SaveAnswer>('/clerk/web/stu/agentAddApply', body, { quiet: true });
