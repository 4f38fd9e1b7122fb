// Persian ships with the site; other languages load in their own chunk when first used.
import type { Dictionary } from './fa';
import { fa } from './fa';

const loaded = new Map<string, Dictionary>([['fa', fa]]);

export function cachedDictionary(lang: string): Dictionary | undefined {
  return loaded.get(lang);
}

export async function loadDictionary(lang: string): Promise<Dictionary> {
  const cached = loaded.get(lang);
  if (cached) return cached;
  const dictionary =
    lang === 'en' ? (await import('./en')).en : lang === 'ar' ? (await import('./ar')).ar : fa;
  loaded.set(lang, dictionary);
  return dictionary;
}
