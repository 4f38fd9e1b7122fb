// What every screen relies on: the query cache, the language and its words, the notices.
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { queryClient } from '@studio/shared/api/query-client';
import { LocaleProvider } from '@studio/shared/i18n/locale-provider';
import { useNoticesAsked } from '@studio/shared/ui/notify';

const ToastArea = lazy(() => import('./toast-area').then((m) => ({ default: m.ToastArea })));

function Notices() {
  return (
    useNoticesAsked() && (
      <Suspense fallback={null}>
        <ToastArea />
      </Suspense>
    )
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Waits for a language's words the first time they are needed. */}
      <Suspense fallback={null}>
        <LocaleProvider>
          {children}
          <Notices />
        </LocaleProvider>
      </Suspense>
    </QueryClientProvider>
  );
}
