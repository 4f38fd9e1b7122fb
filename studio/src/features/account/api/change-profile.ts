// The account's name and studio language.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { profileBody } from '@contract/studio/accounts';
import { studioCall } from '@studio/shared/api/studio-call';
import { updateAccountInSession } from './update-account-in-session';

export const useChangeProfile = () =>
  useMutation({
    mutationFn: (body: z.input<typeof profileBody>) => studioCall('changeProfile', { body }),
    onSuccess: updateAccountInSession,
  });
