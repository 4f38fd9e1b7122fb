import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readFailed, readMissing, readUnreachable } from './read-failed';

async function resultAfter(client: QueryClient, fetches: (() => Promise<string>)[]) {
  for (const queryFn of fetches)
    await client.fetchQuery({ queryKey: ['page'], queryFn, retry: false }).catch(() => undefined);
  // What a screen reading the query now sees.
  return new QueryObserver(client, { queryKey: ['page'], enabled: false }).getCurrentResult();
}

describe('readFailed', () => {
  it('is true for a read that never succeeded', async () => {
    const result = await resultAfter(new QueryClient(), [() => Promise.reject(new Error('down'))]);
    expect(result.isError).toBe(true);
    expect(readFailed(result)).toBe(true);
  });

  it('keeps content on screen when only a refresh failed', async () => {
    const result = await resultAfter(new QueryClient(), [
      () => Promise.resolve('content'),
      () => Promise.reject(new Error('flaky')),
    ]);
    expect(result.isError).toBe(true);
    expect(result.data).toBe('content');
    expect(readFailed(result)).toBe(false);
  });
});

describe('readUnreachable and readMissing', () => {
  it('tell a read that got no answer from one the service refused', async () => {
    const { ApiError } = await import('./api-client');
    const unreachable = new ApiError('Network Error', undefined);
    const missing = new ApiError('Not Found', 404);
    const failing = new ApiError('Server Error', 500);
    expect([unreachable, missing, failing].map(readUnreachable)).toEqual([true, false, false]);
    expect([unreachable, missing, failing].map(readMissing)).toEqual([false, true, false]);
    expect(readUnreachable(new Error('thrown while rendering'))).toBe(false);
  });
});
