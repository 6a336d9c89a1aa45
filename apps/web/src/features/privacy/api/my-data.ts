// The student's rights (issue 15): download "my data" (a zip), delete the account with a code, and
// request a correction of a submitted file's locked fields.
import { useMutation } from '@tanstack/react-query';
import {
  SCHOLARSHIP_TYPE,
  type CorrectionRequestBody,
  type DeleteAccountBody,
  type DeleteAccountData,
  type DeleteSendCodeData,
} from '@portal/shared';
import { api, ApiError } from '../../../lib/api-client';
import { getLang } from '../../../lib/lang';

export const MY_DATA_PATH = '/api/privacy/my-data';

/**
 * The zip of everything the portal holds about the account. Not through api.get: the answer is a
 * blob (an envelope only on a refusal), fetched with the same common fields, cookie and lang header.
 */
export async function downloadMyData(): Promise<void> {
  const lang = getLang();
  const q = new URLSearchParams({ scholarshipType: String(SCHOLARSHIP_TYPE), lang, sign: '' });
  const res = await fetch(`${MY_DATA_PATH}?${q}`, { credentials: 'include', headers: { lang } });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('json')) {
    const body = (await res.json().catch(() => null)) as { code?: string; msg?: string } | null;
    throw new ApiError('business', String(body?.code ?? res.status), body?.msg ?? '');
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.zip';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

export function useSendDeleteCode() {
  return useMutation({
    mutationFn: () => api.post<DeleteSendCodeData>('/privacy/delete/send-code', {}, { quiet: true }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => api.post<DeleteAccountData>('/privacy/delete', body, { quiet: true }),
  });
}

export function useRequestCorrection() {
  return useMutation({
    mutationFn: (body: CorrectionRequestBody) => api.post<{ messageId: number }>('/privacy/correction', body),
  });
}
