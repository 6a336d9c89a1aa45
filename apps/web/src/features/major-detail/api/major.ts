// Major detail (spec 000 screen 5): GET /uni/major/info with majorId.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MajorDetail } from '@portal/shared';
import { api } from '../../../lib/api-client';

export type { MajorDetail };

export const majorDetailQuery = (majorId: number) =>
  queryOptions({
    queryKey: ['major', 'detail', majorId],
    queryFn: () => api.get<MajorDetail>('/uni/major/info', { majorId }, { quiet: true }),
  });

export function useMajorDetail(majorId: number | undefined) {
  return useQuery({ ...majorDetailQuery(majorId ?? 0), enabled: !!majorId });
}
