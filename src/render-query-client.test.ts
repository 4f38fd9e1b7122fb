// The renderer's query client reads a query by calling its function, and leaves the query
// as TanStack Query's own fetch would: the page's dehydrated answers are the same.
import { QueryClient, dehydrate } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryClientConfig } from '@shared/api/query-client';
import { RenderQueryClient } from './render-query-client';

const renderClient = () => new RenderQueryClient(queryClientConfig());

/** Which calls a query function had, and what it answers. */
function countedRead<T>(answer: () => T) {
  const calls: unknown[] = [];
  return {
    calls,
    queryFn: async (context: unknown) => {
      calls.push(context);
      await Promise.resolve();
      return answer();
    },
  };
}

/** A dehydrated state without the moments it was read at, which differ from run to run. */
function withoutTimes(state: DehydratedState) {
  return state.queries.map(
    ({ dehydratedAt: _at, state: { dataUpdatedAt, ...rest }, ...query }) => ({
      ...query,
      state: { ...rest, dataUpdatedAt: dataUpdatedAt > 0 },
    }),
  );
}

describe('RenderQueryClient', () => {
  it('reads a query once, however many times it is asked for at once, and keeps its answer', async () => {
    const client = renderClient();
    const read = countedRead(() => ({ title: 'کیش' }));
    const options = { queryKey: ['post', { lang: 'fa', id: 7 }], queryFn: read.queryFn };

    const answers = await Promise.all([
      client.fetchQuery(options),
      client.fetchQuery(options),
      client.prefetchQuery(options),
    ]);
    await client.prefetchQuery(options);

    expect(answers.slice(0, 2)).toEqual([{ title: 'کیش' }, { title: 'کیش' }]);
    expect(read.calls).toHaveLength(1);
    expect(read.calls[0]).toMatchObject({ queryKey: options.queryKey });
    expect((read.calls[0] as { signal: AbortSignal }).signal.aborted).toBe(false);
    const query = client.getQueryCache().find({ queryKey: options.queryKey });
    expect(query?.state).toMatchObject({ status: 'success', fetchStatus: 'idle' });
    expect(query?.state.data).toEqual({ title: 'کیش' });
  });

  it('answers a query a render found, with the same dehydrated state as a fetch', async () => {
    const fetched = new QueryClient(queryClientConfig());
    const rendered = renderClient();
    const options = {
      queryKey: ['posts', { lang: 'en', search: 'Kish' }, { page: 1, limit: 9 }],
      queryFn: async () => ({ count: 1, results: [{ id: 3 }] }),
    };
    for (const client of [fetched, rendered]) {
      client.getQueryCache().build(client, client.defaultQueryOptions(options));
    }

    await fetched.getQueryCache().find({ queryKey: options.queryKey })!.fetch();
    const query = rendered.getQueryCache().find({ queryKey: options.queryKey })!;
    await expect(rendered.answer(query)).resolves.toEqual({ count: 1, results: [{ id: 3 }] });

    expect(withoutTimes(dehydrate(rendered))).toEqual(withoutTimes(dehydrate(fetched)));
  });

  it('leaves a failed read failed, and reads it again when asked again', async () => {
    const client = renderClient();
    const failure = new Error('The API answered 503');
    const read = countedRead(() => {
      throw failure;
    });
    const options = { queryKey: ['tags', { lang: 'ar' }], queryFn: read.queryFn };

    await expect(client.fetchQuery(options)).rejects.toBe(failure);
    await expect(client.prefetchQuery(options)).resolves.toBeUndefined();

    const query = client.getQueryCache().find({ queryKey: options.queryKey });
    expect(query?.state).toMatchObject({ status: 'error', fetchStatus: 'idle', error: failure });
    expect(read.calls).toHaveLength(2);
  });

  it('leaves a query without a function failed, not waiting', async () => {
    const client = renderClient();
    const query = client
      .getQueryCache()
      .build(client, client.defaultQueryOptions({ queryKey: ['company', { lang: 'fa' }] }));

    await expect(client.answer(query)).rejects.toThrow('has no function to read');
    expect(query.state.status).toBe('error');
  });
});
