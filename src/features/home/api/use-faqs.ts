// GET /faq/v1?limit=4&ordering=-created_at: the home FAQ.
import { useQuery } from '@tanstack/react-query';
import { readQuery } from '@shared/api/read-query';

export const homeFaqsQuery = (lang: string) =>
  readQuery('faqs', lang, { limit: 4, ordering: '-created_at' });

export const useHomeFaqs = (lang: string) => useQuery(homeFaqsQuery(lang));
