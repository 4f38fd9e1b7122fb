// Which API reads a change of one post may change (post-change.ts).
import { describe, expect, it } from 'vitest';
import { isPostPage, postIdsIn, readIsStale } from './post-change';
import type { PostChange } from './post-change';

const edit: PostChange = {
  kind: 'post',
  id: 3,
  languages: ['en'],
  listsMove: false,
  labelSharers: new Set(),
};
const arrival: PostChange = { ...edit, listsMove: true, labelSharers: new Set([3, 9, 12]) };
const shows =
  (...ids: number[]) =>
  () =>
    ids;

describe('what a change of one post forgets', () => {
  it('reads the post ids of lists, related lists and a post', () => {
    expect(postIdsIn({ count: 2, results: [{ id: 4 }, { id: 3 }] })).toEqual([4, 3]);
    expect(postIdsIn([{ id: 7 }])).toEqual([7]);
    expect(postIdsIn({ id: 3, title: 'x' })).toEqual([3]);
    expect(postIdsIn({ detail: 'Not found.' })).toEqual([]);
  });

  it('forgets the post itself, and lists and related lists only where they show it', () => {
    expect(readIsStale(edit, '/cms/content/v1/Blog/3?lang=en')).toBe(true);
    expect(readIsStale(edit, '/cms/content/v1/Blog/3/related?lang=en')).toBe(true);
    expect(readIsStale(edit, '/cms/content/v1/Blog/?lang=en&limit=9', shows(1, 3))).toBe(true);
    expect(readIsStale(edit, '/cms/content/v1/Blog/?lang=en&limit=9', shows(1, 2))).toBe(false);
    expect(readIsStale(edit, '/cms/content/v1/Blog/9/related?lang=en', shows(8, 10))).toBe(false);
    expect(readIsStale(edit, '/cms/content/v1/Tags/?lang=en')).toBe(false);
  });

  it('keeps every read in other languages and of other areas', () => {
    expect(readIsStale(edit, '/cms/content/v1/Blog/3?lang=fa')).toBe(false);
    // No `lang` is the default language's read.
    expect(readIsStale(edit, '/cms/content/v1/Blog/3')).toBe(false);
    expect(readIsStale({ ...edit, languages: ['fa'] }, '/cms/content/v1/Blog/3')).toBe(true);
    expect(readIsStale(edit, '/cms/faq/v1?lang=en')).toBe(false);
    expect(readIsStale(edit, '/cms/content/v1/media/?lang=en')).toBe(false);
  });

  it("forgets the lists and the label sharers' related lists when a language comes or goes", () => {
    expect(readIsStale(arrival, '/cms/content/v1/Blog/?lang=en&limit=9', shows(1, 2))).toBe(true);
    expect(readIsStale(arrival, '/cms/content/v1/Blog/9/related?lang=en', shows(8))).toBe(true);
    expect(readIsStale(arrival, '/cms/content/v1/Blog/10/related?lang=en', shows(8))).toBe(false);
    expect(readIsStale(arrival, '/cms/content/v1/Tags/?lang=en')).toBe(true);
    // A most-read list takes a post with no visits yet only at its end: it goes when it showed it.
    const mostRead = '/cms/content/v1/Blog/?lang=en&ordering=-visited&limit=4';
    expect(readIsStale(arrival, mostRead, shows(1, 2, 5, 6))).toBe(false);
    expect(readIsStale(arrival, mostRead, shows(1, 3))).toBe(true);
  });

  it("knows the post's pages in every language, whatever their slug", () => {
    for (const page of [
      '/blog-list/3-kish',
      '/en/blog-list/3-kish-island',
      '/ar/blog-list/3',
      '/en/blog-list/3-old/',
    ])
      expect(isPostPage(edit, `https://parvaz.example${page}`), page).toBe(true);
    for (const page of ['/blog-list/33-other', '/en/blog-list', '/en/blog-list/30', '/en/about'])
      expect(isPostPage(edit, `https://parvaz.example${page}`), page).toBe(false);
  });
});
