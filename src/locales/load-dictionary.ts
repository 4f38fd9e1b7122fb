// Persian ships with the site; every other language of the site (contract/site-languages.ts)
// loads in its own chunk when first used, from the table below: a language added to the
// site's list does not type-check until it has its texts here.
import { DEFAULT_LANGUAGE, isSiteLanguage } from '@contract/site-languages';
import type { SiteLanguage } from '@contract/site-languages';
import type { Dictionary } from './fa';
import { fa } from './fa';

const LOADERS: Record<Exclude<SiteLanguage, typeof DEFAULT_LANGUAGE>, () => Promise<Dictionary>> = {
  en: () => import('./en').then((module) => module.en),
  ar: () => import('./ar').then((module) => module.ar),
};

const loaded = new Map<string, Dictionary>([[DEFAULT_LANGUAGE, fa]]);

export function cachedDictionary(lang: string): Dictionary | undefined {
  return loaded.get(lang);
}

/** The texts of a language; Persian's for a language the site has no texts for. */
export async function loadDictionary(lang: string): Promise<Dictionary> {
  const cached = loaded.get(lang);
  if (cached) return cached;
  const dictionary = isSiteLanguage(lang) && lang !== DEFAULT_LANGUAGE ? await LOADERS[lang]() : fa;
  loaded.set(lang, dictionary);
  return dictionary;
}
