// Major detail (spec 000 screen 5): GET /uni/major/info with majorId.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface MajorDetail {
  majorId: number;
  majorName: string;
  majorEnName: string | null;
  uniId: number;
  uniName: string;
  uniEnName: string | null;
  uniLogo: string | null;
  countryId: string;
  countryName: string;
  countryEnName: string | null;
  countryFlag: string | null;
  majorLink: string | null;
  backgroundRequirement: string | null;
  majorIntroduction: string | null;
  majorSystem: string | null;
  majorTuition: string | null;
  currency: string | null;
  languageRequirement: string | null;
  toeflScore: string | null;
  ieltsScore: string | null;
  pte: string | null;
  gmat: string | null;
  gre: string | null;
  applyDate: string | null;
  beginDate: string | null;
  degreeType?: string | null;
  stipend?: number | null;
  minGpa?: string | null;
  facultyName?: string | null;
  facultyEnName?: string | null;
}

export function useMajorDetail(majorId: number | undefined) {
  return useQuery({
    queryKey: ['major', 'detail', majorId ?? 0],
    queryFn: () => api.get<MajorDetail>('/uni/major/info', { majorId }, { quiet: true }),
    enabled: !!majorId,
  });
}
