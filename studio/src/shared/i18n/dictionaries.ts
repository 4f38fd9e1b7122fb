// Each language's words: Persian comes with the studio; English is a chunk of its own,
// fetched once for the accounts that read it.
import type { StudioLanguage } from '@contract/studio/roles';
import fa from '@studio/locales/fa';
import type { Dictionary } from '@studio/locales/fa';

/**
 * A promise that says it has settled the way React's use() reads it (`status`, `value`):
 * use() then answers at once instead of suspending, so the provider calls use() on every
 * render, as React requires, whether the words are here yet or not.
 */
type Words = Promise<Dictionary> & { status?: 'fulfilled'; value?: Dictionary };

function settled(promise: Words, words: Dictionary): Dictionary {
  promise.status = 'fulfilled';
  promise.value = words;
  return words;
}

const fromStart: Words = Promise.resolve(fa);
settled(fromStart, fa);
const words = new Map<StudioLanguage, Words>([['fa', fromStart]]);

/** A language's words, the same promise every time; settled at once for Persian. */
export function dictionary(language: StudioLanguage): Promise<Dictionary> {
  let promise = words.get(language);
  if (!promise) {
    const loading: Words = import('@studio/locales/en').then(({ default: en }) =>
      settled(loading, en),
    );
    promise = loading;
    words.set(language, promise);
  }
  return promise;
}

export const directionOf = (language: StudioLanguage) => (language === 'fa' ? 'rtl' : 'ltr');
