// The catalogue console's calls (/api/console/universities, /faculties, /majors). Lists and details
// are keyed under ['console', 'catalogue'], so a save refreshes every list and detail at once.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConsoleFaculty,
  ConsoleFacultyInput,
  ConsoleMajorBulkInput,
  ConsoleMajorCreateInput,
  ConsoleMajorDetail,
  ConsoleMajorInput,
  ConsoleMajorItem,
  ConsoleMajorListInput,
  ConsoleUniDetail,
  ConsoleUniInput,
  ConsoleUniItem,
  ConsoleUniListInput,
  Paged,
  UniBulkAction,
} from '@portal/shared';
import { api } from '../../../lib/api-client';

type Body<T> = Omit<T, 'scholarshipType' | 'lang' | 'sign'>;

export const catalogueKeys = {
  all: ['console', 'catalogue'] as const,
  unis: (body: ConsoleUniListInput) => ['console', 'catalogue', 'unis', body] as const,
  uni: (uniId: number) => ['console', 'catalogue', 'uni', uniId] as const,
  majors: (body: ConsoleMajorListInput) => ['console', 'catalogue', 'majors', body] as const,
  major: (majorId: number) => ['console', 'catalogue', 'major', majorId] as const,
};

export function useUniList(body: ConsoleUniListInput, enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.unis(body),
    queryFn: () => api.post<Paged<ConsoleUniItem>>('/console/universities/list', body, { quiet: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUniDetail(uniId: number | null) {
  return useQuery({
    queryKey: catalogueKeys.uni(uniId ?? 0),
    queryFn: () => api.get<ConsoleUniDetail>('/console/universities/detail', { uniId: uniId! }, { quiet: true }),
    enabled: !!uniId,
    // The form keeps what it loaded; a refetch in the background would not replace edited values anyway.
    refetchOnWindowFocus: false,
  });
}

export function useMajorList(body: ConsoleMajorListInput) {
  return useQuery({
    queryKey: catalogueKeys.majors(body),
    queryFn: () => api.post<Paged<ConsoleMajorItem>>('/console/majors/list', body, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}

export function useMajorDetail(majorId: number) {
  return useQuery({
    queryKey: catalogueKeys.major(majorId),
    queryFn: () => api.get<ConsoleMajorDetail>('/console/majors/detail', { majorId }, { quiet: true }),
    refetchOnWindowFocus: false,
  });
}

function useCatalogueMutation<B, R>(fn: (body: B) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: catalogueKeys.all }) });
}

export const useSaveUni = () =>
  useCatalogueMutation((body: Body<ConsoleUniInput>) => api.post<ConsoleUniDetail>('/console/universities/save', body, { quiet: true }));
export const useBulkUnis = () =>
  useCatalogueMutation((body: { uniIds: number[]; action: UniBulkAction }) =>
    api.post<{ changed: number }>('/console/universities/bulk', body),
  );
export const useSaveMajor = () =>
  useCatalogueMutation((body: Body<ConsoleMajorInput>) => api.post<ConsoleMajorDetail>('/console/majors/save', body, { quiet: true }));
export const useCreateMajor = () =>
  useCatalogueMutation((body: Body<ConsoleMajorCreateInput>) =>
    api.post<ConsoleMajorDetail>('/console/majors/create', body, { quiet: true }),
  );
export const useBulkMajors = () =>
  useCatalogueMutation((body: Body<ConsoleMajorBulkInput>) => api.post<{ changed: number }>('/console/majors/bulk', body, { quiet: true }));
export const useSaveFaculty = () =>
  useCatalogueMutation((body: Body<ConsoleFacultyInput>) => api.post<ConsoleFaculty[]>('/console/faculties/save', body, { quiet: true }));
export const useOrderFaculties = () =>
  useCatalogueMutation((body: { uniId: number; facultyIds: number[] }) => api.post<ConsoleFaculty[]>('/console/faculties/order', body));
export const useDeleteFaculty = () =>
  useCatalogueMutation((body: { uniId: number; facultyId: number }) => api.post<ConsoleFaculty[]>('/console/faculties/delete', body));
