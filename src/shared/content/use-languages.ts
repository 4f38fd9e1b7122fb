// GET /api/v1/language/: the languages a visitor can choose.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../api/api-client';

export const languagesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['languages', { lang }],
    queryFn: () => fetchJson('/api/v1/language/', 'languageList', lang),
    staleTime: 10 * 60_000,
  });

export const useLanguages = (lang: string) => useQuery(languagesQuery(lang));
