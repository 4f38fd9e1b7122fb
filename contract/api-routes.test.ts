import { describe, expect, it } from 'vitest';
import { READS, SENDS, fillRoute, readAddress, sendAddress } from './api-routes';

describe("the service's calls", () => {
  it('fills path parts from the input and leaves the rest as the query', () => {
    expect(fillRoute(READS.relatedPosts.route, { id: 3, lang: 'en' })).toEqual({
      path: '/content/v1/Blog/3/related',
      query: { lang: 'en' },
    });
    expect(fillRoute(READS.headerMenu.route, { company: 'a b/c' })).toEqual({
      path: '/pages/v1/header-menu/a%20b%2Fc/',
      query: {},
    });
    expect(fillRoute(READS.posts.route, { limit: 4, ordering: '-created_at' })).toEqual({
      path: '/content/v1/Blog/',
      query: { limit: 4, ordering: '-created_at' },
    });
  });

  it('refuses a path part with no value rather than reading another address', () => {
    expect(() => fillRoute(READS.form.route, {})).toThrow('no value for :id');
    expect(() => fillRoute(READS.post.route, { id: '' })).toThrow('no value for :id');
  });

  it('names every route once', () => {
    const routes = [...Object.values(READS), ...Object.values(SENDS)].map((call) => call.route);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('writes the whole address of a call under the prefix, with its language', () => {
    expect(readAddress('post', 'en', { id: 3 })).toBe('/cms/content/v1/Blog/3?lang=en');
    expect(readAddress('posts', 'fa', { limit: 9, search: 'کیش زمستان', group: undefined })).toBe(
      '/cms/content/v1/Blog/?limit=9&search=%DA%A9%DB%8C%D8%B4+%D8%B2%D9%85%D8%B3%D8%AA%D8%A7%D9%86&lang=fa',
    );
    expect(sendAddress('application', 'ar')).toBe('/cms/forms/v1/apply/?lang=ar');
  });
});
