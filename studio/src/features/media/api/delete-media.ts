// Deletes an item the service finds unused (an item in use is refused: 409, inUse). The
// item's own read stays cached until it is let go: its screen is still showing as it leaves.
import { useMutation } from '@tanstack/react-query';
import { queryClient } from '@studio/shared/api/query-client';
import { studioCall } from '@studio/shared/api/studio-call';

export const useDeleteMedia = () =>
  useMutation({
    mutationFn: (id: number) => studioCall('deleteMedia', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['media', 'list'] }),
  });
