// The saved query cache in (fake) IndexedDB: each language in its own entry, only
// successful queries, and a cache from another build or older than a week discarded.
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { PERSIST_MAX_AGE } from './persist-max-age';
import { persistLanguage, restoreLanguage } from './query-persistence';
import { queryStore } from './query-store';

// Saving is throttled to once a second.
const settle = () => new Promise((resolve) => setTimeout(resolve, 1200));

async function saved(lang: string) {
  const raw = await queryStore.getItem(`queries:${lang}`);
  return raw
    ? (JSON.parse(raw) as {
        buster: string;
        timestamp: number;
        clientState: { queries: { queryKey: unknown[] }[] };
      })
    : null;
}

describe('query cache saved per language', () => {
  afterEach(async () => {
    for (const lang of ['fa', 'en']) await queryStore.removeItem(`queries:${lang}`);
  });

  it('saves each language apart, successful queries only, and restores one language', async () => {
    const client = new QueryClient();
    const stopFa = persistLanguage(client, 'fa');
    client.setQueryData(['page', { lang: 'fa', policy: 'home-page' }], { title: 'خانه' });
    client.setQueryData(['page', { lang: 'en', policy: 'home-page' }], { title: 'Home' });
    await client
      .prefetchQuery({
        queryKey: ['broken', { lang: 'fa' }],
        queryFn: () => Promise.reject(new Error('x')),
        retry: false,
      })
      .catch(() => undefined);
    await settle();
    stopFa();
    const stopEn = persistLanguage(client, 'en');
    await settle();
    stopEn();

    expect((await saved('fa'))!.clientState.queries.map((q) => q.queryKey)).toEqual([
      ['page', { lang: 'fa', policy: 'home-page' }],
    ]);
    expect((await saved('en'))!.clientState.queries.map((q) => q.queryKey)).toEqual([
      ['page', { lang: 'en', policy: 'home-page' }],
    ]);

    const reopened = new QueryClient();
    await restoreLanguage(reopened, 'en');
    expect(reopened.getQueryData(['page', { lang: 'en', policy: 'home-page' }])).toEqual({
      title: 'Home',
    });
    expect(reopened.getQueryData(['page', { lang: 'fa', policy: 'home-page' }])).toBeUndefined();
    // Restored answers show at once but are refreshed when a screen reads them.
    expect(
      reopened.getQueryState(['page', { lang: 'en', policy: 'home-page' }])?.isInvalidated,
    ).toBe(true);
  });

  it('discards a cache saved by another build or older than a week', async () => {
    const client = new QueryClient();
    client.setQueryData(['page', { lang: 'fa' }], { title: 'قدیمی' });
    const stop = persistLanguage(client, 'fa');
    await settle();
    stop();
    const entry = (await saved('fa'))!;

    await queryStore.setItem('queries:fa', JSON.stringify({ ...entry, buster: 'an-older-build' }));
    const afterBuild = new QueryClient();
    await restoreLanguage(afterBuild, 'fa');
    expect(afterBuild.getQueryData(['page', { lang: 'fa' }])).toBeUndefined();
    expect(await saved('fa')).toBeNull();

    await queryStore.setItem(
      'queries:fa',
      JSON.stringify({ ...entry, timestamp: Date.now() - PERSIST_MAX_AGE - 1000 }),
    );
    const afterWeek = new QueryClient();
    await restoreLanguage(afterWeek, 'fa');
    expect(afterWeek.getQueryData(['page', { lang: 'fa' }])).toBeUndefined();
    expect(await saved('fa')).toBeNull();
  });
});
