// A new custom page, written in the source language at an address no other page has; the
// service answers it whole.
import { useMutation } from '@tanstack/react-query';
import type { PageFields } from '@contract/studio/custom-pages';
import { studioCall } from '@studio/shared/api/studio-call';
import { rememberPage } from './get-page';

export const useCreatePage = () =>
  useMutation({
    mutationFn: ({ path, ...fields }: PageFields & { path: string }) =>
      studioCall('createPage', { body: { fields, shared: { path } } }),
    onSuccess: rememberPage,
  });
