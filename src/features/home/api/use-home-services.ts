// GET /content/v1/service/?limit=4: the services on the home page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../shared/api/api-client';

export const homeServicesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['services', 'home', { lang }],
    queryFn: () => fetchJson('/content/v1/service/', 'serviceList', lang, { limit: 4 }),
  });

export const useHomeServices = (lang: string) => useQuery(homeServicesQuery(lang));
