// The student calls of the wizard (spec 001 section 7). Every call is quiet: the wizard reacts to
// the answer codes itself (../use-wizard-save.ts; the country switch: ../steps/use-country-switch.ts).
import type { SaveAnswer, StudentDraft } from '@portal/shared';
import { api } from '../../../lib/api-client';

export interface InfoParams {
  id: number;
  carryUniId?: number | null;
  carryMajorId?: number | null;
  isClerkApply?: string | null;
}

export const infoQueryKey = (p: InfoParams) =>
  ['wizard', 'info', p.id, p.carryUniId ?? null, p.carryMajorId ?? null, p.isClerkApply ?? null] as const;

export function fetchStudentInfo(p: InfoParams, signal?: AbortSignal): Promise<StudentDraft> {
  const body: Record<string, unknown> = { id: p.id };
  if (p.carryUniId) body.carryUniId = p.carryUniId;
  if (p.carryMajorId) body.carryMajorId = p.carryMajorId;
  if (p.isClerkApply) body.isClerkApply = p.isClerkApply;
  return api.post<StudentDraft>('/clerk/web/stu/info', body, { quiet: true, signal });
}

/** add when the student does not exist yet, update otherwise (body from save-body.ts). */
export function saveStudent(body: Record<string, unknown>): Promise<SaveAnswer> {
  const path = body.stuId ? '/clerk/web/stu/update' : '/clerk/web/stu/add';
  return api.post<SaveAnswer>(path, body, { quiet: true });
}

export function switchCountry(body: { stuId: number; countryId: string; version: number }): Promise<SaveAnswer> {
  return api.post<SaveAnswer>('/clerk/web/stu/switch/country', body, { quiet: true });
}
