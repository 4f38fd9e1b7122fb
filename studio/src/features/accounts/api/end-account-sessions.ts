// Ends every session of an account (a lost laptop, a departure).
import { useMutation } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';

export const useEndAccountSessions = () =>
  useMutation({
    mutationFn: (id: number) => studioCall('endAccountSessions', { params: { id } }),
  });
