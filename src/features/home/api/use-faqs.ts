// GET /faq/v1?limit=4&ordering=-created_at: the home FAQ.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../shared/api/api-client';

export const homeFaqsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['faq', { lang, limit: 4 }],
    queryFn: () => fetchJson('/faq/v1', 'faqList', lang, { limit: 4, ordering: '-created_at' }),
  });

export const useHomeFaqs = (lang: string) => useQuery(homeFaqsQuery(lang));
