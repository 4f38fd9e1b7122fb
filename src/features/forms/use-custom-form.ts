// GET /forms/v1/{id}/: one admin-defined form with its fields.
import { useQuery } from '@tanstack/react-query';
import { readQuery } from '@shared/api/read-query';

export const customFormQuery = (lang: string, id: number) => readQuery('form', lang, { id });

export const useCustomForm = (lang: string, id: number) => useQuery(customFormQuery(lang, id));
