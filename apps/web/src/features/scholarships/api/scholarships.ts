// Scholarship finder (spec 000 screen 11): countries with a picture and their universities.
import { useQuery } from '@tanstack/react-query';
import type { ScholarshipCountry } from '@portal/shared';
import { api } from '../../../lib/api-client';

export type { ScholarshipCountry };

export function useScholarshipList() {
  return useQuery({
    queryKey: ['scholarships', 'countries'],
    queryFn: () => api.post<ScholarshipCountry[]>('/uni/school-university/scholarshipList', {}, { quiet: true }),
  });
}
