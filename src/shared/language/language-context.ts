// What every screen knows about the language: its code, direction, texts and the choice.
import { createContext, useContext } from 'react';
import type { Language } from '@contract/languages';
import type { Dictionary } from '../../locales/fa';
import type { Direction } from '@contract/site-languages';

export interface LanguageState {
  lang: string;
  dir: Direction;
  languages: Language[];
  t: Dictionary;
  /** True from a switch until the new language's requests have finished. */
  switching: boolean;
  setLanguage(code: string): void;
}

export const LanguageContext = createContext<LanguageState | null>(null);

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage needs a LanguageProvider');
  return state;
}
