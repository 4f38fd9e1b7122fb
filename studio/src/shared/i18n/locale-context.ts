// The studio's language: the signed-in account's, else the one last used on this device.
import { createContext, useContext } from 'react';
import type { StudioLanguage } from '@contract/studio/roles';
import type { Dictionary } from '@studio/locales/fa';

export interface Locale {
  language: StudioLanguage;
  t: Dictionary;
  /** For the screens before sign-in; a signed-in account's language is its own. */
  chooseLanguage(language: StudioLanguage): void;
}

export const LocaleContext = createContext<Locale | null>(null);

export function useLocale(): Locale {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('useLocale outside LocaleProvider');
  return locale;
}
