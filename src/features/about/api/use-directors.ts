// GET /director/v1/: the directors on the about page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../shared/api/api-client';

export const directorsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['directors', { lang }],
    queryFn: () => fetchJson('/director/v1/', 'directorList', lang),
  });

export const useDirectors = (lang: string) => useQuery(directorsQuery(lang));
