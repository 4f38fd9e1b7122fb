// The studio's one query cache. Reads are the signed-in account's own, so nothing is kept
// past sign-out (see use-sign-out.ts) and nothing is saved on the device.
import { QueryClient } from '@tanstack/react-query';
import { isStudioApiError } from './studio-api-error';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refusal will not change by asking again; a lost connection might.
      retry: (failures, error) => !isStudioApiError(error) && failures < 2,
      // A failed read is shown by the route's error element (app/route-error.tsx).
      throwOnError: true,
    },
  },
});
