// Deletes a post none of whose languages is published (a published one is refused: 409,
// published), against the version it was read at.
import { useMutation } from '@tanstack/react-query';
import { queryClient } from '@studio/shared/api/query-client';
import { studioCall } from '@studio/shared/api/studio-call';

export const useDeletePost = () =>
  useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      studioCall('deletePost', { params: { id }, ifMatch: version }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['posts', 'list'] }),
  });
