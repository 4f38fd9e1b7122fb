// A new e-mail to sign in with, the current password asked again.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { emailChangeBody } from '@contract/studio/accounts';
import { studioCall } from '@studio/shared/api/studio-call';
import { updateAccountInSession } from './update-account-in-session';

export const useChangeEmail = () =>
  useMutation({
    mutationFn: (body: z.input<typeof emailChangeBody>) => studioCall('changeEmail', { body }),
    onSuccess: updateAccountInSession,
  });
