// The caller's favourite universities (spec 000 screen 12): GET userCollect, paged, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface FavouriteUni {
  uniId: number;
  uniName: string;
  uniEnName: string;
  uniLogo: string | null;
  countryName: string;
  countryEnName: string;
  countryFlag: string | null;
  viewNumber: number;
  collectNumber: number;
  /** Plain-text start of the university's introduction. */
  uniIntro: string | null;
  flag: string;
}

export interface FavouritePage {
  list: FavouriteUni[];
  currPage: number;
  pageSize: number;
  totalCount: number;
}

export interface FavouritesInput {
  pageNo: number;
  pageSize: number;
}

/** The key starts with 'favourites': every favourite change refreshes it (lib/favourites). */
export function useFavourites(input: FavouritesInput) {
  return useQuery({
    queryKey: ['favourites', input],
    queryFn: () => api.get<FavouritePage>('/uni/school-university/stuWeb/userCollect', { ...input }),
    placeholderData: keepPreviousData,
  });
}
