// The query of one call of the service: its key is the call's name in
// contract/api-routes.ts and its input with the language, so every screen that reads the
// same call with the same input shares one cache entry (and one saved copy offline), and a
// key can only name a call that exists. Screens that want part of an answer `select` it,
// so an entry always holds the call's whole answer.
import { queryOptions } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { READS } from '@contract/api-routes';
import type { ReadInput } from '@contract/api-routes';
import { apiRead } from './api-client';
import type { SiteRead } from './api-client';

type InputArgs<N extends SiteRead> =
  Record<never, never> extends ReadInput<N> ? [ReadInput<N>?] : [ReadInput<N>];

/** The cache key of a call with its input: `[name, { lang, ...input }]`. */
export function readKey<N extends SiteRead>(name: N, lang: string, ...[input]: InputArgs<N>) {
  return [name, { lang, ...input }] as const;
}

/** The query options of a call with its input: its key and its read. */
export function readQuery<N extends SiteRead>(name: N, lang: string, ...args: InputArgs<N>) {
  return queryOptions({
    queryKey: readKey(name, lang, ...args),
    queryFn: () => apiRead(name, lang, ...args),
  });
}

/** The query options of a key `readKey` made, or undefined for any other key. */
export function readQueryOfKey(key: QueryKey) {
  const [name, input, ...rest] = key;
  if (rest.length > 0 || typeof name !== 'string' || !Object.hasOwn(READS, name)) return undefined;
  if (typeof input !== 'object' || input === null) return undefined;
  const { lang, ...fields } = input as { lang?: unknown };
  if (typeof lang !== 'string') return undefined;
  // The key was made by readKey from this name and input, so they fit each other.
  const read = readQuery as (
    name: string,
    lang: string,
    input: object,
  ) => ReturnType<typeof readQuery>;
  return read(name, lang, fields);
}
