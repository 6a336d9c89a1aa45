// One file to /file/upload/uploadFiles with upload progress (the wizard's attachments, message
// files). fetch reports no upload progress, hence XMLHttpRequest; it sends what lib/api-client
// sends (cookies, the lang header, the common fields in the form and the query) so the server
// sees the same request.
import { SCHOLARSHIP_TYPE, type UploadUse } from '@portal/shared';
import { getLang } from './lang';

/** Large files on slow lines take a while; still, a hung request must end. */
const UPLOAD_TIMEOUT_MS = 5 * 60 * 1000;

export interface UploadHandle {
  /** Resolves with the parsed JSON answer (or undefined when it was not JSON); rejects on network failure. */
  done: Promise<unknown>;
  abort(): void;
}

export function uploadWithProgress(file: Blob, use: UploadUse, onProgress: (percent: number) => void): UploadHandle {
  const lang = getLang();
  const common = { scholarshipType: String(SCHOLARSHIP_TYPE), lang, sign: '' };
  const query = new URLSearchParams({ use, ...common }).toString();
  const xhr = new XMLHttpRequest();
  const done = new Promise<unknown>((resolve, reject) => {
    xhr.open('POST', `/api/file/upload/uploadFiles?${query}`);
    xhr.withCredentials = true; // the session token is an HttpOnly cookie
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('lang', lang);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (ev) => {
      // Stop at 99 until the answer is in: the server still checks and stores the file.
      if (ev.lengthComputable && ev.total > 0) onProgress(Math.min(99, Math.round((ev.loaded / ev.total) * 100)));
    };
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as unknown);
      } catch {
        resolve(undefined);
      }
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.ontimeout = () => reject(new Error('timeout'));
    xhr.onabort = () => reject(new Error('aborted'));
    const form = new FormData();
    for (const [k, v] of Object.entries(common)) form.append(k, v);
    form.append('file', file);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
