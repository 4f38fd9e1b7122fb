// Restores a revision's fields as a new revision of the page, based on the version last read.
import { useMutation } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';
import { rememberPage } from './get-page';

export const useRestorePageRevision = () =>
  useMutation({
    mutationFn: ({ id, revision, version }: { id: number; revision: number; version: number }) =>
      studioCall('restorePageRevision', { params: { id, revision }, ifMatch: version }),
    onSuccess: rememberPage,
  });
