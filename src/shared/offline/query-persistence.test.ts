import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryLanguage, shouldPersist } from './query-persistence';

describe('query persistence per language', () => {
  it('finds the language in a query key', () => {
    expect(queryLanguage(['blog', 'list', { lang: 'en', page: 2 }])).toBe('en');
    expect(queryLanguage(['page', { lang: 'fa', policy: 'home-page' }])).toBe('fa');
    expect(queryLanguage(['languages'])).toBeUndefined();
  });

  it('saves only successful queries of the language', async () => {
    const client = new QueryClient();
    client.setQueryData(['page', { lang: 'fa' }], { ok: 1 });
    client.setQueryData(['page', { lang: 'en' }], { ok: 2 });
    await client
      .prefetchQuery({
        queryKey: ['broken', { lang: 'fa' }],
        queryFn: () => Promise.reject(new Error('offline')),
        retry: false,
      })
      .catch(() => undefined);
    const saved = client
      .getQueryCache()
      .getAll()
      .filter((query) => shouldPersist(query, 'fa'))
      .map((query) => query.queryKey);
    expect(saved).toEqual([['page', { lang: 'fa' }]]);
  });
});
