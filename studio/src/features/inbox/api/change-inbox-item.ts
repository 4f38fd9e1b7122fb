// Changes a submission's status, assignee, read mark or place in the trash.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InboxBox, inboxChangeBody } from '@contract/studio/inbox';
import { studioCall } from '@studio/shared/api/studio-call';
import { itemChanged } from './item-changed';

interface InboxChange {
  box: InboxBox;
  id: number;
  change: z.input<typeof inboxChangeBody>;
}

export const changeInboxItem = ({ box, id, change }: InboxChange) =>
  studioCall('changeInboxItem', { params: { box, id }, body: change });

export const useChangeInboxItem = () =>
  useMutation({ mutationFn: changeInboxItem, onSuccess: itemChanged });
