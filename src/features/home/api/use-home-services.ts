// GET /content/v1/service/?limit=4: the services on the home page.
import { useQuery } from '@tanstack/react-query';
import { readQuery } from '@shared/api/read-query';

export const homeServicesQuery = (lang: string) => readQuery('services', lang, { limit: 4 });

export const useHomeServices = (lang: string) => useQuery(homeServicesQuery(lang));
