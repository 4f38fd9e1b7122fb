// Builds one form of object many times, each kept until the next few replace it, as a query's
// options are during a render, and prints the collector's trace (--trace-gc-nvp) between two
// marks. Started by promotion.ts through scripts/serve.sh, so it runs with the service's flags.
import { QueryClient } from '@tanstack/react-query';

const DEFAULTS = {
  retry: false,
  gcTime: Infinity,
  staleTime: 60_000,
  networkMode: 'offlineFirst',
} as const;
type Options = { queryKey: unknown[] };

export const FORMS = {
  'Object.assign({}, defaults, options, { _defaulted })': (options: Options) =>
    Object.assign({}, DEFAULTS, options, { _defaulted: true }),
  '{ ...defaults }': (_options: Options) => ({ ...DEFAULTS }),
  '{ ...defaults, _defaulted }': (_options: Options) => ({ ...DEFAULTS, _defaulted: true }),
  '{ ...defaults, ...options, _defaulted }': (options: Options) => ({
    ...DEFAULTS,
    ...options,
    _defaulted: true,
  }),
  'const { retry, ...rest } = Object.assign({}, defaults, options)': (options: Options) => {
    const { retry: _retry, ...rest } = Object.assign({}, DEFAULTS, options);
    return rest;
  },
  // Query.fetch's two contexts: their signal is a getter, a new closure each time.
  'Object.defineProperties(new object, { signal: { get } })': (options: Options) =>
    Object.defineProperties({ queryKey: options.queryKey }, { signal: { get: () => options } }),
  'Object.defineProperties(new object, { signal: { value } })': (options: Options) =>
    Object.defineProperties({ queryKey: options.queryKey }, { signal: { value: options } }),
  "TanStack Query's defaultQueryOptions": (() => {
    const client = new QueryClient({ defaultOptions: { queries: DEFAULTS } });
    return (options: Options) => client.defaultQueryOptions(options);
  })(),
} satisfies Record<string, (options: Options) => object>;

export type Form = keyof typeof FORMS;

const KEPT = 6;
const ROUNDS = 50_000;

function build(form: (options: Options) => object, rounds: number, kept: object[]): void {
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < KEPT; k++) {
      kept[k] = form({ queryKey: ['posts', { lang: 'fa', offset: k * 9, search: `w${round}` }] });
    }
  }
}

const name = process.env.PROMOTION_FORM;
if (name !== undefined) {
  const form = FORMS[name as Form];
  if (!form) throw new Error(`no form ${name}`);
  const kept: object[] = [];
  build(form, ROUNDS / 10, kept);
  console.log('MARK start');
  build(form, ROUNDS, kept);
  console.log('MARK end');
}
