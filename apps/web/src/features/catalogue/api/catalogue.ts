// Data of the catalogue lists (spec 000 screens 2 and 3): the institution list, the major list,
// the major-based university list, the currency of a country and major name suggestions.
// Inputs are built from the URL query by ../filters.ts; the bodies follow the shared schemas
// (uniListBody, majorListBody, majorNameBody); the answers' types are the shared answer schemas'.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  SUGGESTION_LIMIT,
  type MajorCard,
  type MajorListBody,
  type MajorNameSuggestion,
  type MajorUniCard,
  type Paged,
  type UniListBody,
  type UniListItem,
} from '@portal/shared';
import { api } from '../../../lib/api-client';
import { useDict } from '../../../lib/dict';
import { COUNTRY_DICT } from '../countries';

type ListFields<B> = Partial<Omit<B, 'scholarshipType' | 'lang' | 'sign'>>;
export type UniListRequest = ListFields<UniListBody>;
export type MajorListRequest = ListFields<MajorListBody>;

/** A card of the institution list: the shared university card with the caller's favourite flag. */
export type UniCard = UniListItem;
export type { MajorCard, MajorNameSuggestion, MajorUniCard };

/** Every catalogue key starts with 'catalogue': favourite changes refresh them all (lib/favourites). */
export const catalogueKeys = {
  unis: (body: UniListRequest) => ['catalogue', 'unis', body] as const,
  majors: (body: MajorListRequest) => ['catalogue', 'majors', body] as const,
  majorUnis: (body: MajorListRequest) => ['catalogue', 'majorUnis', body] as const,
};

export const universityListQuery = (body: UniListRequest) =>
  queryOptions({
    queryKey: catalogueKeys.unis(body),
    queryFn: ({ signal }) => api.post<Paged<UniCard>>('/uni/school-university/getPartnerUniList', body, { signal }),
  });

export const majorListQuery = (body: MajorListRequest) =>
  queryOptions({
    queryKey: catalogueKeys.majors(body),
    queryFn: ({ signal }) => api.post<Paged<MajorCard>>('/uni/major/list', body, { signal }),
  });

export function useUniversityList(body: UniListRequest, enabled = true) {
  return useQuery({ ...universityListQuery(body), placeholderData: keepPreviousData, enabled });
}

export function useMajorList(body: MajorListRequest, enabled = true) {
  return useQuery({ ...majorListQuery(body), placeholderData: keepPreviousData, enabled });
}

export function useMajorUniList(body: MajorListRequest) {
  return useQuery({
    queryKey: catalogueKeys.majorUnis(body),
    queryFn: ({ signal }) => api.post<Paged<MajorUniCard>>('/uni/major/getMajorUniList', body, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The currency of one country (the tuition label); looked up only when exactly one is selected. */
export const currencyKey = (countryId: string | undefined) => ['currency', countryId] as const;

/** The currency of a study country; asked only for a country of the dictionary (a stale link's id is not). */
export function useCurrency(countryId: string | undefined) {
  const countries = useDict([COUNTRY_DICT]);
  const known = !!countryId && !!countries.data?.[COUNTRY_DICT]?.some((c) => c.dictValue === countryId);
  return useQuery({
    queryKey: currencyKey(countryId),
    queryFn: () => api.get<string>('/admin/dict/getCurrencyById', { countryId }, { quiet: true }),
    enabled: known,
    staleTime: Infinity,
  });
}

export function suggestMajorNames(majorName: string, countryId: string | undefined, signal?: AbortSignal): Promise<MajorNameSuggestion[]> {
  return api.post<MajorNameSuggestion[]>(
    '/uni/major/getMajorNameList',
    { majorName, countryId, limit: SUGGESTION_LIMIT },
    { quiet: true, signal },
  );
}
