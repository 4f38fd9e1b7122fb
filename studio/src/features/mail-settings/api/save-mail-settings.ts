// Saves every mail setting; a password left out is kept.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { mailSettingsBody } from '@contract/studio/mail-settings';
import { mailSettingsQuery } from '@studio/shared/api/mail-settings-query';
import { queryClient } from '@studio/shared/api/query-client';
import { studioCall } from '@studio/shared/api/studio-call';

export const useSaveMailSettings = () =>
  useMutation({
    mutationFn: (body: z.input<typeof mailSettingsBody>) =>
      studioCall('saveMailSettings', { body }),
    onSuccess: (saved) => queryClient.setQueryData(mailSettingsQuery.queryKey, saved),
  });
