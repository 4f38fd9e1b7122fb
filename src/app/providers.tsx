// Providers around the router: the query cache and the last-resort render boundary.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../shared/api/query-client';
import { RenderFailureBoundary } from './layout/route-error';

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <RenderFailureBoundary>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </RenderFailureBoundary>
  );
}
