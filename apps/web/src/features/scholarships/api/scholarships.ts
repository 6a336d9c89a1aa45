// Scholarship finder (spec 000 screen 11): countries with a picture and their universities.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ScholarshipCountry {
  countryId: string;
  countryName: string;
  countryEnName: string | null;
  picture: string | null;
  schoolList: { uniId: number; uniName: string; uniEnName: string | null }[];
}

export function useScholarshipList() {
  return useQuery({
    queryKey: ['scholarships', 'countries'],
    queryFn: () => api.post<ScholarshipCountry[]>('/uni/school-university/scholarshipList', {}, { quiet: true }),
  });
}
