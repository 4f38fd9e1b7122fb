// GET /company/v1/licence?type=glory: the rewards carousel.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../shared/api/api-client';

export const gloryLicencesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['licences', { lang, type: 'glory' }],
    queryFn: () => fetchJson('/company/v1/licence', 'licenceList', lang, { type: 'glory' }),
  });

export const useGloryLicences = (lang: string) => useQuery(gloryLicencesQuery(lang));
