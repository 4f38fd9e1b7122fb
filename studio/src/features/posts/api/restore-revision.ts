// Restores a revision's fields as a new revision, based on the version last read.
import { useMutation } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';
import { rememberPost } from './get-post';

export const useRestoreRevision = () =>
  useMutation({
    mutationFn: ({ id, revision, version }: { id: number; revision: number; version: number }) =>
      studioCall('restoreRevision', { params: { id, revision }, ifMatch: version }),
    onSuccess: rememberPost,
  });
