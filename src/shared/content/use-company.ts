// GET /company/v1/companies/: the company record (the first one) in the current language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readQuery } from '../api/read-query';

export const companyQuery = (lang: string) =>
  queryOptions({
    ...readQuery('companies', lang),
    select: (companies) => companies[0] ?? null,
  });

export const useCompany = (lang: string) => useQuery(companyQuery(lang));
