// School matching's calls (issue 13 section 2): POST /aiSchool/match (the programmes that fit the
// profile, with their admission chances, in reach, match and safety) and GET /aiSchool/method (how
// the chances are estimated and how well they held up). 70080: no model fitted yet.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { MATCH_CODES, type ConsultProfileData, type MatchInput, type MatchMethod, type MatchResult } from '@portal/shared';
import { api, isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';
import { consultProfileKey } from '../../../components/ConsultForm';

export const matchMethodQuery = queryOptions({
  queryKey: ['aiSchool', 'method'],
  queryFn: () => api.get<MatchMethod>('/aiSchool/method', {}, { quiet: true }),
  staleTime: 5 * 60_000,
});

export const useMatchMethod = () => useQuery(matchMethodQuery);

/** The consultation profile the form starts from (the same query as the consultation form's). */
export function useConsultProfile() {
  const { loggedIn } = useCurrentUser();
  return useQuery({
    queryKey: consultProfileKey,
    queryFn: () => api.get<ConsultProfileData>('/consult/profile', {}, { quiet: true }),
    enabled: loggedIn,
    staleTime: 60_000,
  });
}

export function useMatch() {
  return useMutation({
    mutationFn: (body: MatchInput) => api.post<MatchResult>('/aiSchool/match', body, { quiet: true }),
  });
}

/** The model is not fitted yet: a 'being prepared' state with a retry, not an error. */
export const isNoModel = (e: unknown): boolean => isApiError(e) && e.code === MATCH_CODES.NO_MODEL;
