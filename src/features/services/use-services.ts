// GET /content/v1/service/: every service, in the editors' order.
import { useQuery } from '@tanstack/react-query';
import { readQuery } from '@shared/api/read-query';

export const servicesQuery = (lang: string) => readQuery('services', lang);

export const useServices = (lang: string) => useQuery(servicesQuery(lang));
