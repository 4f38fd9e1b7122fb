import { describe, expect, it } from 'vitest';
import { withoutWithdrawn } from './withdrawn-queries';

const saved = (queries: { queryKey: unknown[]; state: { dataUpdatedAt: number } }[]) =>
  JSON.stringify({ buster: 'b', timestamp: 1, clientState: { mutations: [], queries } });
const query = (queryKey: unknown[], dataUpdatedAt = 100) => ({
  queryKey,
  state: { dataUpdatedAt },
});
const keys = (value: string) =>
  (
    JSON.parse(value) as { clientState: { queries: { queryKey: unknown[] }[] } }
  ).clientState.queries.map((q) => q.queryKey);

describe('withoutWithdrawn', () => {
  const value = saved([
    query(['post', { lang: 'fa', id: 3 }]),
    query(['relatedPosts', { lang: 'fa', id: 3 }]),
    query(['posts', { lang: 'fa', limit: 9 }]),
    query(['post', { lang: 'fa', id: 4 }]),
    query(['post', { lang: 'en', id: 3 }]),
    query(['services', { lang: 'fa' }]),
  ]);

  it('leaves out the post, its related posts and its language’s lists, nothing else', () => {
    expect(keys(withoutWithdrawn(value, [{ id: 3, lang: 'fa', at: 200 }]))).toEqual([
      ['post', { lang: 'fa', id: 4 }],
      ['post', { lang: 'en', id: 3 }],
      ['services', { lang: 'fa' }],
    ]);
  });

  it('keeps what was read after the withdrawal (the post published again)', () => {
    expect(withoutWithdrawn(value, [{ id: 3, lang: 'fa', at: 50 }])).toBe(value);
    expect(withoutWithdrawn(value, [])).toBe(value);
  });

  it('leaves out the reads that showed a withdrawn custom page, at any address', () => {
    const pages = JSON.stringify({
      clientState: {
        queries: [
          {
            queryKey: ['customPages', { lang: 'en', path: 'pets' }],
            state: { dataUpdatedAt: 100, data: [{ id: 3 }] },
          },
          {
            queryKey: ['customPages', { lang: 'en', path: 'old-pets' }],
            state: { dataUpdatedAt: 100, data: [{ id: 3 }] },
          },
          {
            queryKey: ['customPages', { lang: 'en', path: 'privacy' }],
            state: { dataUpdatedAt: 100, data: [{ id: 1 }] },
          },
          {
            queryKey: ['customPages', { lang: 'fa', path: 'pets' }],
            state: { dataUpdatedAt: 100, data: [{ id: 3 }] },
          },
          { queryKey: ['post', { lang: 'en', id: 3 }], state: { dataUpdatedAt: 100 } },
        ],
      },
    });
    expect(keys(withoutWithdrawn(pages, [{ kind: 'page', id: 3, lang: 'en', at: 200 }]))).toEqual([
      ['customPages', { lang: 'en', path: 'privacy' }],
      ['customPages', { lang: 'fa', path: 'pets' }],
      ['post', { lang: 'en', id: 3 }],
    ]);
  });
});
