// Adds an internal note to a submission.
import { useMutation } from '@tanstack/react-query';
import type { InboxBox } from '@contract/studio/inbox';
import { studioCall } from '@studio/shared/api/studio-call';
import { itemChanged } from './item-changed';

export const useAddInboxNote = (box: InboxBox, id: number) =>
  useMutation({
    mutationFn: (text: string) =>
      studioCall('addInboxNote', { params: { box, id }, body: { text } }),
    onSuccess: itemChanged,
  });
