// Saves the current language's queries while it is shown, after putting back what was
// saved for it before (a language opened for the first time offline has nothing to show).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { persistLanguage, restoreLanguage } from './query-persistence';

export function useQueryPersistence(lang: string): void {
  const client = useQueryClient();
  useEffect(() => {
    let active = true;
    let stop = () => undefined as void;
    void restoreLanguage(client, lang).then(() => {
      if (active) stop = persistLanguage(client, lang);
    });
    return () => {
      active = false;
      stop();
    };
  }, [client, lang]);
}
