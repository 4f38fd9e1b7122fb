// GET /content/v1/service/: every service, in the editors' order.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/api/api-client';

export const servicesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['services', 'list', { lang }],
    queryFn: () => fetchJson('/content/v1/service/', 'serviceList', lang),
  });

export const useServices = (lang: string) => useQuery(servicesQuery(lang));
