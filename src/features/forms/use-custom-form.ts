// GET /forms/v1/{id}/: one admin-defined form with its fields.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/api/api-client';

export const customFormQuery = (lang: string, id: number) =>
  queryOptions({
    queryKey: ['forms', 'detail', { lang, id }],
    queryFn: () => fetchJson(`/forms/v1/${id}/`, 'customForm', lang),
  });

export const useCustomForm = (lang: string, id: number) => useQuery(customFormQuery(lang, id));
