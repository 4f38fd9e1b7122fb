// Deletes a submission and its file at once. Its own read is left to go stale: the screen
// that showed it leaves, and reading it again would only be refused.
import { useMutation } from '@tanstack/react-query';
import type { InboxBox } from '@contract/studio/inbox';
import { studioCall } from '@studio/shared/api/studio-call';
import { itemChanged } from './item-changed';

export const useDeleteInboxItem = (box: InboxBox, id: number) =>
  useMutation({
    mutationFn: () => studioCall('deleteInboxItem', { params: { box, id } }),
    onSuccess: () => itemChanged(),
  });
