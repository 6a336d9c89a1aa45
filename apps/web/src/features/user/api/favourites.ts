// The caller's favourite universities (spec 000 screen 12): GET userCollect, paged, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FavouriteUni, Paged } from '@portal/shared';
import { api } from '../../../lib/api-client';

export type { FavouriteUni };

export interface FavouritesInput {
  pageNo: number;
  pageSize: number;
}

/** The key starts with 'favourites': every favourite change refreshes it (lib/favourites). */
export function useFavourites(input: FavouritesInput) {
  return useQuery({
    queryKey: ['favourites', input],
    queryFn: () => api.get<Paged<FavouriteUni>>('/uni/school-university/stuWeb/userCollect', { ...input }),
    placeholderData: keepPreviousData,
  });
}
