// Saves the current language's queries while it is shown, after putting back what was
// saved for it before (a language opened for the first time offline has nothing to show).
// It starts when the browser is idle: reading, merging and serializing the cache is work
// that should not share a task with the page coming to life.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { persistLanguage, restoreLanguage } from './query-persistence';
import { whenIdle } from '../hydration/when-idle';

export function useQueryPersistence(lang: string): void {
  const client = useQueryClient();
  useEffect(() => {
    let active = true;
    let stop = () => undefined as void;
    const cancel = whenIdle(() => {
      void restoreLanguage(client, lang).then(() => {
        if (active) stop = persistLanguage(client, lang);
      });
    });
    return () => {
      active = false;
      cancel();
      stop();
    };
  }, [client, lang]);
}
