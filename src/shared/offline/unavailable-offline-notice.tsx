// Offline, a query never answered before waits (paused) for the network instead of
// failing; this notice tells the visitor that part of the page was not saved for offline
// use yet, instead of leaving them with placeholders.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useLanguage } from '../language/language-context';
import { useOnline } from './use-online';

function useWaitingWithoutData(): boolean {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  return useSyncExternalStore(
    subscribe,
    () =>
      cache
        .getAll()
        .some((query) => query.state.status === 'pending' && query.state.fetchStatus === 'paused'),
    () => false,
  );
}

export function UnavailableOfflineNotice() {
  const online = useOnline();
  const waiting = useWaitingWithoutData();
  if (online || !waiting) return null;
  return <NotAvailableOffline />;
}

/** The words for a screen whose content was not saved for offline use (or no longer is). */
export function NotAvailableOffline() {
  const { t } = useLanguage();
  return (
    <p role="status" className="mx-auto max-w-3xl px-4 py-6 text-center text-lg">
      {t.offline.notAvailable}
    </p>
  );
}
