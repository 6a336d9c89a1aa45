// University name autocomplete (spec 000 section 7: listUniByKeyWords, page 1, at most 20): used by
// the home search bar and the institution list filters.
import { SUGGESTION_LIMIT, type Paged, type UniCard } from '@portal/shared';
import { api } from './api-client';

/** A suggested university: the shared university card. */
export type UniSuggestion = UniCard;

export async function suggestUniversities(keyword: string, signal?: AbortSignal, countryId?: string): Promise<UniSuggestion[]> {
  const page = await api.post<Paged<UniSuggestion>>(
    '/uni/school-university/listUniByKeyWords',
    { uniNameLike: keyword, countryId, pageNo: 1, pageSize: SUGGESTION_LIMIT, aiShow: 1 },
    { quiet: true, signal },
  );
  return page.list.slice(0, SUGGESTION_LIMIT);
}
