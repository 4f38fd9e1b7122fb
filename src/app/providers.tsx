// Providers around the router: the query cache and the last-resort render boundary.
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RenderFailureBoundary } from './layout/route-error';

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <RenderFailureBoundary>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </RenderFailureBoundary>
  );
}
