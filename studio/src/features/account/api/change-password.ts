// A new password; the service ends the account's other sessions and answers with this
// one, its token renewed.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passwordChangeBody } from '@contract/studio/accounts';
import { queryClient } from '@studio/shared/api/query-client';
import { rememberSession } from '@studio/shared/api/session-query';
import { studioCall } from '@studio/shared/api/studio-call';
import { ownSessionsQuery } from './get-own-sessions';

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: z.input<typeof passwordChangeBody>) =>
      studioCall('changePassword', { body }),
    onSuccess: (signedIn) => {
      rememberSession(signedIn);
      return queryClient.invalidateQueries({ queryKey: ownSessionsQuery.queryKey });
    },
  });
