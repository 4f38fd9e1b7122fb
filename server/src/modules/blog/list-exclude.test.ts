import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { insertLanguages } from '@tests/support/languages';
import { insertLabels, insertPosts } from './fixtures';

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 8)).toISOString();

describe('blog list without given posts', () => {
  let t: TestApp;
  const json = async (url: string) => (await t.app.inject(url)).json();
  const ids = (page: { results: { id: number }[] }) => page.results.map((post) => post.id);

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await insertLanguages(t, ['fa', 'en']);
    await insertLabels(t.db, 'fa');
    await insertPosts(t.db, [
      ...Array.from({ length: 12 }, (_, i) => ({
        id: i + 1,
        title: `سفر ${i + 1}`,
        created_at: day(i + 1),
        is_featured: i === 11,
        groups: [(i % 2) + 1],
      })),
      { id: 12, lang: 'en', title: 'Trip 12', created_at: day(12) },
    ]);
    await t.app.contentChanged();
  });
  afterAll(() => t.close());

  it('leaves the excluded post out of the count and keeps every page full', async () => {
    const first = await json('/cms/content/v1/Blog/?limit=9&exclude=12&lang=fa');
    expect(first.count).toBe(11);
    expect(ids(first)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(first.next).toBe('/cms/content/v1/Blog/?limit=9&exclude=12&lang=fa&offset=9');
    const second = await json('/cms/content/v1/Blog/?limit=9&offset=9&exclude=12&lang=fa');
    expect(ids(second)).toEqual([2, 1]);
  });

  it('excludes together with filters and search, and takes several ids', async () => {
    const group = await json('/cms/content/v1/Blog/?group=2&exclude=12&lang=fa');
    expect(ids(group)).toEqual([10, 8, 6, 4, 2]);
    const found = await json(
      `/cms/content/v1/Blog/?search=${encodeURIComponent('سفر')}&exclude=12,1&lang=fa`,
    );
    expect(found.count).toBe(10);
    expect(ids(found)).not.toContain(12);
    expect(ids(found)).not.toContain(1);
    const english = await json('/cms/content/v1/Blog/?exclude=12&lang=en');
    expect(english.count).toBe(0);
  });

  it('refuses an exclusion that is not a list of ids', async () => {
    for (const bad of ['x', '1,-2', '1.5', '1;2']) {
      const response = await t.app.inject(
        `/cms/content/v1/Blog/?exclude=${encodeURIComponent(bad)}&lang=en`,
      );
      expect(response.statusCode, bad).toBe(400);
      expect(response.json(), bad).toHaveProperty('exclude');
    }
  });
});
