// GET /forms/v1/{id}/: one admin-defined form with its fields.
import { readQuery } from '@shared/api/read-query';
import { useRecordQuery } from '@shared/api/record-query';

export const customFormQuery = (lang: string, id: number) => readQuery('form', lang, { id });

export const useCustomForm = (lang: string, id: number) =>
  useRecordQuery(customFormQuery(lang, id));
