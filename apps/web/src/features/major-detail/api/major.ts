// Major detail (spec 000 screen 5): GET /uni/major/info with majorId.
import { useQuery } from '@tanstack/react-query';
import type { MajorDetail } from '@portal/shared';
import { api } from '../../../lib/api-client';

export type { MajorDetail };

export function useMajorDetail(majorId: number | undefined) {
  return useQuery({
    queryKey: ['major', 'detail', majorId ?? 0],
    queryFn: () => api.get<MajorDetail>('/uni/major/info', { majorId }, { quiet: true }),
    enabled: !!majorId,
  });
}
