// The language rules of the site: where the first language comes from and which one to
// keep once the list of languages is known (which way each is written: directionIn in
// contract/site-languages.ts, shared with the service).
import type { Language } from '@contract/languages';
import { DEFAULT_LANGUAGE, directionOf } from '@contract/site-languages';

export const LANGUAGE_STORAGE_KEY = 'lang';

/** The stored preference, else Persian. */
export function initialLanguage(stored: string | null | undefined): string {
  return stored?.trim().toLowerCase() || DEFAULT_LANGUAGE;
}

/** Once the list is known: the stored preference, then the current one, then the first active. */
export function chooseLanguage(
  languages: Pick<Language, 'value' | 'status'>[],
  stored: string | null | undefined,
  current: string,
): string {
  const active = languages.filter((language) => language.status === 'active').map((l) => l.value);
  if (stored && active.includes(stored)) return stored;
  if (active.includes(current)) return current;
  return active[0] ?? current;
}

/** When the list cannot be read, only the current language is offered. */
export function fallbackLanguages(current: string): Language[] {
  return [
    {
      value: current,
      name: current.toUpperCase(),
      label: current.toUpperCase(),
      direction: directionOf(current),
      status: 'active',
    },
  ];
}
