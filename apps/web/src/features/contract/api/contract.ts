// The calls of the contract screens (spec 001 section 7, team contract of issue 12): the agreement
// to sign (sign/route), the signature upload and the signing (sign/contract), the payment QR codes
// (/admin/pay/transaction) and the payment result (/admin/pay/result, whose codes SUCCESS, NO_PAY
// and ERROR are silent: this module reads them).
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { SignAgreement, SignContractAnswer, SignContractBody } from '@portal/shared';
import { api, isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';
import { idParam } from '../../../lib/id-param';

export type { SignAgreement } from '@portal/shared';

/** What the page sends to sign (the common fields are the API client's). */
export type SignBody = Pick<SignContractBody, 'stuId' | 'signRoute'> & { guardianSignRoute?: string; guardianIndex?: number };

export const agreementKey = (userId: number, stuId: number | null) => ['contract', 'agreement', userId, stuId ?? 0] as const;

/** The agreement of the file in the address, or of the account's file waiting for one (null: none). */
export function useSignAgreement(stuId: number | null) {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: agreementKey(user?.userId ?? 0, stuId),
    queryFn: () => api.post<SignAgreement | null>('/clerk/web/stu/sign/route', stuId ? { stuId } : {}, { quiet: true }),
    enabled: !!user,
    // The signing changes it; nothing else does while the page is open.
    staleTime: 0,
  });
}

/**
 * The agreement of ?stuId=, or of the account's file waiting for one. A file found without ?stuId=
 * is pinned in the address (its answer seeds the new key, so nothing loads again): asking again
 * after signing and paying shows this file, not the next one waiting (or none).
 */
export function usePinnedAgreement() {
  const [params, setParams] = useSearchParams();
  const stuId = idParam(params.get('stuId')) ?? null;
  const q = useSignAgreement(stuId);
  const qc = useQueryClient();
  const { user } = useCurrentUser();
  const found = !stuId && q.data ? q.data : null;
  useEffect(() => {
    if (!found || !user) return;
    qc.setQueryData(agreementKey(user.userId, found.stuId), found);
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('stuId', String(found.stuId));
        return next;
      },
      { replace: true },
    );
  }, [found, user, qc, setParams]);
  return { stuId, q };
}

/** The drawn signature as a PNG file; answers the stored file's path (imgPath). */
export async function uploadSignature(png: Blob, name: string): Promise<string> {
  const file = new File([png], name, { type: 'image/png' });
  const r = await api.upload<{ imgPath: string }>('/file/upload/uploadImg', file);
  return r.imgPath;
}

export const signContract = (body: SignBody) => api.post<SignContractAnswer>('/clerk/web/stu/sign/contract', body);

/** 1 WeChat Pay (with orderNo), 2 Alipay (with orderNoAs). */
export type PayType = 1 | 2;

/** The QR code's content (the payment URL) of an order. */
export const payQrContent = (orderNo: string, payType: PayType) =>
  api.post<string>('/admin/pay/transaction', { orderNo, payType }, { quiet: true });

export type PayCode = 'SUCCESS' | 'NO_PAY' | 'ERROR';

export interface PayResult {
  /** SUCCESS paid; NO_PAY still open; ERROR closed or expired; another code: the call failed. */
  code: PayCode | string;
  msg: string;
  paidAt: string | null;
}

/** Asks whether the contract's fee is paid (either order). A network failure rejects. */
export async function payResult(orderNo: string): Promise<PayResult> {
  try {
    const env = await api.postEnvelope<{ state?: string; paidAt?: string | null } | null>(
      '/admin/pay/result',
      { orderNo },
      { quiet: true },
    );
    // A plain success answer counts as paid only when it says so.
    return { code: env.data?.state === 'paid' ? 'SUCCESS' : 'NO_PAY', msg: env.msg, paidAt: env.data?.paidAt ?? null };
  } catch (e) {
    if (isApiError(e) && e.kind === 'business') {
      const data = e.data as { paidAt?: string | null } | null;
      return { code: e.code, msg: e.message, paidAt: data?.paidAt ?? null };
    }
    throw e;
  }
}
