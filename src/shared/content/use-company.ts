// GET /company/v1/companies/: the company record (the first one) in the current language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../api/api-client';

export const companyQuery = (lang: string) =>
  queryOptions({
    queryKey: ['company', 'detail', { lang }],
    queryFn: async () =>
      (await fetchJson('/company/v1/companies/', 'companyList', lang))[0] ?? null,
  });

export const useCompany = (lang: string) => useQuery(companyQuery(lang));
