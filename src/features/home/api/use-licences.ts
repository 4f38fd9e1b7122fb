// GET /company/v1/licence?type=glory: the rewards carousel.
import { useQuery } from '@tanstack/react-query';
import { readQuery } from '@shared/api/read-query';

export const gloryLicencesQuery = (lang: string) => readQuery('licences', lang, { type: 'glory' });

export const useGloryLicences = (lang: string) => useQuery(gloryLicencesQuery(lang));
