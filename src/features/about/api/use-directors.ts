// GET /director/v1/: the directors on the about page.
import { useQuery } from '@tanstack/react-query';
import { readQuery } from '@shared/api/read-query';

export const directorsQuery = (lang: string) => readQuery('directors', lang);

export const useDirectors = (lang: string) => useQuery(directorsQuery(lang));
