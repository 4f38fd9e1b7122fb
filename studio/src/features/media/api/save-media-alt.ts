// An item's alt texts, by language (an empty one is taken out).
import { useMutation } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';
import { rememberMediaItem } from './get-media-item';

export const useSaveMediaAlt = (id: number) =>
  useMutation({
    mutationFn: (alt: Record<string, string>) =>
      studioCall('saveMediaAlt', { params: { id }, body: { alt } }),
    onSuccess: rememberMediaItem,
  });
