// Sets each box's retention; the answer is every rule as stored.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { retentionRules } from '@contract/studio/inbox';
import { queryClient } from '@studio/shared/api/query-client';
import { studioCall } from '@studio/shared/api/studio-call';
import { retentionQuery } from './get-retention';

export const useSaveRetention = () =>
  useMutation({
    mutationFn: (body: z.input<typeof retentionRules>) => studioCall('saveRetention', { body }),
    onSuccess: (saved) => queryClient.setQueryData(retentionQuery.queryKey, saved),
  });
