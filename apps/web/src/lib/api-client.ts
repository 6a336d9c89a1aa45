// The one API client. Every call goes to /api + the spec's path, carries scholarshipType=1, lang and
// sign (body or query) plus a `lang` header, sends cookies and gives up after 10 s. Answers are
// { code, msg, data }; the reaction to a failed code comes from the shared catalogue (reactionFor).
import { CODES, REQUEST_TIMEOUT_MS, SCHOLARSHIP_TYPE, reactionFor, type Envelope } from '@portal/shared';
import { dialog, toast } from './feedback';
import { i18n } from './i18n';
import { getLang } from './lang';
import { renderContext } from './render-context';
import { clearSessionLocal } from './session';

export type ApiErrorKind = 'business' | 'network' | 'timeout';

export class ApiError extends Error {
  readonly code: string;
  readonly kind: ApiErrorKind;
  readonly data: unknown;
  constructor(kind: ApiErrorKind, code: string, msg: string, data?: unknown) {
    super(msg);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.data = data;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

export interface FieldError {
  field: string;
  message: string;
}

/** The fields a 003 answer names (data.errors), each with its message in the user's language. */
export function fieldErrorsOf(e: unknown): FieldError[] {
  if (!isApiError(e) || e.code !== CODES.INVALID_PARAM) return [];
  const errors = (e.data as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.filter((x): x is FieldError => typeof x?.field === 'string' && typeof x?.message === 'string') : [];
}

export interface RequestOptions {
  /** The caller handles every failure itself: no toast, no abort dialog. */
  quiet?: boolean;
  signal?: AbortSignal;
}

type Query = Record<string, string | number | boolean | undefined | null>;

function commonFields(): { scholarshipType: number; lang: string; sign: string } {
  return { scholarshipType: SCHOLARSHIP_TYPE, lang: getLang(), sign: '' };
}

function toSearch(query: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.append(k, String(v));
  return params.toString();
}

let aborting = false;

/** Session gone (014, 015, 016, 017, 002): tell the user once, forget the session, reload. Exported
 * for screens that call quietly and still want the shared reaction to a lost session. The title is
 * the spec's 'abnormal exit' text; the server's message says why. */
export function abortSession(_code: string, msg: string): void {
  if (aborting) return;
  aborting = true;
  dialog.warning({
    title: i18n.t('common:logout.title'),
    content: msg || i18n.t('common:logout.content'),
    okText: i18n.t('common:ok'),
    onOk: () => {
      clearSessionLocal();
      window.location.reload();
    },
  });
}

function react(err: ApiError, opts: RequestOptions): void {
  if (opts.quiet) return;
  if (err.kind !== 'business') {
    toast.error(err.message);
    return;
  }
  switch (reactionFor(err.code)) {
    case 'abort':
      abortSession(err.code, err.message);
      break;
    case 'toast':
      // An invalid field: the rule's own words, without the field name the server puts first.
      toast.error(fieldErrorsOf(err)[0]?.message || err.message || i18n.t('common:errors.failed'));
      break;
    default:
      break;
  }
}

/**
 * The shared reaction to a failure of a call made quietly, for callers that first took what they
 * show themselves (the fields a 003 names, shown under a form's inputs).
 */
export function reportApiError(e: unknown): void {
  if (isApiError(e)) react(e, {});
}

async function send<T>(url: string, init: RequestInit, opts: RequestOptions): Promise<Envelope<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort('timeout'), REQUEST_TIMEOUT_MS);
  opts.signal?.addEventListener('abort', () => controller.abort(opts.signal?.reason));
  const headers = new Headers(init.headers);
  headers.set('lang', getLang());
  headers.set('accept', 'application/json');
  let err: ApiError;
  try {
    // On the server (first-screen rendering) the call is answered by the server itself.
    const transport = renderContext()?.fetch ?? fetch;
    const res = await transport(url, { ...init, headers, credentials: 'include', signal: controller.signal });
    let body: Partial<Envelope<T>> | undefined;
    try {
      body = (await res.json()) as Partial<Envelope<T>>;
    } catch {
      body = undefined;
    }
    if (body && body.code !== undefined) {
      if (reactionFor(body.code) === 'ok') return { code: String(body.code), msg: body.msg ?? '', data: body.data as T };
      err = new ApiError('business', String(body.code), body.msg ?? '', body.data);
    } else {
      err = new ApiError('network', String(res.status), body?.msg || i18n.t('common:errors.network'));
    }
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    const timedOut = controller.signal.aborted && controller.signal.reason === 'timeout';
    err = timedOut
      ? new ApiError('timeout', 'TIMEOUT', i18n.t('common:errors.timeout'))
      : new ApiError('network', 'NETWORK', i18n.t('common:errors.network'));
  } finally {
    clearTimeout(timer);
  }
  react(err, opts);
  throw err;
}

const dataOf = <T>(e: Envelope<T>) => e.data;

function postInit(body: object): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...commonFields(), ...body }),
  };
}

export const api = {
  get<T>(path: string, query: Query = {}, opts: RequestOptions = {}): Promise<T> {
    return send<T>(`/api${path}?${toSearch({ ...commonFields(), ...query })}`, { method: 'GET' }, opts).then(dataOf);
  },
  post<T>(path: string, body: object = {}, opts: RequestOptions = {}): Promise<T> {
    return send<T>(`/api${path}`, postInit(body), opts).then(dataOf);
  },
  /** For calls whose answer message is shown to the user (e.g. the profile save). */
  postEnvelope<T>(path: string, body: object = {}, opts: RequestOptions = {}): Promise<Envelope<T>> {
    return send<T>(`/api${path}`, postInit(body), opts);
  },
  /** multipart/form-data with the file in field `file`; the other fields (and the common ones) come
   * first in the form, so a streaming parser sees them before the file, and again in the query. */
  upload<T>(path: string, file: Blob, fields: Query = {}, opts: RequestOptions = {}): Promise<T> {
    const all = { ...commonFields(), ...fields };
    const form = new FormData();
    for (const [k, v] of Object.entries(all)) if (v !== undefined && v !== null) form.append(k, String(v));
    form.append('file', file);
    return send<T>(`/api${path}?${toSearch(all)}`, { method: 'POST', body: form }, opts).then(dataOf);
  },
};
