// Ends one of the account's other sessions (another browser, another device).
import { useMutation } from '@tanstack/react-query';
import { queryClient } from '@studio/shared/api/query-client';
import { studioCall } from '@studio/shared/api/studio-call';
import { ownSessionsQuery } from './get-own-sessions';

export const useEndOwnSession = () =>
  useMutation({
    mutationFn: (id: string) => studioCall('endOwnSession', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownSessionsQuery.queryKey }),
  });
