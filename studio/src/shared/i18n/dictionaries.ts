// Each language's words: Persian comes with the studio; English is a chunk of its own,
// fetched once for the accounts that read it.
import type { StudioLanguage } from '@contract/studio/roles';
import fa from '@studio/locales/fa';
import type { Dictionary } from '@studio/locales/fa';

const loading = new Map<StudioLanguage, Promise<Dictionary>>([['fa', Promise.resolve(fa)]]);
const loaded = new Map<StudioLanguage, Dictionary>([['fa', fa]]);

/** The words at once when they are here, else the promise that brings them. */
export function dictionary(language: StudioLanguage): Dictionary | Promise<Dictionary> {
  const words = loaded.get(language);
  if (words) return words;
  let promise = loading.get(language);
  if (!promise) {
    promise = import('@studio/locales/en').then(({ default: en }) => {
      loaded.set(language, en);
      return en;
    });
    loading.set(language, promise);
  }
  return promise;
}

export const directionOf = (language: StudioLanguage) => (language === 'fa' ? 'rtl' : 'ltr');
