// The country settings calls (GET /console/countries and /console/rates for clerks and admins, the
// saves for admins). A save refreshes both lists: a country's currency decides which rate it shows.
// Each save sends back the updatedAt its row had when loaded (71020 when someone changed it since:
// catalogue/parts.tsx isStale).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CountrySettingInput, type CountrySettingItem, type CurrencyRateItem } from '@portal/shared';
import { api } from '../../../lib/api-client';

export const countryKeys = {
  all: ['console', 'countries'] as const,
  countries: ['console', 'countries', 'list'] as const,
  rates: ['console', 'countries', 'rates'] as const,
};

export function useCountrySettings() {
  return useQuery({
    queryKey: countryKeys.countries,
    queryFn: () => api.get<CountrySettingItem[]>('/console/countries', {}, { quiet: true }),
  });
}

export function useRates() {
  return useQuery({
    queryKey: countryKeys.rates,
    queryFn: () => api.get<CurrencyRateItem[]>('/console/rates', {}, { quiet: true }),
  });
}

export function useSaveCountrySetting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CountrySettingInput, 'scholarshipType' | 'lang' | 'sign'>) =>
      api.post<CountrySettingItem>('/console/countries/save', body, { quiet: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: countryKeys.all }),
  });
}

export function useSaveRate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { currency: string; cnyPerUnit: number; updatedAt: string | null }) =>
      api.post<CurrencyRateItem[]>('/console/rates/save', body, { quiet: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: countryKeys.all }),
  });
}
