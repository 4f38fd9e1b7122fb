// GET /api/v1/language/: the languages a visitor can choose.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readQuery } from '../api/read-query';

export const languagesQuery = (lang: string) =>
  queryOptions({
    ...readQuery('languages', lang),
    staleTime: 10 * 60_000,
  });

export const useLanguages = (lang: string) => useQuery(languagesQuery(lang));
