// Signs in; the answer is the new session, kept as the signed-in state.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { signInBody } from '@contract/studio/accounts';
import { rememberSession } from '@studio/shared/api/session-query';
import { studioCall } from '@studio/shared/api/studio-call';

export const useSignIn = () =>
  useMutation({
    mutationFn: (body: z.input<typeof signInBody>) => studioCall('signIn', { body }),
    onSuccess: rememberSession,
  });
