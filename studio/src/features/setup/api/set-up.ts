// Creates the owner with the one-time token from the setup address; the answer signs in.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { setupBody } from '@contract/studio/accounts';
import { queryClient } from '@studio/shared/api/query-client';
import { rememberSession } from '@studio/shared/api/session-query';
import { studioCall } from '@studio/shared/api/studio-call';
import { setupStateQuery } from './get-setup-state';

export const useSetUp = () =>
  useMutation({
    mutationFn: (body: z.input<typeof setupBody>) => studioCall('setup', { body }),
    onSuccess: (signedIn) => {
      rememberSession(signedIn);
      queryClient.setQueryData(setupStateQuery.queryKey, { needed: false });
    },
  });
