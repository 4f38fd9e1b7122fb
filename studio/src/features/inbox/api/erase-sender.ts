// Deletes everything one person sent, found by e-mail; answers how many of each.
import { useMutation } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';
import { itemChanged } from './item-changed';

export const useEraseSender = () =>
  useMutation({
    mutationFn: (email: string) => studioCall('eraseSender', { body: { email } }),
    onSuccess: () => itemChanged(),
  });
