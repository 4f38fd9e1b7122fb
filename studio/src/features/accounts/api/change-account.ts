// Changes an account's role, or suspends or restores it; the service ends its sessions.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { accountChangeBody } from '@contract/studio/accounts';
import { queryClient } from '@studio/shared/api/query-client';
import { studioCall } from '@studio/shared/api/studio-call';
import { accountsQuery } from './get-accounts';

interface AccountChange {
  id: number;
  change: z.input<typeof accountChangeBody>;
}

export const useChangeAccount = () =>
  useMutation({
    mutationFn: ({ id, change }: AccountChange) =>
      studioCall('changeAccount', { params: { id }, body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey }),
  });
