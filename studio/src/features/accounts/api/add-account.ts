// Adds an account with its role and a first password its holder then changes.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { accountAddBody } from '@contract/studio/accounts';
import { queryClient } from '@studio/shared/api/query-client';
import { studioCall } from '@studio/shared/api/studio-call';
import { accountsQuery } from './get-accounts';

export const useAddAccount = () =>
  useMutation({
    mutationFn: (body: z.input<typeof accountAddBody>) => studioCall('addAccount', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey }),
  });
